// Which locale the modal speaks, decided from a BCP-47 tag before anything loads. No rxjs, no
// catalogs: `createAppKit` runs this in the page's first bundle (the button's label needs it).

/** The locales whose catalogs ship with Portico: every key of every catalog is translated. */
export const SHIPPED_LOCALES = ['en', 'es', 'ar'] as const
export type ShippedLocale = (typeof SHIPPED_LOCALES)[number]

/** The shipped languages written right to left (add a language here when its catalog ships). */
const RTL_LANGUAGES: readonly ShippedLocale[] = ['ar']

export interface LocaleChoice {
  /** The canonical tag asked for (e.g. "es-MX"), what `Intl` formats numbers and dates with; "en" after a fallback. */
  tag: string
  /** The shipped catalog that tag is served from ("es"). */
  language: ShippedLocale
  dir: 'ltr' | 'rtl'
}

export const ENGLISH: LocaleChoice = Object.freeze({ tag: 'en', language: 'en', dir: 'ltr' })

/**
 * The shipped locale for a BCP-47 tag: the same tag, else its language ("es-MX" → es). A tag that
 * is malformed or names no shipped language falls back to English, with a console warning naming it.
 */
export function chooseLocale(tag: string | undefined, warn: (message: string) => void = (m) => console.warn(m)): LocaleChoice {
  if (tag === undefined) return ENGLISH
  let canonical: string | undefined
  try {
    canonical = Intl.getCanonicalLocales(tag)[0]
  } catch {
    canonical = undefined
  }
  const language = canonical && new Intl.Locale(canonical).language
  const shipped = (SHIPPED_LOCALES as readonly string[]).includes(language ?? '') ? (language as ShippedLocale) : undefined
  if (!canonical || !shipped) {
    warn(`[portico] Unknown locale "${tag}": showing English (shipped locales: ${SHIPPED_LOCALES.join(', ')})`)
    return ENGLISH
  }
  return { tag: canonical, language: shipped, dir: RTL_LANGUAGES.includes(shipped) ? 'rtl' : 'ltr' }
}
