// The embedded wallet's Solana side in a real kernel (connection service, connectors, request gate,
// modal and router) over a scripted frame that signs with a test ed25519 key, against the real
// sandbox Solana cluster (LiteSVM behind sandbox/solana-rpc) for balances and transfers. The real
// frame signs in testing/e2e/embedded-solana.spec.ts.
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { Connection, Keypair, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import { ContainerModule } from 'inversify'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { defineNetwork, loadKernel, TOKENS, type Kernel } from 'portico'
import { startSolanaRpc, type SolanaRpc } from '../../sandbox/solana-rpc/index.ts'
import { SANDBOX_SOLANA_GENESIS_HASH } from '../../testing/solana-chains.ts'
import { embeddedWallet } from './embedded-wallet.ts'
import { SOLANA_WEB3_MISSING } from './load-solana-web3.ts'
import { loginNamespace } from './login-namespace.ts'
import type { EmbeddedSolanaAdapter } from './solana-adapter.ts'
import { scriptedFrame } from './test-support.ts'

const EVM_ADDRESS = '0x3333333333333333333333333333333333333333'
const NO_HOSTED = { api: 'http://127.0.0.1:9', blockchainApi: 'http://127.0.0.1:9', pulse: 'http://127.0.0.1:9' }
const EVM_RPC = 'http://127.0.0.1:9/evm'
const evmNet = defineNetwork({ id: 1337, name: 'Sandbox Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [EVM_RPC] } } })

let rpc: SolanaRpc
let cluster: Connection
let solanaNet: ReturnType<typeof defineNetwork>
const user = Keypair.generate()
const userAddress = user.publicKey.toBase58()
beforeAll(async () => {
  rpc = await startSolanaRpc({ fundedAccounts: [{ address: userAddress, lamports: 5_000_000_000n }] })
  cluster = new Connection(rpc.url, { commitment: 'confirmed', wsEndpoint: rpc.wsUrl })
  solanaNet = defineNetwork({
    id: SANDBOX_SOLANA_GENESIS_HASH.slice(0, 32),
    chainNamespace: 'solana',
    name: 'Sandbox Solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [rpc.url] } },
  })
}, 30_000)
afterAll(async () => {
  await rpc?.stop()
})
const kernels: Kernel[] = []
afterEach(() => {
  kernels.splice(0).forEach((k) => k.dispose())
  vi.restoreAllMocks()
})

/** What the real frame does with a Solana request, with the test key (its approval: answered at once). */
async function frameSigns(payload: { method: string; params: Record<string, unknown> }) {
  const sign = (encoded: string) => {
    const tx = VersionedTransaction.deserialize(base58.decode(encoded))
    tx.sign([user])
    return tx
  }
  switch (payload.method) {
    case 'solana_signMessage':
      return { signature: base58.encode(ed25519.sign(base58.decode(payload.params.message as string), user.secretKey.slice(0, 32))) }
    case 'solana_signTransaction':
      return { transaction: base58.encode(sign(payload.params.transaction as string).serialize()) }
    case 'solana_signAllTransactions':
      return { transactions: (payload.params.transactions as string[]).map((tx) => base58.encode(sign(tx).serialize())) }
    case 'solana_signAndSendTransaction':
      return { signature: await cluster.sendRawTransaction(sign(payload.params.transaction as string).serialize()) }
  }
  throw new Error(`unexpected ${payload.method}`)
}

// What solana() binds (plugins/solana/solana-parts.ts): the app's one import() of web3.js.
const solanaWeb3Binding = { id: 'solana-web3', services: new ContainerModule(({ bind }) => void bind(TOKENS.solanaWeb3).toConstantValue(() => import('@solana/web3.js'))) }

async function setup(networks = [evmNet, solanaNet], plugins = [embeddedWallet(), solanaWeb3Binding], signs: typeof frameSigns = frameSigns) {
  // the EVM side's balance (this test is about Solana) is answered here: 0 ETH
  const realFetch = globalThis.fetch.bind(globalThis)
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) =>
    String(input) === EVM_RPC ? new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: '0x0' })) : realFetch(input, init),
  )
  const script = scriptedFrame({
    GET_USER: (p) =>
      String((p as { chainId: unknown }).chainId).startsWith('solana:')
        ? { email: 'a@example.com', address: userAddress, chainId: (p as { chainId: string }).chainId }
        : { email: 'a@example.com', address: EVM_ADDRESS, chainId: 1337 },
    IS_CONNECTED: () => ({ isConnected: true }),
    RPC_REQUEST: (p) => signs(p as never),
  })
  const kernel = await loadKernel({ projectId: 'p', networks, storage: 'memory', endpoints: NO_HOSTED }, plugins, { authFrame: script.frame })
  kernels.push(kernel)
  const connection = kernel.get(TOKENS.connection)
  const adapter = kernel.get(TOKENS.adapters).find((a) => a.namespace === 'solana') as EmbeddedSolanaAdapter | undefined
  const rpcPayloads = () => script.calls.filter((c) => c.name === 'RPC_REQUEST').map((c) => c.payload as Record<string, unknown>)
  return { kernel, connection, adapter, rpcPayloads, ...script }
}

describe("the embedded wallet's Solana side", () => {
  it('is one AUTH entry with the eip155 side (same-name connectors merge), and only where the dApp lists a Solana network', async () => {
    const t = await setup()
    expect(t.kernel.get(TOKENS.connectors).getConnectors()).toEqual([
      {
        id: 'AUTH',
        name: 'Email',
        type: 'AUTH',
        chain: 'eip155',
        connectors: [
          { id: 'AUTH', name: 'Email', type: 'AUTH', chain: 'eip155' },
          { id: 'AUTH', name: 'Email', type: 'AUTH', chain: 'solana' },
        ],
      },
    ])
    // The Solana methods need approval even without solana() composed
    expect(t.kernel.get(TOKENS.methods).policyOf('solana_signAndSendTransaction')).toBe('unsafe')
    const evmOnly = await setup([evmNet])
    expect(evmOnly.adapter).toBeUndefined()
    expect(evmOnly.kernel.get(TOKENS.connectors).getConnectors()).toEqual([{ id: 'AUTH', name: 'Email', type: 'AUTH', chain: 'eip155' }])
  })

  it('the login connects both sides: the Solana account from GET_USER on the Solana network, its SOL balance from the cluster', async () => {
    const t = await setup()
    await t.connection.connect('AUTH', { namespace: 'eip155' })
    expect(t.connection.account('solana')).toMatchObject({ status: 'connected', connectorId: 'AUTH', address: userAddress, caipAddress: `${solanaNet.caipNetworkId}:${userAddress}`, user: { email: 'a@example.com' } })
    expect(t.calls.find((c) => c.name === 'GET_USER' && String((c.payload as { chainId: unknown }).chainId).startsWith('solana:'))?.payload).toEqual({ chainId: solanaNet.caipNetworkId })
    // the first read loads the transport's viem part: slow on a loaded machine
    await vi.waitFor(() => expect(t.connection.account('solana')).toMatchObject({ balance: '5' }), { timeout: 10_000 })
    expect(t.connection.account('solana').balanceSymbol).toBe('SOL')
    // the last chain stays the EVM one the frame signs on
    expect(t.kernel.get(TOKENS.storage).get('lastUsedChain')).toBe('1337')
  })

  it('signs a message through the gate (ApproveTransaction while it runs): a base58 ed25519 signature', async () => {
    const t = await setup()
    await t.connection.connect('AUTH', { namespace: 'eip155' })
    const signed = t.connection.signMessage('gm from the embedded wallet', 'solana')
    await vi.waitFor(() => expect(t.kernel.get(TOKENS.router).get().view).toBe('ApproveTransaction'))
    const signature = await signed
    expect(ed25519.verify(base58.decode(signature), new TextEncoder().encode('gm from the embedded wallet'), user.publicKey.toBytes())).toBe(true)
    expect(t.rpcPayloads().at(-1)).toMatchObject({ method: 'solana_signMessage', chainNamespace: 'solana', chainId: solanaNet.caipNetworkId, rpcUrl: rpc.url, params: { pubkey: userAddress } })
    expect(t.kernel.get(TOKENS.modal).get().open).toBe(false)
  })

  it('sends SOL (the Send view path): a transfer signed and sent by the frame, confirmed, the receiver credited', async () => {
    const t = await setup()
    await t.connection.connect('AUTH', { namespace: 'eip155' })
    t.kernel.get(TOKENS.network).setActive(solanaNet)
    const to = Keypair.generate().publicKey
    const signature = await t.connection.sendTransaction({ to: to.toBase58(), value: 10_000_000n }, 'solana')
    expect((await cluster.getSignatureStatuses([signature])).value[0]?.err).toBeNull()
    expect(await cluster.getBalance(to)).toBe(10_000_000)
    expect(t.rpcPayloads().at(-1)).toMatchObject({ method: 'solana_signAndSendTransaction', chainNamespace: 'solana', params: { options: { preflightCommitment: 'confirmed' } } })
    // the gate reads the Solana balance again after the approved send
    const left = BigInt(await cluster.getBalance(user.publicKey))
    expect(left).toBeLessThan(5_000_000_000n - 10_000_000n)
    await vi.waitFor(() => expect(t.connection.account('solana').balance).toBe(String(Number(left) / 1e9)))
    await expect(t.connection.sendTransaction({ to: '0xnot-solana', value: 1n }, 'solana')).rejects.toThrow("Invalid address: 'to' must be a Solana address (32 to 44 base58 characters)")
    await expect(t.connection.sendTransaction({ to: to.toBase58(), value: 1n, data: '0x00' }, 'solana')).rejects.toThrow("'data' is not supported on Solana")
  })

  it('the provider (useAppKitProvider("solana")) signs web3.js transactions, legacy and v0, and signs and sends one', async () => {
    const t = await setup()
    await t.connection.connect('AUTH', { namespace: 'eip155' })
    const provider = t.connection.getProvider('solana') as NonNullable<ReturnType<EmbeddedSolanaAdapter['getProvider']>>
    expect(provider.address).toBe(userAddress)
    expect(provider.chain).toBe(solanaNet.caipNetworkId)
    expect(t.connection.getProvider('solana')).toBe(provider)
    const message = await provider.signMessage('hello')
    expect(ed25519.verify(message, new TextEncoder().encode('hello'), user.publicKey.toBytes())).toBe(true)

    const to = Keypair.generate().publicKey
    const { blockhash, lastValidBlockHeight } = await cluster.getLatestBlockhash()
    const transfer = (lamports: number) => new Transaction({ feePayer: user.publicKey, blockhash, lastValidBlockHeight }).add(SystemProgram.transfer({ fromPubkey: user.publicKey, toPubkey: to, lamports }))
    const legacy = await provider.signTransaction(transfer(1_000_000))
    expect(legacy).toBeInstanceOf(Transaction)
    expect(legacy.verifySignatures()).toBe(true)
    const v0 = new VersionedTransaction(new TransactionMessage({ payerKey: user.publicKey, recentBlockhash: blockhash, instructions: [SystemProgram.transfer({ fromPubkey: user.publicKey, toPubkey: to, lamports: 2_000_000 })] }).compileToV0Message())
    const [a, b] = await provider.signAllTransactions([transfer(3_000_000), v0])
    expect(a).toBeInstanceOf(Transaction)
    expect(b).toBeInstanceOf(VersionedTransaction)
    expect(ed25519.verify((b as VersionedTransaction).signatures[0]!, (b as VersionedTransaction).message.serialize(), user.publicKey.toBytes())).toBe(true)
    expect(t.rpcPayloads().map((p) => p.method)).toEqual(['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions'])

    const sent = await provider.signAndSendTransaction(transfer(4_000_000), { preflightCommitment: 'confirmed' })
    await cluster.confirmTransaction({ signature: sent, blockhash, lastValidBlockHeight }, 'confirmed')
    expect(await cluster.getBalance(to)).toBe(4_000_000)
    expect(t.rpcPayloads().at(-1)).toMatchObject({ method: 'solana_signAndSendTransaction', params: { transaction: expect.any(String), options: { preflightCommitment: 'confirmed' } } })
    await expect(provider.signTransaction({} as Transaction)).rejects.toThrow('Invalid transaction: expected @solana/web3.js Transaction or VersionedTransaction objects')
  })

  it("the provider rejects the visitor's Reject on the frame's card with code 4001 and its name", async () => {
    // the frame's answer to Reject on its card: EIP-1193's text for 4001
    const t = await setup(undefined, undefined, async () => Promise.reject(new Error('User rejected the request.')))
    await t.connection.connect('AUTH', { namespace: 'eip155' })
    const provider = t.connection.getProvider('solana') as NonNullable<ReturnType<EmbeddedSolanaAdapter['getProvider']>>
    await expect(provider.signMessage('hello')).rejects.toMatchObject({ name: 'ProviderRpcError', code: 4001, rpcName: 'USER_REJECTED', message: 'User rejected the request.' })
  })

  it('a reload restores the Solana side silently; disconnecting either side ends both and signs out', async () => {
    const t = await setup()
    await t.connection.connect('AUTH', { namespace: 'eip155' })
    await expect(t.adapter!.reconnect({ connectorId: 'AUTH' })).resolves.toMatchObject({ accounts: [userAddress], chainId: solanaNet.id })
    await t.connection.disconnect('solana')
    expect(t.connection.account('solana').status).toBe('disconnected')
    expect(t.connection.account('eip155').status).toBe('disconnected')
    expect(t.signedOut()).toBeGreaterThan(0)
    await expect(t.adapter!.signMessage({ message: 'x', address: userAddress })).rejects.toThrow('No ActiveCaipAddress found')
    expect(t.adapter!.getProvider()).toBeUndefined()
  })
})

describe('a Solana-only app', () => {
  it('the login connects the Solana side itself (no EVM network to connect first)', async () => {
    expect(loginNamespace([evmNet, solanaNet])).toBe('eip155')
    expect(loginNamespace([solanaNet])).toBe('solana')
    const t = await setup([solanaNet])
    await t.connection.connect('AUTH', { namespace: loginNamespace([solanaNet]) })
    expect(t.connection.account('solana')).toMatchObject({ status: 'connected', address: userAddress })
    expect(t.connection.account('eip155').status).toBe('disconnected')
    expect(t.kernel.get(TOKENS.storage).get('emailLoginUsed')).toBe(true)
    await t.connection.disconnect()
    expect(t.connection.account('solana').status).toBe('disconnected')
    expect(t.signedOut()).toBe(1)
  })
})

describe('without solana()', () => {
  it('connects and signs messages, and a transfer names what to compose', async () => {
    const t = await setup([evmNet, solanaNet], [embeddedWallet()])
    await t.connection.connect('AUTH', { namespace: 'eip155' })
    t.kernel.get(TOKENS.network).setActive(solanaNet)
    await vi.waitFor(() => expect(t.connection.account('solana')).toMatchObject({ status: 'connected', address: userAddress }))
    await expect(t.connection.sendTransaction({ to: Keypair.generate().publicKey.toBase58(), value: 1n }, 'solana')).rejects.toThrow(SOLANA_WEB3_MISSING)
  })
})
