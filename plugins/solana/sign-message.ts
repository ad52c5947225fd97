// solana:signMessage of a UTF-8 text: the signature is base58 (ed25519 over
// the UTF-8 bytes, verified with the base58 address).
import { base58 } from '@scure/base'
import { PorticoError } from 'portico'
import type { Connected } from './connection.ts'
import { requireFeature } from './wallet-features.ts'

/** The connected account with `address`, or NOT_CONNECTED naming it. */
export function accountOf(connected: Connected, address: string) {
  const account = connected.accounts.find((a) => a.address === address)
  if (!account) throw new PorticoError('NOT_CONNECTED', 'Address or auth connector not found', { details: `${address} is not an account of ${connected.wallet.name}` })
  return account
}

export async function signMessage(connected: Connected, request: { message: string; address: string }): Promise<string> {
  if (typeof request.message !== 'string') throw new PorticoError('INVALID_MESSAGE', 'Invalid message: expected a string', { details: `got ${typeof request.message}` })
  const account = accountOf(connected, request.address)
  const [output] = await requireFeature(connected.wallet, 'solana:signMessage').signMessage({ account, message: new TextEncoder().encode(request.message) })
  if (!output) throw new PorticoError('SIGNATURE_MISSING', `${connected.wallet.name} returned no signature`)
  return base58.encode(Uint8Array.from(output.signature))
}
