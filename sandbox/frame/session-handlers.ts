// The session and its surroundings in the frame: connection checks, the user, sign-out, the chain,
// the page's theme and dApp data and reload (smart accounts: smart-account-handlers.ts, which wraps these).
import { chainNumber, FrameError, type FrameContext, type Handlers } from './frame-context.ts'

export function sessionHandlers(ctx: FrameContext): Handlers {
  const known = (id: number | undefined) => id !== undefined && ctx.chains.some((c) => c.id === id)
  return {
    IS_CONNECTED: async (payload) => {
      // The page may hand back the token it kept (SESSION_UPDATE) when this frame's storage was wiped.
      const current = ctx.token()
      const candidate = current ?? payload?.token
      const { isConnected } = await ctx.api('session', { token: candidate })
      if (isConnected && candidate && !current) await ctx.startSession(candidate)
      return { isConnected }
    },
    GET_USER: async (payload) => {
      const requested = chainNumber(payload?.chainId)
      if (known(requested)) ctx.chainId = requested!
      return ctx.user()
    },
    SIGN_OUT: async () => {
      const token = ctx.token()
      await ctx.endSession()
      await ctx.api('sign-out', { token })
      return undefined
    },
    GET_CHAIN_ID: async () => ({ chainId: ctx.chainId }),
    SWITCH_NETWORK: async (payload) => {
      const next = chainNumber(payload.chainId)
      if (!known(next)) throw new FrameError(`Chain ${payload.chainId} is not supported by the sandbox frame`)
      ctx.chainId = next!
      return { chainId: ctx.chainId }
    },
    SYNC_THEME: async (theme) => {
      document.documentElement.dataset.theme = theme.themeMode ?? 'dark'
      return undefined
    },
    SYNC_DAPP_DATA: async (data) => {
      ctx.log('dApp', data.metadata?.name ?? data.projectId)
      return undefined
    },
    // GET_SMART_ACCOUNT_ENABLED_NETWORKS, INIT_SMART_ACCOUNT and SET_PREFERRED_ACCOUNT: smart-account-handlers.ts
    RELOAD: async () => {
      setTimeout(() => location.reload(), 0)
      return undefined
    },
  }
}
