import type { LocaleChoice } from '../../kernel/i18n/locale-tag.ts'

/**
 * An exact decimal string ("1.000000000000000001", from formatUnits) written by `Intl` for the
 * locale with every one of its digits ("1,000000000000000001" in Spanish, Arabic digits in Arabic).
 * English, and anything that is not a plain decimal, stay as given.
 */
export function localeDecimal(value: string, locale: Pick<LocaleChoice, 'tag' | 'language'>): string {
  if (locale.language === 'en' || !/^-?\d+(\.\d+)?$/.test(value)) return value
  const places = value.split('.')[1]?.length ?? 0
  // Intl.NumberFormat v3 formats a decimal string exactly (no float rounding); 100 places at most
  return new Intl.NumberFormat(locale.tag, { minimumFractionDigits: Math.min(places, 100), maximumFractionDigits: Math.min(places, 100), useGrouping: false }).format(
    value as unknown as number,
  )
}
