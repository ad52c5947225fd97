// SPEC §4: the 6-digit code from the mail. A full code is sent at once; Resend asks for a new code,
// at most once per 30 s (the cooldown counts down on the button).
import { useEffect, useId, useState } from 'react'
import { TOKENS } from 'portico'
import { useKernel, type ViewProps, type ViewTitle } from 'portico/react'
import { SecondaryButton } from '../../../ui/components/buttons.tsx'
import { Spinner } from '../../../ui/components/spinner.tsx'
import { cooldownLeft, startEmailLogin, verifyOtp } from '../email-flow.ts'
import { failureText, finishEmailLogin } from './finish-login.ts'

export const title: ViewTitle<'EmailVerifyOtp'> = 'Confirm Email'

export default function EmailVerifyOtpView({ data }: ViewProps<'EmailVerifyOtp'>) {
  const kernel = useKernel()
  const storage = kernel.get(TOKENS.storage)
  const frame = kernel.get(TOKENS.authFrame)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [wait, setWait] = useState(() => cooldownLeft(storage, Date.now()))
  const ids = { input: useId(), hint: useId(), error: useId() }

  // the Resend button's countdown
  useEffect(() => {
    if (wait <= 0) return
    const timer = setTimeout(() => setWait(cooldownLeft(storage, Date.now())), 1000)
    return () => clearTimeout(timer)
  }, [wait, storage])

  async function submit(value: string) {
    setBusy(true)
    setError(undefined)
    try {
      await verifyOtp({ frame }, value)
      await finishEmailLogin(kernel)
    } catch (failure) {
      setError(failureText(failure))
      setCode('')
    } finally {
      setBusy(false)
    }
  }

  async function resend() {
    setError(undefined)
    try {
      await startEmailLogin({ frame, storage }, data.email)
    } catch (failure) {
      setError(failureText(failure))
    }
    setWait(cooldownLeft(storage, Date.now()))
  }

  return (
    <div className="flex flex-col items-center gap-4 py-2 text-center" data-testid="email-verify-otp">
      <p id={ids.hint} className="text-sm text-muted">
        Enter the code we sent to <span className="font-semibold text-fg" data-testid="email-verify-otp-email">{data.email}</span>
      </p>
      <label htmlFor={ids.input} className="sr-only">
        6-digit code
      </label>
      <input
        id={ids.input}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        disabled={busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
        data-testid="email-otp-input"
        className={`h-11 w-48 rounded-lg border bg-surface px-3 text-center font-mono text-xl tracking-[0.4em] text-fg outline-none focus:outline-2 focus:outline-accent ${error ? 'border-error' : 'border-line'}`}
        onChange={(event) => {
          const next = event.target.value.replace(/\D/g, '').slice(0, 6)
          setCode(next)
          if (next.length === 6) void submit(next)
        }}
      />
      {busy && <Spinner size={20} label="Verifying" />}
      {error && (
        <p id={ids.error} role="alert" className="text-sm text-error" data-testid="email-otp-error">
          {error}
        </p>
      )}
      <SecondaryButton disabled={busy || wait > 0} data-testid="email-otp-resend" onClick={() => void resend()}>
        {wait > 0 ? `Resend code in ${wait}s` : 'Resend code'}
      </SecondaryButton>
    </div>
  )
}
