// The frame's reading of Solana wire transactions, checked against @solana/web3.js's own.
import { ed25519 } from '@noble/curves/ed25519'
import { Keypair, PublicKey, SystemProgram, Transaction, TransactionInstruction, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { readWire, signersOf, withSignature } from './solana-wire.ts'

const payer = Keypair.generate()
const cosigner = Keypair.generate()
const to = Keypair.generate().publicKey
const recentBlockhash = Keypair.generate().publicKey.toBase58()
const memo = new TransactionInstruction({ programId: new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'), keys: [{ pubkey: cosigner.publicKey, isSigner: true, isWritable: false }], data: Buffer.from('hi') })
const instructions = [SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports: 42 }), memo]

describe('Solana wire transactions in the frame', () => {
  it('reads a legacy transaction as web3.js does: signers, keys, instructions; a signature put in place verifies', () => {
    const wire = new Transaction({ feePayer: payer.publicKey, recentBlockhash }).add(...instructions).serialize({ requireAllSignatures: false })
    const tx = readWire(wire)
    const theirs = VersionedTransaction.deserialize(wire)
    expect(tx.version).toBe('legacy')
    expect(signersOf(tx)).toEqual([payer.publicKey.toBase58(), cosigner.publicKey.toBase58()])
    expect(tx.staticKeys).toEqual(theirs.message.staticAccountKeys.map((k) => k.toBase58()))
    expect(tx.instructions).toEqual(theirs.message.compiledInstructions.map((ix) => ({ programIdIndex: ix.programIdIndex, accounts: ix.accountKeyIndexes, data: Uint8Array.from(ix.data) })))
    const signed = withSignature(tx, 1, ed25519.sign(wire.subarray(tx.messageOffset), cosigner.secretKey.slice(0, 32)))
    const back = Transaction.from(signed)
    expect(back.signatures[1]!.signature).not.toBeNull()
    expect(back.signatures[0]!.signature).toBeNull()
    expect(ed25519.verify(back.signatures[1]!.signature!, back.serializeMessage(), cosigner.publicKey.toBytes())).toBe(true)
  })

  it('reads a v0 transaction and signs it in place', () => {
    const message = new TransactionMessage({ payerKey: payer.publicKey, recentBlockhash, instructions }).compileToV0Message()
    const wire = new VersionedTransaction(message).serialize()
    const tx = readWire(wire)
    expect(tx.version).toBe(0)
    expect(signersOf(tx)).toEqual([payer.publicKey.toBase58(), cosigner.publicKey.toBase58()])
    const signed = VersionedTransaction.deserialize(withSignature(tx, 0, ed25519.sign(wire.subarray(tx.messageOffset), payer.secretKey.slice(0, 32))))
    expect(ed25519.verify(signed.signatures[0]!, signed.message.serialize(), payer.publicKey.toBytes())).toBe(true)
  })

  it('refuses bytes that are not a transaction, naming why', () => {
    expect(() => readWire(new Uint8Array([1, 2, 3]))).toThrow('the transaction ends early')
    expect(() => readWire(new Uint8Array([]))).toThrow('the transaction ends early')
    const wire = new Transaction({ feePayer: payer.publicKey, recentBlockhash }).add(instructions[0]!).serialize({ requireAllSignatures: false })
    expect(() => readWire(wire.subarray(0, wire.length - 5))).toThrow('the transaction ends early')
    const v1 = Uint8Array.from(wire)
    v1[65] = 0x81
    expect(() => readWire(v1)).toThrow('unsupported transaction version 1')
  })
})
