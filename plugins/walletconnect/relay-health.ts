// The health check a request runs before it is sent, and the one the visitor's Reconnect runs: the
// session is unexpired (an expired one ends) and the relay socket is open, reopened within a bound
// (short before a request, long enough for the sign-client's reconnect loop on Reconnect).
import { ensureSubscribed } from './ensure-subscribed.ts'
import { WalletConnectError, WalletConnectMessages } from './errors.ts'
import { connectedClient } from './restore.ts'
import { RELAY_CHECK_TIMEOUT_MS, RELAY_RECONNECT_TIMEOUT_MS, type WalletConnectUnavailableReason } from './session-contract.ts'
import { drop, sleep, type SessionContext } from './session-state.ts'
import type { Client } from './sign-client-types.ts'

/** Refuses a request before it is sent; `tell`: say so on events$ too (a request does, an explicit check does not). */
export function unavailable(
  context: SessionContext,
  reason: WalletConnectUnavailableReason,
  code: 'RELAY_UNREACHABLE' | 'SESSION_EXPIRED',
  message: string,
  tell: boolean,
): never {
  if (tell) context.events$.next({ type: 'unavailable', reason, message })
  throw new WalletConnectError(code, message)
}

/** The client, once the session is unexpired and the relay reachable; `tell`: a request asks (not the visitor's Reconnect). */
export async function health(context: SessionContext, tell: boolean): Promise<Client> {
  const { options } = context
  const { client: c, session: s } = await connectedClient(context)
  if (s.expiry * 1000 <= Date.now()) {
    try {
      unavailable(context, 'session-expired', 'SESSION_EXPIRED', WalletConnectMessages.sessionExpired, tell)
    } finally {
      drop(context, s.topic)
    }
  }
  const relayer = c.core.relayer
  if (!relayer.connected) {
    const wait = tell ? (options.relayCheckMs ?? RELAY_CHECK_TIMEOUT_MS) : (options.relayReconnectMs ?? RELAY_RECONNECT_TIMEOUT_MS)
    await Promise.race([relayer.transportOpen().catch(() => {}), sleep(wait)])
    if (!relayer.connected) unavailable(context, 'relay-unreachable', 'RELAY_UNREACHABLE', WalletConnectMessages.relayUnreachable, tell)
  }
  // the answer comes back on the session topic: listen there before asking
  await ensureSubscribed(c, s.topic, options.relayCheckMs ?? RELAY_CHECK_TIMEOUT_MS, context.logger)
  return c
}
