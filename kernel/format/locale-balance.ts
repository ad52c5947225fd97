import type { LocaleChoice } from '../i18n/locale-tag.ts'
import { displayBalance } from './balance.ts'

/**
 * A balance shown with 3 decimals, truncated, written by `Intl` for the locale ("10,000"
 * in Spanish, "١٠٫٠٠٠" in Arabic). English keeps `displayBalance`'s text exactly ("10.000").
 */
export function localeBalance(balance: string, locale: Pick<LocaleChoice, 'tag' | 'language'>): string {
  const shown = displayBalance(balance)
  if (locale.language === 'en' || !/^-?\d+(\.\d+)?$/.test(shown)) return shown
  const places = shown.split('.')[1]?.length ?? 0
  // a decimal string keeps its exact digits (Intl.NumberFormat v3), no float rounding
  return new Intl.NumberFormat(locale.tag, { minimumFractionDigits: places, maximumFractionDigits: places, useGrouping: false }).format(
    shown as unknown as number,
  )
}
