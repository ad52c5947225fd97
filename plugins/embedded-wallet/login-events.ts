// The embedded wallet's login steps as AppKit events (an app's `subscribeEvents` hears them, and
// analytics sends them while it is on; SOCIAL_LOGIN_SUCCESS always).
import type { Analytics } from 'portico'
import type { SocialAttempt } from './social-login.ts'

type Track = Pick<Analytics, 'track'>

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))
const isCancel = (error: unknown) => (error as { code?: unknown } | null)?.code === 'POPUP_CLOSED'

/**
 * A social login from its start to its end: SOCIAL_LOGIN_STARTED (not for a login the page came
 * back to from the consent page), then SOCIAL_LOGIN_SUCCESS, SOCIAL_LOGIN_CANCELED (the popup
 * closed, Back, the modal closed) or SOCIAL_LOGIN_ERROR with the message.
 */
export function reportSocialAttempt(analytics: Track, attempt: Pick<SocialAttempt, 'provider' | 'done'>, options: { resumed?: boolean } = {}): void {
  const provider = attempt.provider
  if (!options.resumed) analytics.track('SOCIAL_LOGIN_STARTED', { provider })
  attempt.done.then(
    () => analytics.track('SOCIAL_LOGIN_SUCCESS', { provider }),
    (error: unknown) => analytics.track(isCancel(error) ? 'SOCIAL_LOGIN_CANCELED' : 'SOCIAL_LOGIN_ERROR', isCancel(error) ? { provider } : { provider, message: messageOf(error) }),
  )
}

/** The email steps: submitted, a code sent, the device registered, the code accepted or refused. */
export const emailEvents = (analytics: Track) => ({
  submitted: () => analytics.track('EMAIL_SUBMITTED'),
  codeSent: () => analytics.track('EMAIL_VERIFICATION_CODE_SENT'),
  deviceRegistered: () => analytics.track('DEVICE_REGISTERED_FOR_EMAIL'),
  codePassed: () => analytics.track('EMAIL_VERIFICATION_CODE_PASS'),
  codeFailed: (error: unknown) => analytics.track('EMAIL_VERIFICATION_CODE_FAIL', { message: messageOf(error) }),
})
