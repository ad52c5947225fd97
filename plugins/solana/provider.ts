// The provider `useAppKitProvider('solana')` gives: the connected wallet's signing methods over
// web3.js transactions (legacy or versioned), as AppKit's Solana provider offers them; a wallet's
// refusal rejects with its code and the code's name (withNamedSolanaErrors).
import { PorticoError, withNamedSolanaErrors, type Network, type SolanaProvider, type SolanaSendOptions, type SolanaTransactionLike } from 'portico'
import { toWalletCommitment } from './commitment.ts'
import type { Connected } from './connection.ts'
import { loadWeb3 } from './load-web3.ts'
import type { SolanaRpc } from './rpc.ts'
import { accountOf } from './sign-message.ts'
import { requireFeature } from './wallet-features.ts'
import { signAndSendWireTransaction, signWireTransactions } from './wallet-transactions.ts'

export type { SolanaProvider, SolanaSendOptions, SolanaTransactionLike }

const isVersioned = (tx: SolanaTransactionLike) => 'version' in tx && 'message' in tx
const wireOf = (tx: SolanaTransactionLike) => Uint8Array.from(isVersioned(tx) ? tx.serialize() : tx.serialize({ requireAllSignatures: false, verifySignatures: false }))

function sendOptions(options: SolanaSendOptions = {}) {
  const preflightCommitment = toWalletCommitment(options.preflightCommitment)
  return {
    ...(preflightCommitment ? { preflightCommitment } : {}),
    ...(options.skipPreflight !== undefined ? { skipPreflight: options.skipPreflight } : {}),
    ...(options.maxRetries !== undefined ? { maxRetries: options.maxRetries } : {}),
    ...(options.minContextSlot !== undefined ? { minContextSlot: options.minContextSlot } : {}),
  }
}

export function createSolanaProvider(connected: Connected, network: () => Network, rpc: SolanaRpc): SolanaProvider {
  const account = () => accountOf(connected, connected.accounts[0]?.address ?? '')
  const assertTransactions = (list: unknown) => {
    if (!Array.isArray(list) || !list.every((tx) => tx && typeof (tx as SolanaTransactionLike).serialize === 'function'))
      throw new PorticoError('INVALID_TRANSACTION', 'Invalid transaction: expected @solana/web3.js Transaction or VersionedTransaction objects')
  }
  async function signAll<T extends SolanaTransactionLike>(transactions: T[], options: Pick<SolanaSendOptions, 'preflightCommitment' | 'minContextSlot'> = {}): Promise<T[]> {
    assertTransactions(transactions)
    const walletOptions = sendOptions(options)
    const web3 = await loadWeb3()
    const signed = await signWireTransactions(connected, account(), transactions.map(wireOf), network(), walletOptions)
    return signed.map((wire, i) => (isVersioned(transactions[i]!) ? web3.VersionedTransaction.deserialize(wire) : web3.Transaction.from(wire)) as unknown as T)
  }

  return withNamedSolanaErrors({
    get address() {
      return connected.accounts[0]?.address ?? ''
    },
    get chain() {
      return network().caipNetworkId
    },
    walletName: connected.wallet.name,
    async signMessage(message) {
      const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message
      if (!(bytes instanceof Uint8Array)) throw new PorticoError('INVALID_MESSAGE', 'Invalid message: expected a Uint8Array or a string')
      const [output] = await requireFeature(connected.wallet, 'solana:signMessage').signMessage({ account: account(), message: bytes })
      if (!output) throw new PorticoError('SIGNATURE_MISSING', `${connected.wallet.name} returned no signature`)
      return Uint8Array.from(output.signature)
    },
    signTransaction: async (transaction, options) => (await signAll([transaction], options))[0]!,
    signAllTransactions: signAll,
    async signAndSendTransaction(transaction, options) {
      assertTransactions([transaction])
      return signAndSendWireTransaction(connected, account(), wireOf(transaction), network(), rpc, sendOptions(options))
    },
  })
}
