// The test Solana wallet against the real sandbox Solana RPC (LiteSVM) and a Wallet Standard app.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction, VersionedTransaction } from '@solana/web3.js'
import type { Wallet } from '@wallet-standard/base'
import { startSolanaRpc, type SolanaRpc } from '../../sandbox/solana-rpc/index.ts'
import { SOLANA_ACCOUNT_0, SOLANA_ACCOUNT_1 } from '../solana-accounts.ts'
import { SOLANA_CHAINS } from '../solana-chains.ts'
import { createMemoryStorage } from '../wallet/storage.ts'
import { createTestSolanaWallet, type CreateTestSolanaWalletParameters } from './createTestSolanaWallet.ts'
import type { SolanaApproveRequest, StandardConnectOutput } from './types.ts'

let rpc: SolanaRpc
let connection: Connection
beforeAll(async () => {
  rpc = await startSolanaRpc()
  connection = new Connection(rpc.url, { commitment: 'confirmed', wsEndpoint: rpc.wsUrl })
})
afterAll(() => rpc?.stop())

const make = (extra: Partial<CreateTestSolanaWalletParameters> = {}) => createTestSolanaWallet({ secretKey: SOLANA_ACCOUNT_0.seed, rpcUrl: rpc.url, ...extra })
type Features = Record<string, Record<string, (...args: never[]) => Promise<unknown>>>
const feature = (wallet: Wallet, name: string, method: string) => (wallet.features as unknown as Features)[name]![method]! as (...args: unknown[]) => Promise<any>
const connect = (wallet: Wallet, input?: { silent?: boolean }) => feature(wallet, 'standard:connect', 'connect')(input) as Promise<StandardConnectOutput>

async function transferTx(lamports: number) {
  const { blockhash } = await connection.getLatestBlockhash()
  return new Transaction({ feePayer: new PublicKey(SOLANA_ACCOUNT_0.address), recentBlockhash: blockhash })
    .add(SystemProgram.transfer({ fromPubkey: new PublicKey(SOLANA_ACCOUNT_0.address), toPubkey: new PublicKey(SOLANA_ACCOUNT_1.address), lamports }))
    .serialize({ requireAllSignatures: false, verifySignatures: false })
}

describe('createTestSolanaWallet', () => {
  it('is a Wallet Standard wallet on the sandbox cluster and the public ones', () => {
    const { wallet, address } = make({ name: 'Sandbox Wallet' })
    expect(address).toBe(SOLANA_ACCOUNT_0.address)
    expect(wallet).toMatchObject({ version: '1.0.0', name: 'Sandbox Wallet', accounts: [] })
    expect(wallet.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(wallet.chains).toEqual(expect.arrayContaining(Object.values(SOLANA_CHAINS)))
    expect(Object.keys(wallet.features).sort()).toEqual(
      ['solana:signAndSendTransaction', 'solana:signMessage', 'solana:signTransaction', 'standard:connect', 'standard:disconnect', 'standard:events'].sort(),
    )
  })

  it('accepts a web3.js Keypair and refuses a secret key whose public half is not its own', () => {
    const keypair = Keypair.generate()
    expect(createTestSolanaWallet({ keypair, rpcUrl: 'http://x' }).address).toBe(keypair.publicKey.toBase58())
    const wrong = Uint8Array.from([...keypair.secretKey.slice(0, 32), ...Keypair.generate().publicKey.toBytes()])
    expect(() => createTestSolanaWallet({ secretKey: wrong, rpcUrl: 'http://x' })).toThrow('does not hold its public key')
    expect(() => createTestSolanaWallet({ secretKey: new Uint8Array(5), rpcUrl: 'http://x' })).toThrow('got 5')
  })

  it('connects after approval, reports the change, and connects silently next time without a prompt', async () => {
    const approve = vi.fn(async (_: SolanaApproveRequest) => true)
    const storage = createMemoryStorage()
    const test = make({ approve, storage, origin: 'https://dapp.example' })
    const changes: unknown[] = []
    feature(test.wallet, 'standard:events', 'on')('change', (p: unknown) => changes.push(p))
    await expect(connect(test.wallet, { silent: true })).resolves.toEqual({ accounts: [] })
    expect(approve).not.toHaveBeenCalled()
    const { accounts } = await connect(test.wallet)
    expect(accounts).toHaveLength(1)
    expect(accounts[0]).toMatchObject({ address: SOLANA_ACCOUNT_0.address, chains: expect.arrayContaining([SOLANA_CHAINS.sandbox]) })
    expect(base58.encode(Uint8Array.from(accounts[0]!.publicKey))).toBe(SOLANA_ACCOUNT_0.address)
    expect(approve).toHaveBeenCalledWith(expect.objectContaining({ method: 'standard:connect', origin: 'https://dapp.example', address: SOLANA_ACCOUNT_0.address }))
    expect(changes).toEqual([{ accounts }])
    expect(test.wallet.accounts).toEqual(accounts)

    // A reload: a new wallet on the same storage remembers the permission.
    const again = make({ approve, storage })
    await expect(connect(again.wallet, { silent: true })).resolves.toEqual({ accounts })
    expect(approve).toHaveBeenCalledTimes(1)

    await feature(again.wallet, 'standard:disconnect', 'disconnect')()
    await expect(connect(make({ storage }).wallet, { silent: true })).resolves.toEqual({ accounts: [] })
  })

  it('signs a message with an ed25519 signature of its address', async () => {
    const { wallet } = make()
    const [account] = (await connect(wallet)).accounts
    const message = new TextEncoder().encode('Sign in to Portico')
    const [output] = await feature(wallet, 'solana:signMessage', 'signMessage')({ account, message })
    expect(output.signedMessage).toEqual(message)
    expect(ed25519.verify(output.signature, message, base58.decode(SOLANA_ACCOUNT_0.address))).toBe(true)
    expect(ed25519.verify(output.signature, new TextEncoder().encode('something else'), base58.decode(SOLANA_ACCOUNT_0.address))).toBe(false)
  })

  it('signs a transaction the RPC accepts, and signs and sends a transfer that lands', async () => {
    const { wallet } = make()
    const [account] = (await connect(wallet)).accounts
    const [{ signedTransaction }] = await feature(wallet, 'solana:signTransaction', 'signTransaction')({ account, transaction: await transferTx(1000), chain: SOLANA_CHAINS.sandbox })
    const signed = VersionedTransaction.deserialize(signedTransaction)
    expect(ed25519.verify(signed.signatures[0]!, signed.message.serialize(), base58.decode(SOLANA_ACCOUNT_0.address))).toBe(true)
    const before = await connection.getBalance(new PublicKey(SOLANA_ACCOUNT_1.address))
    const [{ signature }] = await feature(wallet, 'solana:signAndSendTransaction', 'signAndSendTransaction')({
      account,
      transaction: await transferTx(LAMPORTS_PER_SOL),
      chain: SOLANA_CHAINS.sandbox,
      options: { preflightCommitment: 'confirmed' },
    })
    const { value } = await connection.getSignatureStatuses([base58.encode(signature)])
    expect(value[0]).toMatchObject({ err: null })
    expect(await connection.getBalance(new PublicKey(SOLANA_ACCOUNT_1.address))).toBe(before + LAMPORTS_PER_SOL)
  })

  it('rejects with 4001 when the user rejects, and through each failure switch', async () => {
    const rejecting = make({ approve: async () => false })
    await expect(connect(rejecting.wallet)).rejects.toMatchObject({ code: 4001 })
    expect(rejecting.accounts).toEqual([])

    const test = make({ failures: { connectError: true } })
    await expect(connect(test.wallet)).rejects.toMatchObject({ code: 4001 })
    test.setFailures({ connectError: false, signMessageError: new Error('hardware wallet unplugged'), signTransactionError: true, sendTransactionError: true })
    const [account] = (await connect(test.wallet)).accounts
    await expect(feature(test.wallet, 'solana:signMessage', 'signMessage')({ account, message: new Uint8Array([1]) })).rejects.toThrow('hardware wallet unplugged')
    await expect(feature(test.wallet, 'solana:signTransaction', 'signTransaction')({ account, transaction: await transferTx(1) })).rejects.toMatchObject({ code: 4001 })
    const before = await connection.getBalance(new PublicKey(SOLANA_ACCOUNT_1.address))
    await expect(
      feature(test.wallet, 'solana:signAndSendTransaction', 'signAndSendTransaction')({ account, transaction: await transferTx(5000), chain: SOLANA_CHAINS.sandbox }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(await connection.getBalance(new PublicKey(SOLANA_ACCOUNT_1.address))).toBe(before)

    test.setFailures({ signMessageError: false })
    test.setApprove(async (request) => request.method !== 'solana:signMessage')
    await expect(feature(test.wallet, 'solana:signMessage', 'signMessage')({ account, message: new Uint8Array([1]) })).rejects.toMatchObject({ code: 4001 })
  })

  it('refuses to sign before connecting, for another account, or a transaction it is not a signer of', async () => {
    const test = make()
    const stranger = { ...(await connect(make().wallet)).accounts[0]!, address: SOLANA_ACCOUNT_1.address }
    await feature(test.wallet, 'standard:disconnect', 'disconnect')()
    await expect(feature(test.wallet, 'solana:signMessage', 'signMessage')({ account: stranger, message: new Uint8Array([1]) })).rejects.toMatchObject({ code: 4100 })
    const [account] = (await connect(test.wallet)).accounts
    await expect(feature(test.wallet, 'solana:signMessage', 'signMessage')({ account: stranger, message: new Uint8Array([1]) })).rejects.toThrow(`unknown account ${SOLANA_ACCOUNT_1.address}`)
    const other = new Transaction({ feePayer: new PublicKey(SOLANA_ACCOUNT_1.address), recentBlockhash: (await connection.getLatestBlockhash()).blockhash })
      .add(SystemProgram.transfer({ fromPubkey: new PublicKey(SOLANA_ACCOUNT_1.address), toPubkey: new PublicKey(SOLANA_ACCOUNT_0.address), lamports: 1 }))
      .serialize({ requireAllSignatures: false, verifySignatures: false })
    await expect(feature(test.wallet, 'solana:signTransaction', 'signTransaction')({ account, transaction: other })).rejects.toThrow('does not need a signature of')
  })

  it('the user disconnecting inside the wallet emits a change with no accounts', async () => {
    const test = make()
    await connect(test.wallet)
    const listener = vi.fn()
    feature(test.wallet, 'standard:events', 'on')('change', listener)
    test.disconnect()
    expect(listener).toHaveBeenCalledWith({ accounts: [] })
  })

  it('registers with an app that listens already and with one that starts later (wallet-standard events), and unregisters', () => {
    const page = new EventTarget()
    const registered = new Set<Wallet>()
    const api = { register: (w: Wallet) => (registered.add(w), () => void registered.delete(w)) }
    // An app already on the page listens for register-wallet.
    const appListener = (event: Event) => (event as CustomEvent<(a: typeof api) => void>).detail(api)
    page.addEventListener('wallet-standard:register-wallet', appListener)
    const test = make()
    const unregister = test.register(page)
    expect([...registered]).toEqual([test.wallet])
    registered.clear()
    // An app that starts later announces app-ready with its API.
    page.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }))
    expect([...registered]).toEqual([test.wallet])
    unregister()
    expect(registered.size).toBe(0)
  })
})
