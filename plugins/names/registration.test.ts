// The registration against the real sandbox API server (its profile routes verify the signature
// with viem) and a real anvil chain, signed by a viem local account: the whole the round trip.
import { BehaviorSubject, Subject } from 'rxjs'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { defineNetwork, loadKernel, TOKENS, type AdapterEvent, type ChainAdapter, type Kernel, type Plugin, type StorageBackend } from 'portico'
import { ANVIL_ACCOUNT_1, ANVIL_ACCOUNT_2 } from 'portico/testing'
import { createMemoryBackend } from '../../kernel/storage/backends.ts'
import { startTestApi, TEST_PROJECT_ID, type TestApi } from '../../testing/test-support/kernel-api-server.ts'
import { servicesPlugin } from '../../ui/test-support/fake-explorer.ts'
import { names } from './names.ts'
import { NAME_REGISTRATION } from './token.ts'

const CHAIN_ID = 1337

let api: TestApi
beforeAll(async () => {
  api = await startTestApi({ chainIds: [CHAIN_ID] })
}, 30_000)
afterAll(() => api.stop())
const kernels: Kernel[] = []
afterEach(async () => {
  kernels.splice(0).forEach((k) => k.dispose())
  await api.reset()
})

/** An eip155 adapter whose wallet is a viem local account: personal_sign as a wallet does it. */
function localAccountWallet(privateKey: `0x${string}`, options: { hold?: boolean } = {}) {
  const account = privateKeyToAccount(privateKey)
  const held: (() => void)[] = []
  let permitted = false
  const adapter: ChainAdapter = {
    namespace: 'eip155',
    connectors$: new BehaviorSubject([{ id: 'local', name: 'Local Account', type: 'ANNOUNCED', chain: 'eip155' }]),
    events$: new Subject<AdapterEvent>(),
    async connect() {
      permitted = true
      return { accounts: [account.address], chainId: CHAIN_ID }
    },
    reconnect: async () => (permitted ? { accounts: [account.address], chainId: CHAIN_ID } : null),
    async signMessage({ message }) {
      if (options.hold) await new Promise<void>((resolve) => held.push(resolve))
      return account.signMessage({ message })
    },
  }
  const plugin: Plugin = { id: 'local-account', adapters: () => [adapter] }
  return { account, plugin, release: () => held.splice(0).forEach((r) => r()) }
}

async function kernelFor(wallet: ReturnType<typeof localAccountWallet>, backend: StorageBackend = createMemoryBackend()) {
  const network = defineNetwork({
    id: CHAIN_ID,
    name: 'Sandbox Ethereum',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [api.anvils[0]!.rpcUrl] } },
  })
  const kernel = await loadKernel(
    { projectId: TEST_PROJECT_ID, networks: [network], storage: backend, logLevel: 'silent', endpoints: { blockchainApi: api.url } },
    [wallet.plugin, names(), servicesPlugin({ blockchainFetch: api.fetch })],
  )
  kernels.push(kernel)
  return { kernel, connection: kernel.get(TOKENS.connection), router: kernel.get(TOKENS.router), registration: kernel.get(NAME_REGISTRATION) }
}

const onServer = async (name: string) => (await fetch(`${api.url}/v1/profile/account/${name}?apiVersion=2&projectId=${TEST_PROJECT_ID}`)).json()

describe('name registration against the sandbox API server', () => {
  it('registers a name signed by the account; it is the profile name at once and after a reload', async () => {
    const wallet = localAccountWallet(ANVIL_ACCOUNT_1.privateKey)
    const backend = createMemoryBackend()
    const { kernel, connection, router, registration } = await kernelFor(wallet, backend)
    await connection.connect('local')
    kernel.get(TOKENS.modal).open()
    router.push('RegisterAccountName')
    registration.setDraft('Portico-Node')
    expect(await registration.register()).toBe(true)

    const [post] = api.sent('/v1/profile/account')
    expect(post!.body).toMatchObject({ coin_type: (0x80000000 | CHAIN_ID) >>> 0, address: wallet.account.address })
    expect(JSON.parse((post!.body as { message: string }).message)).toMatchObject({ name: 'portico-node.reown.id', attributes: {} })
    expect(await onServer('portico-node.reown.id')).toMatchObject({
      name: 'portico-node.reown.id',
      addresses: { [String((0x80000000 | CHAIN_ID) >>> 0)]: { address: wallet.account.address } },
    })
    expect(connection.account('eip155').profileName).toBe('portico-node.reown.id')
    expect(router.get()).toMatchObject({ view: 'RegisterAccountNameSuccess', data: { name: 'portico-node.reown.id' } })
    expect(router.get().history.map((e) => e.view)).toEqual(['Account', 'RegisterAccountNameSuccess'])
    expect(registration.get()).toEqual({ status: 'idle', draft: '', name: 'portico-node.reown.id', error: undefined })

    // a reload: the next kernel restores the connection and shows the name from the identity cache
    kernel.dispose()
    const again = await kernelFor(wallet, backend)
    await again.connection.restored
    await expect.poll(() => again.connection.account('eip155').profileName).toBe('portico-node.reown.id')
  })

  it("a name already taken is refused by the server: back on the form with its reason", async () => {
    const wallet = localAccountWallet(ANVIL_ACCOUNT_2.privateKey)
    await api.seedName('taken-name.reown.id', '0x000000000000000000000000000000000000dEaD')
    const { kernel, connection, router, registration } = await kernelFor(wallet)
    await connection.connect('local')
    kernel.get(TOKENS.modal).open()
    router.push('RegisterAccountName')
    registration.setDraft('taken-name')
    expect(await registration.register()).toBe(false)
    expect(registration.get()).toMatchObject({ status: 'idle', draft: 'taken-name', error: 'Name is already registered: taken-name.reown.id' })
    expect(router.get()).toMatchObject({ view: 'RegisterAccountName', data: undefined })
    expect(router.get().history).toHaveLength(2)
    expect(connection.account('eip155').profileName).toBeUndefined()
  })

  it('refuses bad input and a missing account before the wallet is asked', async () => {
    const wallet = localAccountWallet(ANVIL_ACCOUNT_2.privateKey)
    const { connection, registration } = await kernelFor(wallet)
    registration.setDraft('valid-name')
    expect(await registration.register()).toBe(false)
    expect(registration.get().error).toBe('No ActiveCaipAddress found')
    await connection.connect('local')
    registration.setDraft('ab')
    expect(await registration.register()).toBe(false)
    expect(registration.get().error).toBe('The name must be at least 4 characters long (2 typed)')
    registration.setDraft('')
    expect(await registration.register()).toBe(false)
    expect(registration.get().error).toBe('Enter a name')
    expect(api.sent('/v1/profile/account')).toEqual([])
  })

  it('closing the modal while the wallet signs answers the registration and posts nothing', async () => {
    const wallet = localAccountWallet(ANVIL_ACCOUNT_2.privateKey, { hold: true })
    const { kernel, connection, router, registration } = await kernelFor(wallet)
    await connection.connect('local')
    kernel.get(TOKENS.modal).open()
    router.push('RegisterAccountName')
    registration.setDraft('closed-early')
    const done = registration.register()
    await expect.poll(() => registration.get().status).toBe('signing')
    kernel.get(TOKENS.modal).close()
    expect(registration.get().status).toBe('idle')
    wallet.release()
    expect(await done).toBe(false)
    expect(api.sent('/v1/profile/account')).toEqual([])
    expect(await onServer('closed-early.reown.id')).toEqual([])
  })
})
