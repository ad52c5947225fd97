// The sign-in flow in a real kernel: a real test wallet (anvil's first dev key) behind an eip155
// adapter, the local config, and the signatures checked with viem.
import { verifyMessage } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { defineNetwork, loadKernel, TOKENS, type Analytics, type Kernel, type Network, type SiwxConfig, type StorageBackend } from 'portico'
import { createLocalSiwxConfig, siwx } from 'portico/plugins/siwx'
import { ANVIL_ACCOUNT_0, createTestWallet, type TestWallet } from 'portico/testing'
import { testWalletPlugin, TEST_WALLET_ID } from '../../testing/test-support/eip1193-wallet-plugin.ts'
import { SIWX } from './token.ts'

const WALLET = TEST_WALLET_ID
// No hosted service is reached: the kernel's API calls (identity, ...) go to a closed local port.
const NO_HOSTED = { api: 'http://127.0.0.1:9', blockchainApi: 'http://127.0.0.1:9', pulse: 'http://127.0.0.1:9' }
// Signing needs no chain: the wallet signs locally; nothing here reads a balance.
const RPC = 'http://127.0.0.1:9'
const nativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const chainA: Network = defineNetwork({ id: 31337, name: 'Anvil', nativeCurrency, rpcUrls: { default: { http: [RPC] } } })
// A second chain id: the wallet switches, the account needs a session there too.
const chainB: Network = defineNetwork({ id: 31338, name: 'Anvil B', nativeCurrency, rpcUrls: { default: { http: [RPC] } } })
const walletChains = [
  { id: 31337, name: 'Anvil', rpcUrl: RPC },
  { id: 31338, name: 'Anvil B', rpcUrl: RPC },
  // known to the wallet, not listed by the app
  { id: 31339, name: 'Elsewhere', rpcUrl: RPC },
]

function memory(): StorageBackend & { map: Map<string, string> } {
  const map = new Map<string, string>()
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) }
}

const cleanups: (() => void)[] = []
afterEach(() => cleanups.splice(0).reverse().forEach((f) => f()))

interface Setup {
  config?: SiwxConfig
  required?: boolean
  kernelStorage?: StorageBackend
  sessionStorage?: StorageBackend
  wallet?: TestWallet
}

async function setup(o: Setup = {}) {
  const wallet =
    o.wallet ??
    createTestWallet({
      account: ANVIL_ACCOUNT_0.privateKey,
      chains: walletChains,
    })
  const sessionStorage = o.sessionStorage ?? memory()
  const config = o.config ?? createLocalSiwxConfig({ storage: sessionStorage, required: o.required, statement: 'Welcome', networks: [chainA, chainB] })
  const events: { event: string; properties?: Record<string, unknown> }[] = []
  const analytics: Analytics = { track: (event, properties) => void events.push({ event, properties }), reportError() {}, flush: async () => {}, dispose() {} }
  const kernel = await loadKernel(
    { projectId: 'p', networks: [chainA, chainB], storage: o.kernelStorage ?? memory(), endpoints: NO_HOSTED, metadata: { name: 'Shop', description: '', url: 'https://shop.test', icons: [] } },
    [testWalletPlugin(wallet), siwx(config)],
    { analytics },
  )
  cleanups.push(() => kernel.dispose())
  return { kernel, wallet, config, events, flow: kernel.get(SIWX), sessionStorage, ...services(kernel) }
}

function services(kernel: Kernel) {
  return { modal: kernel.get(TOKENS.modal), router: kernel.get(TOKENS.router), connection: kernel.get(TOKENS.connection), network: kernel.get(TOKENS.network) }
}

/** The visitor opens the modal and picks the wallet. */
async function connectInModal(kernel: Kernel) {
  const { modal, connection } = services(kernel)
  modal.open()
  await connection.connect(WALLET)
}

const signInShows = (kernel: Kernel) =>
  expect.poll(() => ({ open: services(kernel).modal.get().open, view: services(kernel).router.get().view })).toEqual({ open: true, view: 'SIWXSignMessage' })

describe('siwx flow', () => {
  it('a connect in the modal with no session asks to sign; Sign stores a verifiable session, closes the modal, tracks success', async () => {
    const { kernel, flow, events, modal, router, config } = await setup()
    await connectInModal(kernel)
    await signInShows(kernel)
    // the connecting views are gone: going back to one would start another connect
    expect(router.get().history.map((e) => e.view)).toEqual(['SIWXSignMessage'])
    expect(flow.get()).toMatchObject({ status: 'signed-out', caipAddress: `eip155:31337:${ANVIL_ACCOUNT_0.address}` })

    await expect(flow.sign()).resolves.toBe(true)
    expect(modal.get().open).toBe(false)
    const session = flow.get().session!
    expect(flow.get().status).toBe('signed-in')
    expect(session.message).toMatch(/^.+ wants you to sign in with your Ethereum account:\n0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266\n\nWelcome\n\nURI: /)
    expect(session.message).toContain('\nChain ID: 31337\n')
    expect(session.data).toMatchObject({ accountAddress: ANVIL_ACCOUNT_0.address, chainId: 'eip155:31337', version: '1' })
    expect(JSON.parse(JSON.stringify(session.data))).toEqual(session.data)
    await expect(verifyMessage({ address: ANVIL_ACCOUNT_0.address, message: session.message, signature: session.signature as `0x${string}` })).resolves.toBe(true)
    await expect(config.getSessions('eip155:31337', ANVIL_ACCOUNT_0.address.toLowerCase())).resolves.toHaveLength(1)
    expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(['CLICK_SIGN_SIWX_MESSAGE', 'SIWX_AUTH_SUCCESS']))
    expect(events.find((e) => e.event === 'SIWX_AUTH_SUCCESS')!.properties).toEqual({ network: 'eip155:31337', isSmartAccount: false })
    expect(kernel.get(TOKENS.toast).get().open).toBe(false)
  })

  it('shows the Authenticating... loading toast while the session is stored', async () => {
    let release!: () => void
    const base = createLocalSiwxConfig({ storage: memory() })
    const held: SiwxConfig = { ...base, addSession: async (s) => (await new Promise<void>((r) => (release = r)), base.addSession(s)) }
    const { kernel, flow } = await setup({ config: held })
    await connectInModal(kernel)
    await signInShows(kernel)
    const signing = flow.sign()
    await expect.poll(() => flow.get().status).toBe('authenticating')
    expect(kernel.get(TOKENS.toast).get()).toMatchObject({ open: true, message: 'Authenticating...', variant: 'loading' })
    release()
    await expect(signing).resolves.toBe(true)
    expect(kernel.get(TOKENS.toast).get().open).toBe(false)
  })

  it('required: the sign-in view cannot be closed (the modal shakes); Cancel disconnects', async () => {
    const { kernel, flow, modal, connection, events } = await setup({ required: true })
    await connectInModal(kernel)
    await signInShows(kernel)
    expect(modal.close()).toBe(false)
    expect(modal.get()).toMatchObject({ open: true, shake: true })

    flow.cancel()
    await expect.poll(() => connection.account('eip155').status).toBe('disconnected')
    expect(modal.get().open).toBe(false)
    expect(events.map((e) => e.event)).toContain('CLICK_CANCEL_SIWX')
  })

  it('not required: closing is allowed and Cancel only closes, the wallet stays connected', async () => {
    const { kernel, flow, modal, connection } = await setup()
    await connectInModal(kernel)
    await signInShows(kernel)
    flow.cancel()
    expect(modal.get().open).toBe(false)
    expect(connection.account('eip155').status).toBe('connected')
    expect(flow.get().status).toBe('signed-out')

    // not required: the modal closes over the view like any other
    modal.open({ view: 'SIWXSignMessage' })
    expect(modal.close()).toBe(true)
  })

  it("a declined signature stays on the view with 'Signature declined' and tracks the error; Sign again succeeds", async () => {
    const { kernel, flow, wallet, modal, router, events } = await setup({ required: true })
    await connectInModal(kernel)
    await signInShows(kernel)
    wallet.setFeatures({ signMessageError: true })
    await expect(flow.sign()).resolves.toBe(false)
    expect(flow.get()).toMatchObject({ status: 'signed-out', error: 'Signature declined' })
    expect(router.get().view).toBe('SIWXSignMessage')
    expect(modal.get().open).toBe(true)
    expect(events.find((e) => e.event === 'SIWX_AUTH_ERROR')!.properties).toEqual({ network: 'eip155:31337', isSmartAccount: false, message: 'Signature declined' })

    wallet.setFeatures({ signMessageError: false })
    await expect(flow.sign()).resolves.toBe(true)
    expect(modal.get().open).toBe(false)
  })

  it('an account that already has a session is not asked: the connect closes the modal', async () => {
    const sessionStorage = memory()
    const keep = createLocalSiwxConfig({ storage: sessionStorage, signOutOnDisconnect: false })
    const first = await setup({ config: keep })
    await connectInModal(first.kernel)
    await signInShows(first.kernel)
    await first.flow.sign()
    await first.connection.disconnect()
    expect(sessionStorage.map.get('portico-siwx-sessions')).toBeTruthy()

    const second = await setup({ config: createLocalSiwxConfig({ storage: sessionStorage }), wallet: first.wallet })
    second.modal.open()
    await second.connection.connect(WALLET)
    await expect.poll(() => second.flow.get().status).toBe('signed-in')
    expect(second.modal.get().open).toBe(false)
  })

  it('switching to a chain with no session asks for a new signature, then returns to where the visitor was', async () => {
    const { kernel, flow, modal, router, connection } = await setup()
    await connectInModal(kernel)
    await signInShows(kernel)
    await flow.sign()

    modal.open({ view: 'Account' })
    router.push('Networks')
    await connection.switchNetwork(chainB)
    // the Networks view goes back once the wallet switched, unless the kernel moved on meanwhile
    if (router.get().view === 'Networks') router.goBack()
    await signInShows(kernel)
    expect(flow.get()).toMatchObject({ status: 'signed-out', caipAddress: `eip155:31338:${ANVIL_ACCOUNT_0.address}` })
    const before = router.get().history.slice(0, -1).map((e) => e.view)
    await expect(flow.sign()).resolves.toBe(true)
    // 'replace': back to the step before the sign-in view
    expect(router.get().history.map((e) => e.view)).toEqual(before)
    expect(modal.get().open).toBe(true)
    expect(flow.get().session!.data.chainId).toBe('eip155:31338')

    // back on the first chain: its session is still valid, nothing is asked
    modal.close()
    await connection.switchNetwork(chainA)
    await expect.poll(() => flow.get()).toMatchObject({ status: 'signed-in', caipAddress: `eip155:31337:${ANVIL_ACCOUNT_0.address}` })
    expect(modal.get().open).toBe(false)
  })

  it('a network the app does not list is not signed in on: UnsupportedChain first, the prompt once on a listed one', async () => {
    const wallet = createTestWallet({ account: ANVIL_ACCOUNT_0.privateKey, chains: walletChains, chainId: 31339 })
    const { kernel, flow, router, modal, connection } = await setup({ wallet })
    await connectInModal(kernel)
    expect(router.get().view).toBe('UnsupportedChain')
    await new Promise((r) => setTimeout(r, 20))
    expect(flow.get().status).toBe('idle')
    expect(router.get().view).toBe('UnsupportedChain')

    await connection.switchNetwork(chainA)
    await signInShows(kernel)
    expect(modal.close()).toBe(true) // not required
  })

  it('a restored connection (reload) with no valid session asks; with one it does not', async () => {
    const kernelStorage = memory()
    const sessionStorage = memory()
    const first = await setup({ kernelStorage, sessionStorage, required: true })
    await connectInModal(first.kernel)
    await signInShows(first.kernel)
    first.flow.cancel() // required: disconnects
    await expect.poll(() => first.connection.account('eip155').status).toBe('disconnected')
    // connected again, signed in, then the page reloads
    await connectInModal(first.kernel)
    await signInShows(first.kernel)
    await first.flow.sign()
    first.kernel.dispose()

    const reloaded = await setup({ kernelStorage, sessionStorage, required: true, wallet: first.wallet })
    await reloaded.connection.restored
    await expect.poll(() => reloaded.flow.get().status).toBe('signed-in')
    expect(reloaded.modal.get().open).toBe(false)
    reloaded.kernel.dispose()

    // the session is gone (expired, signed out elsewhere): the restored connection is asked again
    sessionStorage.removeItem('portico-siwx-sessions')
    const again = await setup({ kernelStorage, sessionStorage, required: true, wallet: first.wallet })
    await again.connection.restored
    await signInShows(again.kernel)
    expect(again.modal.close()).toBe(false)
  })

  it('signOutOnDisconnect revokes the sessions of the account that disconnects', async () => {
    const { kernel, flow, connection, config } = await setup()
    await connectInModal(kernel)
    await signInShows(kernel)
    await flow.sign()
    await expect(config.getSessions('eip155:31337', ANVIL_ACCOUNT_0.address)).resolves.toHaveLength(1)
    await connection.disconnect()
    await expect.poll(() => config.getSessions('eip155:31337', ANVIL_ACCOUNT_0.address)).toHaveLength(0)
    expect(flow.get().status).toBe('idle')
  })

  it('says what is missing: SIWX is not enabled; No ActiveCaipAddress found', async () => {
    const wallet = createTestWallet({ account: ANVIL_ACCOUNT_0.privateKey, chains: walletChains })
    const off = await loadKernel({ projectId: 'p', networks: [chainA], storage: 'memory', endpoints: NO_HOSTED }, [testWalletPlugin(wallet), siwx()], {
      analytics: { track() {}, reportError() {}, flush: async () => {}, dispose() {} },
    })
    cleanups.push(() => off.dispose())
    // composed with no config: a connect closes as usual, and signing says why not
    off.get(TOKENS.modal).open()
    await off.get(TOKENS.connection).connect(WALLET)
    expect(off.get(TOKENS.modal).get().open).toBe(false)
    await expect(off.get(SIWX).sign()).resolves.toBe(false)
    expect(off.get(SIWX).get().error).toBe('SIWX is not enabled')

    const { flow } = await setup()
    await expect(flow.sign()).resolves.toBe(false)
    expect(flow.get().error).toBe('No ActiveCaipAddress found')
  })
})
