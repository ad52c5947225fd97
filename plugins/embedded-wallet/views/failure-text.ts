// What the visitor reads when a step failed, in the modal's locale: the fixed texts this plugin and
// the frame's bridge throw in English are looked up in the catalog; any other message (the frame's
// own) is shown as it came.
import { messageOf } from 'portico'
import type { Translate } from '../../../ui/kit/index.ts'
import type messages from '../messages/compiled/en.ts'

export type EmbeddedId = keyof typeof messages & string

const KNOWN: Readonly<Record<string, EmbeddedId>> = {
  'Something went wrong': 'embedded.error.failed',
  'Enter your email': 'embedded.error.enterEmail',
  'Invalid email': 'embedded.error.invalidEmail',
  'Enter the 6-digit code': 'embedded.error.enterCode',
  'This is already your email': 'embedded.error.sameEmail',
  'Request was aborted': 'embedded.error.aborted',
}

export function failureText(t: Translate<EmbeddedId>, error: unknown): string {
  const message = messageOf(error)
  if (!message) return t('embedded.error.failed')
  const cooldown = /^Please try again after (\d+) seconds$/.exec(message)
  if (cooldown) return t('embedded.error.cooldown', { seconds: Number(cooldown[1]) })
  const id = KNOWN[message]
  return id ? t(id) : message
}
