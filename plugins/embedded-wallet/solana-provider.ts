// The provider `useAppKitProvider('solana')` gives for the embedded wallet: the same shape as the
// solana() plugin's (address, chain, walletName, signMessage, signTransaction, signAllTransactions,
// signAndSendTransaction over web3.js transactions), each request approved in the frame.
import { base58 } from '@scure/base'
import { PorticoError, withNamedSolanaErrors, type Network, type SolanaProvider, type SolanaSendOptions, type SolanaTransactionLike } from 'portico'
import type { SolanaWeb3 } from './load-solana-web3.ts'

/** The embedded wallet's provider: its account is the frame's Solana account, each request approved in the frame. */
export type EmbeddedSolanaProvider = SolanaProvider
export type { SolanaSendOptions, SolanaTransactionLike }

export interface SolanaProviderDeps {
  /** One Solana RPC_REQUEST to the frame (through the request gate). */
  request(method: string, params: Record<string, unknown>): Promise<unknown>
  address(): string
  network(): Network
  web3(): Promise<SolanaWeb3>
  walletName: string
}

const isVersioned = (tx: SolanaTransactionLike) => 'version' in tx && 'message' in tx
const wireOf = (tx: SolanaTransactionLike) => base58.encode(isVersioned(tx) ? tx.serialize() : tx.serialize({ requireAllSignatures: false, verifySignatures: false }))

function assertTransactions(list: unknown): asserts list is SolanaTransactionLike[] {
  if (!Array.isArray(list) || list.length === 0 || !list.every((tx) => tx && typeof (tx as SolanaTransactionLike).serialize === 'function'))
    throw new PorticoError('INVALID_TRANSACTION', 'Invalid transaction: expected @solana/web3.js Transaction or VersionedTransaction objects')
}

/** A frame answer's field, checked: the frame must answer what it was asked. */
function field<T>(answer: unknown, name: string, check: (value: unknown) => value is T): T {
  const value = (answer as Record<string, unknown> | null)?.[name]
  if (!check(value)) throw new PorticoError('INVALID_RESPONSE', `The embedded wallet answered without a valid '${name}'`)
  return value
}
const isString = (v: unknown): v is string => typeof v === 'string' && v.length > 0
const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString)

/** Only the options the frame protocol carries, as given. */
const sendOptions = (options: SolanaSendOptions = {}) =>
  Object.fromEntries(Object.entries(options).filter(([key, value]) => ['preflightCommitment', 'skipPreflight', 'maxRetries', 'minContextSlot'].includes(key) && value !== undefined))

export function createEmbeddedSolanaProvider(deps: SolanaProviderDeps): EmbeddedSolanaProvider {
  async function signAll<T extends SolanaTransactionLike>(transactions: T[]): Promise<T[]> {
    assertTransactions(transactions)
    const encoded = transactions.map(wireOf)
    const signed =
      encoded.length === 1
        ? [field(await deps.request('solana_signTransaction', { transaction: encoded[0]! }), 'transaction', isString)]
        : field(await deps.request('solana_signAllTransactions', { transactions: encoded }), 'transactions', isStrings)
    if (signed.length !== transactions.length) throw new PorticoError('SIGNATURE_MISSING', `The embedded wallet returned ${signed.length} of ${transactions.length} signed transactions`)
    const web3 = await deps.web3()
    return signed.map((wire, i) => (isVersioned(transactions[i]!) ? web3.VersionedTransaction.deserialize(base58.decode(wire)) : web3.Transaction.from(base58.decode(wire))) as unknown as T)
  }

  return withNamedSolanaErrors({
    get address() {
      return deps.address()
    },
    get chain() {
      return deps.network().caipNetworkId
    },
    walletName: deps.walletName,
    async signMessage(message) {
      const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message
      if (!(bytes instanceof Uint8Array)) throw new PorticoError('INVALID_MESSAGE', 'Invalid message: expected a Uint8Array or a string')
      const answer = await deps.request('solana_signMessage', { message: base58.encode(bytes), pubkey: deps.address() })
      return base58.decode(field(answer, 'signature', isString))
    },
    signTransaction: async (transaction) => (await signAll([transaction]))[0]!,
    signAllTransactions: signAll,
    async signAndSendTransaction(transaction, options) {
      assertTransactions([transaction])
      const carried = sendOptions(options)
      const answer = await deps.request('solana_signAndSendTransaction', { transaction: wireOf(transaction), ...(Object.keys(carried).length ? { options: carried } : {}) })
      return field(answer, 'signature', isString)
    },
  })
}
