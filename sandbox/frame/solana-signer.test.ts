// The frame's Solana signer and the server's relay against the real sandbox cluster (LiteSVM behind
// sandbox/solana-rpc): what it signs verifies with ed25519, what it sends lands, what it must not
// sign is refused with the reason.
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { Connection, Keypair, PublicKey, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SANDBOX_SOLANA_GENESIS_HASH } from '../../testing/solana-chains.ts'
import { startSolanaRpc, type SolanaRpc } from '../solana-rpc/index.ts'
import { addressesOf, deriveUserKeys } from './keys.ts'
import { checkSolanaRequest, signSolana, type SendSolana } from './solana-signer.ts'
import { forwardSolanaRpc, fundOnSolana, isSolanaChain, solanaChainId, type FrameSolana } from './solana-wallet.ts'

let rpc: SolanaRpc
let solana: FrameSolana
let connection: Connection
beforeAll(async () => {
  rpc = await startSolanaRpc()
  solana = { rpcUrl: rpc.url, genesisHash: rpc.genesisHash }
  connection = new Connection(rpc.url, { commitment: 'confirmed', wsEndpoint: rpc.wsUrl })
}, 30_000)
afterAll(async () => {
  await rpc?.stop()
})

const alice = deriveUserKeys('secret', 'alice@example.com')
const aliceAddress = addressesOf(alice).solanaAddress
const send: SendSolana = async (wire, options) => (await forwardSolanaRpc(solana, 'sendTransaction', [base64.encode(wire), { encoding: 'base64', ...options }])) as string

async function transfer(from: string, to: string, lamports: number, version: 'legacy' | 0 = 'legacy') {
  const { blockhash } = await connection.getLatestBlockhash()
  const instruction = SystemProgram.transfer({ fromPubkey: new PublicKey(from), toPubkey: new PublicKey(to), lamports })
  if (version === 'legacy') {
    return base58.encode(new Transaction({ feePayer: new PublicKey(from), recentBlockhash: blockhash }).add(instruction).serialize({ requireAllSignatures: false }))
  }
  const message = new TransactionMessage({ payerKey: new PublicKey(from), recentBlockhash: blockhash, instructions: [instruction] }).compileToV0Message()
  return base58.encode(new VersionedTransaction(message).serialize())
}
const verifies = (encoded: string, address: string) => {
  const tx = VersionedTransaction.deserialize(base58.decode(encoded))
  const index = tx.message.staticAccountKeys.findIndex((key) => key.toBase58() === address)
  return ed25519.verify(tx.signatures[index]!, tx.message.serialize(), base58.decode(address))
}

describe('the frame Solana signer (sandbox cluster)', () => {
  it('names the cluster by its CAIP-2 id and funds a new account once', async () => {
    expect(solanaChainId(solana)).toBe(`solana:${SANDBOX_SOLANA_GENESIS_HASH.slice(0, 32)}`)
    expect(isSolanaChain(solana, solanaChainId(solana))).toBe(true)
    expect(isSolanaChain(solana, SANDBOX_SOLANA_GENESIS_HASH.slice(0, 32))).toBe(true)
    expect(isSolanaChain(solana, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(false)
    await fundOnSolana(solana, aliceAddress, 2_000_000_000n)
    await fundOnSolana(solana, aliceAddress, 2_000_000_000n)
    expect(await connection.getBalance(new PublicKey(aliceAddress))).toBe(2_000_000_000)
    await expect(forwardSolanaRpc(solana, 'requestAirdrop', [aliceAddress, 1])).rejects.toMatchObject({ code: 4200 })
  })

  it('signs a base58 message with the ed25519 key; refuses another pubkey and a message that is not base58', async () => {
    const message = new TextEncoder().encode('hello solana')
    const { signature } = (await signSolana(alice, 'solana_signMessage', { message: base58.encode(message), pubkey: aliceAddress }, send)) as { signature: string }
    expect(ed25519.verify(base58.decode(signature), message, base58.decode(aliceAddress))).toBe(true)
    const bob = addressesOf(deriveUserKeys('secret', 'bob@example.com')).solanaAddress
    await expect(signSolana(alice, 'solana_signMessage', { message: base58.encode(message), pubkey: bob }, send)).rejects.toMatchObject({ code: 4100 })
    await expect(signSolana(alice, 'solana_signMessage', { message: '0OIl', pubkey: aliceAddress }, send)).rejects.toThrow('solana_signMessage: the message must be base58')
  })

  it('signs one transaction (legacy) and several (legacy and v0) without sending them', async () => {
    const to = Keypair.generate().publicKey.toBase58()
    const legacy = await transfer(aliceAddress, to, 1_000_000)
    const { transaction } = (await signSolana(alice, 'solana_signTransaction', { transaction: legacy }, send)) as { transaction: string }
    expect(verifies(transaction, aliceAddress)).toBe(true)
    // still a legacy transaction, the same message
    expect(VersionedTransaction.deserialize(base58.decode(transaction)).version).toBe('legacy')
    const v0 = await transfer(aliceAddress, to, 2_000_000, 0)
    const { transactions } = (await signSolana(alice, 'solana_signAllTransactions', { transactions: [legacy, v0] }, send)) as { transactions: string[] }
    expect(transactions.map((tx) => verifies(tx, aliceAddress))).toEqual([true, true])
    expect(VersionedTransaction.deserialize(base58.decode(transactions[1]!)).version).toBe(0)
    // nothing was sent
    expect(await connection.getBalance(new PublicKey(to))).toBe(0)
  })

  it('signs and sends: the cluster accepts it and the receiver gets the lamports', async () => {
    const to = Keypair.generate().publicKey.toBase58()
    const { signature } = (await signSolana(alice, 'solana_signAndSendTransaction', { transaction: await transfer(aliceAddress, to, 10_000_000), options: { preflightCommitment: 'confirmed' } }, send)) as {
      signature: string
    }
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
    expect((await connection.getSignatureStatuses([signature])).value[0]?.err).toBeNull()
    expect(await connection.getBalance(new PublicKey(to))).toBe(10_000_000)
  })

  it('refuses, before anything is signed, what it cannot read or need not sign, and methods it does not know', async () => {
    const other = Keypair.generate().publicKey.toBase58()
    const notMine = await transfer(other, aliceAddress, 1)
    expect(() => checkSolanaRequest(alice, 'solana_signTransaction', { transaction: notMine })).toThrow(`does not need a signature of ${aliceAddress}`)
    await expect(signSolana(alice, 'solana_signAndSendTransaction', { transaction: notMine }, send)).rejects.toMatchObject({ code: -32602 })
    expect(() => checkSolanaRequest(alice, 'solana_signTransaction', { transaction: '0OIl' })).toThrow('solana_signTransaction: the transaction must be base58')
    expect(() => checkSolanaRequest(alice, 'solana_signTransaction', { transaction: base58.encode(new Uint8Array([1, 2, 3])) })).toThrow('solana_signTransaction: the transaction cannot be read')
    expect(() => checkSolanaRequest(alice, 'solana_signAllTransactions', { transactions: [] })).toThrow('transactions must be a non-empty list')
    expect(() => checkSolanaRequest(alice, 'solana_signTransaction', undefined)).toThrow('solana_signTransaction needs its params object')
    expect(() => checkSolanaRequest(alice, 'solana_requestAccounts', {})).toThrow(expect.objectContaining({ code: 4200 }))
  })
})
