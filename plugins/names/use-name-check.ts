// As the visitor types a valid name: after a pause, is it free (the profile API's lookup), and which
// free names does the API suggest. A newer name replaces an answer still on its way.
import { useEffect, useState } from 'react'
import { messageOf, type NameLookupApi } from 'portico'
import type { NamesApi } from './names-api.ts'
import { labelOf } from './name-rules.ts'

/** The typing pause before the profile API is asked (our choice, none is documented; the wallet search waits 150 ms). */
export const NAME_CHECK_DEBOUNCE_MS = 300

export interface NameCheckResult {
  /** The full name the result is about. */
  name?: string
  availability: 'idle' | 'checking' | 'available' | 'taken' | 'failed'
  /** Why the availability is unknown ('Error resolving name' or the service's reason). */
  error?: string
  /** Free full names the API suggests, the typed one left out. */
  suggestions: string[]
  suggestionsError?: string
}

const IDLE: NameCheckResult = { availability: 'idle', suggestions: [] }

export function useNameCheck(api: Pick<NameLookupApi, 'lookupName'> & Pick<NamesApi, 'getNameSuggestions'>, name: string | undefined, debounceMs = NAME_CHECK_DEBOUNCE_MS): NameCheckResult {
  const [result, setResult] = useState<NameCheckResult>(IDLE)

  useEffect(() => {
    if (!name) {
      setResult(IDLE)
      return
    }
    let live = true
    setResult({ name, availability: 'checking', suggestions: [] })
    const timer = setTimeout(() => {
      const availability = api.lookupName({ name }).then(
        (profile) => ({ availability: profile ? ('taken' as const) : ('available' as const) }),
        (error: unknown) => ({ availability: 'failed' as const, error: messageOf(error) }),
      )
      const suggestions = api.getNameSuggestions({ name: labelOf(name) }).then(
        ({ suggestions }) => ({ suggestions: suggestions.filter((s) => !s.registered && s.name !== name).map((s) => s.name) }),
        (error: unknown) => ({ suggestions: [], suggestionsError: messageOf(error) }),
      )
      void Promise.all([availability, suggestions]).then(([a, s]) => {
        if (live) setResult({ name, ...a, ...s })
      })
    }, debounceMs)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [api, name, debounceMs])

  return result
}
