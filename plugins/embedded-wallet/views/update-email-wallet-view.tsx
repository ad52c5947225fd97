// SPEC §4 email update, step 1: the new email. Continue validates it, applies the 30 s cooldown
// shared with login (SPEC §5) and asks the frame, which mails a code to the current email.
import { useId, useState, type FormEvent } from 'react'
import { TOKENS } from 'portico'
import { useKernel, type ViewProps, type ViewTitle } from 'portico/react'
import { PrimaryButton } from '../../../ui/components/buttons.tsx'
import { BARE_INPUT_CLASS } from '../../../ui/components/input-class.ts'
import { Spinner } from '../../../ui/components/spinner.tsx'
import { pushView } from '../../../ui/views/push-view.ts'
import { startEmailUpdate } from '../update-email-flow.ts'
import { failureText } from './finish-login.ts'

export const title: ViewTitle<'UpdateEmailWallet'> = 'Edit Email'

export default function UpdateEmailWalletView({ data }: ViewProps<'UpdateEmailWallet'>) {
  const kernel = useKernel()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const ids = { input: useId(), hint: useId(), error: useId() }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setError(undefined)
    try {
      const { newEmail, action } = await startEmailUpdate({ frame: kernel.get(TOKENS.authFrame), storage: kernel.get(TOKENS.storage) }, email, data.email)
      // a frame that needs no check of the current email goes straight to the new one's code
      pushView(kernel, action === 'VERIFY_PRIMARY_OTP' ? 'UpdateEmailPrimaryOtp' : 'UpdateEmailSecondaryOtp', { email: data.email, newEmail })
    } catch (failure) {
      setError(failureText(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="flex flex-col gap-3 py-2" data-testid="update-email" noValidate onSubmit={(event) => void submit(event)}>
      <p id={ids.hint} className="text-center text-sm text-muted">
        Your email now: <span className="font-semibold text-fg">{data.email}</span>
      </p>
      <label htmlFor={ids.input} className="sr-only">
        New email
      </label>
      <div className={`flex h-11 items-center rounded-lg border bg-surface px-3 focus-within:outline-2 focus-within:outline-accent ${error ? 'border-error' : 'border-line'}`}>
        <input
          id={ids.input}
          type="email"
          autoComplete="email"
          placeholder="New email"
          value={email}
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
          data-testid="update-email-input"
          className={`w-full ${BARE_INPUT_CLASS}`}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      {error && (
        <p id={ids.error} role="alert" className="text-sm text-error" data-testid="update-email-error">
          {error}
        </p>
      )}
      <PrimaryButton type="submit" disabled={busy || !email.trim()} data-testid="update-email-continue">
        {busy ? <Spinner size={16} label="Sending" /> : 'Continue'}
      </PrimaryButton>
    </form>
  )
}
