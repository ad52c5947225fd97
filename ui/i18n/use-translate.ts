import { useMemo } from 'react'
import type { Kernel } from '../../kernel/container/create-kernel.ts'
import type { LocaleState } from '../../kernel/i18n/locale-service.ts'
import type { Messages, MessageValues } from '../../kernel/i18n/messages.ts'
import { TOKENS } from '../../kernel/tokens.ts'
import { useKernel } from '../app-kit/context.tsx'
import { useObservable } from '../hooks/use-observable.ts'

/** A scope's message by id, in the modal's current locale. */
export type Translate<Id extends string> = (id: Id, values?: MessageValues) => string

/** The modal's current locale (tag for `Intl`, direction), re-rendering on a change. For views. */
export function useLocale(): LocaleState {
  const locale = useKernel().get(TOKENS.locale)
  return useObservable(locale.state$, () => locale.get())
}

/**
 * `t(id, values)` for a view: `english` is its scope's compiled English catalog
 * (`messages/compiled/en.ts`), which types the ids and is the text when the locale has none.
 */
export function useTranslate<M extends Messages>(english: M): Translate<keyof M & string> {
  const locale = useKernel().get(TOKENS.locale)
  const state = useLocale()
  return useMemo(() => {
    void state // a new function per locale, so memoized children re-render
    return (id, values) => locale.translate(english, id, values)
  }, [locale, english, state])
}

/** The same outside React (a view's `title`, a toast): reads the kernel's current locale. */
export function translate<M extends Messages>(kernel: Kernel, english: M, id: keyof M & string, values?: MessageValues): string {
  return kernel.get(TOKENS.locale).translate(english, id, values)
}
