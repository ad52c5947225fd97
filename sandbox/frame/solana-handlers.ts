// The frame's Solana side (the auth connector serves eip155 and solana): GET_USER for a
// Solana chain answers the user's ed25519 account, and RPC_REQUEST on the solana namespace is
// checked, shown on the approval card (every Solana method needs approval), then signed
// here and, for signAndSendTransaction, sent to the sandbox cluster through the frame server.
// Every other request goes to the handlers it wraps.
import { base64 } from '@scure/base'
import { describeSolanaRequest } from './solana-approval.ts'
import { checkSolanaRequest, signSolana, type SendSolana } from './solana-signer.ts'
import { USER_REJECTED, type ApprovalCard } from './approval-card.ts'
import { FrameError, type FrameContext, type Handlers } from './frame-context.ts'

/** The sandbox Solana cluster as /api/chains reports it. */
export type FrameSolanaChain = { id: string; name: string }

const isSolanaId = (chainId: string | number | undefined): chainId is string => typeof chainId === 'string' && chainId.startsWith('solana:')

export function withSolana(ctx: FrameContext, handlers: Handlers, card: ApprovalCard, solana: FrameSolanaChain | undefined): Handlers {
  /**
   * The cluster, unless `chainId` names another Solana network (4901). A chainId that names none (the
   * bridge fills the active EVM chain into a request that gives no network) means the cluster.
   */
  function cluster(chainId: string | number | undefined): FrameSolanaChain {
    if (!solana || (isSolanaId(chainId) && chainId !== solana.id)) throw new FrameError(`Chain ${String(chainId)} is not the sandbox Solana cluster`, 4901)
    return solana
  }
  const getUser = handlers.GET_USER
  const rpcRequest = handlers.RPC_REQUEST
  return {
    ...handlers,
    GET_USER: async (payload) => {
      if (!isSolanaId(payload?.chainId)) {
        if (!getUser) throw new FrameError('GET_USER is not available in the sandbox frame')
        return getUser(payload)
      }
      const { id } = cluster(payload.chainId)
      const { email, solanaAddress } = await ctx.api('user', { token: ctx.token() })
      return { email, address: solanaAddress, chainId: id, accounts: [{ address: solanaAddress, type: 'eoa' }], preferredAccountType: 'eoa' }
    },
    RPC_REQUEST: async (request) => {
      if (request.chainNamespace !== 'solana') {
        if (!rpcRequest) throw new FrameError('RPC_REQUEST is not available in the sandbox frame')
        return rpcRequest(request)
      }
      const chain = cluster(request.chainId)
      const keys = await ctx.keys()
      // a request that cannot be signed is refused before the user is asked
      const transactions = checkSolanaRequest(keys, request.method, request.params)
      if (!(await card.ask(describeSolanaRequest(request.method, request.params, transactions, chain.name)))) throw new FrameError(USER_REJECTED, 4001)
      const send: SendSolana = async (wire, options) => {
        const params = [base64.encode(wire), { encoding: 'base64', ...options }]
        const { result } = await ctx.api('solana-rpc', { token: ctx.token(), chainId: chain.id, method: 'sendTransaction', params })
        return result as string
      }
      return signSolana(keys, request.method, request.params, send)
    },
  }
}
