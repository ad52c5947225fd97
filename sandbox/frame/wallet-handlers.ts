// RPC requests of the session's account: RPC_REQUEST and RPC_ABORT. Signing happens here in the
// frame page with the session user's keys (signer.ts); reads go to the chain through the frame
// server's forwarding API.
import { chainNumber, FrameError, type FrameContext, type Handlers } from './frame-context.ts'
import { signEvm, SIGNING_METHODS, signSolana } from './signer.ts'

export function walletHandlers(ctx: FrameContext): Handlers {
  return {
    RPC_REQUEST: async (request) => {
      const namespace = request.chainNamespace ?? 'eip155'
      if (namespace === 'solana') return signSolana(await ctx.keys(), request.method, request.params)
      if (namespace !== 'eip155') throw new FrameError(`The sandbox frame signs on eip155 and solana only, not ${namespace}`)
      const chainId = chainNumber(request.chainId) ?? ctx.chainId
      const read = async (method: string, params: unknown) => (await ctx.api('rpc', { token: ctx.token(), chainId, method, params })).result
      if (request.method === 'eth_chainId') return `0x${chainId.toString(16)}`
      if (!SIGNING_METHODS.has(request.method)) return read(request.method, request.params)
      const chain = ctx.chains.find((c) => c.id === chainId)
      if (!chain) throw new FrameError(`Chain ${request.chainId} is not a sandbox chain`, 4901)
      return signEvm(await ctx.keys(), chain, request.method, request.params, read)
    },
    RPC_ABORT: async () => undefined,
  }
}
