// @vitest-environment happy-dom
// The adapter on a happy-dom window, with the real Wallet Standard registry, the test Solana wallet
// and the sandbox Solana RPC (LiteSVM).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { Connection, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import { firstValueFrom } from 'rxjs'
import type { AdapterEvent, Network } from 'portico'
import { SOLANA_ACCOUNT_0, SOLANA_ACCOUNT_1, SOLANA_DEV_BALANCE_LAMPORTS, createTestSolanaWallet, type TestSolanaWallet } from 'portico/testing'
import { startSolanaRpc, type SolanaRpc } from '../../sandbox/solana-rpc/index.ts'
import { createTestRpc } from '../../kernel/test-support/rpc.ts'
import { createSolanaAdapter, type SolanaAdapter } from './adapter.ts'
import { defineSolanaNetwork } from './networks.ts'

let rpc: SolanaRpc
let network: Network
let connection: Connection
let wallet: TestSolanaWallet
let adapter: SolanaAdapter
const cleanups: (() => void)[] = []
const CONNECTOR = 'wallet-standard:Sandbox Wallet'
const receiver = new PublicKey(SOLANA_ACCOUNT_1.address)
const transport = createTestRpc()

beforeAll(async () => {
  rpc = await startSolanaRpc()
  network = defineSolanaNetwork({ genesisHash: rpc.genesisHash, name: 'Sandbox Solana', rpcUrl: rpc.url, wsUrl: rpc.wsUrl })
  connection = new Connection(rpc.url, { commitment: 'confirmed', wsEndpoint: rpc.wsUrl })
})
afterAll(() => {
  transport.dispose()
  return rpc?.stop()
})

const newWallet = (extra: Partial<Parameters<typeof createTestSolanaWallet>[0]> = {}) => {
  const made = createTestSolanaWallet({ secretKey: SOLANA_ACCOUNT_0.seed, rpcUrl: rpc.url, name: 'Sandbox Wallet', ...extra })
  cleanups.push(made.register(window))
  return made
}
const newAdapter = (reconnectWaitMs = 50) => {
  const made = createSolanaAdapter({ window, reconnectWaitMs, network: () => network, rpc: () => transport })
  cleanups.push(() => made.dispose())
  return made
}

beforeEach(() => {
  wallet = newWallet()
  adapter = newAdapter()
  return () => cleanups.splice(0).reverse().forEach((cleanup) => cleanup())
})

const connect = () => adapter.connect({ connectorId: CONNECTOR, network })

describe('Solana adapter with a Wallet Standard test wallet', () => {
  it('lists registered Solana wallets with name and icon, live as they come and go', async () => {
    expect(await firstValueFrom(adapter.connectors$)).toEqual([{ id: CONNECTOR, name: 'Sandbox Wallet', type: 'ANNOUNCED', chain: 'solana', imageUrl: wallet.wallet.icon }])
    const other = createTestSolanaWallet({ secretKey: SOLANA_ACCOUNT_1.seed, rpcUrl: rpc.url, name: 'Other Wallet' })
    const unregister = other.register(window)
    expect((await firstValueFrom(adapter.connectors$)).map((c) => c.name)).toEqual(['Sandbox Wallet', 'Other Wallet'])
    unregister()
    expect((await firstValueFrom(adapter.connectors$)).map((c) => c.name)).toEqual(['Sandbox Wallet'])
  })

  it('does not list a Wallet Standard wallet without a Solana chain', async () => {
    const { wallet: solanaOnly } = createTestSolanaWallet({ secretKey: SOLANA_ACCOUNT_1.seed, rpcUrl: rpc.url, name: 'Sui Wallet' })
    const suiWallet = { ...solanaOnly, name: 'Sui Wallet', chains: ['sui:mainnet'] as const, accounts: [] }
    window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: (api: { register(w: unknown): () => void }) => cleanups.push(api.register(suiWallet)) }))
    expect((await firstValueFrom(adapter.connectors$)).map((c) => c.name)).toEqual(['Sandbox Wallet'])
  })

  it('connects: the account, on the requested network', async () => {
    await expect(connect()).resolves.toEqual({ accounts: [SOLANA_ACCOUNT_0.address], chainId: network.id })
    expect(adapter.getProvider()).toMatchObject({ address: SOLANA_ACCOUNT_0.address, chain: network.caipNetworkId, walletName: 'Sandbox Wallet' })
  })

  it('passes a rejected connect through with code 4001', async () => {
    wallet.setApprove(async () => false)
    await expect(connect()).rejects.toMatchObject({ code: 4001 })
    await expect(adapter.connect({ connectorId: 'wallet-standard:Nowhere', network })).rejects.toMatchObject({ code: 'CONNECTOR_NOT_FOUND' })
  })

  it('reads the balance in lamports as SOL (9 decimals) from the network RPC', async () => {
    const { accounts } = await connect()
    const balance = await adapter.getBalance({ address: accounts[0]!, network })
    expect(balance).toEqual({ value: BigInt(await connection.getBalance(new PublicKey(SOLANA_ACCOUNT_0.address))), decimals: 9, symbol: 'SOL' })
    expect(balance.value).toBeGreaterThan(SOLANA_DEV_BALANCE_LAMPORTS / 2n)
  })

  it('signs a UTF-8 message; the base58 signature verifies with the address (ed25519)', async () => {
    await connect()
    const signature = await adapter.signMessage({ message: 'Sign in to Portico ✓', address: SOLANA_ACCOUNT_0.address })
    expect(ed25519.verify(base58.decode(signature), new TextEncoder().encode('Sign in to Portico ✓'), base58.decode(SOLANA_ACCOUNT_0.address))).toBe(true)
    await expect(adapter.signMessage({ message: 'x', address: SOLANA_ACCOUNT_1.address })).rejects.toMatchObject({ code: 'NOT_CONNECTED' })
  })

  it('sends a SOL transfer that is confirmed and moves the balance', async () => {
    await connect()
    const before = await connection.getBalance(receiver)
    const signature = await adapter.sendTransaction({ to: SOLANA_ACCOUNT_1.address, value: 1_500_000_000n, address: SOLANA_ACCOUNT_0.address, network })
    expect((await connection.getSignatureStatuses([signature])).value[0]).toMatchObject({ err: null })
    expect(await connection.getBalance(receiver)).toBe(before + 1_500_000_000)
  })

  it('refuses a transfer to a non-Solana address, naming it, before the wallet is asked', async () => {
    await connect()
    const approve = vi.fn(async () => true)
    wallet.setApprove(approve)
    const error = await adapter.sendTransaction({ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: 1n, address: SOLANA_ACCOUNT_0.address, network }).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'INVALID_ADDRESS', message: "Invalid address: 'to' must be a Solana address (32 to 44 base58 characters)", details: 'got "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"' })
    await expect(adapter.sendTransaction({ to: SOLANA_ACCOUNT_1.address, address: SOLANA_ACCOUNT_0.address, network })).rejects.toThrow('An amount and receiver address are required')
    expect(approve).not.toHaveBeenCalled()
  })

  it('passes a rejected send through with 4001 and moves nothing', async () => {
    await connect()
    wallet.setApprove(async (request) => request.method !== 'solana:signAndSendTransaction')
    const before = await connection.getBalance(receiver)
    await expect(adapter.sendTransaction({ to: SOLANA_ACCOUNT_1.address, value: 1_000_000n, address: SOLANA_ACCOUNT_0.address, network })).rejects.toMatchObject({ code: 4001 })
    expect(await connection.getBalance(receiver)).toBe(before)
  })

  it('reports account changes and the wallet disconnecting or unregistering', async () => {
    await connect()
    const events: AdapterEvent[] = []
    adapter.events$.subscribe((e) => events.push(e))
    wallet.disconnect()
    expect(events).toEqual([{ type: 'accountsChanged', accounts: [] }])
    await connect()
    cleanups.shift()!() // the wallet unregisters (the extension was removed)
    expect(events.at(-1)).toEqual({ type: 'disconnect' })
  })

  it('disconnects through standard:disconnect; a silent reconnect then gives null', async () => {
    await connect()
    await adapter.disconnect()
    expect(wallet.accounts).toEqual([])
    expect(adapter.getProvider()).toBeUndefined()
    await expect(adapter.reconnect({ connectorId: CONNECTOR })).resolves.toBeNull()
  })

  it('reconnects a permitted wallet silently (no prompt), also one that registers late', async () => {
    await connect()
    const approve = vi.fn(async () => true)
    wallet.setApprove(approve)
    await expect(newAdapter().reconnect({ connectorId: CONNECTOR })).resolves.toEqual({ accounts: [SOLANA_ACCOUNT_0.address], chainId: network.id })
    expect(approve).not.toHaveBeenCalled()

    const late = newAdapter(1_000)
    const restoring = late.reconnect({ connectorId: 'wallet-standard:Late Wallet' })
    setTimeout(() => newWallet({ name: 'Late Wallet', secretKey: SOLANA_ACCOUNT_1.seed, connected: true }), 100)
    await expect(restoring).resolves.toEqual({ accounts: [SOLANA_ACCOUNT_1.address], chainId: network.id })
    await expect(late.reconnect({ connectorId: 'wallet-standard:Nowhere' })).resolves.toBeNull()
  })

  it('refuses to sign or send while disconnected', async () => {
    await expect(adapter.signMessage({ message: 'x', address: SOLANA_ACCOUNT_0.address })).rejects.toMatchObject({ code: 'NOT_CONNECTED' })
    await expect(adapter.sendTransaction({ to: SOLANA_ACCOUNT_1.address, value: 1n, address: SOLANA_ACCOUNT_0.address, network })).rejects.toMatchObject({ code: 'NOT_CONNECTED' })
  })
})

describe("the provider (useAppKitProvider('solana'))", () => {
  const transfer = async (lamports: number) => {
    const { blockhash } = await connection.getLatestBlockhash()
    return new Transaction({ feePayer: new PublicKey(SOLANA_ACCOUNT_0.address), recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: new PublicKey(SOLANA_ACCOUNT_0.address), toPubkey: receiver, lamports }),
    )
  }

  it('signs messages, legacy and versioned transactions, and batches', async () => {
    await connect()
    const provider = adapter.getProvider()!
    const signature = await provider.signMessage('hello')
    expect(ed25519.verify(signature, new TextEncoder().encode('hello'), base58.decode(SOLANA_ACCOUNT_0.address))).toBe(true)

    const signed = await provider.signTransaction(await transfer(1000))
    expect(signed).toBeInstanceOf(Transaction)
    expect(signed.verifySignatures()).toBe(true)

    const { blockhash } = await connection.getLatestBlockhash()
    const message = new TransactionMessage({ payerKey: new PublicKey(SOLANA_ACCOUNT_0.address), recentBlockhash: blockhash, instructions: (await transfer(2000)).instructions }).compileToV0Message()
    const [legacy, versioned] = await provider.signAllTransactions<Transaction | VersionedTransaction>([await transfer(3000), new VersionedTransaction(message)])
    expect(legacy).toBeInstanceOf(Transaction)
    expect(versioned).toBeInstanceOf(VersionedTransaction)
    const v = versioned as VersionedTransaction
    expect(ed25519.verify(v.signatures[0]!, v.message.serialize(), base58.decode(SOLANA_ACCOUNT_0.address))).toBe(true)
    // The signed transaction is valid on the cluster.
    await expect(connection.sendRawTransaction(v.serialize())).resolves.toBe(base58.encode(v.signatures[0]!))
  })

  it('signs and sends with an allowed preflight commitment (a deprecated alias too)', async () => {
    await connect()
    const before = await connection.getBalance(receiver)
    const signature = await adapter.getProvider()!.signAndSendTransaction(await transfer(LAMPORTS_PER_SOL), { preflightCommitment: 'singleGossip' })
    expect(typeof signature).toBe('string')
    expect(await connection.getBalance(receiver)).toBe(before + LAMPORTS_PER_SOL)
  })

  it("rejects the visitor's refusal with code 4001 and its name, the wallet's message kept", async () => {
    await connect()
    wallet.setApprove(async () => false)
    const provider = adapter.getProvider()!
    const refused = await provider.signMessage('hello').catch((error: unknown) => error)
    expect(refused).toMatchObject({ name: 'ProviderRpcError', code: 4001, rpcName: 'USER_REJECTED' })
    expect((refused as Error).message).toBe(((refused as Error).cause as Error).message)
    await expect(provider.signAndSendTransaction(await transfer(1))).rejects.toMatchObject({ code: 4001, rpcName: 'USER_REJECTED' })
  })

  it('refuses a preflight commitment outside the eight allowed, naming it, before the wallet is asked', async () => {
    await connect()
    const approve = vi.fn(async () => true)
    wallet.setApprove(approve)
    const provider = adapter.getProvider()!
    await expect(provider.signAndSendTransaction(await transfer(1), { preflightCommitment: 'fastest' })).rejects.toThrow('Invalid preflight commitment: "fastest"')
    await expect(provider.signTransaction(await transfer(1), { preflightCommitment: 'soon' })).rejects.toMatchObject({ code: 'INVALID_PREFLIGHT_COMMITMENT' })
    expect(approve).not.toHaveBeenCalled()
  })
})
