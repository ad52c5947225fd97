// SPEC §4 email update, step 2: the code mailed to the CURRENT email; the frame then mails a code
// to the new one. Resend asks again (the 30 s cooldown applies).
import { TOKENS } from 'portico'
import { useKernel, type ViewProps, type ViewTitle } from 'portico/react'
import { pushView } from '../../../ui/views/push-view.ts'
import { confirmCurrentEmail, startEmailUpdate } from '../update-email-flow.ts'
import { OtpForm, ResendButton } from './otp-form.tsx'

export const title: ViewTitle<'UpdateEmailPrimaryOtp'> = 'Confirm Current Email'

export default function UpdateEmailPrimaryOtpView({ data }: ViewProps<'UpdateEmailPrimaryOtp'>) {
  const kernel = useKernel()
  const frame = kernel.get(TOKENS.authFrame)
  const storage = kernel.get(TOKENS.storage)
  return (
    <OtpForm
      testId="update-email-primary-otp"
      hint={
        <>
          Enter the code we sent to your current email <span className="font-semibold text-fg">{data.email}</span>
        </>
      }
      onCode={async (code) => {
        await confirmCurrentEmail(frame, code)
        pushView(kernel, 'UpdateEmailSecondaryOtp', data)
      }}
    >
      <ResendButton
        storage={storage}
        testId="update-email-primary-otp-resend"
        onResend={async () => void (await startEmailUpdate({ frame, storage }, data.newEmail, data.email))}
      />
    </OtpForm>
  )
}
