// What the names views show for a rule or a failure, in the modal's locale: the fixed texts the name
// rules and the registration word in English are looked up in the catalog, with their values; any
// other text (the service's own reason) is shown as it came.
import type { Translate } from '../../ui/kit/index.ts'
import type messages from './messages/compiled/en.ts'

type Id = keyof typeof messages & string

const EXACT: Readonly<Record<string, Id>> = {
  'Enter a name': 'names.error.enter',
  'Signature declined': 'names.error.declined',
  'Chain is not supported': 'names.error.chain',
  'No ActiveCaipAddress found': 'names.error.noAddress',
}

export function nameText(t: Translate<Id>, text: string): string {
  const id = EXACT[text]
  if (id) return t(id)
  const only = /^Use only letters, digits and hyphens \(not (.+)\)$/.exec(text)
  if (only) return t('names.error.only', { characters: only[1]! })
  const short = /^The name must be at least (\d+) characters long \((\d+) typed\)$/.exec(text)
  if (short) return t('names.error.short', { min: Number(short[1]), typed: Number(short[2]) })
  const failed = /^Error registering name (.+)$/.exec(text)
  if (failed) return t('names.error.registering', { name: failed[1]! })
  return text
}
