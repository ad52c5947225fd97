import type { CaipNetworkId, SiwxSession } from 'portico'

/** A session is for one chain and one address (EVM addresses compare without their checksum). */
export function isSessionOf(session: SiwxSession, chainId: CaipNetworkId, address: string): boolean {
  return session.data.chainId === chainId && session.data.accountAddress.toLowerCase() === address.toLowerCase()
}

/** Within its Not Before / Expiration Time at `now`. */
export function isSessionValid(session: SiwxSession, now: number): boolean {
  const { expirationTime, notBefore } = session.data
  if (expirationTime && Date.parse(expirationTime) <= now) return false
  if (notBefore && Date.parse(notBefore) > now) return false
  return true
}
