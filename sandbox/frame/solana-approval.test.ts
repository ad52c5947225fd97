import { base58 } from '@scure/base'
import { Keypair, PublicKey, SystemProgram, Transaction, TransactionInstruction } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { describeSolanaRequest, formatSol } from './solana-approval.ts'
import { readWire } from './solana-wire.ts'

const from = Keypair.generate().publicKey
const to = Keypair.generate().publicKey
const blockhash = Keypair.generate().publicKey.toBase58()
const read = (tx: Transaction) => readWire(tx.serialize({ requireAllSignatures: false }))

describe('the approval card for Solana requests', () => {
  it('shows a message as its text and the network', () => {
    const params = { message: base58.encode(new TextEncoder().encode('gm solana')), pubkey: from.toBase58() }
    expect(describeSolanaRequest('solana_signMessage', params, [], 'Sandbox Solana')).toEqual({
      title: 'Sign message',
      details: [{ label: 'Message', value: 'gm solana' }, { label: 'Network', value: 'Sandbox Solana' }],
    })
    // bytes that are not UTF-8 stay base58
    const bytes = base58.encode(new Uint8Array([0xff, 0xfe]))
    expect(describeSolanaRequest('solana_signMessage', { message: bytes, pubkey: 'x' }, [], 'S').details[0]).toEqual({ label: 'Message', value: bytes })
  })

  it('shows each SOL transfer (to, amount) and any other program, per transaction, with what will happen', () => {
    const pay = read(new Transaction({ feePayer: from, recentBlockhash: blockhash }).add(SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: 10_000_000 })))
    expect(describeSolanaRequest('solana_signAndSendTransaction', {}, [pay], 'Sandbox Solana')).toEqual({
      title: 'Approve transaction',
      details: [
        { label: 'Action', value: 'Sign and send' },
        { label: 'To', value: to.toBase58() },
        { label: 'Amount', value: '0.01 SOL' },
        { label: 'Network', value: 'Sandbox Solana' },
      ],
    })
    const program = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr')
    const memo = read(new Transaction({ feePayer: from, recentBlockhash: blockhash }).add(new TransactionInstruction({ programId: program, keys: [], data: Buffer.from('hi') })))
    expect(describeSolanaRequest('solana_signTransaction', {}, [memo], 'S').details.slice(0, 2)).toEqual([
      { label: 'Action', value: 'Sign only' },
      { label: 'Program', value: program.toBase58() },
    ])
    expect(describeSolanaRequest('solana_signAllTransactions', {}, [pay, memo], 'S').details.map((d) => d.label)).toEqual(['Action', 'To (1)', 'Amount (1)', 'Program (2)', 'Network'])
    expect(describeSolanaRequest('solana_signAllTransactions', {}, [pay, memo], 'S').details[0]).toEqual({ label: 'Action', value: 'Sign 2 transactions' })
  })

  it('writes lamports as exact SOL', () => {
    expect(formatSol(0n)).toBe('0 SOL')
    expect(formatSol(1n)).toBe('0.000000001 SOL')
    expect(formatSol(1_500_000_000n)).toBe('1.5 SOL')
  })
})
