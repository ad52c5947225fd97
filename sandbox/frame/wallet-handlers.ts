// RPC requests of the session's account: RPC_REQUEST and RPC_ABORT. Signing happens here in the
// frame page with the session user's keys (signer.ts), after the user approves it on the frame's own
// card (approval-card.ts); reads go to the chain over the page's RPC URLs (chain-reads.ts).
import { APPROVAL_METHODS, createApprovalCard, describeRequest, USER_REJECTED, type ApprovalCard } from './approval-card.ts'
import { chainNumber, FrameError, type FrameContext, type Handlers } from './frame-context.ts'
import { signEvm, SIGNING_METHODS } from './signer.ts'

export function walletHandlers(ctx: FrameContext, card: ApprovalCard = createApprovalCard()): Handlers {
  /** Shows the card for an unsafe request; throws 'User rejected the request.' on Reject. */
  async function approve(method: string, params: unknown, networkName: string): Promise<void> {
    if (!APPROVAL_METHODS.has(method)) return
    if (!(await card.ask(describeRequest(method, params, networkName)))) throw new FrameError(USER_REJECTED, 4001)
  }
  return {
    RPC_REQUEST: async (request) => {
      // the solana namespace is answered by solana-handlers.ts, which wraps these handlers
      const namespace = request.chainNamespace ?? 'eip155'
      if (namespace !== 'eip155') throw new FrameError(`The sandbox frame signs on eip155 and solana only, not ${namespace}`)
      const chainId = chainNumber(request.chainId) ?? ctx.chainId
      const read = (method: string, params: unknown) => ctx.read(chainId, method, params)
      if (request.method === 'eth_chainId') return `0x${chainId.toString(16)}`
      if (!SIGNING_METHODS.has(request.method)) return read(request.method, request.params)
      const chain = ctx.chains.find((c) => c.id === chainId)
      if (!chain) throw new FrameError(`Chain ${request.chainId} is not a sandbox chain`, 4901)
      const keys = await ctx.keys()
      await approve(request.method, request.params, chain.name)
      return signEvm(keys, chain, request.method, request.params, read)
    },
    RPC_ABORT: async () => {
      card.dismiss()
      return undefined
    },
  }
}
