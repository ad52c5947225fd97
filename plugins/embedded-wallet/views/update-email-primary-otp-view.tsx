// Email update, step 2: the code mailed to the CURRENT email; the frame then mails a code
// to the new one. Resend asks again (the 30 s cooldown applies).
import { TOKENS } from 'portico'
import { useKernel, type ViewProps, type ViewTitle, pushView, richText, useTranslate } from '../../../ui/kit/index.ts'
import { confirmCurrentEmail, startEmailUpdate } from '../update-email-flow.ts'
import messages from '../messages/compiled/en.ts'
import { EmailText } from './email-text.tsx'
import { OtpForm, ResendButton } from './otp-form.tsx'

export const title: ViewTitle<'UpdateEmailPrimaryOtp'> = 'Confirm Current Email'
export const titleId = 'embedded.update.primaryTitle'

export default function UpdateEmailPrimaryOtpView({ data }: ViewProps<'UpdateEmailPrimaryOtp'>) {
  const kernel = useKernel()
  const frame = kernel.get(TOKENS.authFrame)
  const storage = kernel.get(TOKENS.storage)
  const t = useTranslate(messages)
  return (
    <OtpForm
      testId="update-email-primary-otp"
      hint={richText((v) => t('embedded.update.primaryHint', v), {
        email: <EmailText email={data.email} />,
      })}
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
