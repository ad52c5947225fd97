// The frame page's Solana signer: the session user's ed25519 key signs messages and transactions
// (legacy and v0, base58 on the wire as the frame protocol has them, read by solana-wire.ts), in
// the page's memory for the call only. A transaction is read before anything is signed: one that cannot be read, or that
// does not need this account's signature, is refused. Sending goes through `send` (the frame
// server's relay to the sandbox cluster). Browser-safe; tested in Node against the LiteSVM RPC.
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { hexToBytes } from 'viem'
import { solanaAddressOf, type UserKeys } from './keys.ts'
import { SignerError } from './signer.ts'
import { readWire, signersOf, withSignature, WireError, type SolanaWire } from './solana-wire.ts'

/** The Solana methods this signer answers (each needs the user's approval). */
export const SOLANA_METHODS = new Set(['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction'])

export type SolanaSendOptions = { skipPreflight?: boolean; preflightCommitment?: string; maxRetries?: number; minContextSlot?: number }
/** Broadcasts a signed wire transaction; resolves with its base58 signature once the cluster accepted it. */
export type SendSolana = (wire: Uint8Array, options: SolanaSendOptions) => Promise<string>

const paramsOf = (params: unknown, method: string): Record<string, unknown> => {
  if (!params || typeof params !== 'object' || Array.isArray(params)) throw new SignerError(-32602, `${method} needs its params object`)
  return params as Record<string, unknown>
}

/** A base58 wire transaction, read; -32602 naming what is wrong otherwise. */
export function readSolanaTransaction(encoded: unknown, method: string): SolanaWire {
  if (typeof encoded !== 'string' || !encoded) throw new SignerError(-32602, `${method}: the transaction must be a base58 string`)
  let wire: Uint8Array
  try {
    wire = base58.decode(encoded)
  } catch {
    throw new SignerError(-32602, `${method}: the transaction must be base58`)
  }
  try {
    return readWire(wire)
  } catch (error) {
    if (!(error instanceof WireError)) throw error
    throw new SignerError(-32602, `${method}: the transaction cannot be read (${error.message})`)
  }
}

/** The transactions a request carries, read (the approval card describes them before anything is signed). */
export function solanaTransactionsOf(method: string, params: unknown): SolanaWire[] {
  if (method === 'solana_signMessage') return []
  const p = paramsOf(params, method)
  if (method === 'solana_signAllTransactions') {
    if (!Array.isArray(p.transactions) || p.transactions.length === 0) throw new SignerError(-32602, `${method}: transactions must be a non-empty list`)
    return p.transactions.map((tx) => readSolanaTransaction(tx, method))
  }
  return [readSolanaTransaction(p.transaction, method)]
}

/** The wire transaction with this account's signature where it asks for it; refused when it does not. */
function signTransaction(tx: SolanaWire, seed: Uint8Array, address: string, method: string): Uint8Array {
  const signers = signersOf(tx)
  const index = signers.indexOf(address)
  if (index < 0) throw new SignerError(-32602, `${method}: the transaction does not need a signature of ${address} (signers: ${signers.join(', ') || 'none'})`)
  return withSignature(tx, index, ed25519.sign(tx.wire.subarray(tx.messageOffset), seed))
}

/** Checks a request before it is shown: its shape, its message or transactions, its account. */
export function checkSolanaRequest(keys: UserKeys, method: string, params: unknown): SolanaWire[] {
  if (!SOLANA_METHODS.has(method)) throw new SignerError(4200, `The sandbox frame does not support ${method}`)
  if (method === 'solana_signMessage') {
    const { message, pubkey } = paramsOf(params, method)
    if (pubkey !== solanaAddressOf(keys.solanaSecretKey)) throw new SignerError(4100, "solana_signMessage: the pubkey is not this wallet's account")
    try {
      base58.decode(String(message))
    } catch {
      throw new SignerError(-32602, 'solana_signMessage: the message must be base58')
    }
    return []
  }
  const transactions = solanaTransactionsOf(method, params)
  const address = solanaAddressOf(keys.solanaSecretKey)
  for (const tx of transactions) {
    const signers = signersOf(tx)
    if (!signers.includes(address)) throw new SignerError(-32602, `${method}: the transaction does not need a signature of ${address} (signers: ${signers.join(', ') || 'none'})`)
  }
  return transactions
}

/**
 * Answers one solana request of the user with `keys` (call checkSolanaRequest first, then ask):
 * signMessage → { signature }, signTransaction → { transaction }, signAllTransactions →
 * { transactions }, signAndSendTransaction → { signature } once the cluster accepted it; all base58.
 */
export async function signSolana(keys: UserKeys, method: string, params: unknown, send: SendSolana): Promise<unknown> {
  const transactions = checkSolanaRequest(keys, method, params)
  const seed = hexToBytes(keys.solanaSecretKey)
  const address = solanaAddressOf(keys.solanaSecretKey)
  switch (method) {
    case 'solana_signMessage':
      return { signature: base58.encode(ed25519.sign(base58.decode(String(paramsOf(params, method).message)), seed)) }
    case 'solana_signTransaction':
      return { transaction: base58.encode(signTransaction(transactions[0]!, seed, address, method)) }
    case 'solana_signAllTransactions':
      return { transactions: transactions.map((tx) => base58.encode(signTransaction(tx, seed, address, method))) }
    default: {
      const signed = signTransaction(transactions[0]!, seed, address, method)
      const options = (paramsOf(params, method).options ?? {}) as SolanaSendOptions
      return { signature: await send(signed, options) }
    }
  }
}
