// Email update, step 1: the new email. Continue validates it, applies the 30 s cooldown
// shared with login and asks the frame, which mails a code to the current email.
import { useState } from 'react'
import { TOKENS } from 'portico'
import { useKernel, type ViewProps, type ViewTitle, pushView, richText, useTranslate } from '../../../ui/kit/index.ts'
import { startEmailUpdate } from '../update-email-flow.ts'
import messages from '../messages/compiled/en.ts'
import { EmailText } from './email-text.tsx'
import { EmailForm } from './email-form.tsx'

export const title: ViewTitle<'UpdateEmailWallet'> = 'Edit Email'
export const titleId = 'embedded.update.title'

export default function UpdateEmailWalletView({ data }: ViewProps<'UpdateEmailWallet'>) {
  const kernel = useKernel()
  const [email, setEmail] = useState('')
  const t = useTranslate(messages)

  async function submit(typed: string) {
    const { newEmail, action } = await startEmailUpdate({ frame: kernel.get(TOKENS.authFrame), storage: kernel.get(TOKENS.storage) }, typed, data.email)
    // a frame that needs no check of the current email goes straight to the new one's code
    pushView(kernel, action === 'VERIFY_PRIMARY_OTP' ? 'UpdateEmailPrimaryOtp' : 'UpdateEmailSecondaryOtp', { email: data.email, newEmail })
  }

  return (
    <EmailForm
      label={t('embedded.update.newEmail')}
      value={email}
      onChange={setEmail}
      onSubmit={submit}
      hint={richText((v) => t('embedded.update.now', v), {
        email: <EmailText email={data.email} />,
      })}
      testId="update-email"
      formTestId="update-email"
      className="flex flex-col gap-3 py-2"
    />
  )
}
