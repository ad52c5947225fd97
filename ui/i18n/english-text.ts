// A view's lookup of the English texts its plugin's logic throws or returns (the documented texts unchanged in
// code) into its catalog: an exact text by its id, a text with values by a pattern whose captures
// become the message's values. Any other text (a wallet's or a service's own message) is shown as
// it came.
import { messageOf, type MessageValues } from '../../kernel/index.ts'
import type { Translate } from './use-translate.ts'

/** English texts with values: the pattern, its id, and the values its captures give. */
export type TextPattern<Id extends string> = readonly [RegExp, Id, (match: RegExpExecArray) => MessageValues]

export interface EnglishTexts<Id extends string> {
  exact: Readonly<Record<string, Id>>
  patterns: readonly TextPattern<Id>[]
}

/** The text (or the message of an error carrying one) in the locale; other texts unchanged. */
export function translateEnglish<Id extends string>(t: Translate<Id>, texts: EnglishTexts<Id>, textOrError: unknown): string {
  const text = typeof textOrError === 'string' ? textOrError : messageOf(textOrError)
  const id = texts.exact[text]
  if (id) return t(id)
  for (const [pattern, patternId, values] of texts.patterns) {
    const match = pattern.exec(text)
    if (match) return t(patternId, values(match))
  }
  return text
}
