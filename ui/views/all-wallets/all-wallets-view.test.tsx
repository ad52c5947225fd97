// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TOKENS, type Connector, type ExplorerWallet, type Plugin } from '../../../kernel/index.ts'
import type { AppKit } from '../../app-kit/create-app-kit.ts'
import { axeViolations } from '../../test-support/axe.ts'
import { flush, loadedAppKit, renderWith } from '../../test-support/app-kit.tsx'
import { fakeEvm } from '../../test-support/fake-evm.ts'
import { fakeExplorer, listingWallets, mobileEnvironment, servicesPlugin } from '../../test-support/fake-explorer.ts'
import { stubImage } from '../../test-support/fake-image.ts'
import AllWalletsView, { title } from './all-wallets-view.tsx'
import { ROW_HEIGHT, VIEWPORT_HEIGHT } from './wallet-grid.tsx'

let appKit: AppKit | undefined
let images: { requested: string[] }
beforeEach(() => {
  images = stubImage()
})
afterEach(() => {
  cleanup()
  appKit?.dispose()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

interface Setup {
  wallets?: ExplorerWallet[]
  connectors?: Connector[]
  mobile?: boolean
  plugins?: Plugin[]
  fail?: number
  excludeWalletIds?: string[]
}

async function setup({ wallets = listingWallets(100), connectors = [], mobile = false, plugins = [], fail, excludeWalletIds }: Setup = {}) {
  const fake = fakeExplorer(wallets)
  if (fail) fake.fail(fail)
  const evm = fakeEvm({ wallets: connectors })
  const services = servicesPlugin({ explorer: fake.explorer, environment: mobile ? mobileEnvironment() : undefined })
  const t = await loadedAppKit({ plugins: [evm.plugin, services, ...plugins], excludeWalletIds }, evm)
  appKit = t.appKit
  act(() => t.kernel.get(TOKENS.router).push('AllWallets'))
  renderWith(appKit, <AllWalletsView />)
  await act(flush)
  return { ...t, fake, router: t.kernel.get(TOKENS.router) }
}

const wallet = (name: string) => screen.getByRole('button', { name })
const shown = () => screen.queryAllByRole('listitem').map((li) => li.textContent)

async function scrollToEnd(testId = 'all-wallets-list') {
  const area = screen.getByTestId(testId)
  // as far as a browser lets it scroll (happy-dom has no layout: the rows' height is in the style)
  const rowsHeight = parseFloat(area.querySelector('ul')!.style.height)
  await act(async () => {
    area.scrollTop = Math.max(0, rowsHeight - VIEWPORT_HEIGHT)
    fireEvent.scroll(area)
    await flush()
  })
}

describe('AllWallets view', () => {
  it('is titled All Wallets', () => expect(title).toBe('All Wallets'))

  it('shows the first page of 40 in a virtualized grid: only the rows in view are in the DOM', async () => {
    const { fake } = await setup()
    expect(fake.calls).toEqual([{ page: 1, entries: 40 }])
    expect(wallet('Wallet 001')).toBeTruthy()
    const rendered = screen.getAllByRole('listitem')
    expect(rendered.length).toBeGreaterThanOrEqual(4 * Math.ceil(VIEWPORT_HEIGHT / ROW_HEIGHT))
    expect(rendered.length).toBeLessThan(40)
    expect(rendered[0]!.getAttribute('aria-setsize')).toBe('40')
    expect(screen.getByRole('list', { name: 'Wallets' })).toBeTruthy()
    expect(await axeViolations(document.body)).toEqual([])
  })

  it('prefetches the first 20 images before the grid shows', async () => {
    const { fake } = await setup()
    expect(images.requested).toEqual(listingWallets(20).map((w) => fake.imageUrl(w.image_id!)))
  })

  it('loads the next page as the end nears, and stops at the count', async () => {
    const { fake } = await setup({ wallets: listingWallets(90) })
    await scrollToEnd()
    expect(fake.calls.map((c) => c.page)).toEqual([1, 2])
    await scrollToEnd()
    expect(shown()).toContain('Wallet 080')
    await scrollToEnd()
    expect(fake.calls.map((c) => c.page)).toEqual([1, 2, 3])
    expect(shown()).toContain('Wallet 090')
    await scrollToEnd()
    expect(fake.calls).toHaveLength(3)
  })

  it('searches the trimmed text, shows a loading state for at least 300 ms, then the results', async () => {
    const { fake } = await setup()
    vi.useFakeTimers()
    const box = screen.getByRole('searchbox', { name: 'Search wallet' })
    fireEvent.change(box, { target: { value: '  Wallet 05 ' } })
    expect(screen.getByRole('status', { name: 'Searching wallets' })).toBeTruthy()
    await act(() => vi.advanceTimersByTimeAsync(150))
    expect(fake.calls.at(-1)).toEqual({ search: 'Wallet 05', page: 1, entries: 100 })
    await act(() => vi.advanceTimersByTimeAsync(149))
    expect(screen.getByRole('status', { name: 'Searching wallets' })).toBeTruthy()
    await act(() => vi.advanceTimersByTimeAsync(1))
    const results = within(screen.getByRole('list', { name: 'Search results' }))
    expect(results.getAllByRole('button').map((b) => b.textContent)).toEqual(listingWallets(59).slice(49).map((w) => w.name))
    expect(screen.getByTestId('all-wallets-summary').textContent).toBe('10 wallets found')
    // clearing the box goes back to the listing, as it was
    fireEvent.change(box, { target: { value: '' } })
    expect(screen.getByRole('list', { name: 'Wallets' })).toBeTruthy()
  })

  it('shows at most 100 search results', async () => {
    await setup({ wallets: listingWallets(250) })
    vi.useFakeTimers()
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search wallet' }), { target: { value: 'wallet' } })
    await act(() => vi.advanceTimersByTimeAsync(500))
    expect(screen.getByTestId('all-wallets-summary').textContent).toBe('100 wallets found')
    expect(screen.getAllByRole('listitem')[0]!.getAttribute('aria-setsize')).toBe('100')
  })

  it('says No wallet found when a search finds nothing', async () => {
    await setup()
    vi.useFakeTimers()
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search wallet' }), { target: { value: 'nothing like it' } })
    await act(() => vi.advanceTimersByTimeAsync(500))
    expect(screen.getByText('No wallet found')).toBeTruthy()
    vi.useRealTimers() // axe waits on timers
    expect(await axeViolations(document.body)).toEqual([])
  })

  it('on mobile keeps only wallets with a mobile link, not one with only a web app', async () => {
    const wallets = listingWallets(8, (i) => (i % 2 === 0 ? { mobile_link: null, webapp_link: i === 4 ? 'https://w4.app' : null } : {}))
    await setup({ wallets, mobile: true })
    expect(shown()).toEqual(['Wallet 001', 'Wallet 003', 'Wallet 005', 'Wallet 007'])
  })

  it('hides wallets excluded by rdns or name', async () => {
    const wallets = listingWallets(4, (i) => (i === 2 ? { rdns: 'io.hidden' } : {}))
    await setup({ wallets, excludeWalletIds: ['io.hidden', 'wallet 003'] })
    expect(shown()).toEqual(['Wallet 001', 'Wallet 004'])
  })

  it('shows a placeholder for an image that fails, and never loads an unsafe URL', async () => {
    const wallets = listingWallets(3, (i) => (i === 2 ? { image_id: null, image_url: 'javascript:alert(1)' } : i === 3 ? { image_id: null, image_url: null } : {}))
    await setup({ wallets })
    const img = wallet('Wallet 001').querySelector('img')!
    expect(img.getAttribute('src')).toBe('https://img.test/getWalletImage/img-001')
    act(() => void fireEvent.error(img))
    expect(wallet('Wallet 001').querySelector('img')).toBeNull()
    expect(wallet('Wallet 002').querySelector('img')).toBeNull()
    expect(wallet('Wallet 003').querySelector('img')).toBeNull()
    expect(document.body.innerHTML).not.toContain('javascript:')
  })

  it('renders names as text, never HTML', async () => {
    await setup({ wallets: [{ id: 'x', name: '<img src=x onerror="alert(1)">Evil' }] })
    const button = wallet('<img src=x onerror="alert(1)">Evil')
    expect(button.querySelectorAll('img')).toHaveLength(0)
  })

  it('marks certified wallets with a labelled badge that describes the button', async () => {
    await setup({ wallets: listingWallets(2, (i) => (i === 1 ? { badge_type: 'certified' } : { badge_type: 'none' })) })
    const badge = screen.getByRole('img', { name: 'Certified' })
    expect(wallet('Wallet 001').getAttribute('aria-describedby')).toBe(badge.id)
    expect(wallet('Wallet 002').hasAttribute('aria-describedby')).toBe(false)
    expect(screen.getAllByRole('img', { name: 'Certified' })).toHaveLength(1)
    expect(await axeViolations(document.body)).toEqual([])
  })

  it('stays usable when the listing fails: says why, and tries again', async () => {
    const { fake } = await setup({ fail: 500 })
    expect(screen.getByRole('alert').textContent).toBe('Could not load wallets (HTTP status code: 500)')
    expect(screen.getByRole('searchbox', { name: 'Search wallet' })).toBeTruthy()
    expect(await axeViolations(document.body)).toEqual([])
    fake.heal()
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
      await flush()
    })
    expect(screen.queryByRole('alert')).toBeNull()
    expect(wallet('Wallet 001')).toBeTruthy()
  })

  it('keeps the loaded wallets when a later page fails, with a retry below them', async () => {
    const { fake } = await setup({ wallets: listingWallets(60) })
    fake.fail(502)
    await scrollToEnd()
    expect(screen.getByRole('alert').textContent).toBe('Could not load more wallets (HTTP status code: 502)')
    expect(shown()).toContain('Wallet 040')
    fake.heal()
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
      await flush()
    })
    await scrollToEnd()
    expect(shown()).toContain('Wallet 060')
  })

  it('opens WalletDetails for a picked wallet while the app has no WalletConnect view', async () => {
    const { router } = await setup()
    fireEvent.click(wallet('Wallet 002'))
    await act(() => vi.waitFor(() => expect(router.get()).toMatchObject({ view: 'WalletDetails', data: { wallet: { id: 'w-002', name: 'Wallet 002' } } })))
  })

  it('opens ConnectingWalletConnect with the wallet when a plugin contributes it', async () => {
    const wc: Plugin = { id: 'wc-views', views: { ConnectingWalletConnect: async () => ({ default: () => null }) }, slots: { walletConnect: 'ConnectingWalletConnect' } }
    const { router } = await setup({ plugins: [wc] })
    fireEvent.click(wallet('Wallet 002'))
    await act(() => vi.waitFor(() => expect(router.get()).toMatchObject({ view: 'ConnectingWalletConnect', data: { wallet: { id: 'w-002' } } })))
  })

  it('connects an installed wallet through its own connector', async () => {
    const installed: Connector = { id: 'io.w2', name: 'W2', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.w2' } }
    const { router } = await setup({ wallets: listingWallets(3, (i) => (i === 2 ? { rdns: 'io.w2' } : {})), connectors: [installed] })
    fireEvent.click(wallet('Wallet 002'))
    await act(() => vi.waitFor(() => expect(router.get()).toMatchObject({ view: 'ConnectingExternal', data: { connectorId: 'io.w2' } })))
  })
})
