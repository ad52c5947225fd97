// One email form for the login (Connect view) and the email update: the labelled field, its error as
// an alert, and Continue with its busy state. `onSubmit` does the work; what it throws is shown.
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { PrimaryButton, BARE_INPUT_CLASS, fieldClass, Spinner, useTranslate } from '../../../ui/kit/index.ts'
import messages from '../messages/compiled/en.ts'
import { failureText } from './failure-text.ts'

export interface EmailFormProps {
  /** The field's accessible name, also its placeholder. */
  label: string
  value: string
  onChange(value: string): void
  onSubmit(email: string): Promise<void>
  /** Shown above the field and named as its description. */
  hint?: ReactNode
  /** Prefix of the parts' test ids: `<testId>-input`, `-error`, `-continue`. */
  testId: string
  formTestId: string
  className: string
}

export function EmailForm({ label, value, onChange, onSubmit, hint, testId, formTestId, className }: EmailFormProps) {
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const t = useTranslate(messages)
  const ids = { input: useId(), hint: useId(), error: useId() }
  const describedBy = [hint ? ids.hint : '', error ? ids.error : ''].filter(Boolean).join(' ')

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setError(undefined)
    try {
      await onSubmit(value)
    } catch (failure) {
      setError(failureText(t, failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className={className} data-testid={formTestId} noValidate onSubmit={(event) => void submit(event)}>
      {hint && (
        <p id={ids.hint} className="text-center text-sm text-muted">
          {hint}
        </p>
      )}
      <label htmlFor={ids.input} className="sr-only">
        {label}
      </label>
      <div className={fieldClass(error !== undefined)}>
        <input
          id={ids.input}
          type="email"
          autoComplete="email"
          placeholder={label}
          value={value}
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          data-testid={`${testId}-input`}
          className={`w-full ${BARE_INPUT_CLASS}`}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {error && (
        <p id={ids.error} role="alert" className="text-sm text-error" data-testid={`${testId}-error`}>
          {error}
        </p>
      )}
      <PrimaryButton type="submit" disabled={busy || !value.trim()} data-testid={`${testId}-continue`}>
        {busy ? <Spinner size={16} label={t('embedded.sending')} /> : t('embedded.continue')}
      </PrimaryButton>
    </form>
  )
}
