// The sandbox Solana RPC driven by a real @solana/web3.js Connection (HTTP + WebSocket on one port).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  Transaction,
  sendAndConfirmTransaction,
} from '@solana/web3.js'
import { SOLANA_ACCOUNT_0, SOLANA_ACCOUNT_1, SOLANA_DEV_BALANCE_LAMPORTS } from '../../testing/solana-accounts.ts'
import { SANDBOX_SOLANA_GENESIS_HASH } from '../../testing/solana-chains.ts'
import { startSolanaRpc, type SolanaRpc } from './index.ts'

let rpc: SolanaRpc
let connection: Connection
const payer = Keypair.fromSeed(Buffer.from(SOLANA_ACCOUNT_0.seed, 'hex'))
const receiver = new PublicKey(SOLANA_ACCOUNT_1.address)

const post = async (body: unknown) => {
  const response = await fetch(rpc.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) })
  return response.json()
}
const transfer = (to: PublicKey, lamports: number | bigint) =>
  new Transaction().add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports }))

beforeAll(async () => {
  rpc = await startSolanaRpc()
  connection = new Connection(rpc.url, { commitment: 'confirmed', wsEndpoint: rpc.wsUrl })
})
afterAll(() => rpc?.stop())

describe('sandbox Solana RPC', () => {
  it('serves the cluster identity: genesis hash, version, slot, block height', async () => {
    expect(rpc.genesisHash).toBe(SANDBOX_SOLANA_GENESIS_HASH)
    await expect(connection.getGenesisHash()).resolves.toBe(SANDBOX_SOLANA_GENESIS_HASH)
    expect((await connection.getVersion())['solana-core']).toMatch(/^\d+\.\d+\.\d+$/)
    expect(await connection.getSlot()).toBeGreaterThan(0)
    expect(await connection.getBlockHeight()).toBe(await connection.getSlot())
  })

  it('funds the dev accounts at start', async () => {
    await expect(connection.getBalance(payer.publicKey)).resolves.toBe(Number(SOLANA_DEV_BALANCE_LAMPORTS))
    const info = await connection.getAccountInfo(payer.publicKey)
    expect(info).toMatchObject({ lamports: Number(SOLANA_DEV_BALANCE_LAMPORTS), executable: false, data: Buffer.alloc(0) })
    expect(info!.owner.toBase58()).toBe(SystemProgram.programId.toBase58())
    await expect(connection.getAccountInfo(Keypair.generate().publicKey)).resolves.toBeNull()
    expect(await connection.getMinimumBalanceForRentExemption(0)).toBe(890_880)
  })

  it('airdrops, twice the same amount to the same account, and confirms each', async () => {
    const fresh = Keypair.generate().publicKey
    for (const expected of [2, 4]) {
      const signature = await connection.requestAirdrop(fresh, 2 * LAMPORTS_PER_SOL)
      const latest = await connection.getLatestBlockhash()
      await connection.confirmTransaction({ signature, ...latest })
      expect(await connection.getBalance(fresh)).toBe(expected * LAMPORTS_PER_SOL)
    }
  })

  it('sends and confirms a SOL transfer (sendAndConfirmTransaction over the WebSocket); the same transfer again gets a new signature', async () => {
    const before = await connection.getBalance(receiver)
    const first = await sendAndConfirmTransaction(connection, transfer(receiver, LAMPORTS_PER_SOL / 2), [payer])
    const second = await sendAndConfirmTransaction(connection, transfer(receiver, LAMPORTS_PER_SOL / 2), [payer])
    expect(second).not.toBe(first)
    expect(await connection.getBalance(receiver)).toBe(before + LAMPORTS_PER_SOL)
    const { value } = await connection.getSignatureStatuses([first, second, '1111111111111111111111111111111111111111111111111111111111111111'])
    expect(value[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    expect(value[1]?.slot).toBeGreaterThan(value[0]!.slot)
    expect(value[2]).toBeNull()
  })

  it('sends a base58-encoded transaction (the RPC default encoding)', async () => {
    const tx = transfer(receiver, 1000)
    tx.recentBlockhash = (await connection.getLatestBlockhash()).blockhash
    tx.sign(payer)
    const { base58 } = await import('@scure/base')
    const sent = await post({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: [base58.encode(tx.serialize())] })
    expect(sent.result).toBe(base58.encode(tx.signature!))
  })

  it('reports a failing transaction: preflight refuses it with its logs; without preflight it lands with its error', async () => {
    const tooMuch = transfer(receiver, SOLANA_DEV_BALANCE_LAMPORTS * 10n)
    const refused = await sendAndConfirmTransaction(connection, tooMuch, [payer]).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(SendTransactionError)
    expect((refused as Error).message).toContain('custom program error: 0x1')
    expect((refused as SendTransactionError).logs?.join('\n')).toContain('insufficient lamports')

    const landed = await sendAndConfirmTransaction(connection, transfer(receiver, SOLANA_DEV_BALANCE_LAMPORTS * 10n), [payer], { skipPreflight: true }).catch((e: unknown) => e)
    // web3.js rejects with an Error quoting the status when the notification wins, and with the raw
    // error object when its own status check wins: both carry the transaction's error.
    expect(landed instanceof Error ? landed.message : JSON.stringify(landed)).toContain('{"InstructionError":[0,{"Custom":1}]}')
  })

  it('refuses a transaction signed by the wrong key, and one on an unknown blockhash', async () => {
    const tx = transfer(receiver, 1000)
    tx.recentBlockhash = (await connection.getLatestBlockhash()).blockhash
    tx.feePayer = payer.publicKey
    tx.sign(payer)
    const wire = tx.serialize()
    wire[wire.length - 1] ^= 1 // the message changes under the signature
    await expect(connection.sendRawTransaction(wire)).rejects.toThrow('signature verification failure')

    const stale = transfer(receiver, 1000)
    stale.recentBlockhash = Keypair.generate().publicKey.toBase58()
    stale.sign(payer)
    await expect(connection.sendRawTransaction(stale.serialize())).rejects.toThrow('BlockhashNotFound')
  })

  it('simulates without changing state, unsigned and with a replaced blockhash', async () => {
    const before = await connection.getBalance(receiver)
    const tx = transfer(receiver, LAMPORTS_PER_SOL)
    tx.feePayer = payer.publicKey
    tx.recentBlockhash = (await connection.getLatestBlockhash()).blockhash
    const ok = await connection.simulateTransaction(tx)
    expect(ok.value.err).toBeNull()
    expect(ok.value.logs).toContain('Program 11111111111111111111111111111111 success')
    expect(ok.value.unitsConsumed).toBeGreaterThan(0)
    const failing = transfer(receiver, SOLANA_DEV_BALANCE_LAMPORTS * 10n)
    failing.feePayer = payer.publicKey
    failing.recentBlockhash = (await connection.getLatestBlockhash()).blockhash
    expect((await connection.simulateTransaction(failing)).value.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    expect(await connection.getBalance(receiver)).toBe(before)
  })

  it('answers JSON-RPC errors: unknown method -32601 naming it, malformed -32600 / -32700, bad params -32602', async () => {
    expect(await post({ jsonrpc: '2.0', id: 7, method: 'getBlockProduction' })).toEqual({
      jsonrpc: '2.0',
      id: 7,
      error: { code: -32601, message: 'Method not found: getBlockProduction' },
    })
    expect((await post('{not json')).error.code).toBe(-32700)
    expect((await post({ id: 1, method: 'getSlot' })).error).toMatchObject({ code: -32600, message: expect.stringContaining('jsonrpc') })
    expect((await post([])).error.code).toBe(-32600)
    expect((await post({ jsonrpc: '2.0', id: 2, method: 'getBalance', params: ['0xnope'] })).error).toMatchObject({ code: -32602, message: expect.stringContaining('"0xnope" is not base58') })
  })

  it('answers a batch in order', async () => {
    const batch = await post([
      { jsonrpc: '2.0', id: 1, method: 'getGenesisHash' },
      { jsonrpc: '2.0', id: 2, method: 'nope' },
      { jsonrpc: '2.0', id: 3, method: 'getBalance', params: [SOLANA_ACCOUNT_1.address] },
    ])
    expect(batch.map((r: { id: number }) => r.id)).toEqual([1, 2, 3])
    expect(batch[0].result).toBe(SANDBOX_SOLANA_GENESIS_HASH)
    expect(batch[1].error.code).toBe(-32601)
    expect(typeof batch[2].result.value).toBe('number')
  })

  it('notifies a signature subscription made after the transaction landed, and unsubscribes', async () => {
    const signature = await sendAndConfirmTransaction(connection, transfer(receiver, 1000), [payer])
    const fired = await new Promise<unknown>((resolve) => connection.onSignature(signature, (result) => resolve(result), 'confirmed'))
    expect(fired).toEqual({ err: null })
    const id = connection.onSignature('1111111111111111111111111111111111111111111111111111111111111111', () => {})
    await expect(connection.removeSignatureListener(id)).resolves.toBeUndefined()
  })
})
