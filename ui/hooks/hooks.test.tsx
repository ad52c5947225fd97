// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOKENS } from '../../kernel/index.ts'
import { AppKitProvider } from '../app-kit/context.tsx'
import { internalsOf, type AppKit } from '../app-kit/create-app-kit.ts'
import { flush, testAppKit } from '../test-support/app-kit.tsx'
import { ADDRESS, base, sandboxWallet } from '../test-support/fake-evm.ts'
import { useAppKit } from './use-app-kit.ts'
import { useAppKitAccount } from './use-app-kit-account.ts'
import { useAppKitNetwork } from './use-app-kit-network.ts'
import { useAppKitProvider } from './use-app-kit-provider.ts'
import { useAppKitState } from './use-app-kit-state.ts'
import { useAppKitTheme } from './use-app-kit-theme.ts'
import { useDisconnect } from './use-disconnect.ts'
import { useWalletInfo } from './use-wallet-info.ts'

vi.mock('../app-kit/load-modal.ts', () => ({ loadModal: () => new Promise(() => {}) }))

const made: AppKit[] = []
afterEach(() => {
  cleanup()
  while (made.length) made.pop()!.dispose()
})

function setup() {
  const t = testAppKit()
  made.push(t.appKit)
  const wrapper = ({ children }: { children: ReactNode }) => <AppKitProvider appKit={t.appKit}>{children}</AppKitProvider>
  const kernel = internalsOf(t.appKit).kernel
  const connect = () =>
    act(async () => {
      const done = kernel.get(TOKENS.connection).connect(sandboxWallet.id)
      t.controls.connect.resolve({ accounts: [ADDRESS], chainId: 1 })
      await done
      await flush()
    })
  return { ...t, wrapper, kernel, connect }
}

describe('hooks', () => {
  it('useAppKitAccount follows the connection', async () => {
    const { wrapper, connect } = setup()
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

  it('useAppKitAccount reads another namespace on request', () => {
    const { wrapper } = setup()
    const { result } = renderHook(() => useAppKitAccount({ namespace: 'solana' }), { wrapper })
    expect(result.current.status).toBe('disconnected')
  })

  it('useAppKitNetwork gives the active network and switches', async () => {
    const { wrapper } = setup()
    const { result } = renderHook(() => useAppKitNetwork(), { wrapper })
    expect(result.current).toMatchObject({ caipNetworkId: 'eip155:1', chainId: 1 })
    await act(() => result.current.switchNetwork(base))
    expect(result.current).toMatchObject({ caipNetworkId: 'eip155:8453', chainId: 8453, caipNetwork: base })
  })

  it('useAppKit opens and closes; useAppKitState reflects it', async () => {
    const { wrapper, kernel } = setup()
    const { result } = renderHook(() => ({ kit: useAppKit(), state: useAppKitState() }), { wrapper })
    expect(result.current.state).toEqual({
      open: false,
      loading: false,
      selectedNetworkId: 'eip155:1',
      activeChain: 'eip155',
      initialized: false,
    })
    await act(async () => {
      await flush()
    })
    expect(result.current.state.initialized).toBe(true)
    act(() => void result.current.kit.open({ view: 'Networks' }))
    expect(result.current.state.open).toBe(true)
    expect(kernel.get(TOKENS.router).get().view).toBe('Networks')
    act(() => result.current.kit.close())
    expect(result.current.state.open).toBe(false)
  })

  it('useDisconnect disconnects', async () => {
    const { wrapper, connect } = setup()
    const { result } = renderHook(() => ({ d: useDisconnect(), a: useAppKitAccount() }), { wrapper })
    await connect()
    await act(() => result.current.d.disconnect())
    expect(result.current.a.status).toBe('disconnected')
  })

  it('useAppKitProvider and useWalletInfo give the connected wallet', async () => {
    const { wrapper, connect, controls } = setup()
    const { result } = renderHook(() => ({ p: useAppKitProvider('eip155'), w: useWalletInfo() }), { wrapper })
    expect(result.current.p).toEqual({ walletProvider: undefined, walletProviderType: undefined })
    expect(result.current.w.walletInfo).toBeUndefined()
    await connect()
    expect(result.current.p).toEqual({ walletProvider: controls.provider, walletProviderType: 'ANNOUNCED' })
    expect(result.current.w.walletInfo).toEqual({ name: 'Sandbox Wallet', icon: sandboxWallet.imageUrl, rdns: 'io.sandbox.wallet' })
  })

  it('useAppKitTheme reads and sets the theme', () => {
    const { wrapper, appKit } = setup()
    const { result } = renderHook(() => useAppKitTheme(), { wrapper })
    expect(result.current.themeMode).toBe('dark')
    act(() => result.current.setThemeMode('light'))
    expect(result.current.themeMode).toBe('light')
    act(() => result.current.setThemeVariables({ '--w3m-accent': '#f00' }))
    expect(appKit.getThemeVariables()).toEqual({ '--w3m-accent': '#f00' })
  })

  it('without a provider, hooks use the first instance created on the page', () => {
    const first = setup()
    const second = setup()
    const { result } = renderHook(() => useAppKitNetwork())
    act(() => void first.kernel.get(TOKENS.network).setActive(base))
    expect(result.current.chainId).toBe(8453)
    expect(second.kernel.get(TOKENS.network).get().activeNetwork.id).toBe(1)
  })

  it('with a provider, hooks use that instance', () => {
    setup()
    const second = setup()
    const { result } = renderHook(() => useAppKitNetwork(), { wrapper: second.wrapper })
    act(() => void second.kernel.get(TOKENS.network).setActive(base))
    expect(result.current.chainId).toBe(8453)
  })

  it('says how to fix a missing instance', () => {
    expect(() => renderHook(() => useAppKit())).toThrow(/createAppKit/)
  })
})
