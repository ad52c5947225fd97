// A connect attempt's failure in the modal's locale. The connection service words its failures in
// English ('Connection declined'; a partial one "Solana not connected: <reason>"); the
// catalog has those, and any other text (the wallet's own) is shown as it came.
import type { LocaleChoice } from '../../../kernel/i18n/locale-tag.ts'
import type { Translate } from '../../i18n/use-translate.ts'
import type messages from '../../messages/compiled/en.ts'

type Id = keyof typeof messages & string

/** Names joined for the locale ("Ethereum and Solana" is Intl's; English keeps the kernel's ", "). */
export function listOf(names: readonly string[], locale: Pick<LocaleChoice, 'tag' | 'language'>): string {
  return locale.language === 'en' ? names.join(', ') : new Intl.ListFormat(locale.tag, { type: 'conjunction' }).format(names)
}

export function connectionErrorText(t: Translate<Id>, text: string, locale: Pick<LocaleChoice, 'tag' | 'language'>): string {
  if (text === 'Connection declined') return t('error.connectionDeclined')
  const partial = /^(.+?) not connected: (.*)$/.exec(text)
  if (partial) {
    return t('error.partial', { namespaces: listOf(partial[1]!.split(', '), locale), reason: connectionErrorText(t, partial[2]!, locale) })
  }
  return text
}
