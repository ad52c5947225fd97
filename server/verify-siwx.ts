// The server half of sign-in-with-X: read the signed text, check it was meant for this site, chain,
// nonce and moment, then check the signature for its namespace.
import type { CaipNetworkId } from '../kernel/caip/caip.ts'
import { parseCaipNetworkId } from '../kernel/caip/caip.ts'
import { PorticoError } from '../kernel/errors/portico-error.ts'
import { parseSiwxMessage } from '../kernel/siwx/message.ts'
import type { SiwxMessageData } from '../kernel/siwx/siwx.ts'
import type { NonceStore } from './nonce-store.ts'
import { verifyEip155Signature } from './verify-eip155.ts'
import { verifySolanaSignature } from './verify-solana.ts'
import { SiwxVerificationError } from './verification-error.ts'

/** RPC URLs by chain: keys are CAIP-2 ids (`eip155:8453`) or eip155 chain numbers (`8453`); or a function. */
export type SiwxRpc = Readonly<Record<string, string>> | ((chainId: CaipNetworkId) => string | undefined)

export interface SiwxExpectations {
  /** The site's host (with its port when not the default): the message's domain must be it. */
  domain: string
  /** When given, the message's URI must be exactly this. */
  uri?: string
  /** The nonce the server issued, or a store that must accept (consume) the message's nonce once. */
  nonce: string | NonceStore
  /** CAIP-2 ids the sign-in may be on; any when absent. */
  chainIds?: readonly string[]
  /** The moment to check the times against; default now. */
  now?: number | Date
  /** How far ahead of `now` Issued At and Not Before may be (clients' clocks drift); default 0. */
  clockToleranceMs?: number
}

export interface VerifySiwxParameters {
  /** The signed text. */
  message: string
  /** eip155: 0x hex (an ERC-6492 wrapper too); solana: base58. */
  signature: string
  expected: SiwxExpectations
  /** Needed for eip155 (contract accounts are asked on chain). */
  rpc?: SiwxRpc
}

export interface VerifiedSiwx {
  /** The signer: checksummed on eip155, base58 on solana. */
  address: string
  chainId: CaipNetworkId
  data: SiwxMessageData
}

const SUPPORTED_NAMESPACES = ['eip155', 'solana']

function rpcUrlFor(rpc: SiwxRpc | undefined, chainId: CaipNetworkId): string | undefined {
  if (!rpc) return undefined
  if (typeof rpc === 'function') return rpc(chainId)
  return rpc[chainId] ?? rpc[parseCaipNetworkId(chainId).chainId]
}

function time(value: string): number {
  return Date.parse(value)
}

/** Resolves with the signer when every check passes; rejects with a SiwxVerificationError naming the first that fails. */
export async function verifySiwx({ message, signature, expected, rpc }: VerifySiwxParameters): Promise<VerifiedSiwx> {
  if (typeof message !== 'string') throw new SiwxVerificationError('INVALID_MESSAGE', `Invalid message: expected the signed text, got ${typeof message}`)
  if (typeof signature !== 'string' || !signature) throw new SiwxVerificationError('INVALID_SIGNATURE', 'Invalid signature: expected a non-empty string')
  let data: SiwxMessageData
  try {
    data = parseSiwxMessage(message)
  } catch (cause) {
    throw new SiwxVerificationError('INVALID_MESSAGE', cause instanceof PorticoError ? cause.message : String(cause), { cause })
  }

  if (data.domain.toLowerCase() !== expected.domain.toLowerCase())
    throw new SiwxVerificationError('DOMAIN_MISMATCH', `Domain mismatch: the message is for "${data.domain}", this site is "${expected.domain}"`)
  if (expected.uri !== undefined && data.uri !== expected.uri)
    throw new SiwxVerificationError('URI_MISMATCH', `URI mismatch: the message's URI is "${data.uri}", expected "${expected.uri}"`)
  if (expected.chainIds && !expected.chainIds.includes(data.chainId))
    throw new SiwxVerificationError('CHAIN_NOT_ALLOWED', `Chain not allowed: the message's Chain ID is ${data.chainId}, allowed: ${expected.chainIds.join(', ') || '(none)'}`)
  const { namespace } = parseCaipNetworkId(data.chainId)
  if (!SUPPORTED_NAMESPACES.includes(namespace))
    throw new SiwxVerificationError('UNSUPPORTED_NAMESPACE', `Unsupported namespace: ${namespace} (Chain ID ${data.chainId}); supported: ${SUPPORTED_NAMESPACES.join(', ')}`)
  if (namespace === 'eip155' && !/^\d+$/.test(parseCaipNetworkId(data.chainId).chainId))
    throw new SiwxVerificationError('INVALID_MESSAGE', `Invalid message: an eip155 Chain ID is a chain number, got ${data.chainId}`)
  const rpcUrl = namespace === 'eip155' ? rpcUrlFor(rpc, data.chainId) : undefined
  if (namespace === 'eip155' && !rpcUrl) throw new SiwxVerificationError('NO_RPC', `No RPC url provided for chainId ${data.chainId}: pass rpc['${data.chainId}']`)

  const now = expected.now === undefined ? Date.now() : typeof expected.now === 'number' ? expected.now : expected.now.getTime()
  const tolerance = expected.clockToleranceMs ?? 0
  const nowIso = new Date(now).toISOString()
  if (data.issuedAt && time(data.issuedAt) > now + tolerance)
    throw new SiwxVerificationError('ISSUED_IN_FUTURE', `Issued in the future: Issued At is ${data.issuedAt}, now is ${nowIso}`)
  if (data.notBefore && time(data.notBefore) > now + tolerance)
    throw new SiwxVerificationError('NOT_YET_VALID', `Not yet valid: Not Before is ${data.notBefore}, now is ${nowIso}`)
  if (data.expirationTime && time(data.expirationTime) <= now)
    throw new SiwxVerificationError('EXPIRED', `Expired: Expiration Time was ${data.expirationTime}, now is ${nowIso}`)

  // Consumed after the checks above and before the signature's: a nonce is good for one attempt.
  if (typeof expected.nonce === 'string') {
    if (data.nonce !== expected.nonce) throw new SiwxVerificationError('NONCE_MISMATCH', `Nonce mismatch: the message's nonce is "${data.nonce}", expected "${expected.nonce}"`)
  } else {
    let accepted: boolean
    try {
      accepted = await expected.nonce.consume(data.nonce)
    } catch (cause) {
      // The store could not say (its database down or slow): refused, never taken for a yes.
      throw new SiwxVerificationError('NONCE_STORE_UNAVAILABLE', `Nonce store unavailable: the nonce "${data.nonce}" could not be checked (${cause instanceof Error ? cause.message : String(cause)}); try again later`, { cause })
    }
    if (!accepted) throw new SiwxVerificationError('NONCE_MISMATCH', `Nonce mismatch: "${data.nonce}" was not issued by this server, or was already used, or has expired`)
  }

  const valid =
    namespace === 'eip155'
      ? await verifyEip155Signature({ address: data.accountAddress, message, signature, chainId: Number(parseCaipNetworkId(data.chainId).chainId), rpcUrl: rpcUrl! })
      : verifySolanaSignature({ address: data.accountAddress, message, signature })
  if (!valid) throw new SiwxVerificationError('INVALID_SIGNATURE', `Invalid signature: it is not ${data.accountAddress}'s signature of this message on ${data.chainId}`)
  return { address: data.accountAddress, chainId: data.chainId, data }
}
