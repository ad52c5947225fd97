// The 6-digit code from the mail. A full code is sent at once; Resend asks for a new code,
// at most once per 30 s (the cooldown counts down on the button).
import { TOKENS } from 'portico'
import { useKernel, type ViewProps, type ViewTitle, richText, useTranslate } from '../../../ui/kit/index.ts'
import { startEmailLogin, verifyOtp } from '../email-flow.ts'
import { emailEvents } from '../login-events.ts'
import { finishEmailLogin } from './finish-login.ts'
import messages from '../messages/compiled/en.ts'
import { EmailText } from './email-text.tsx'
import { OtpForm, ResendButton } from './otp-form.tsx'

export const title: ViewTitle<'EmailVerifyOtp'> = 'Confirm Email'
export const titleId = 'embedded.otp.title'

export default function EmailVerifyOtpView({ data }: ViewProps<'EmailVerifyOtp'>) {
  const kernel = useKernel()
  const storage = kernel.get(TOKENS.storage)
  const frame = kernel.get(TOKENS.authFrame)
  const t = useTranslate(messages)
  return (
    <OtpForm
      testId="email-verify-otp"
      fieldTestId="email-otp"
      hint={richText((v) => t('embedded.otp.hint', v), {
        email: <EmailText email={data.email} testId="email-verify-otp-email" />,
      })}
      onCode={async (code) => {
        const events = emailEvents(kernel.get(TOKENS.analytics))
        try {
          await verifyOtp({ frame }, code)
        } catch (error) {
          events.codeFailed(error)
          throw error
        }
        events.codePassed()
        await finishEmailLogin(kernel)
      }}
    >
      <ResendButton storage={storage} testId="email-otp-resend" onResend={async () => {
        await startEmailLogin({ frame, storage }, data.email)
        emailEvents(kernel.get(TOKENS.analytics)).codeSent()
      }} />
    </OtpForm>
  )
}
