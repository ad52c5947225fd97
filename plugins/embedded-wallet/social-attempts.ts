// The social login in progress per frame (so per modal): started by the click (the popup must open
// in it) or by the redirect's return, shown by the ConnectingSocial view, which may mount later.
import type { AuthFrame } from 'portico'
import type { SocialAttempt } from './social-login.ts'

const attempts = new WeakMap<AuthFrame, SocialAttempt>()

export const socialAttempt = (frame: AuthFrame): SocialAttempt | undefined => attempts.get(frame)

export function trackSocialAttempt(frame: AuthFrame, attempt: SocialAttempt): SocialAttempt {
  attempts.get(frame)?.cancel()
  attempts.set(frame, attempt)
  return attempt
}
