// "Email update": UPDATE_EMAIL mails a code to the current email
// (VERIFY_PRIMARY_OTP), that code then mails one to the new email (VERIFY_SECONDARY_OTP), and that
// one makes the new email the user's. The same 30 s throttle as login applies to each UPDATE_EMAIL.
import { PorticoError, type AuthFrame } from 'portico'
import { checkEmail, checkOtp, takeEmailAttempt, type EmailFlowDeps } from './email-flow.ts'

export type UpdateEmailAction = 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'

/** Asks the frame to change the email to `input` (validated, not the current one, throttled). */
export async function startEmailUpdate(deps: EmailFlowDeps, input: string, current?: string | null): Promise<{ newEmail: string; action: UpdateEmailAction }> {
  const newEmail = checkEmail(input)
  if (current && newEmail.toLowerCase() === current.toLowerCase()) throw new PorticoError('SAME_EMAIL', 'This is already your email')
  takeEmailAttempt(deps)
  const { action } = await deps.frame.request('UPDATE_EMAIL', { email: newEmail })
  return { newEmail, action }
}

/** The code mailed to the current email; the frame then mails one to the new email. */
export async function confirmCurrentEmail(frame: AuthFrame, input: string): Promise<void> {
  await frame.request('UPDATE_EMAIL_PRIMARY_OTP', { otp: checkOtp(input) })
}

/** The code mailed to the new email; resolves with the email the user now has. */
export async function confirmNewEmail(frame: AuthFrame, input: string): Promise<string> {
  const { newEmail } = await frame.request('UPDATE_EMAIL_SECONDARY_OTP', { otp: checkOtp(input) })
  return newEmail
}
