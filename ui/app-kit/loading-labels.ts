// The loading card's two names per shipped locale, in the page's first bundle beside the buttons'
// labels (ui/button/button-labels.ts): the card shows before any catalog has loaded, and Lingui
// with the catalogs stays out of that bundle. The same words as the shell's catalogs
// ('modal.loading', 'modal.close'), which the test beside this file checks.
import type { ShippedLocale } from '../../kernel/i18n/locale-tag.ts'

/** [the dialog's and spinner's name, the close button's name]. */
export const LOADING_LABELS: Readonly<Record<ShippedLocale, readonly [loading: string, close: string]>> = {
  en: ['Loading', 'Close'],
  es: ['Cargando', 'Cerrar'],
  ar: ['جارٍ التحميل', 'إغلاق'],
}
