// The 6-digit code field of the email login and email-update steps: a full code is sent at once;
// a refused one shows its error and clears the field.
import { useEffect, useId, useState, type ReactNode } from 'react'
import type { Storage } from 'portico'
import { SecondaryButton, Spinner, useTranslate } from '../../../ui/kit/index.ts'
import { cooldownLeft } from '../email-flow.ts'
import messages from '../messages/compiled/en.ts'
import { failureText } from './failure-text.ts'

export interface OtpFormProps {
  /** Says where the code was sent. */
  hint: ReactNode
  /** Checks the code; a rejection is shown to the visitor. */
  onCode(code: string): Promise<void>
  testId: string
  /** The prefix of the field's and its error's test ids (default: testId). */
  fieldTestId?: string
  /** Below the field (e.g. a resend button). */
  children?: ReactNode
}

export function OtpForm({ hint, onCode, testId, fieldTestId = testId, children }: OtpFormProps) {
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const t = useTranslate(messages)
  const ids = { input: useId(), hint: useId(), error: useId() }

  async function submit(value: string) {
    setBusy(true)
    setError(undefined)
    try {
      await onCode(value)
    } catch (failure) {
      setError(failureText(t, failure))
      setCode('')
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="flex flex-col items-center gap-4 py-2 text-center" data-testid={testId}>
      <p id={ids.hint} className="text-sm text-muted">
        {hint}
      </p>
      <label htmlFor={ids.input} className="sr-only">
        {t('embedded.codeLabel')}
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
        data-testid={`${fieldTestId}-input`}
        className={`h-11 w-48 rounded-lg border bg-surface px-3 text-center font-mono text-xl tracking-[0.4em] text-fg outline-none focus:outline-2 focus:outline-accent ${error ? 'border-error' : 'border-line'}`}
        onChange={(event) => {
          const next = event.target.value.replace(/\D/g, '').slice(0, 6)
          setCode(next)
          if (next.length === 6) void submit(next)
        }}
      />
      {busy && <Spinner size={20} label={t('embedded.verifying')} />}
      {error && (
        <p id={ids.error} role="alert" className="text-sm text-error" data-testid={`${fieldTestId}-error`}>
          {error}
        </p>
      )}
      {children}
    </div>
  )
}

/** Asks for a new code, at most once per 30 s (the email login cooldown): the cooldown counts down on the button. */
export function ResendButton({ storage, onResend, testId }: { storage: Storage; onResend(): Promise<void>; testId: string }) {
  const [wait, setWait] = useState(() => cooldownLeft(storage, Date.now()))
  const [error, setError] = useState<string>()
  const t = useTranslate(messages)
  useEffect(() => {
    if (wait <= 0) return
    const timer = setTimeout(() => setWait(cooldownLeft(storage, Date.now())), 1000)
    return () => clearTimeout(timer)
  }, [wait, storage])

  async function resend() {
    setError(undefined)
    try {
      await onResend()
    } catch (failure) {
      setError(failureText(t, failure))
    }
    setWait(cooldownLeft(storage, Date.now()))
  }

  return (
    <>
      <SecondaryButton disabled={wait > 0} data-testid={testId} onClick={() => void resend()}>
        {wait > 0 ? t('embedded.resendIn', { seconds: wait }) : t('embedded.resend')}
      </SecondaryButton>
      {error && (
        <p role="alert" className="text-sm text-error" data-testid={`${testId}-error`}>
          {error}
        </p>
      )}
    </>
  )
}
