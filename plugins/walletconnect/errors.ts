// What a WalletConnect session throws: one error class with a machine-readable code, and the
// protocol's texts as its messages. Its own file so that the parts of the session (and the sign-in
// check in authentication.ts) can throw it without importing the session that composes them.

/** The protocol's texts where they apply. */
export const WalletConnectMessages = {
  notConnected: 'Please call connect() before request()',
  sessionNotInitialized: 'Session not initialized',
  switchFailed: 'Failed to switch to chain',
  disconnectFailed: 'Failed to disconnect',
  rejected: 'Connection request rejected by the wallet',
  relayUnreachable: 'The WalletConnect relay cannot be reached. Your request was not sent.',
  sessionExpired: 'The session with your wallet has expired. Your request was not sent.',
} as const

export class WalletConnectError extends Error {
  override name = 'WalletConnectError'
  constructor(
    readonly code:
      | 'NOT_CONNECTED'
      | 'NOT_INITIALIZED'
      | 'SWITCH_FAILED'
      | 'DISCONNECT_FAILED'
      | 'USER_REJECTED'
      | 'CONNECT_FAILED'
      | 'RELAY_UNREACHABLE'
      | 'SESSION_EXPIRED'
      /** A one-click sign-in request that breaks the Authenticate rules (see authentication.ts). */
      | 'INVALID_AUTH_REQUEST',
    message: string,
    readonly cause?: unknown,
  ) {
    super(message)
  }
}

/** A proposal's failure as the visitor should hear it: the wallet refused, or the connection failed. */
export function toConnectError(error: unknown): WalletConnectError {
  const e = error as { code?: number; message?: string } | undefined
  // 5000 USER_REJECTED, 5001..5002 rejected methods/events (getSdkError).
  if (e && typeof e.code === 'number' && e.code >= 5000 && e.code < 5100)
    return new WalletConnectError('USER_REJECTED', `${WalletConnectMessages.rejected}: ${e.message ?? 'rejected'}`, error)
  return new WalletConnectError('CONNECT_FAILED', e?.message ?? 'Connection failed', error)
}
