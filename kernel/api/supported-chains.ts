// GET /v1/supported-chains: the networks the Blockchain API serves. Calls
// about a network known to be outside this list return empty results without a request.
import type { Logger } from '../logger/logger.ts'
import type { HttpClient } from './http.ts'
import * as v from 'valibot'
import { answerObject, readAnswer } from './response-schemas.ts'

export interface SupportedChains {
  /** CAIP-2 ids served over HTTP (the REST routes and the JSON-RPC proxy). */
  http: string[]
  /** CAIP-2 ids served over WebSocket. */
  ws: string[]
}

/** 'unknown' when the list could not be fetched yet: the call is tried, not skipped. */
export type NetworkSupport = 'supported' | 'unsupported' | 'unknown'

export interface SupportedChainsGate {
  /** The list, fetched once per kernel; a failed fetch keeps the previous list (or empty lists) and is retried next time. */
  get(): Promise<SupportedChains>
  support(caipNetworkId: string): Promise<NetworkSupport>
}

/** Each list's strings (other entries dropped); `http` must be a list, `ws` reads as [] when it is not. */
const stringEntries = v.pipe(v.array(v.unknown()), v.transform((list) => list.filter((x): x is string => typeof x === 'string')))
const SupportedChainsAnswer = answerObject({ http: stringEntries, ws: v.fallback(stringEntries, []) })

export function createSupportedChainsGate(http: HttpClient, logger: Logger): SupportedChainsGate {
  let known: SupportedChains | undefined
  let pending: Promise<SupportedChains | undefined> | undefined

  function load(): Promise<SupportedChains | undefined> {
    if (known) return Promise.resolve(known)
    pending ??= http
      .get('/v1/supported-chains')
      .then((body) => {
        const answer = readAnswer(SupportedChainsAnswer, body)
        if (!answer) throw new Error('malformed supported-chains answer')
        known = answer
        return known
      })
      .catch((error: unknown) => {
        logger.warn('could not fetch the supported chains of the Blockchain API', error)
        return undefined
      })
      .finally(() => {
        pending = undefined
      })
    return pending
  }

  return {
    get: async () => (await load()) ?? { http: [], ws: [] },
    async support(caipNetworkId) {
      const list = await load()
      if (!list) return 'unknown'
      return list.http.includes(caipNetworkId) ? 'supported' : 'unsupported'
    },
  }
}
