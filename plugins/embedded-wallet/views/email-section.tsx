// The Connect view's email field (SPEC §4 email login), shown at its top when `features.email` is
// on: Continue validates, throttles (SPEC §5) and asks the frame, then goes to the code or the
// device step, or connects at once when the frame is already signed in.
import { useId, useState, type FormEvent } from 'react'
import { TOKENS } from 'portico'
import { useKernel } from 'portico/react'
import { PrimaryButton } from '../../../ui/components/buttons.tsx'
import { Spinner } from '../../../ui/components/spinner.tsx'
import { pushView } from '../../../ui/views/push-view.ts'
import { startEmailLogin } from '../email-flow.ts'
import { failureText, finishEmailLogin } from './finish-login.ts'
import { BARE_INPUT_CLASS } from '../../../ui/components/input-class.ts'
import { SocialButtons } from './social-buttons.tsx'

/** What the visitor typed, per modal: Back from the code step shows it again (the Connect view remounts). */
const drafts = new WeakMap<object, string>()

export default function EmailSection() {
  const kernel = useKernel()
  const [email, setDraft] = useState(() => drafts.get(kernel) ?? kernel.get(TOKENS.storage).get('email') ?? '')
  const setEmail = (value: string) => {
    drafts.set(kernel, value)
    setDraft(value)
  }
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const ids = { input: useId(), error: useId() }
  // the social logins show without email too (features.socials)
  if (!kernel.options.features.email) return <SocialButtons />

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setError(undefined)
    try {
      const { email: checked, action } = await startEmailLogin({ frame: kernel.get(TOKENS.authFrame), storage: kernel.get(TOKENS.storage) }, email)
      if (action === 'VERIFY_OTP') pushView(kernel, 'EmailVerifyOtp', { email: checked })
      else if (action === 'VERIFY_DEVICE') pushView(kernel, 'EmailVerifyDevice', { email: checked })
      else await finishEmailLogin(kernel)
    } catch (failure) {
      setError(failureText(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <form className="flex flex-col gap-2 pb-2" data-testid="email-section" noValidate onSubmit={(event) => void submit(event)}>
        <label htmlFor={ids.input} className="sr-only">
          Email
        </label>
        <div className={`flex h-11 items-center rounded-lg border bg-surface px-3 focus-within:outline-2 focus-within:outline-accent ${error ? 'border-error' : 'border-line'}`}>
          <input
            id={ids.input}
            type="email"
            autoComplete="email"
            placeholder="Email"
            value={email}
            disabled={busy}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
            data-testid="email-input"
            className={`w-full ${BARE_INPUT_CLASS}`}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        {error && (
          <p id={ids.error} role="alert" className="text-sm text-error" data-testid="email-error">
            {error}
          </p>
        )}
        <PrimaryButton type="submit" disabled={busy || !email.trim()} data-testid="email-continue">
          {busy ? <Spinner size={16} label="Sending" /> : 'Continue'}
        </PrimaryButton>
      </form>
      <SocialButtons />
    </>
  )
}
