import { Fragment, type ReactNode } from 'react'
import type { MessageValues } from '../../kernel/i18n/messages.ts'

// Private-use characters around an argument's name: no translation contains them.
const OPEN = '\uE000'
const CLOSE = '\uE001'
const MARK = new RegExp(`${OPEN}(\\w+)${CLOSE}`)

/**
 * A translated message with elements in it, e.g. "Enter the code we sent to {email}" with the email
 * in bold: each element argument is put where the locale's message places it. `translate` is the
 * view's `t` bound to one id; `values` may mix plain values and elements.
 */
export function richText(translate: (values: MessageValues) => string, values: Readonly<Record<string, ReactNode>>): ReactNode {
  const plain: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(values)) {
    plain[name] = typeof value === 'string' || typeof value === 'number' ? value : `${OPEN}${name}${CLOSE}`
  }
  // split with a capturing group: even indices are text, odd ones the names of the elements
  const parts = translate(plain).split(MARK)
  return parts.map((part, i) => (i % 2 === 0 ? part : <Fragment key={i}>{values[part]}</Fragment>))
}
