// A pairing made before the visitor taps a wallet on a phone, so the tap itself can open the
// wallet's app with the pairing URI (a link opened after waiting for the relay is a blocked popup,
// and a phone hands a link to an app only from a tap). The connect that follows the tap adopts it.
import type { Network } from 'portico'
import { staleAt } from './pairing-uri.ts'
import type { WalletConnectConnection } from './session-contract.ts'

export interface PreparedPairing {
  /** Starts a pairing for `key` unless one is kept for it already (one for another key is cancelled). */
  prepare(key: string, start: () => Promise<WalletConnectConnection>): void
  /** The kept pairing for `key`, handed over (no longer kept); undefined when none or another key's (which is cancelled). */
  take(key: string): WalletConnectConnection | undefined
  /** The kept pairing's current URI, while it is fresh. */
  uri(now?: number): string | undefined
  cancel(): void
}

/** What a pairing is made for: the network asked for, and whether the proposal also asks for a sign-in. */
export const pairingKey = (network: Pick<Network, 'caipNetworkId'>, signIn: boolean) => `${network.caipNetworkId}${signIn ? '+sign-in' : ''}`

export function createPreparedPairing(): PreparedPairing {
  let kept: { key: string; connection?: WalletConnectConnection; uri?: string; stop(): void } | undefined

  const cancel = () => {
    const entry = kept
    kept = undefined
    entry?.stop()
  }

  return {
    prepare(key, start) {
      if (kept?.key === key) return
      cancel()
      let cancelled = false
      let unsubscribe = () => {}
      const entry: NonNullable<typeof kept> = {
        key,
        stop: () => {
          cancelled = true
          unsubscribe()
          entry.connection?.cancel()
        },
      }
      kept = entry
      start().then(
        (connection) => {
          // a pairing that ends unadopted (cancelled, expired) is simply dropped
          connection.approval.catch(() => {
            if (kept === entry) kept = undefined
          })
          if (cancelled) return connection.cancel()
          entry.connection = connection
          const subscription = connection.uri$.subscribe((uri) => (entry.uri = uri))
          unsubscribe = () => subscription.unsubscribe()
        },
        () => {
          if (kept === entry) kept = undefined
        },
      )
    },
    take(key) {
      if (!kept) return undefined
      if (kept.key !== key || !kept.connection) {
        cancel()
        return undefined
      }
      const { connection } = kept
      kept = undefined
      return connection
    },
    uri(now = Date.now()) {
      const uri = kept?.uri
      if (!uri) return undefined
      const stale = staleAt(uri)
      return stale === undefined || stale > now ? uri : undefined
    },
    cancel,
  }
}
