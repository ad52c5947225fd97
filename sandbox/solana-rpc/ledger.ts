// The local Solana cluster: a LiteSVM bank plus what LiteSVM has no notion of (slots, block height,
// a window of valid blockhashes, signature statuses). One transaction lands per slot.
import { base58 } from '@scure/base'
import { VersionedTransaction } from '@solana/web3.js'
import { LiteSVM } from 'litesvm'
import { toRpcError, type RpcTransactionError } from './transaction-error.ts'

/** A blockhash stays valid for this many blocks after it was handed out (Solana's own figure). */
export const BLOCKHASH_VALIDITY_BLOCKS = 150

export type SignatureStatus = { slot: number; err: RpcTransactionError | null }

export type ExecutionResult = {
  signature: string
  err: RpcTransactionError | null
  logs: string[]
  unitsConsumed: number
  /** False when the transaction was refused before it ran (never in a slot, no status). */
  landed: boolean
}

export class LedgerError extends Error {
  override name = 'LedgerError'
}

/** LiteSVM speaks @solana/kit's transaction shape: message bytes plus signatures by signer address. */
type KitTransaction = { messageBytes: Uint8Array; signatures: Record<string, Uint8Array | null> }

function decode(wire: Uint8Array): VersionedTransaction {
  try {
    return VersionedTransaction.deserialize(wire)
  } catch (error) {
    throw new LedgerError(`failed to deserialize the transaction: ${(error as Error).message}`)
  }
}

function toKit(tx: VersionedTransaction): KitTransaction {
  const signers = tx.message.staticAccountKeys.slice(0, tx.message.header.numRequiredSignatures)
  const signatures: KitTransaction['signatures'] = {}
  signers.forEach((key, i) => {
    const signature = tx.signatures[i]
    signatures[key.toBase58()] = signature && signature.some((b) => b !== 0) ? signature : null
  })
  return { messageBytes: tx.message.serialize(), signatures }
}

type Meta = { signature(): Uint8Array; logs(): string[]; computeUnitsConsumed(): bigint }
type Failed = { err(): unknown; meta(): Meta }
const isFailed = (result: unknown): result is Failed => typeof (result as Failed).err === 'function'

export type Ledger = ReturnType<typeof createLedger>

export function createLedger(options: { genesisHash: string }) {
  const svm = new LiteSVM()
    // Blockhash validity is ours (a window of recent ones), not LiteSVM's (only its latest).
    .withBlockhashCheck(false)
    .withTransactionHistory(100_000n)
  let slot = 0
  const blockhashes = new Map<string, number>()
  /** The blockhash handed out last, and whether a transaction has used it since. */
  let current = { blockhash: svm.latestBlockhash() as string, used: false }
  blockhashes.set(current.blockhash, BLOCKHASH_VALIDITY_BLOCKS)
  const statuses = new Map<string, SignatureStatus>()
  const listeners = new Set<(signature: string, status: SignatureStatus) => void>()

  function land(signature: string, err: RpcTransactionError | null) {
    slot += 1
    current.used = true
    const status = { slot, err }
    statuses.set(signature, status)
    for (const listener of listeners) listener(signature, status)
  }

  function checkBlockhash(tx: VersionedTransaction): RpcTransactionError | null {
    const lastValid = blockhashes.get(tx.message.recentBlockhash)
    return lastValid === undefined || slot > lastValid ? 'BlockhashNotFound' : null
  }

  /** The first signature names a transaction, even one that failed before LiteSVM signed off on it. */
  const signatureOf = (tx: VersionedTransaction) => base58.encode(tx.signatures[0] ?? new Uint8Array(64))

  return {
    genesisHash: options.genesisHash,
    slot: () => slot,
    balance: (address: string): bigint => svm.getBalance(address as never) ?? 0n,
    account(address: string) {
      const account = svm.getAccount(address as never)
      if (!account.exists) return null
      return { lamports: account.lamports as bigint, data: account.data, owner: account.programAddress as string, executable: account.executable }
    },
    rentExemptMinimum: (dataLength: number): bigint => svm.minimumBalanceForRentExemption(BigInt(dataLength)),

    /**
     * The blockhash to build a transaction on. A new one once the last was used, so two identical
     * transfers get two signatures (web3.js waits for a fresh blockhash before re-signing); older
     * ones stay valid for their window, as on a real cluster.
     */
    latestBlockhash(): { blockhash: string; lastValidBlockHeight: number } {
      if (current.used) {
        svm.expireBlockhash()
        current = { blockhash: svm.latestBlockhash() as string, used: false }
        blockhashes.set(current.blockhash, slot + BLOCKHASH_VALIDITY_BLOCKS)
      }
      return { blockhash: current.blockhash, lastValidBlockHeight: blockhashes.get(current.blockhash)! }
    },
    isBlockhashValid: (blockhash: string) => (blockhashes.get(blockhash) ?? -1) >= slot,

    /** Runs a signed wire transaction; a failed one lands too (it pays its fee), as on a cluster. */
    send(wire: Uint8Array): ExecutionResult {
      const tx = decode(wire)
      const signature = signatureOf(tx)
      const stale = checkBlockhash(tx)
      if (stale) return { signature, err: stale, logs: [], unitsConsumed: 0, landed: false }
      let result: Failed | Meta
      try {
        result = svm.sendTransaction(toKit(tx) as never) as unknown as Failed | Meta
      } catch (error) {
        // @solana/kit refuses a transaction with a missing signature before LiteSVM sees it.
        if (/signature/i.test((error as Error).message)) return { signature, err: 'SignatureFailure', logs: [], unitsConsumed: 0, landed: false }
        throw new LedgerError((error as Error).message)
      }
      if (isFailed(result)) {
        const err = toRpcError(result.err())
        const meta = result.meta()
        // Errors found before execution (bad signature, duplicate, no funds for the fee) never land.
        const landed = typeof err !== 'string' || !['AlreadyProcessed', 'SignatureFailure', 'InsufficientFundsForFee', 'AccountNotFound', 'SanitizeFailure'].includes(err)
        if (landed) land(signature, err)
        return { signature, err, logs: meta.logs(), unitsConsumed: Number(meta.computeUnitsConsumed()), landed }
      }
      land(signature, null)
      return { signature, err: null, logs: result.logs(), unitsConsumed: Number(result.computeUnitsConsumed()), landed: true }
    },

    /** Runs a wire transaction against the current state without keeping anything. */
    simulate(wire: Uint8Array, options: { sigVerify?: boolean; replaceRecentBlockhash?: boolean } = {}): Omit<ExecutionResult, 'signature' | 'landed'> & { replacementBlockhash?: { blockhash: string; lastValidBlockHeight: number } } {
      let tx = decode(wire)
      let replacementBlockhash: ReturnType<typeof this.latestBlockhash> | undefined
      if (options.replaceRecentBlockhash) {
        replacementBlockhash = this.latestBlockhash()
        tx.message.recentBlockhash = replacementBlockhash.blockhash
        tx = new VersionedTransaction(tx.message, tx.signatures)
      } else {
        const stale = checkBlockhash(tx)
        if (stale) return { err: stale, logs: [], unitsConsumed: 0 }
      }
      const sigVerify = options.sigVerify ?? false
      svm.withSigverify(sigVerify)
      try {
        let result: Failed | { meta(): Meta }
        try {
          result = svm.simulateTransaction(toKit(tx) as never) as unknown as Failed | { meta(): Meta }
        } catch (error) {
          if (/signature/i.test((error as Error).message)) return { err: 'SignatureFailure', logs: [], unitsConsumed: 0 }
          throw new LedgerError((error as Error).message)
        }
        const meta = result.meta()
        const err = isFailed(result) ? toRpcError(result.err()) : null
        return { err, logs: meta.logs(), unitsConsumed: Number(meta.computeUnitsConsumed()), ...(replacementBlockhash ? { replacementBlockhash } : {}) }
      } finally {
        svm.withSigverify(true)
      }
    },

    /** Mints lamports to `address` (LiteSVM's airdrop account pays); the signature of that transfer. */
    airdrop(address: string, lamports: bigint): string {
      // LiteSVM signs its airdrop with its latest blockhash: a fresh one keeps repeated airdrops distinct.
      svm.expireBlockhash()
      current = { blockhash: svm.latestBlockhash() as string, used: true }
      blockhashes.set(current.blockhash, slot + BLOCKHASH_VALIDITY_BLOCKS)
      const result = svm.airdrop(address as never, lamports as never) as unknown as Failed | Meta | null
      if (!result || isFailed(result)) throw new LedgerError(`airdrop failed: ${result ? JSON.stringify(toRpcError(result.err())) : 'no result'}`)
      const signature = base58.encode(result.signature())
      land(signature, null)
      return signature
    },

    status: (signature: string): SignatureStatus | undefined => statuses.get(signature),
    /** Called with every transaction that lands; returns the removal. */
    onLanded(listener: (signature: string, status: SignatureStatus) => void): () => void {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
