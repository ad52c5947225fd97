// The Connect view's email field (when `features.email` is on) and social logins, each drawn where
// `features.connectMethodsOrder` places it (the section's data names the part; none: both). The
// email field's Continue validates, throttles (one attempt per 30 s) and asks the frame, then goes to the code or the
// device step, or connects at once when the frame is already signed in.
import { useState } from 'react'
import { TOKENS } from 'portico'
import { useKernel, pushView, useTranslate } from '../../../ui/kit/index.ts'
import { startEmailLogin } from '../email-flow.ts'
import { emailEvents } from '../login-events.ts'
import messages from '../messages/compiled/en.ts'
import { EmailForm } from './email-form.tsx'
import { finishEmailLogin } from './finish-login.ts'
import { SocialButtons } from './social-buttons.tsx'

/** What the visitor typed, per modal: Back from the code step shows it again (the Connect view remounts). */
const drafts = new WeakMap<object, string>()

export default function EmailSection({ data }: { data?: { method?: 'email' | 'social' } }) {
  const kernel = useKernel()
  const t = useTranslate(messages)
  const [email, setDraft] = useState(() => drafts.get(kernel) ?? kernel.get(TOKENS.storage).get('email') ?? '')
  const setEmail = (value: string) => {
    drafts.set(kernel, value)
    setDraft(value)
  }
  const method = data?.method
  if (method === 'social') return <SocialButtons />
  // the social logins show without email too (features.socials)
  if (!kernel.options.features.email) return method === 'email' ? null : <SocialButtons />

  async function submit(typed: string) {
    const events = emailEvents(kernel.get(TOKENS.analytics))
    events.submitted()
    const { email: checked, action } = await startEmailLogin({ frame: kernel.get(TOKENS.authFrame), storage: kernel.get(TOKENS.storage) }, typed)
    if (action === 'VERIFY_OTP') events.codeSent()
    if (action === 'VERIFY_OTP') pushView(kernel, 'EmailVerifyOtp', { email: checked })
    else if (action === 'VERIFY_DEVICE') pushView(kernel, 'EmailVerifyDevice', { email: checked })
    else await finishEmailLogin(kernel)
  }

  return (
    <>
      <EmailForm label={t('embedded.email')} value={email} onChange={setEmail} onSubmit={submit} testId="email" formTestId="email-section" className="flex flex-col gap-2 pb-2" />
      {method !== 'email' && <SocialButtons />}
    </>
  )
}
