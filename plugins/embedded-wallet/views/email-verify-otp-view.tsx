// SPEC §4: the 6-digit code from the mail. A full code is sent at once; Resend asks for a new code,
// at most once per 30 s (the cooldown counts down on the button).
import { TOKENS } from 'portico'
import { useKernel, type ViewProps, type ViewTitle } from 'portico/react'
import { startEmailLogin, verifyOtp } from '../email-flow.ts'
import { finishEmailLogin } from './finish-login.ts'
import { OtpForm, ResendButton } from './otp-form.tsx'

export const title: ViewTitle<'EmailVerifyOtp'> = 'Confirm Email'

export default function EmailVerifyOtpView({ data }: ViewProps<'EmailVerifyOtp'>) {
  const kernel = useKernel()
  const storage = kernel.get(TOKENS.storage)
  const frame = kernel.get(TOKENS.authFrame)
  return (
    <OtpForm
      testId="email-verify-otp"
      fieldTestId="email-otp"
      hint={
        <>
          Enter the code we sent to <span className="font-semibold text-fg" data-testid="email-verify-otp-email">{data.email}</span>
        </>
      }
      onCode={async (code) => {
        await verifyOtp({ frame }, code)
        await finishEmailLogin(kernel)
      }}
    >
      <ResendButton storage={storage} testId="email-otp-resend" onResend={async () => void (await startEmailLogin({ frame, storage }, data.email))} />
    </OtpForm>
  )
}
