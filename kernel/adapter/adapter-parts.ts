// The parts every wallet adapter writes the same way: the refusal when no wallet is connected, and
// the Connects capability taken from its connection as it is.
import { PorticoError } from '../errors/portico-error.ts'
import type { Connects } from './chain-adapter.ts'

/** What a capability throws when its namespace has no connected wallet: AppKit's text, which apps match. */
export function notConnectedError(details?: string): PorticoError {
  return new PorticoError('NOT_CONNECTED', 'No ActiveCaipAddress found', details === undefined ? {} : { details })
}

/** The connection's connect, reconnect, disconnect and events, unchanged, for an adapter to expose. */
export function connectsOf(connection: Connects): Pick<Connects, 'connect' | 'reconnect' | 'disconnect' | 'events$'> {
  return { connect: connection.connect, reconnect: connection.reconnect, disconnect: connection.disconnect, events$: connection.events$ }
}
