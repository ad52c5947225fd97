// The amount field of a view that spends a token (Send, Swap): a decimal text field with what sits
// at its end (the token's symbol, or a token button), the balance and a Max button under it, and a
// status line that says a refusal (the view's rule) or why Max failed. Max may be asynchronous (the
// native coin keeps the network fee aside): the button shows a spinner meanwhile. Texts come from
// the view, in its locale.
import { useState, type ReactNode } from 'react'
import { messageOf } from '../../kernel/index.ts'
import { Spinner } from './spinner.tsx'
import { BARE_INPUT_CLASS, fieldClass } from './input-class.ts'

export interface AmountMax {
  /** The button's visible text ('Max'). */
  text: string
  /** Its accessible name, starting with the visible text ('Max ETH'). */
  label: string
  disabled: boolean
  /** The amount to fill (whole units); undefined fills nothing. */
  fill(): string | undefined | Promise<string | undefined>
  /** The status line's text when `fill` fails. */
  failed(reason: string): string
}

export interface AmountInputProps {
  /** The input's id (its label's `for`); the status line is `${id}-status`, which other controls may point at. */
  id: string
  label: string
  value: string
  onChange(value: string): void
  /** A refusal of the value, shown in the status line; the field is marked invalid. */
  error?: string
  /** At the field's end: the symbol, or a control to pick the token. */
  end?: ReactNode
  /** The balance line ('Balance: 1.5 ETH'); empty keeps its room. */
  balance?: string
  /** The whole balance, as a tooltip, where the line shows it shortened. */
  balanceTitle?: string
  max: AmountMax
  /** The test ids' prefix: `${testId}-amount`, `-balance`, `-max`, `-amount-status`. */
  testId: string
}

export const amountStatusId = (id: string) => `${id}-status`

export function AmountInput({ id, label, value, onChange, error, end, balance, balanceTitle, max, testId }: AmountInputProps) {
  const [filling, setFilling] = useState<{ busy: boolean; error?: string }>({ busy: false })

  async function fillMax() {
    setFilling({ busy: true })
    try {
      const amount = await max.fill()
      if (amount !== undefined) onChange(amount)
      setFilling({ busy: false })
    } catch (reason) {
      setFilling({ busy: false, error: max.failed(messageOf(reason)) })
    }
  }

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="block text-sm font-semibold text-fg">
        {label}
      </label>
      <div className={`${fieldClass(error !== undefined)} gap-2`}>
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.0"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={amountStatusId(id)}
          data-testid={`${testId}-amount`}
          onChange={(event) => onChange(event.target.value)}
          className={`min-w-0 flex-1 ${BARE_INPUT_CLASS}`}
        />
        {end}
      </div>
      <div className="flex min-h-11 items-center justify-between gap-2 text-sm">
        <span className="min-w-0 truncate text-muted" title={balanceTitle} data-testid={`${testId}-balance`}>
          {balance}
        </span>
        <button
          type="button"
          onClick={() => void fillMax()}
          disabled={max.disabled || filling.busy}
          aria-label={max.label}
          data-testid={`${testId}-max`}
          className="min-h-11 shrink-0 rounded-md px-3 text-sm font-semibold text-fg hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-60"
        >
          {filling.busy ? <Spinner size={14} /> : max.text}
        </button>
      </div>
      <p id={amountStatusId(id)} aria-live="polite" data-testid={`${testId}-amount-status`} className="min-h-5 text-sm text-error">
        {error ?? filling.error}
      </p>
    </div>
  )
}
