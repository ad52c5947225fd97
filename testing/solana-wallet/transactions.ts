// Signing serialized Solana transactions (legacy and v0) with the wallet's key, and sending them.
import { ed25519 } from '@noble/curves/ed25519'
import { invalidParams } from '../wallet/errors.ts'
import { loadWeb3 } from './load-web3.ts'

/** Adds the wallet's signature to a wire transaction; refused when the wallet is not one of its signers. */
export async function signWireTransaction(wire: Uint8Array, seed: Uint8Array, address: string): Promise<Uint8Array> {
  const { VersionedTransaction } = await loadWeb3()
  let tx: InstanceType<typeof VersionedTransaction>
  try {
    tx = VersionedTransaction.deserialize(wire)
  } catch (error) {
    throw invalidParams(`the transaction cannot be read: ${(error as Error).message}`)
  }
  const signers = tx.message.staticAccountKeys.slice(0, tx.message.header.numRequiredSignatures).map((key) => key.toBase58())
  const index = signers.indexOf(address)
  if (index < 0) throw invalidParams(`the transaction does not need a signature of ${address} (signers: ${signers.join(', ') || 'none'})`)
  tx.signatures[index] = ed25519.sign(tx.message.serialize(), seed)
  return tx.serialize()
}

export type SendOptions = { skipPreflight?: boolean; preflightCommitment?: 'processed' | 'confirmed' | 'finalized'; maxRetries?: number; minContextSlot?: number }

/** Sends a signed wire transaction through `rpcUrl`; resolves with its signature bytes. */
export async function sendWireTransaction(rpcUrl: string, wire: Uint8Array, options: SendOptions = {}): Promise<Uint8Array> {
  const { Connection, VersionedTransaction } = await loadWeb3()
  const connection = new Connection(rpcUrl, { commitment: options.preflightCommitment ?? 'confirmed' })
  await connection.sendRawTransaction(wire, options)
  return VersionedTransaction.deserialize(wire).signatures[0]!
}
