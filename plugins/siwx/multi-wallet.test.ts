// Sign-in with several wallets connected (features.multiWallet), in a real kernel with two real test
// wallets (anvil's first and second dev keys): each connection signs in on its own, a switch to a
// signed-in one asks nothing, and a required sign-in refused ends that connection alone.
import { afterEach, describe, expect, it } from 'vitest'
import { defineNetwork, loadKernel, TOKENS, type Network, type StorageBackend } from 'portico'
import { createLocalSiwxConfig, siwx } from 'portico/plugins/siwx'
import { ANVIL_ACCOUNT_0, ANVIL_ACCOUNT_1, createTestWallet } from 'portico/testing'
import { testWalletPlugin, TEST_WALLET_ID } from '../../testing/test-support/eip1193-wallet-plugin.ts'
import { SIWX } from './token.ts'

const SECOND = 'org.portico.secondwallet'
const NO_HOSTED = { api: 'http://127.0.0.1:9', blockchainApi: 'http://127.0.0.1:9', pulse: 'http://127.0.0.1:9' }
// Signing needs no chain: the wallets sign locally.
const RPC = 'http://127.0.0.1:9'
const chain: Network = defineNetwork({ id: 31337, name: 'Anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [RPC] } } })
const caipOf = (address: string) => `eip155:31337:${address}`

function memory(): StorageBackend {
  const map = new Map<string, string>()
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) }
}

const cleanups: (() => void)[] = []
afterEach(() => cleanups.splice(0).reverse().forEach((f) => f()))

async function setup(required: boolean) {
  const wallet = (key: `0x${string}`) => createTestWallet({ account: key, chains: [{ id: 31337, name: 'Anvil', rpcUrl: RPC }] })
  const config = createLocalSiwxConfig({ storage: memory(), required, statement: 'Welcome', networks: [chain] })
  const kernel = await loadKernel(
    { projectId: 'p', networks: [chain], storage: memory(), endpoints: NO_HOSTED, features: { multiWallet: true }, metadata: { name: 'Shop', description: '', url: 'https://shop.test', icons: [] } },
    [testWalletPlugin(wallet(ANVIL_ACCOUNT_0.privateKey)), testWalletPlugin(wallet(ANVIL_ACCOUNT_1.privateKey), { id: SECOND, name: 'Second Wallet' }), siwx(config)],
  )
  cleanups.push(() => kernel.dispose())
  const services = { modal: kernel.get(TOKENS.modal), router: kernel.get(TOKENS.router), connection: kernel.get(TOKENS.connection) }
  const signInShows = () => expect.poll(() => ({ open: services.modal.get().open, view: services.router.get().view })).toEqual({ open: true, view: 'SIWXSignMessage' })
  /** The visitor opens the modal (the Account view's "Add wallet" for the second) and picks `id`. */
  const connectInModal = async (id: string) => {
    services.modal.open()
    await services.connection.connect(id)
    await signInShows()
  }
  return { kernel, config, flow: kernel.get(SIWX), signInShows, connectInModal, ...services }
}

describe('sign-in with several wallets connected', () => {
  it('each connection signs in on its own; switching to a signed-in one asks nothing', async () => {
    const { flow, config, connection, modal, connectInModal } = await setup(false)
    await connectInModal(TEST_WALLET_ID)
    await expect(flow.sign()).resolves.toBe(true)
    expect(flow.get()).toMatchObject({ status: 'signed-in', caipAddress: caipOf(ANVIL_ACCOUNT_0.address) })

    // the second wallet is asked for its own session, not covered by the first one's
    await connectInModal(SECOND)
    expect(flow.get()).toMatchObject({ status: 'signed-out', caipAddress: caipOf(ANVIL_ACCOUNT_1.address) })
    await expect(flow.sign()).resolves.toBe(true)
    expect(flow.get()).toMatchObject({ status: 'signed-in', caipAddress: caipOf(ANVIL_ACCOUNT_1.address) })
    expect(await config.getSessions('eip155:31337', ANVIL_ACCOUNT_0.address)).toHaveLength(1)
    expect(await config.getSessions('eip155:31337', ANVIL_ACCOUNT_1.address)).toHaveLength(1)

    await expect.poll(() => modal.get().open).toBe(false)
    await connection.switchConnection('eip155', TEST_WALLET_ID)
    await expect.poll(() => flow.get()).toMatchObject({ status: 'signed-in', caipAddress: caipOf(ANVIL_ACCOUNT_0.address) })
    expect(modal.get().open).toBe(false)
  })

  it('required: the second wallet cannot close its sign-in; refused, it alone is disconnected and the first stays active and signed in', async () => {
    const { flow, connection, modal, connectInModal } = await setup(true)
    await connectInModal(TEST_WALLET_ID)
    await expect(flow.sign()).resolves.toBe(true)

    await connectInModal(SECOND)
    expect(modal.close()).toBe(false)
    flow.cancel()
    await expect.poll(() => connection.getConnections('eip155').map((c) => c.connectorId)).toEqual([TEST_WALLET_ID])
    expect(connection.account('eip155')).toMatchObject({ status: 'connected', address: ANVIL_ACCOUNT_0.address })
    await expect.poll(() => flow.get()).toMatchObject({ status: 'signed-in', caipAddress: caipOf(ANVIL_ACCOUNT_0.address) })
    await expect.poll(() => modal.get().open).toBe(false)
  })

  it('required: switching to a wallet whose session ended asks it to sign in (no closing); refused, it alone is disconnected', async () => {
    const { flow, config, connection, modal, connectInModal, signInShows } = await setup(true)
    await connectInModal(TEST_WALLET_ID)
    await expect(flow.sign()).resolves.toBe(true)
    await connectInModal(SECOND)
    await expect(flow.sign()).resolves.toBe(true)
    await connection.switchConnection('eip155', TEST_WALLET_ID)
    await expect.poll(() => flow.get()).toMatchObject({ status: 'signed-in', caipAddress: caipOf(ANVIL_ACCOUNT_0.address) })
    await config.revokeSession('eip155:31337', ANVIL_ACCOUNT_1.address)

    await connection.switchConnection('eip155', SECOND)
    await signInShows()
    expect(modal.close()).toBe(false)
    flow.cancel()
    await expect.poll(() => connection.getConnections('eip155').map((c) => c.connectorId)).toEqual([TEST_WALLET_ID])
    expect(connection.account('eip155')).toMatchObject({ status: 'connected', address: ANVIL_ACCOUNT_0.address })
    await expect.poll(() => flow.get()).toMatchObject({ status: 'signed-in', caipAddress: caipOf(ANVIL_ACCOUNT_0.address) })
  })

  it('required, one wallet: a refused sign-in still disconnects everything', async () => {
    const { flow, connection, connectInModal } = await setup(true)
    await connectInModal(SECOND)
    flow.cancel()
    await expect.poll(() => connection.account('eip155').status).toBe('disconnected')
    expect(connection.getConnections('eip155')).toEqual([])
  })
})
