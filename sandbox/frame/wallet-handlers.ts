// RPC requests of the session's account: RPC_REQUEST and RPC_ABORT.
import { chainNumber, FrameError, type FrameContext, type Handlers } from './frame-context.ts'

export function walletHandlers(ctx: FrameContext): Handlers {
  return {
    RPC_REQUEST: async (request) => {
      if (request.chainNamespace && request.chainNamespace !== 'eip155') throw new FrameError(`The sandbox frame signs on eip155 only, not ${request.chainNamespace}`)
      const { result } = await ctx.api('rpc', { token: ctx.token(), chainId: chainNumber(request.chainId) ?? ctx.chainId, method: request.method, params: request.params })
      return result
    },
    RPC_ABORT: async () => undefined,
  }
}
