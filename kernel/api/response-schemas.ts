// Valibot schemas for the hosted APIs' answers, tolerant as a modal must be with a server it does
// not control: a malformed field reads as absent (or null where the server's type is an Option), a
// malformed list entry is dropped, an answer of another shape reads as absent; nothing throws.
import * as v from 'valibot'
import { isRecord } from '../storage/codecs.ts'

/** A string; anything else reads as absent. */
export const optionalString = v.fallback(v.optional(v.string()), undefined)

/** A string, or null for anything else (the server's `Option<String>`). */
export const nullableString = v.fallback(v.nullable(v.string()), null)

/** A boolean; anything else reads as absent. */
export const optionalBoolean = v.fallback(v.optional(v.boolean()), undefined)

/** A decimal: the server's string as it is (trimmed), a finite number written out; anything else is refused. */
export const decimalText = v.union([
  v.pipe(v.string(), v.trim(), v.regex(/^-?\d+(\.\d+)?$/)),
  v.pipe(v.number(), v.finite(), v.transform(String)),
])

/** A finite number, or a numeric string read as one; anything else is refused. */
export const numericValue = v.union([
  v.pipe(v.number(), v.finite()),
  v.pipe(
    v.string(),
    v.check((text) => text.trim() !== '' && Number.isFinite(Number(text))),
    v.transform(Number),
  ),
])

/** A finite number or a numeric string read as one, or null for anything else. */
export const nullableNumber = v.fallback(v.nullable(numericValue), null)

/** A finite number; anything else reads as absent. */
export const optionalNumber = v.fallback(v.optional(v.pipe(v.number(), v.finite())), undefined)

/** An id the server sends as a string or a number, as a string; anything else is refused. */
export const idText = v.union([v.string(), v.pipe(v.number(), v.finite(), v.transform(String))])

/** A non-empty string; the entry holding it is refused without one. */
export const requiredString = v.pipe(v.string(), v.nonEmpty())

/** Each entry read by `item`, the malformed ones dropped; anything but a list reads as []. */
export function tolerantList<T extends v.GenericSchema>(item: T) {
  return v.pipe(
    v.fallback(v.array(v.unknown()), []),
    v.transform((entries) => entries.flatMap((entry) => readAnswer(item, entry) ?? [])),
  )
}

/** A list, each entry read by `item` and the malformed ones dropped; anything but a list is refused. */
export function entryList<T extends v.GenericSchema>(item: T) {
  return v.pipe(
    v.array(v.unknown()),
    v.transform((entries) => entries.flatMap((entry) => readAnswer(item, entry) ?? [])),
  )
}

/** Each value of a map read by `item`, the malformed ones dropped; anything but a map reads as {}. */
export function tolerantRecord<T extends v.GenericSchema>(item: T) {
  return v.pipe(
    v.fallback(v.pipe(v.custom<Record<string, unknown>>(isRecord), v.record(v.string(), v.unknown())), {}),
    v.transform((entries) => {
      const out: Record<string, v.InferOutput<T>> = {}
      for (const [key, value] of Object.entries(entries)) {
        const read = readAnswer(item, value)
        if (read !== undefined) out[key] = read
      }
      return out
    }),
  )
}

/** An object answer with these fields (unknown fields dropped); a list is not one, as valibot's object would take it. */
export function answerObject<E extends v.ObjectEntries>(entries: E) {
  return v.pipe(v.custom<Record<string, unknown>>(isRecord), v.object(entries))
}

/** `body` read by `schema`, or undefined when it is not that shape. */
export function readAnswer<T extends v.GenericSchema>(schema: T, body: unknown): v.InferOutput<T> | undefined {
  const result = v.safeParse(schema, body)
  return result.success ? result.output : undefined
}
