// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOKENS, type Kernel, type StorageBackend } from '../../kernel/index.ts'
import { AppKitProvider } from '../app-kit/context.tsx'
import { internalsOf, type AppKit } from '../app-kit/create-app-kit.ts'
import { flush, loadedAppKit, testAppKit } from '../test-support/app-kit.tsx'
import { ADDRESS, base, ethereum, fakeEvm, sandboxWallet } from '../test-support/fake-evm.ts'
import { useAppKit } from './use-app-kit.ts'
import { useAppKitAccount } from './use-app-kit-account.ts'
import { useAppKitNetwork } from './use-app-kit-network.ts'
import { useAppKitProvider } from './use-app-kit-provider.ts'
import { useAppKitState } from './use-app-kit-state.ts'
import { useAppKitTheme } from './use-app-kit-theme.ts'
import { useDisconnect } from './use-disconnect.ts'
import { useWalletInfo } from './use-wallet-info.ts'

vi.mock('../app-kit/load-modal.ts', () => ({ loadModal: () => new Promise(() => {}), loadedModal: () => undefined }))

const made: AppKit[] = []
afterEach(() => {
  cleanup()
  while (made.length) made.pop()!.dispose()
})

async function setup() {
  const t = await loadedAppKit()
  made.push(t.appKit)
  const wrapper = ({ children }: { children: ReactNode }) => <AppKitProvider appKit={t.appKit}>{children}</AppKitProvider>
  const kernel = t.kernel
  const connect = (chainId: number = 1) =>
    act(async () => {
      const done = kernel.get(TOKENS.connection).connect(sandboxWallet.id)
      t.controls.connect.resolve({ accounts: [ADDRESS], chainId })
      await done
      await flush()
    })
  return { ...t, wrapper, kernel, connect }
}

describe('hooks', () => {
  it('useAppKitAccount follows the connection', async () => {
    const { wrapper, connect } = await setup()
    const { result } = renderHook(() => useAppKitAccount(), { wrapper })
    expect(result.current).toMatchObject({ status: 'disconnected', isConnected: false, address: undefined, allAccounts: [] })
    await connect()
    expect(result.current).toMatchObject({
      status: 'connected',
      isConnected: true,
      address: ADDRESS,
      caipAddress: `eip155:1:${ADDRESS}`,
      allAccounts: [{ address: ADDRESS, type: 'eoa' }],
      embeddedWalletInfo: undefined,
    })
  })

  it('useAppKitAccount fills embeddedWalletInfo for the AUTH connector: user, provider, account type', async () => {
    const auth = { id: 'AUTH', name: 'Email', type: 'AUTH' as const, chain: 'eip155' }
    const t = await loadedAppKit({}, fakeEvm({ wallets: [auth] }))
    made.push(t.appKit)
    const wrapper = ({ children }: { children: ReactNode }) => <AppKitProvider appKit={t.appKit}>{children}</AppKitProvider>
    const { result } = renderHook(() => useAppKitAccount(), { wrapper })
    await act(async () => {
      const done = t.kernel.get(TOKENS.connection).connect('AUTH')
      t.controls.connect.resolve({ accounts: [ADDRESS], chainId: 1, user: { email: 'alice@example.com' }, preferredAccountType: 'eoa', smartAccountDeployed: false })
      await done
      await flush()
    })
    expect(result.current.embeddedWalletInfo).toEqual({
      user: { email: 'alice@example.com' },
      authProvider: 'email',
      accountType: 'eoa',
      isSmartAccountDeployed: false,
    })
    act(() => t.controls.events$.next({ type: 'accountInfoChanged', info: { user: { email: null, userName: 'alice_x' }, socialProvider: 'x', smartAccountDeployed: true } }))
    expect(result.current.embeddedWalletInfo).toEqual({
      user: { email: null, username: 'alice_x' },
      authProvider: 'x',
      accountType: 'eoa',
      isSmartAccountDeployed: true,
    })
  })

  it('useAppKitAccount reads another namespace on request', async () => {
    const { wrapper } = await setup()
    const { result } = renderHook(() => useAppKitAccount({ namespace: 'solana' }), { wrapper })
    expect(result.current.status).toBe('disconnected')
  })

  it('useAppKitNetwork gives the active network and switches', async () => {
    const { wrapper } = await setup()
    const { result } = renderHook(() => useAppKitNetwork(), { wrapper })
    expect(result.current).toMatchObject({ caipNetworkId: 'eip155:1', chainId: 1 })
    await act(() => result.current.switchNetwork(base))
    expect(result.current).toMatchObject({ caipNetworkId: 'eip155:8453', chainId: 8453, caipNetwork: base })
  })

  it("useAppKitNetwork tells the wallet's chain while it is one the app does not list, never the app's last network", async () => {
    const { wrapper, connect, controls } = await setup()
    const { result } = renderHook(() => useAppKitNetwork(), { wrapper })
    expect(result.current).toMatchObject({ caipNetworkId: 'eip155:1', chainId: 1, isUnsupported: false, caipNetwork: ethereum })
    await connect(999)
    expect(result.current).toMatchObject({ caipNetworkId: 'eip155:999', chainId: 999, isUnsupported: true, caipNetwork: undefined })
    const switched = result.current.switchNetwork(base)
    await act(async () => {
      controls.switch.resolve()
      await switched
      await flush()
    })
    expect(result.current).toMatchObject({ caipNetworkId: 'eip155:8453', chainId: 8453, isUnsupported: false, caipNetwork: base })
  })

  it('useAppKit opens and closes; useAppKitState reflects it', async () => {
    const { wrapper, kernel } = await setup()
    const { result } = renderHook(() => ({ kit: useAppKit(), state: useAppKitState() }), { wrapper })
    expect(result.current.state).toEqual({
      open: false,
      loading: false,
      selectedNetworkId: 'eip155:1',
      activeChain: 'eip155',
      initialized: true,
    })
    act(() => void result.current.kit.open({ view: 'Networks' }))
    expect(result.current.state.open).toBe(true)
    expect(kernel.get(TOKENS.router).get().view).toBe('Networks')
    act(() => result.current.kit.close())
    expect(result.current.state.open).toBe(false)
  })

  it('useDisconnect disconnects', async () => {
    const { wrapper, connect } = await setup()
    const { result } = renderHook(() => ({ d: useDisconnect(), a: useAppKitAccount() }), { wrapper })
    await connect()
    await act(() => result.current.d.disconnect())
    expect(result.current.a.status).toBe('disconnected')
  })

  it('useAppKitProvider and useWalletInfo give the connected wallet', async () => {
    const { wrapper, connect, controls } = await setup()
    const { result } = renderHook(() => ({ p: useAppKitProvider('eip155'), w: useWalletInfo() }), { wrapper })
    expect(result.current.p).toEqual({ walletProvider: undefined, walletProviderType: undefined })
    expect(result.current.w.walletInfo).toBeUndefined()
    await connect()
    expect(result.current.p).toEqual({ walletProvider: controls.provider, walletProviderType: 'ANNOUNCED' })
    expect(result.current.w.walletInfo).toEqual({ name: 'Sandbox Wallet', icon: sandboxWallet.imageUrl, rdns: 'io.sandbox.wallet' })
  })

  it('useAppKitTheme reads and sets the theme', async () => {
    const { wrapper, appKit } = await setup()
    const { result } = renderHook(() => useAppKitTheme(), { wrapper })
    expect(result.current.themeMode).toBe('dark')
    act(() => result.current.setThemeMode('light'))
    expect(result.current.themeMode).toBe('light')
    act(() => result.current.setThemeVariables({ '--w3m-accent': '#f00' }))
    expect(appKit.getThemeVariables()).toEqual({ '--w3m-accent': '#f00' })
  })

  it('without a provider, hooks use the first instance created on the page', async () => {
    const first = await setup()
    const second = await setup()
    const { result } = renderHook(() => useAppKitNetwork())
    act(() => void first.kernel.get(TOKENS.network).setActive(base))
    expect(result.current.chainId).toBe(8453)
    expect(second.kernel.get(TOKENS.network).get().activeNetwork.id).toBe(1)
  })

  it('with a provider, hooks use that instance', async () => {
    await setup()
    const second = await setup()
    const { result } = renderHook(() => useAppKitNetwork(), { wrapper: second.wrapper })
    act(() => void second.kernel.get(TOKENS.network).setActive(base))
    expect(result.current.chainId).toBe(8453)
  })

  it('says how to fix a missing instance', () => {
    expect(() => renderHook(() => useAppKit())).toThrow(/createAppKit/)
  })
})

/** A backend holding a connection made on an earlier visit. */
function storedConnection(): StorageBackend {
  const stored = new Map<string, string>([
    ['portico:connectedNamespaces', 'eip155'],
    ['portico:connectorIds', JSON.stringify({ eip155: sandboxWallet.id })],
    ['portico:activeNetworkId', 'eip155:8453'],
  ])
  return { getItem: (k) => stored.get(k) ?? null, setItem: (k, v) => void stored.set(k, v), removeItem: (k) => void stored.delete(k) }
}

describe('hooks before the kernel loads', () => {
  function bootSetup(options: Parameters<typeof testAppKit>[0] = {}) {
    const t = testAppKit(options)
    made.push(t.appKit)
    const wrapper = ({ children }: { children: ReactNode }) => <AppKitProvider appKit={t.appKit}>{children}</AppKitProvider>
    return { ...t, wrapper, inner: internalsOf(t.appKit) }
  }

  it('every public hook reads the stored state, and none loads the kernel', async () => {
    const { wrapper, inner } = bootSetup()
    const { result } = renderHook(
      () => ({
        account: useAppKitAccount(),
        network: useAppKitNetwork(),
        state: useAppKitState(),
        provider: useAppKitProvider('eip155'),
        wallet: useWalletInfo(),
        theme: useAppKitTheme(),
        kit: useAppKit(),
        disconnect: useDisconnect(),
      }),
      { wrapper },
    )
    expect(result.current.account).toMatchObject({ status: 'disconnected', isConnected: false, address: undefined, allAccounts: [] })
    expect(result.current.network).toMatchObject({ caipNetworkId: 'eip155:1', chainId: 1 })
    expect(result.current.state).toEqual({ open: false, loading: false, selectedNetworkId: 'eip155:1', activeChain: 'eip155', initialized: false })
    expect(result.current.provider).toEqual({ walletProvider: undefined, walletProviderType: undefined })
    expect(result.current.wallet.walletInfo).toBeUndefined()
    expect(result.current.theme.themeMode).toBe('dark')
    // nothing to resync: initialized a tick later, as the kernel would say
    await act(async () => {
      await flush()
    })
    expect(result.current.state.initialized).toBe(true)
    act(() => result.current.theme.setThemeMode('light'))
    expect(result.current.theme.themeMode).toBe('light')
    expect(inner.kernel).toBeUndefined()
  })

  it('keeps each snapshot stable while nothing changes', async () => {
    const { wrapper } = bootSetup()
    const { result, rerender } = renderHook(() => ({ account: useAppKitAccount(), network: useAppKitNetwork(), state: useAppKitState() }), { wrapper })
    const first = result.current
    rerender()
    expect(result.current.account).toBe(first.account)
    expect(result.current.network).toBe(first.network)
    await act(async () => {
      await flush()
    })
    const settled = result.current.state
    rerender()
    expect(result.current.state).toBe(settled)
  })

  it('switch to the kernel streams once it loads, with no extra subscription', async () => {
    const { wrapper, inner } = bootSetup()
    let renders = 0
    const { result } = renderHook(
      () => {
        renders++
        return { network: useAppKitNetwork(), account: useAppKitAccount() }
      },
      { wrapper },
    )
    const before = result.current.network
    let kernel!: Kernel
    await act(async () => {
      kernel = await inner.loadKernel()
    })
    // same values from the kernel: the network snapshot is the kernel's own object now, the account too
    expect(result.current.network.caipNetworkId).toBe(before.caipNetworkId)
    expect(result.current.account.status).toBe('disconnected')
    const settled = renders
    act(() => kernel.get(TOKENS.network).setActive(base))
    expect(result.current.network.chainId).toBe(8453)
    expect(renders).toBe(settled + 1)
    act(() => kernel.get(TOKENS.toast).success('unrelated'))
    expect(renders).toBe(settled + 1)
  })

  it('a stored connection shows "connecting" from the first render, loads the kernel at once, and never says "disconnected"', async () => {
    const { wrapper, inner, controls } = bootSetup({ storage: storedConnection() })
    const statuses: string[] = []
    const { result } = renderHook(
      () => {
        const account = useAppKitAccount()
        if (statuses.at(-1) !== account.status) statuses.push(account.status)
        return { account, network: useAppKitNetwork(), state: useAppKitState() }
      },
      { wrapper },
    )
    expect(result.current.network.chainId).toBe(8453)
    expect(result.current.state.initialized).toBe(false)
    await act(async () => {
      await inner.loadKernel() // already under way: createAppKit started it
    })
    expect(result.current.account.status).toBe('connecting')
    await act(async () => {
      controls.reconnect.resolve({ accounts: [ADDRESS], chainId: 8453 })
      await flush()
    })
    expect(result.current.account).toMatchObject({ status: 'connected', address: ADDRESS })
    expect(result.current.state.initialized).toBe(true)
    expect(statuses).toEqual(['connecting', 'connected'])
  })

  it('actions load the kernel: switchNetwork and disconnect', async () => {
    const { wrapper, inner } = bootSetup()
    const { result } = renderHook(() => ({ network: useAppKitNetwork(), disconnect: useDisconnect() }), { wrapper })
    expect(inner.kernel).toBeUndefined()
    await act(() => result.current.network.switchNetwork('eip155:8453'))
    expect(inner.kernel).toBeDefined()
    expect(result.current.network.chainId).toBe(8453)
    await act(() => result.current.disconnect.disconnect())
  })
})
