// The social login in progress per frame (so per modal): started by the click (the popup must open
// in it) or by the redirect's return, shown by the ConnectingSocial view, which may mount later.
import type { Analytics, AuthFrame } from 'portico'
import { reportSocialAttempt } from './login-events.ts'
import type { SocialAttempt } from './social-login.ts'

const attempts = new WeakMap<AuthFrame, SocialAttempt>()

export const socialAttempt = (frame: AuthFrame): SocialAttempt | undefined => attempts.get(frame)

/** `analytics` hears the attempt's start and end; `resumed` for a login the page came back to from the consent page. */
export function trackSocialAttempt(frame: AuthFrame, attempt: SocialAttempt, analytics?: Pick<Analytics, 'track'>, options: { resumed?: boolean } = {}): SocialAttempt {
  attempts.get(frame)?.cancel()
  attempts.set(frame, attempt)
  if (analytics) reportSocialAttempt(analytics, attempt, options)
  return attempt
}
