// The shape of a message catalog as the kernel holds it. Catalogs are written as ICU messages in
// each scope's `messages/<locale>.ts` and precompiled by scripts/i18n/compile-messages.ts into
// `messages/compiled/<locale>.ts`: what runs in a browser never parses ICU.
import type { Messages as LinguiMessages } from '@lingui/core'

/** Message id → precompiled ICU message (a plain string when it has no argument). */
export type Messages = Readonly<LinguiMessages>

/** A scope's catalog for one locale, fetched only when that locale is shown. */
export type MessagesLoader = () => Promise<{ default: Messages }>

/** A plugin's catalogs other than English, keyed by shipped locale ("es", "ar"); English ships inside its views. */
export type MessageLoaders = Readonly<Partial<Record<string, MessagesLoader>>>

/** Argument values of a message: `{ count: 3, name: 'Rainbow' }`. */
export type MessageValues = Readonly<Record<string, string | number | Date>>
