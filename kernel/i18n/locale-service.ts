import { setupI18n, type I18n } from '@lingui/core'
import type { Observable } from 'rxjs'
import type { Logger } from '../logger/logger.ts'
import { createStore } from '../state/store.ts'
import { chooseLocale, type LocaleChoice } from './locale-tag.ts'
import type { MessageLoaders, Messages, MessageValues } from './messages.ts'

export interface LocaleState extends LocaleChoice {
  /** False while the catalogs of the first locale are loading (the modal waits; see `ready`). */
  ready: boolean
}

/**
 * The modal's language, one per kernel (two modals on one page may speak two languages). State is
 * the locale shown; a change takes effect once that locale's catalogs have loaded, so the modal
 * never shows half of one language and half of another.
 */
export interface LocaleService {
  readonly state$: Observable<LocaleState>
  get(): LocaleState
  /**
   * Switches to a BCP-47 tag (unknown tags fall back to English with a console warning naming the
   * tag). Resolves once the new locale shows; a later call wins over an earlier one still loading.
   */
  setLocale(tag: string): Promise<void>
  /** Resolves once the first locale's catalogs have loaded (at once for English). */
  readonly ready: Promise<void>
  /**
   * The message `id` in the current locale, formatted with `values` (ICU plurals and numbers by
   * `Intl` for the locale); `english` is the scope's own English catalog, used when the locale's
   * catalog has no such id (a plugin that ships no translation).
   */
  translate(english: Messages, id: string, values?: MessageValues): string
}

export interface LocaleServiceDeps {
  /** The `locale` option (already checked to be a string or undefined). */
  initial: string | undefined
  /** Every composed plugin's catalogs, keyed by locale. */
  loaders: readonly MessageLoaders[]
  logger: Logger
  warn?: (message: string) => void
}

export function createLocaleService({ initial, loaders, logger, warn }: LocaleServiceDeps): LocaleService {
  const first = chooseLocale(initial, warn)
  const i18n: I18n = setupI18n({ locale: first.tag, messages: { [first.tag]: {} } })
  const store = createStore<LocaleState>({ ...first, ready: first.language === 'en' })
  let latest = 0

  /** Every scope's catalog for `language`, merged (ids are prefixed by scope, so none collide). */
  async function load(language: string): Promise<Messages> {
    if (language === 'en') return {}
    const parts = await Promise.all(
      loaders.map((byLocale) =>
        (byLocale[language]?.() ?? Promise.resolve({ default: {} })).then(
          (m) => m.default,
          (error: unknown) => {
            // A scope whose catalog does not load shows its English text rather than nothing.
            logger.error(`could not load the "${language}" messages`, error)
            return {}
          },
        ),
      ),
    )
    return Object.assign({}, ...parts) as Messages
  }

  async function show(choice: LocaleChoice): Promise<void> {
    const ticket = ++latest
    const messages = await load(choice.language)
    if (ticket !== latest) return // a newer setLocale won
    i18n.load(choice.tag, messages)
    i18n.activate(choice.tag)
    store.set({ ...choice, ready: true })
  }

  const ready = show(first)

  return {
    state$: store.state$,
    get: store.get,
    ready,
    setLocale(tag) {
      if (typeof tag !== 'string') return Promise.reject(new TypeError(`Invalid locale: expected a BCP-47 tag such as "es", got ${typeof tag}`))
      return show(chooseLocale(tag, warn))
    },
    translate(english, id, values) {
      // A message with no argument is compiled to its bare text (scripts/i18n/compile-messages.ts): it
      // needs no formatting, and Lingui's _() would take a string for an uncompiled ICU message and
      // warn on the console each time ('Uncompiled message detected!').
      const own = i18n.messages[id]
      const text = own === undefined ? english[id] : own
      if (typeof text === 'string') return text
      // A descriptor's `message` may be precompiled too (Lingui formats whichever it is given).
      return i18n._({ id, message: english[id] as string | undefined, values: values as Record<string, unknown> | undefined })
    },
  }
}
