// The frame page ↔ frame server API of social and Farcaster login (spread into FRAME_API, api.ts).
// Browser-safe (no Node imports): the frame page and the server both read it.
import * as v from 'valibot'
import { REDIRECT_PROVIDERS } from '../../kernel/auth-frame/messages.ts'

/** The dApp origin the frame checked (its parent): every social answer goes back to that origin only. */
const Origin = v.pipe(v.string(), v.url('An origin is required'))

export const SOCIAL_API = {
  /** GET_SOCIAL_REDIRECT_URI: a one-time consent page address for this provider and dApp origin. */
  'social-redirect-uri': v.object({ provider: v.picklist(REDIRECT_PROVIDERS, 'Unknown social provider'), origin: Origin }),
  /** CONNECT_SOCIAL: the result URI the consent page gave back → a session. */
  'social-connect': v.object({ uri: v.pipe(v.string(), v.minLength(1, 'A result URI is required')), origin: Origin }),
  /** GET_FARCASTER_URI: a one-time approval channel. */
  'farcaster-uri': v.object({ origin: Origin }),
  /** CONNECT_FARCASTER polls this until the channel's page is approved. */
  'farcaster-status': v.object({ channel: v.pipe(v.string(), v.minLength(1)), origin: Origin }),
} as const

export type SocialSession = { token: string; userName: string; provider: string }

export type SocialApiAnswers = {
  'social-redirect-uri': { uri: string }
  'social-connect': SocialSession
  'farcaster-uri': { url: string; channel: string }
  'farcaster-status': { approved: false } | ({ approved: true } & SocialSession)
}
