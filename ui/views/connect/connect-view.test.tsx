// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PorticoError, TOKENS, type Connector, type ExplorerWallet, type Plugin, type PorticoOptions } from '../../../kernel/index.ts'
import type { AppKit } from '../../app-kit/create-app-kit.ts'
import { axeViolations } from '../../test-support/axe.ts'
import { flush, loadedAppKit, renderWith } from '../../test-support/app-kit.tsx'
import { fakeEvm, sandboxWallet } from '../../test-support/fake-evm.ts'
import { fakeExplorer, listingWallets, mobileEnvironment, servicesPlugin } from '../../test-support/fake-explorer.ts'
import { stubImage } from '../../test-support/fake-image.ts'
import ConnectView, { title } from './connect-view.tsx'
import { PREPARE_CONNECT_EARLIEST_MS } from './prepare-connect.ts'
import { prefetchListing } from './use-listing.ts'

let appKit: AppKit | undefined
let images: { requested: string[] }
beforeEach(() => {
  images = stubImage()
})
afterEach(() => {
  cleanup()
  appKit?.dispose()
  vi.unstubAllGlobals()
})

const other: Connector = { id: 'io.other', name: 'Other Wallet', type: 'INJECTED', chain: 'eip155' }
const wc: Connector = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }
const coinbase: Connector = { id: 'coinbase', name: 'Coinbase Wallet', type: 'EXTERNAL', chain: 'eip155' }

interface Setup {
  listing?: ExplorerWallet[]
  options?: Partial<PorticoOptions>
  mobile?: boolean
  fail?: number
  /** more plugins beside the fake evm and services */
  extra?: Plugin[]
}

async function setup(wallets: Connector[], { listing = listingWallets(50), options = {}, mobile = false, fail, extra = [] }: Setup = {}) {
  const fake = fakeExplorer(listing)
  if (fail) fake.fail(fail)
  const evm = fakeEvm({ wallets })
  const services = servicesPlugin({ explorer: fake.explorer, environment: mobile ? mobileEnvironment() : undefined })
  const t = await loadedAppKit({ ...options, plugins: [evm.plugin, services, ...extra] }, evm)
  appKit = t.appKit
  renderWith(appKit, <ConnectView />)
  await act(flush)
  return { ...t, fake, router: t.kernel.get(TOKENS.router) }
}

const testIds = () => screen.getAllByRole('button').map((b) => b.getAttribute('data-testid'))
const section = (name: string) => document.body.querySelector(`[data-section="${name}"]`) as HTMLElement | null
const namesIn = (name: string) => (section(name) ? within(section(name)!).getAllByRole('button').map((b) => b.textContent) : [])

describe('Connect view', () => {
  it('nothing is prepared by the open; a pointer on, a touch on or focus in a wallet row prepares the connect at once', async () => {
    for (const move of ['pointerEnter', 'touchStart', 'focus'] as const) {
      const prepare = vi.fn()
      await setup([sandboxWallet, wc], { listing: [], extra: [{ id: 'prepares', prepareConnect: prepare }] })
      expect(prepare).not.toHaveBeenCalled()
      await act(() => new Promise((resolve) => setTimeout(resolve, PREPARE_CONNECT_EARLIEST_MS + 20)))
      expect(prepare).not.toHaveBeenCalled()
      fireEvent[move](screen.getByRole('button', { name: 'WalletConnect' }))
      expect(prepare, move).toHaveBeenCalledTimes(1)
      cleanup()
      appKit?.dispose()
    }
  })

  it('is titled Connect Wallet', () => {
    expect(title).toBe('Connect Wallet')
  })

  it('lists the wallets in the kernel section order, each a button named by the wallet', async () => {
    const { kernel } = await setup([sandboxWallet, other, wc], { listing: [] })
    act(() => kernel.get(TOKENS.connectors).addRecent({ id: other.id, name: other.name }))
    // walletConnect, recent, injected (section order); tags are hidden from the accessible name
    expect(testIds()).toEqual(['wallet-selector-walletConnect', 'wallet-selector-io.other', 'wallet-selector-io.sandbox.wallet', 'all-wallets'])
    expect(screen.getByRole('button', { name: 'Other Wallet' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Sandbox Wallet' }).querySelector('img')?.getAttribute('src')).toBe(sandboxWallet.imageUrl)
    expect(await axeViolations(document.body)).toEqual([])
  })

  it('orders every section : walletConnect, recent, injected, featured, custom, external, recommended', async () => {
    const { kernel } = await setup([sandboxWallet, other, wc, coinbase], {
      options: {
        featuredWalletIds: ['w-010', 'w-003'],
        customWallets: [{ id: 'my-wallet', name: 'My Wallet', homepage: 'https://my.wallet' }],
      },
    })
    act(() => kernel.get(TOKENS.connectors).addRecent({ id: other.id, name: other.name }))
    expect([...document.body.querySelectorAll('[data-section]')].map((s) => s.getAttribute('data-section'))).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
    expect(namesIn('featured')).toEqual(['Wallet 010', 'Wallet 003'])
    expect(namesIn('custom')).toEqual(['My Wallet'])
    expect(namesIn('external')).toEqual(['Coinbase Wallet'])
    expect(namesIn('recommended')).toEqual(['Wallet 001', 'Wallet 002', 'Wallet 004', 'Wallet 005'])
    expect(await axeViolations(document.body)).toEqual([])
  })

  it('recommends at most 4, leaving out installed wallets (by rdns or name), excluded ones and featured ones', async () => {
    const listing = listingWallets(12, (i) => (i === 1 ? { rdns: 'io.sandbox.wallet' } : i === 2 ? { name: 'other wallet' } : i === 4 ? { rdns: 'io.hidden' } : {}))
    const { fake } = await setup([sandboxWallet, other], { listing, options: { excludeWalletIds: ['io.hidden', 'Wallet 005', 'w-006'], featuredWalletIds: ['w-003'] } })
    expect(namesIn('featured')).toEqual(['Wallet 003'])
    expect(namesIn('recommended')).toEqual(['Wallet 007', 'Wallet 008', 'Wallet 009', 'Wallet 010'])
    expect(fake.calls).toContainEqual({ page: 1, entries: 40, exclude: ['io.hidden', 'Wallet 005', 'w-006'] })
    expect(fake.calls).toContainEqual({ include: ['w-003'], page: 1, entries: 1 })
  })

  it('honours includeWalletIds', async () => {
    const { fake } = await setup([], { options: { includeWalletIds: ['w-020', 'w-021'] } })
    expect(fake.calls).toContainEqual({ page: 1, entries: 40, include: ['w-020', 'w-021'] })
    expect(namesIn('recommended')).toEqual(['Wallet 020', 'Wallet 021'])
  })

  it('on mobile recommends only wallets with a mobile link', async () => {
    await setup([], { mobile: true, listing: listingWallets(8, (i) => (i <= 3 ? { mobile_link: null } : {})) })
    expect(namesIn('recommended')).toEqual(['Wallet 004', 'Wallet 005', 'Wallet 006', 'Wallet 007'])
  })

  it('offers All Wallets with the total count, and opens it', async () => {
    const { router } = await setup([sandboxWallet])
    const all = screen.getByRole('button', { name: 'All Wallets' })
    expect(screen.getByTestId('all-wallets-count').textContent).toBe('50')
    expect(document.getElementById(all.getAttribute('aria-describedby')!)?.textContent).toBe('50 wallets')
    fireEvent.click(all)
    await act(() => vi.waitFor(() => expect(router.get().view).toBe('AllWallets')))
  })

  it('prefetches the first 20 listing images for AllWallets', async () => {
    const { fake } = await setup([], { listing: listingWallets(30) })
    expect(images.requested).toEqual(listingWallets(20).map((w) => fake.imageUrl(w.image_id!)))
  })

  it('asks for those images once the page is idle, not in the task that shows the view', async () => {
    const idle: (() => void)[] = []
    const w = window as { requestIdleCallback?: (fn: () => void) => number }
    w.requestIdleCallback = (fn) => idle.push(fn)
    try {
      await setup([], { listing: listingWallets(30) })
      expect(screen.getByTestId('all-wallets-count').textContent).toBe('30')
      expect(images.requested).toEqual([])
      for (const fn of idle.splice(0)) fn()
      expect(images.requested).toHaveLength(20)
    } finally {
      delete w.requestIdleCallback
    }
  })

  it('has no All Wallets button when features.allWallets is off', async () => {
    await setup([sandboxWallet], { options: { features: { allWallets: false } } })
    expect(screen.queryByRole('button', { name: 'All Wallets' })).toBeNull()
  })

  it('allWallets: SHOW offers All Wallets on a desktop and a phone, HIDE on neither, ONLY_MOBILE on a phone only', async () => {
    const offered: Record<string, boolean[]> = {}
    for (const mode of ['SHOW', 'HIDE', 'ONLY_MOBILE'] as const) {
      offered[mode] = []
      for (const mobile of [false, true]) {
        await setup([sandboxWallet], { mobile, options: { allWallets: mode } })
        offered[mode].push(screen.queryByRole('button', { name: 'All Wallets' }) !== null)
        cleanup()
        appKit?.dispose()
      }
    }
    expect(offered).toEqual({ SHOW: [true, true], HIDE: [false, false], ONLY_MOBILE: [false, true] })
  })

  it('with All Wallets hidden on a phone, WalletConnect shows its own view instead of the listing', async () => {
    const { router } = await setup([wc], { listing: listingWallets(3), mobile: true, options: { allWallets: 'HIDE' } })
    fireEvent.click(screen.getByRole('button', { name: 'WalletConnect' }))
    expect(router.get().view).toBe('ConnectingExternal')
  })

  it('features.connectorTypeOrder puts the sections it names first, the rest after in the default order', async () => {
    const { kernel } = await setup([sandboxWallet, other, wc, coinbase], {
      options: { featuredWalletIds: ['w-010'], features: { connectorTypeOrder: ['recommended', 'injected'] } },
    })
    act(() => kernel.get(TOKENS.connectors).addRecent({ id: other.id, name: other.name }))
    expect([...document.body.querySelectorAll('[data-section]')].map((s) => s.getAttribute('data-section'))).toEqual([
      'recommended',
      'injected',
      'walletConnect',
      'recent',
      'featured',
      'external',
    ])
  })

  it('a failed listing fetch: the installed wallets still show, the view says why and tries again', async () => {
    const { fake } = await setup([sandboxWallet, wc], { fail: 500 })
    expect(testIds()).toEqual(['wallet-selector-walletConnect', 'wallet-selector-io.sandbox.wallet', 'connect-retry-listing', 'all-wallets'])
    expect(screen.getByRole('alert').textContent).toBe('The wallet list could not be loaded (HTTP status code: 500). The wallets shown here still work.')
    expect(screen.queryByTestId('all-wallets-count')).toBeNull()
    expect(await axeViolations(document.body)).toEqual([])

    // still failing: asked again, still said
    const calls = fake.calls.length
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await act(flush)
    expect(fake.calls.length).toBeGreaterThan(calls)
    expect(screen.getByRole('alert').textContent).toContain('HTTP status code: 500')

    // the server is back: the listing shows, the notice goes
    fake.heal()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await act(flush)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByTestId('all-wallets-count').textContent).toBe('50')
    expect(screen.getByRole('button', { name: 'Wallet 001' })).toBeTruthy()
  })

  it('keeps the rows of the wallets still asked from the listing, so the view does not grow when they come', async () => {
    const fake = fakeExplorer(listingWallets(50))
    fake.hold()
    const evm = fakeEvm({ wallets: [sandboxWallet, wc] })
    const t = await loadedAppKit({ plugins: [evm.plugin, servicesPlugin({ explorer: fake.explorer })] }, evm)
    appKit = t.appKit
    renderWith(appKit, <ConnectView />)
    await act(flush)
    const loadingRows = screen.getByTestId('connect-loading-rows')
    // as many rows as the recommended section will have, hidden from assistive technology
    expect(loadingRows.querySelectorAll('li')).toHaveLength(4)
    expect(loadingRows.getAttribute('aria-hidden')).toBe('true')
    expect(namesIn('recommended')).toEqual([])

    fake.release()
    await act(flush)
    expect(screen.queryByTestId('connect-loading-rows')).toBeNull()
    expect(namesIn('recommended')).toHaveLength(4)
  })

  it('keeps no rows once the listing failed, nor when prefetchListing asked it before the view opened', async () => {
    await setup([sandboxWallet, wc], { fail: 500 })
    expect(screen.queryByTestId('connect-loading-rows')).toBeNull()
    cleanup()
    appKit?.dispose()

    // asked before (the page idle, a pointer on the button): the wallets are in the view's first render
    const fake = fakeExplorer(listingWallets(50))
    const evm = fakeEvm({ wallets: [sandboxWallet, wc] })
    const t = await loadedAppKit({ plugins: [evm.plugin, servicesPlugin({ explorer: fake.explorer })] }, evm)
    appKit = t.appKit
    prefetchListing(t.kernel)
    await act(flush)
    const asked = fake.calls.length
    expect(asked).toBe(1)
    renderWith(appKit, <ConnectView />)
    expect(screen.queryByTestId('connect-loading-rows')).toBeNull()
    expect(namesIn('recommended')).toHaveLength(4)
    await act(flush)
    expect(fake.calls.length).toBe(asked)
    // the first 20 images are still fetched ahead for AllWallets
    expect(images.requested).toHaveLength(20)
  })

  it('says in words when the server cannot be reached or does not answer in time', async () => {
    const refused = fakeExplorer([])
    refused.failWith(new PorticoError('NETWORK_ERROR', 'Failed to fetch'))
    const evm = fakeEvm({ wallets: [sandboxWallet] })
    const t = await loadedAppKit({ plugins: [evm.plugin, servicesPlugin({ explorer: refused.explorer })] }, evm)
    appKit = t.appKit
    renderWith(appKit, <ConnectView />)
    await act(flush)
    expect(screen.getByRole('alert').textContent).toBe('The wallet list could not be loaded: the server cannot be reached. The wallets shown here still work.')
    expect(screen.getByRole('button', { name: 'Sandbox Wallet' })).toBeTruthy()

    refused.failWith(new PorticoError('HTTP_TIMEOUT', 'Request timed out after 10000 ms'))
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await act(flush)
    expect(screen.getByRole('alert').textContent).toBe('The wallet list could not be loaded: the server did not answer in time. The wallets shown here still work.')
  })

  it('opens a listing or custom wallet (WalletDetails until WalletConnect exists)', async () => {
    const { router } = await setup([], { options: { customWallets: [{ id: 'mine', name: 'Mine', mobile_link: 'mine://' }] } })
    fireEvent.click(screen.getByRole('button', { name: 'Wallet 002' }))
    await act(() => vi.waitFor(() => expect(router.get()).toMatchObject({ view: 'WalletDetails', data: { wallet: { id: 'w-002' } } })))
    act(() => router.goBack())
    fireEvent.click(screen.getByRole('button', { name: 'Mine' }))
    await act(() => vi.waitFor(() => expect(router.get()).toMatchObject({ view: 'WalletDetails', data: { wallet: { id: 'mine', mobile_link: 'mine://' } } })))
  })

  it("raises AppKit's SELECT_WALLET for a connector and a listing wallet, and CLICK_ALL_WALLETS", async () => {
    const { kernel } = await setup([sandboxWallet])
    const heard: { event: string; properties?: unknown }[] = []
    kernel.get(TOKENS.events).events$.subscribe((e) => heard.push({ event: e.data.event, properties: e.data.properties }))
    fireEvent.click(screen.getByRole('button', { name: 'Sandbox Wallet' }))
    act(() => kernel.get(TOKENS.router).goBack())
    fireEvent.click(screen.getByRole('button', { name: 'Wallet 002' }))
    act(() => kernel.get(TOKENS.router).goBack())
    fireEvent.click(screen.getByRole('button', { name: 'All Wallets' }))
    const picks = heard.filter((h) => h.event === 'SELECT_WALLET' || h.event === 'CLICK_ALL_WALLETS')
    expect(picks).toEqual([
      { event: 'SELECT_WALLET', properties: { name: 'Sandbox Wallet', platform: 'browser', displayIndex: 0, walletRank: undefined, view: 'Connect' } },
      { event: 'SELECT_WALLET', properties: { name: 'Wallet 002', platform: 'qrcode', displayIndex: expect.any(Number), walletRank: undefined, view: 'Connect' } },
      { event: 'CLICK_ALL_WALLETS', properties: undefined },
    ])
  })

  it('shows a recent wallet that is not installed, once, in the recent section', async () => {
    const { kernel } = await setup([sandboxWallet], { listing: listingWallets(6) })
    act(() => kernel.get(TOKENS.connectors).addRecent({ id: 'w-002', name: 'Wallet 002' }))
    expect(within(section('recent')!).getAllByRole('button')).toHaveLength(1)
    expect(within(section('recent')!).getByRole('button', { name: 'Wallet 002' })).toBeTruthy()
    expect(namesIn('recommended')).toEqual(['Wallet 001', 'Wallet 003', 'Wallet 004', 'Wallet 005'])
  })

  it('pushes ConnectingExternal with the connector id on click', async () => {
    const { router } = await setup([sandboxWallet])
    fireEvent.click(screen.getByRole('button', { name: 'Sandbox Wallet' }))
    await act(() => vi.waitFor(() => expect(router.get()).toMatchObject({ view: 'ConnectingExternal', data: { connectorId: sandboxWallet.id } })))
  })

  it('shows the WalletConnect connector\'s QR view when a plugin contributes it, else ConnectingExternal', async () => {
    const evm = fakeEvm({ wallets: [wc] })
    const views = { id: 'wc-views', views: { ConnectingWalletConnectBasic: async () => ({ default: () => null }) }, slots: { walletConnectQr: 'ConnectingWalletConnectBasic' } }
    const services = servicesPlugin({ explorer: fakeExplorer([]).explorer })
    const t = await loadedAppKit({ plugins: [evm.plugin, services, views] }, evm)
    appKit = t.appKit
    renderWith(appKit, <ConnectView />)
    await act(flush)
    fireEvent.click(screen.getByRole('button', { name: 'WalletConnect' }))
    expect(t.kernel.get(TOKENS.router).get().view).toBe('ConnectingWalletConnectBasic')
    cleanup()
    appKit.dispose()

    const { router } = await setup([wc], { listing: [] })
    fireEvent.click(screen.getByRole('button', { name: 'WalletConnect' }))
    expect(router.get()).toMatchObject({ view: 'ConnectingExternal', data: { connectorId: 'walletConnect' } })
  })

  it('on a phone, WalletConnect opens All Wallets (a QR code of the same screen is no use)', async () => {
    const { router } = await setup([wc], { listing: listingWallets(3), mobile: true })
    fireEvent.click(screen.getByRole('button', { name: 'WalletConnect' }))
    expect(router.get().view).toBe('AllWallets')
  })

  it('renders wallet names as text and loads no unsafe icon', async () => {
    const evil: Connector = {
      id: 'evil',
      name: '<img src=x onerror="alert(1)">Evil',
      type: 'ANNOUNCED',
      chain: 'eip155',
      imageUrl: 'javascript:alert(1)',
    }
    await setup([evil], { listing: [{ id: 'bad', name: '<script>x</script>', image_url: 'javascript:alert(2)' }] })
    expect(screen.getByRole('button', { name: '<img src=x onerror="alert(1)">Evil' }).querySelector('img')).toBeNull()
    expect(screen.getByRole('button', { name: '<script>x</script>' }).querySelector('img')).toBeNull()
    expect(document.body.innerHTML).not.toContain('javascript:')
  })

  it('says so when no wallet is found', async () => {
    await setup([], { listing: [] })
    expect(screen.getByText('No wallet found')).toBeTruthy()
    expect(await axeViolations(document.body)).toEqual([])
  })

  describe("in a wallet's in-app browser (a phone's user agent, that wallet injected)", () => {
    const metamask: Connector = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.metamask' } }
    const phoneAs = (userAgent: string) => {
      const navigator = Object.create(window.navigator, { userAgent: { value: userAgent }, maxTouchPoints: { value: 5 } })
      vi.stubGlobal('navigator', navigator)
      Object.defineProperty(window, 'navigator', { value: navigator, configurable: true })
    }
    const original = Object.getOwnPropertyDescriptor(window, 'navigator')
    afterEach(() => {
      if (original) Object.defineProperty(window, 'navigator', original)
      else delete (window as { navigator?: unknown }).navigator
    })

    it('shows that wallet alone, first, then All Wallets: no WalletConnect, no listing rows; its tap connects it', async () => {
      phoneAs('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 WebView MetaMaskMobile')
      const { router } = await setup([wc, other, metamask], { mobile: true, listing: listingWallets(8) })
      expect(testIds()).toEqual(['wallet-selector-io.metamask', 'all-wallets'])
      expect(screen.queryByTestId('connect-loading-rows')).toBeNull()
      fireEvent.click(screen.getByRole('button', { name: 'MetaMask' }))
      expect(router.get()).toMatchObject({ view: 'ConnectingExternal', data: { connectorId: 'io.metamask' } })
      expect(await axeViolations(document.body)).toEqual([])
    })

    it("a plain phone browser (Safari, nothing injected) keeps the whole list", async () => {
      phoneAs('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')
      await setup([wc], { mobile: true, listing: listingWallets(8) })
      expect(testIds()).toEqual(['wallet-selector-walletConnect', 'wallet-selector-w-001', 'wallet-selector-w-002', 'wallet-selector-w-003', 'wallet-selector-w-004', 'all-wallets'])
    })
  })

  it('follows wallets announced later', async () => {
    const { controls } = await setup([])
    act(() => controls.connectors$.next([sandboxWallet]))
    expect(screen.getByRole('button', { name: 'Sandbox Wallet' })).toBeTruthy()
  })
})
