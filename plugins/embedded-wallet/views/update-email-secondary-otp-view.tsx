// Email update, step 3: the code mailed to the NEW email. The frame answers the email the
// user now has: stored and shown (the adapter reports it to the account state), back on Account.
import { TOKENS } from 'portico'
import { useKernel, type ViewProps, type ViewTitle, richText, useTranslate } from '../../../ui/kit/index.ts'
import { confirmNewEmail } from '../update-email-flow.ts'
import { embeddedAdapter } from './embedded-adapter.ts'
import messages from '../messages/compiled/en.ts'
import { EmailText } from './email-text.tsx'
import { OtpForm } from './otp-form.tsx'

export const title: ViewTitle<'UpdateEmailSecondaryOtp'> = 'Confirm New Email'
export const titleId = 'embedded.update.secondaryTitle'

export default function UpdateEmailSecondaryOtpView({ data }: ViewProps<'UpdateEmailSecondaryOtp'>) {
  const kernel = useKernel()
  const t = useTranslate(messages)
  return (
    <OtpForm
      testId="update-email-secondary-otp"
      hint={richText((v) => t('embedded.update.secondaryHint', v), {
        email: <EmailText email={data.newEmail} />,
      })}
      onCode={async (code) => {
        const newEmail = await confirmNewEmail(kernel.get(TOKENS.authFrame), code)
        embeddedAdapter(kernel).setUserEmail(newEmail)
        kernel.get(TOKENS.toast).success(t('embedded.update.done'))
        kernel.get(TOKENS.router).reset('Account')
      }}
    />
  )
}
