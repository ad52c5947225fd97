// The frame page's social and Farcaster requests: the consent page's
// address for a provider, the result URI it gave back turned into a session, and the Farcaster
// approval channel polled until a person approves it. The server (social-routes.ts) binds each to
// this frame's checked parent origin.
import { FrameError, type FrameContext, type Handlers } from './frame-context.ts'

/** How often CONNECT_FARCASTER asks whether the approval page was used. */
export const FARCASTER_POLL_MS = 500

export function socialHandlers(ctx: FrameContext): Handlers {
  /** The channel of the last GET_FARCASTER_URI: CONNECT_FARCASTER waits on it. */
  let farcasterChannel: string | undefined
  /** Each CONNECT_FARCASTER gets a number; a newer one (or a new URI) ends the older one's wait. */
  let farcasterWait = 0

  return {
    GET_SOCIAL_REDIRECT_URI: async ({ provider }) => ctx.api('social-redirect-uri', { provider, origin: ctx.parentOrigin }),
    CONNECT_SOCIAL: async ({ uri }) => {
      const { token, userName } = await ctx.api('social-connect', { uri, origin: ctx.parentOrigin })
      await ctx.startSession(token)
      return { ...(await ctx.user()), userName }
    },
    GET_FARCASTER_URI: async () => {
      farcasterWait++
      const { url, channel } = await ctx.api('farcaster-uri', { origin: ctx.parentOrigin })
      farcasterChannel = channel
      return { url }
    },
    CONNECT_FARCASTER: async () => {
      const channel = farcasterChannel
      if (!channel) throw new FrameError('Ask for a Farcaster URI first')
      const wait = ++farcasterWait
      for (;;) {
        const status = await ctx.api('farcaster-status', { channel, origin: ctx.parentOrigin })
        if (status.approved) {
          farcasterChannel = undefined
          await ctx.startSession(status.token)
          return { userName: status.userName }
        }
        if (wait !== farcasterWait) throw new FrameError('This Farcaster sign-in was replaced by a newer one')
        await new Promise((resolve) => setTimeout(resolve, FARCASTER_POLL_MS))
      }
    },
  }
}
