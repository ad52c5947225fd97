// The only texts the page's first bundle shows (the buttons'), per shipped locale, in their smallest
// form. Everything else comes from the modal's catalogs, which load with it.
import type { ShippedLocale } from '../../kernel/i18n/locale-tag.ts'

/** [disconnected, connecting, unsupported network]: the same words as the catalogs' ids in the test beside this file. */
export const BUTTON_LABELS: Readonly<Record<ShippedLocale, readonly [string, string, string]>> = {
  en: ['Connect Wallet', 'Connecting\u2026', 'Unsupported Network'],
  es: ['Conectar billetera', 'Conectando\u2026', 'Red no compatible'],
  ar: ['ربط المحفظة', 'جارٍ الربط\u2026', 'شبكة غير مدعومة'],
}
