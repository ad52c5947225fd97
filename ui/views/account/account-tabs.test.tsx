// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOKENS, type Plugin, type ViewLoader } from '../../../kernel/index.ts'
import type { AppKit, CreateAppKitOptions } from '../../app-kit/create-app-kit.ts'
import { axeViolations } from '../../test-support/axe.ts'
import { flush, loadedAppKit, renderWith } from '../../test-support/app-kit.tsx'
import { ADDRESS, base, ethereum, fakeEvm, sandboxWallet } from '../../test-support/fake-evm.ts'
import { servicesPlugin } from '../../test-support/fake-explorer.ts'
import AccountView from './account-view.tsx'
import { activityLoader } from './account-tabs.tsx'

vi.mock('../../app-kit/load-modal.ts', () => ({ loadModal: () => new Promise(() => {}), loadedModal: () => undefined }))

// Only the view is under test: the blockchain API answers from this fetch in the hosted wire
// shapes; kernel/api/balance.test.ts asks the real sandbox server.
const API = 'http://blockchain-api.test'
const token = (symbol: string, name: string, numeric: string, decimals: string, value: number | null, address: string | null) => ({
  name,
  symbol,
  chainId: 'eip155:1',
  address,
  value,
  price: value === null ? 0 : 1,
  quantity: { decimals, numeric },
  iconUrl: `https://img.test/${symbol}.png`,
})
const PORTFOLIO = [
  token('ETH', 'Ether', '1.2345678', '18', 3703.7, null),
  token('sUSDC', 'Sandbox USD Coin', '10000', '6', 10000, 'eip155:1:0x574342D6EC50218A7384f9B0B881DB3F64eB4c0A'),
  token('sDAI', 'Sandbox Dai', '9995.5', '18', null, 'eip155:1:0x2AAe22935105d52E70270A462319a3bE352cC315'),
]

function blockchainApi(answers: { balance?: () => Response } = {}) {
  const sent: URL[] = []
  const plugin = servicesPlugin({
    blockchainFetch: async (input) => {
      const url = new URL(input)
      sent.push(url)
      if (url.origin !== API) return new Response('not found', { status: 404 })
      if (url.pathname === '/v1/supported-chains') return Response.json({ http: ['eip155:1', 'eip155:8453'], ws: [] })
      if (url.pathname === `/v1/account/${ADDRESS}/balance`) return answers.balance ? answers.balance() : Response.json({ balances: PORTFOLIO })
      if (url.pathname === `/v1/account/${ADDRESS}/history`) return Response.json({ data: [], next: null })
      return new Response('not found', { status: 404 })
    },
  })
  return { plugin, sent, balanceRequests: () => sent.filter((u) => u.pathname.endsWith('/balance')) }
}

/** A composed 'Activity' view, as the history plugin contributes one. */
const activityPlugin = (loader: ViewLoader = async () => ({ default: () => <p data-testid="activity-stub">the activity</p> })): Plugin => ({
  id: 'activity-view',
  views: { Activity: loader },
  slots: { accountActivity: 'Activity' },
})

let appKit: AppKit | undefined
afterEach(() => {
  cleanup()
  appKit?.dispose()
})

async function setup(plugins: Plugin[], options: Partial<CreateAppKitOptions> = {}) {
  const wallet = fakeEvm()
  const t = await loadedAppKit({ endpoints: { blockchainApi: API }, plugins: [wallet.plugin, ...plugins], ...options }, wallet)
  appKit = t.appKit
  await act(async () => {
    const done = t.kernel.get(TOKENS.connection).connect(sandboxWallet.id)
    t.controls.connect.resolve({ accounts: [ADDRESS], chainId: 1 })
    await done
    await flush()
  })
  await act(async () => {
    renderWith(appKit!, <AccountView />)
    await flush()
  })
  return t
}

describe('Account view tabs', () => {
  it('shows the portfolio in the Tokens tab: icon, name, quantity, USD value, total', async () => {
    const api = blockchainApi()
    await setup([api.plugin])
    const tablist = screen.getByRole('tablist', { name: 'Account' })
    expect(within(tablist).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Tokens'])
    const tokens = screen.getByRole('tab', { name: 'Tokens' })
    expect(tokens.getAttribute('aria-selected')).toBe('true')
    const panel = screen.getByRole('tabpanel', { name: 'Tokens' })
    await waitFor(() => expect(within(panel).getAllByTestId('token-row')).toHaveLength(3))
    const rows = within(panel).getAllByTestId('token-row')
    expect(rows.map((r) => r.getAttribute('data-symbol'))).toEqual(['ETH', 'sUSDC', 'sDAI'])
    expect(rows.map((r) => within(r).getByTestId('token-quantity').textContent)).toEqual(['1.234 ETH', '10000.000 sUSDC', '9995.500 sDAI'])
    expect(rows.map((r) => within(r).getByTestId('token-value').textContent)).toEqual(['$3,703.70', '$10,000.00', '\u2014No USD value'])
    expect(rows[1]!.textContent).toContain('Sandbox USD Coin')
    expect(rows[1]!.querySelector('img')?.getAttribute('src')).toBe('https://img.test/sUSDC.png')
    expect(screen.getByTestId('tokens-total').textContent).toBe('$13,703.70')
    const request = api.balanceRequests()[0]!
    expect(request.searchParams.get('chainId')).toBe('eip155:1')
    expect(request.searchParams.get('currency')).toBe('usd')
    // the Account view's own parts are still there
    expect(screen.getByTestId('account-view-balance').textContent).toBe('1.234 ETH')
    expect(await axeViolations(document.body)).toEqual([])
  })

  it("'Token Balance Unavailable': a toast, a clear empty state, and no new request within 30 s", async () => {
    const api = blockchainApi({ balance: () => new Response('Internal server error', { status: 500 }) })
    const t = await setup([api.plugin])
    await waitFor(() => expect(screen.getByTestId('tokens-empty').textContent).toContain('No tokens to show'))
    expect(t.kernel.get(TOKENS.toast).get()).toMatchObject({ open: true, message: 'Token Balance Unavailable', variant: 'error' })
    expect(api.balanceRequests()).toHaveLength(1)
    // the view shown again (another account view) within the block asks nothing
    cleanup()
    await act(async () => {
      renderWith(appKit!, <AccountView />)
      await flush()
    })
    expect(screen.getByTestId('tokens-empty')).toBeTruthy()
    expect(api.balanceRequests()).toHaveLength(1)
  })

  it('offers Activity only with features.history on, on an EVM network, when a plugin contributes the view', async () => {
    const loader = async () => ({ default: () => null })
    const views = (has: boolean) => ({ get: (name: string) => (has && name === 'Activity' ? loader : undefined), slot: () => (has ? 'Activity' : undefined) })
    expect(activityLoader({ history: true }, 'eip155', views(true))).toBe(loader)
    expect(activityLoader({ history: false }, 'eip155', views(true))).toBeUndefined()
    expect(activityLoader({ history: true }, 'solana', views(true))).toBeUndefined()
    expect(activityLoader({ history: true }, 'eip155', views(false))).toBeUndefined()

    await setup([blockchainApi().plugin, activityPlugin()], { features: { history: false } })
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Tokens'])
  })

  it('moves between the tabs with the arrow keys, shows the Activity view inline, and keeps the choice in the account state', async () => {
    const t = await setup([blockchainApi().plugin, activityPlugin()])
    const [tokens, activity] = screen.getAllByRole('tab')
    expect([tokens!.textContent, activity!.textContent]).toEqual(['Tokens', 'Activity'])
    expect(activity!.getAttribute('aria-selected')).toBe('false')
    // roving focus: the unselected tab is out of the tab order, reached with the arrow keys
    expect(activity!.getAttribute('tabindex')).toBe('-1')
    await act(async () => {
      tokens!.focus()
      fireEvent.keyDown(tokens!, { key: 'ArrowRight' })
      await flush()
    })
    expect(document.activeElement).toBe(activity)
    expect(activity!.getAttribute('aria-selected')).toBe('true')
    expect(t.kernel.get(TOKENS.connection).account('eip155').currentTab).toBe(1)
    const panel = screen.getByRole('tabpanel', { name: 'Activity' })
    expect(activity!.getAttribute('aria-controls')).toBe(panel.id)
    await waitFor(() => expect(within(panel).getByTestId('activity-stub').textContent).toBe('the activity'))
    expect(screen.queryByRole('tabpanel', { name: 'Tokens' })).toBeNull()
    expect(await axeViolations(document.body)).toEqual([])

    // the choice outlives the view: shown again, it opens on Activity
    cleanup()
    await act(async () => {
      renderWith(appKit!, <AccountView />)
      await flush()
    })
    expect(screen.getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true')
    await act(async () => {
      const tab = screen.getByRole('tab', { name: 'Activity' })
      tab.focus()
      fireEvent.keyDown(tab, { key: 'ArrowLeft' })
      await flush()
    })
    expect(screen.getByRole('tab', { name: 'Tokens' }).getAttribute('aria-selected')).toBe('true')
    expect(t.kernel.get(TOKENS.connection).account('eip155').currentTab).toBe(0)
  })

  it('offers a retry when the Activity code fails to load', async () => {
    let calls = 0
    const flaky = async () => {
      if (++calls === 1) throw new TypeError('Failed to fetch dynamically imported module')
      return { default: () => <p data-testid="activity-stub">the activity</p> }
    }
    const t = await setup([blockchainApi().plugin, activityPlugin(flaky)])
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await act(async () => {
      t.kernel.get(TOKENS.connection).setCurrentTab(1)
      await flush()
    })
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Something went wrong'))
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
      await flush()
    })
    await waitFor(() => expect(screen.getByTestId('activity-stub')).toBeTruthy())
    expect(calls).toBe(2)
  })

  it('shows no tabs on a network the app does not list', async () => {
    const wallet = fakeEvm()
    const t = await loadedAppKit({ endpoints: { blockchainApi: API }, networks: [ethereum, base], plugins: [wallet.plugin, blockchainApi().plugin] }, wallet)
    appKit = t.appKit
    await act(async () => {
      const done = t.kernel.get(TOKENS.connection).connect(sandboxWallet.id)
      t.controls.connect.resolve({ accounts: [ADDRESS], chainId: 999 })
      await done.catch(() => {})
      await flush()
    })
    await act(async () => {
      renderWith(appKit!, <AccountView />)
      await flush()
    })
    // the account is there, on a chain the app does not list: no portfolio to ask for
    expect(screen.getByTestId('account-view-address').textContent).toBe(ADDRESS)
    expect(screen.getByTestId('account-view-network').textContent).toContain('Unsupported Network')
    expect(screen.queryByRole('tablist')).toBeNull()
  })
})
