// What an email login leaves in storage, and its wipe (disconnect or a failed check).
import type { Storage } from 'portico'

/** The keys of the login cache; `sessionToken` goes with them so a wiped login cannot be resumed. */
export const LOGIN_CACHE_KEYS = ['emailLoginUsed', 'email', 'sessionToken', 'lastEmailLoginTime', 'socialUsername', 'socialProvider'] as const

/**
 * After a successful connect: email, login-used flag and last chain stored, last email login time
 * cleared. The Solana side gives no chain: the last chain is the EVM one the frame signs on.
 */
export function rememberLogin(storage: Storage, login: { email?: string | null; chainId?: string | number }): void {
  if (login.email) storage.set('email', login.email)
  storage.set('emailLoginUsed', true)
  if (login.chainId !== undefined) storage.set('lastUsedChain', String(login.chainId))
  storage.remove('lastEmailLoginTime')
}

export function wipeLogin(storage: Storage): void {
  for (const key of LOGIN_CACHE_KEYS) storage.remove(key)
}
