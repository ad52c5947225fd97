// @vitest-environment happy-dom
// AppKit's documented instance methods over a Portico instance (the fake eip155 wallet).
import { act, cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOKENS } from '../../kernel/index.ts'
import type { AppKitEvent } from '../../kernel/events/app-kit-event.ts'
import { useAppKitEvents } from '../hooks/use-app-kit-events.ts'
import { flush, loadedAppKit, testAppKit } from '../test-support/app-kit.tsx'
import { ADDRESS, base, ethereum, sandboxWallet } from '../test-support/fake-evm.ts'
import { AppKitProvider } from './context.tsx'
import { internalsOf, type AppKit } from './create-app-kit.ts'

vi.mock('./load-modal.ts', () => ({ loadModal: () => new Promise(() => {}), loadedModal: () => undefined }))

const made: AppKit[] = []
afterEach(() => {
  cleanup()
  while (made.length) made.pop()!.dispose()
  vi.restoreAllMocks()
})

async function setup() {
  const t = await loadedAppKit()
  made.push(t.appKit)
  /** The wallet switches at once (the fake waits to be told). */
  t.controls.switch.resolve()
  const connect = (chainId = 1) =>
    act(async () => {
      const done = t.kernel.get(TOKENS.connection).connect(sandboxWallet.id)
      t.controls.connect.resolve({ accounts: [ADDRESS], chainId })
      await done
      await flush()
    })
  return { ...t, connect }
}

describe('the instance', () => {
  it('reads the account, the network and the wallet, before and after a connect', async () => {
    const { appKit, connect, kernel } = await setup()
    expect(appKit.getIsConnectedState()).toBe(false)
    expect(appKit.getAddress()).toBeUndefined()
    expect(appKit.getChainId()).toBe(1)
    expect(appKit.getCaipNetworkId()).toBe('eip155:1')
    expect(appKit.getActiveChainNamespace()).toBe('eip155')
    expect(appKit.getCaipNetworks().map((n) => n.id)).toEqual([1, 8453])
    expect(appKit.getCaipNetworks('solana')).toEqual([])
    expect(appKit.getCaipNetwork()?.caipNetworkId).toBe('eip155:1')
    expect(appKit.getCaipNetwork('eip155', 8453)?.name).toBe(base.name)
    expect(appKit.getWalletProvider()).toBeUndefined()
    await connect()
    expect(appKit.getIsConnectedState()).toBe(true)
    expect(appKit.getAddress()).toBe(ADDRESS)
    expect(appKit.getAddress('eip155')).toBe(ADDRESS)
    expect(appKit.getCaipAddress()).toBe(`eip155:1:${ADDRESS}`)
    expect(appKit.getAccount()).toMatchObject({ address: ADDRESS, isConnected: true, status: 'connected' })
    expect(appKit.getWalletInfo()?.name).toBe(kernel.get(TOKENS.connection).account('eip155').connectedWalletInfo?.name)
    expect(appKit.getWalletProvider()).toBe(kernel.get(TOKENS.connection).getProvider('eip155'))
    expect(appKit.getWalletProviderType()).toBe(sandboxWallet.type)
    expect(appKit.getProvider('eip155')).toBe(appKit.getWalletProvider())
  })

  it('subscribeAccount, subscribeNetwork and subscribeWalletInfo report now and on each change, until stopped', async () => {
    const { appKit, connect } = await setup()
    const accounts: unknown[] = []
    const networks: unknown[] = []
    const wallets: unknown[] = []
    const stops = [
      appKit.subscribeAccount((a) => accounts.push(a.status)),
      appKit.subscribeNetwork((n) => networks.push(n.caipNetworkId)),
      appKit.subscribeWalletInfo((w) => wallets.push(w?.name)),
    ]
    await connect()
    await act(() => appKit.switchNetwork(base))
    expect(accounts[0]).toBe('disconnected')
    expect(accounts.at(-1)).toBe('connected')
    expect(networks).toEqual(['eip155:1', 'eip155:8453'])
    expect(wallets[0]).toBeUndefined()
    expect(wallets.at(-1)).toBe(appKit.getWalletInfo()?.name)
    for (const stop of stops) stop()
    const counts = [accounts.length, networks.length, wallets.length]
    await act(() => appKit.disconnect('eip155'))
    await act(() => appKit.switchNetwork(ethereum))
    expect([accounts.length, networks.length, wallets.length]).toEqual(counts)
  })

  it("disconnect takes AppKit's namespace argument as well as { namespace }", async () => {
    const { appKit, connect } = await setup()
    await connect()
    await act(() => appKit.disconnect('eip155'))
    expect(appKit.getIsConnectedState()).toBe(false)
    await connect()
    await act(() => appKit.disconnect({ namespace: 'eip155' }))
    expect(appKit.getIsConnectedState()).toBe(false)
  })

  it('subscribeEvents hears each event once, in order, and nothing after it stops', async () => {
    const { appKit, connect } = await setup()
    const heard: string[] = []
    const stop = appKit.subscribeEvents((e) => heard.push(e.data.event))
    await act(async () => void appKit.open())
    await connect()
    await act(() => appKit.switchNetwork(base))
    stop()
    await act(() => appKit.disconnect())
    expect(heard).toEqual(['MODAL_OPEN', 'CONNECT_SUCCESS', 'MODAL_CLOSE', 'SWITCH_NETWORK'])
    expect(appKit.getEvent().data.event).toBe('DISCONNECT_SUCCESS')
  })

  it('a listener added before the kernel loads hears INITIALIZE', async () => {
    const t = testAppKit()
    made.push(t.appKit)
    const heard: AppKitEvent[] = []
    t.appKit.subscribeEvents((e) => heard.push(e))
    expect(t.appKit.getEvent().data.event).toBe('MODAL_CREATED')
    await act(async () => void t.appKit.open())
    await vi.waitFor(() => expect(heard.map((e) => e.data.event)).toEqual(['INITIALIZE', 'MODAL_OPEN']))
    expect(heard[0]).toMatchObject({ timestamp: expect.any(Number), data: { type: 'track', event: 'INITIALIZE', properties: expect.objectContaining({ projectId: 'test-project' }) } })
  })

  it('useAppKitEvents returns the latest event and calls onEvent for every one, never after unmount', async () => {
    const { appKit, connect } = await setup()
    const wrapper = ({ children }: { children: ReactNode }) => <AppKitProvider appKit={appKit}>{children}</AppKitProvider>
    const each: string[] = []
    const { result, unmount } = renderHook(() => useAppKitEvents((e) => each.push(e.data.event)), { wrapper })
    await act(async () => void appKit.open())
    expect(result.current.data).toMatchObject({ type: 'track', event: 'MODAL_OPEN', properties: { connected: false } })
    await connect()
    expect(each).toEqual(['MODAL_OPEN', 'CONNECT_SUCCESS', 'MODAL_CLOSE'])
    expect(result.current.data.event).toBe('MODAL_CLOSE')
    unmount()
    await act(async () => void appKit.open())
    expect(each).toHaveLength(3)
  })

  it('an event listener that throws is logged; the others still hear the event', async () => {
    const { appKit } = await setup()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const heard: string[] = []
    appKit.subscribeEvents(() => {
      throw new Error('app bug')
    })
    appKit.subscribeEvents((e) => heard.push(e.data.event))
    await act(async () => void appKit.open())
    expect(heard).toEqual(['MODAL_OPEN'])
    expect(error).toHaveBeenCalled()
  })

  it('theme: subscribeTheme reports each change; isOpen follows the modal', async () => {
    const { appKit } = await setup()
    const modes: string[] = []
    const stop = appKit.subscribeTheme((t) => modes.push(t.themeMode))
    appKit.setThemeMode('light')
    stop()
    appKit.setThemeMode('dark')
    expect(modes).toEqual(['dark', 'light'])
    expect(appKit.isOpen()).toBe(false)
    await act(async () => void appKit.open())
    expect(appKit.isOpen()).toBe(true)
  })

  it('updateFeatures changes the flags the views read; updateOptions names what it cannot change', async () => {
    const { appKit, kernel } = await setup()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    appKit.updateFeatures({ swaps: false })
    expect(kernel.options.features.swaps).toBe(false)
    appKit.updateOptions({ features: { send: false }, themeMode: 'light', enableWalletGuide: false })
    expect(kernel.options.features.send).toBe(false)
    expect(appKit.getThemeMode()).toBe('light')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"enableWalletGuide" is fixed when createAppKit runs'))
    expect(() => appKit.updateFeatures({ email: 'yes' } as never)).toThrow('Invalid option "features.email"')
  })

  it('showErrorMessage and showSuccessMessage show a toast', async () => {
    const { appKit, kernel } = await setup()
    appKit.showSuccessMessage('Saved')
    await vi.waitFor(() => expect(kernel.get(TOKENS.toast).get()).toMatchObject({ open: true, message: 'Saved', variant: 'success' }))
  })
})

describe('options an AppKit app passes', () => {
  it('an unknown features key or top-level option never throws: each is named once in a console warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const t = await loadedAppKit({ adapters: [{}], features: { reownAuthentication: true, email: false }, enableWalletGuide: false })
    made.push(t.appKit)
    expect(t.kernel.options.features.email).toBe(false)
    const messages = warn.mock.calls.map((c) => String(c[0]))
    expect(messages).toEqual([
      expect.stringContaining('Option "adapters" is not supported by Portico and is ignored'),
      expect.stringContaining('Option "features.reownAuthentication" is not supported'),
      expect.stringContaining('Option "enableWalletGuide" is not supported'),
    ])
    t.appKit.updateFeatures({ reownAuthentication: false } as never)
    expect(warn).toHaveBeenCalledTimes(3)
    // a feature changed before the kernel loads reaches it
    const early = testAppKit()
    made.push(early.appKit)
    early.appKit.updateFeatures({ swaps: false })
    expect((await internalsOf(early.appKit).loadKernel()).options.features.swaps).toBe(false)
  })

  it('a logLevel above warn hides the warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const t = await loadedAppKit({ adapters: [{}], logLevel: 'error' })
    made.push(t.appKit)
    expect(warn).not.toHaveBeenCalled()
  })
})
