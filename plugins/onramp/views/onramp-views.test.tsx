// @vitest-environment happy-dom
// The Buy views over the fake EVM wallet, the on-ramp API answered in the hosted wire shapes (the
// sandbox provider's price table for 50 USD of sUSDC), the provider's window a stub of window.open.
import type { ReactElement } from 'react'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOKENS, type Kernel } from 'portico'
import { useKernel, useObservable } from 'portico/react'
import type { AppKit } from '../../../ui/app-kit/create-app-kit.ts'
import { axeViolations } from '../../../ui/test-support/axe.ts'
import { flush, loadedAppKit, renderWith } from '../../../ui/test-support/app-kit.tsx'
import { ADDRESS, fakeEvm, sandboxWallet } from '../../../ui/test-support/fake-evm.ts'
import { servicesPlugin } from '../../../ui/test-support/fake-explorer.ts'
import { onramp } from '../onramp.ts'
import { onrampView, title as buyTitle } from './onramp-view.tsx'
import OnRampProvidersView, { title as providersTitle } from './onramp-providers-view.tsx'
import BuyInProgressView, { title as progressTitle } from './buy-in-progress-view.tsx'

vi.mock('../../../ui/app-kit/load-modal.ts', () => ({ loadModal: () => new Promise(() => {}), loadedModal: () => undefined }))

const API = 'http://blockchain-api.test'
const PROVIDER_URL = 'http://onramp.test/buy?asset=sUSDC&network=ethereum'
const plugin = onramp({ providerName: 'Test Pay' })

const OPTIONS = {
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }, { id: 'ach_bank_account', min: '10.00', max: '25000.00' }] },
    { id: 'EUR', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] },
  ],
  purchaseCurrencies: [
    { id: 'eth', name: 'Ether', symbol: 'ETH', networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' }] },
    { id: 'susdc', name: 'Sandbox USD Coin', symbol: 'sUSDC', networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '0xabc' }] },
    { id: 'sol', name: 'Solana', symbol: 'SOL', networks: [{ name: 'solana', display_name: 'Solana', chain_id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', contract_address: '' }] },
  ],
}
const QUOTE = {
  paymentTotal: { amount: '50.00', currency: 'USD' },
  paymentSubtotal: { amount: '49.25', currency: 'USD' },
  purchaseAmount: { amount: '49.25', currency: 'sUSDC' },
  coinbaseFee: { amount: '0.75', currency: 'USD' },
  networkFee: { amount: '0.00', currency: 'USD' },
  quoteId: 'q-1',
}
const purchase = (status: string) => ({
  id: 'p-1',
  metadata: { operationType: 'buy', hash: status === 'ONRAMP_TRANSACTION_STATUS_SUCCESS' ? '0xcredit' : '', minedAt: new Date().toISOString(), sentFrom: '0xprovider', sentTo: ADDRESS, status, nonce: 0, application: null, chain: 'eip155:1' },
  transfers: [{ fungible_info: { name: 'Sandbox USD Coin', symbol: 'sUSDC', icon: null }, nft_info: null, direction: 'in', quantity: { numeric: '49.25' }, value: 49.25, price: 1 }],
})

interface Api {
  options: 'ok' | 'fail'
  quote: 'ok' | 'fail'
  /** The on-ramp history's pages, read in turn (the last repeats). */
  history: unknown[][]
  asked: { path: string; body?: unknown }[]
  /** The track events sent. */
  events: [string, unknown][]
}

function blockchainApi(api: Api) {
  let historyReads = 0
  return servicesPlugin({
    analytics: { track: (event, properties) => void api.events.push([event, properties]), reportError() {}, flush: async () => {}, dispose() {} },
    blockchainFetch: async (input, init) => {
      const url = new URL(input)
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
      api.asked.push({ path: url.pathname, body })
      if (url.pathname === '/v1/supported-chains') return Response.json({ http: ['eip155:1'], ws: [] })
      if (url.pathname === '/v1/onramp/options') return api.options === 'ok' ? Response.json(OPTIONS) : new Response('down', { status: 500 })
      if (url.pathname === '/v1/onramp/quote') return api.quote === 'ok' ? Response.json(QUOTE) : new Response('down', { status: 500 })
      if (url.pathname === '/v1/generators/onrampurl') return Response.json({ url: PROVIDER_URL })
      if (url.pathname === `/v1/account/${ADDRESS}/history` && url.searchParams.get('onramp') === 'coinbase')
        return Response.json({ data: api.history[Math.min(historyReads++, api.history.length - 1)] })
      return new Response('not found', { status: 404 })
    },
  })
}

const VIEWS = { OnRamp: onrampView({ providerName: 'Test Pay', quoteRefreshMs: 20_000, quoteDebounceMs: 10 }), OnRampProviders: OnRampProvidersView, BuyInProgress: BuyInProgressView } as unknown as Record<
  string,
  (props: { data: never }) => ReactElement
>

function Current() {
  const router = useKernel().get(TOKENS.router)
  const route = useObservable(router.state$, () => router.get())
  const View = VIEWS[route.view]
  const entry = route.history[route.history.length - 1]!
  return View ? <View key={route.history.length} data={entry.data as never} /> : <p data-testid="other-view">{route.view}</p>
}

let appKit: AppKit | undefined
afterEach(() => {
  cleanup()
  appKit?.dispose()
  vi.restoreAllMocks()
})

async function setup(options: Partial<Omit<Api, 'asked' | 'events'>> & { locale?: string } = {}) {
  const api: Api = { options: 'ok', quote: 'ok', history: [[]], asked: [], events: [], ...options }
  const wallet = fakeEvm()
  const t = await loadedAppKit({ endpoints: { blockchainApi: API }, plugins: [wallet.plugin, plugin, blockchainApi(api)], ...(options.locale ? { locale: options.locale } : {}) }, wallet)
  appKit = t.appKit
  const kernel: Kernel = t.kernel
  await act(async () => {
    const done = kernel.get(TOKENS.connection).connect(sandboxWallet.id)
    t.controls.connect.resolve({ accounts: [ADDRESS], chainId: 1 })
    await done
    await flush()
    kernel.get(TOKENS.modal).open()
    kernel.get(TOKENS.router).push('OnRamp')
  })
  await act(async () => {
    renderWith(appKit!, <Current />)
    await flush()
  })
  return { kernel, router: kernel.get(TOKENS.router), api }
}

const type = (label: string, value: string) => act(async () => void fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } }))
const click = (name: string | RegExp) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }))
    await flush()
  })
const status = () => screen.getByTestId('onramp-amount-status').textContent

describe('Buy', () => {
  it('onramp() contributes the three views, loaded only when opened; titled Buy, Choose a provider, Buy in progress', () => {
    expect(Object.keys(plugin.views ?? {})).toEqual(['OnRamp', 'OnRampProviders', 'BuyInProgress'])
    expect([buyTitle, providersTitle, progressTitle]).toEqual(['Buy', 'Choose a provider', 'Buy in progress'])
    expect(() => onramp({ providerName: '' })).toThrow('Invalid option "onramp.providerName": expected a non-empty string, got ""')
  })

  it("offers what is delivered on the account's network, checks the amount as typed, quotes it, and is accessible", async () => {
    const { api } = await setup()
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Crypto' })).toBeTruthy())
    expect(within(screen.getByRole('combobox', { name: 'Crypto' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['ETH (Ether)', 'sUSDC (Sandbox USD Coin)'])
    expect(screen.getByTestId('onramp-network').textContent).toBe('Ethereum')
    expect(status()).toBe('From 10.00 to 7500.00 USD by card')
    expect((screen.getByRole('button', { name: 'Enter an amount' }) as HTMLButtonElement).disabled).toBe(true)

    await type('Amount', '5')
    expect(status()).toBe('The minimum is 10.00 USD')
    expect(screen.getByRole('textbox', { name: 'Amount' }).getAttribute('aria-invalid')).toBe('true')
    await type('Amount', '7500.5')
    expect(status()).toBe('The maximum is 7500.00 USD')
    await type('Amount', '12.345')
    expect(status()).toBe('USD amounts have at most 2 decimals')
    await type('Amount', 'ten')
    expect(status()).toBe('Enter an amount like 50 or 50.25')
    expect(api.asked.filter((a) => a.path === '/v1/onramp/quote')).toEqual([])

    await act(async () => void fireEvent.change(screen.getByRole('combobox', { name: 'Crypto' }), { target: { value: 'susdc' } }))
    await type('Amount', '50')
    await waitFor(() => expect(screen.getByTestId('onramp-quote-receive').textContent).toBe('49.25 sUSDC'))
    expect(screen.getByTestId('onramp-quote-fee').textContent).toBe('0.75 USD')
    expect(screen.getByTestId('onramp-quote-total').textContent).toBe('50.00 USD')
    expect(screen.queryByTestId('onramp-quote-estimate')).toBeNull()
    expect(api.asked.find((a) => a.path === '/v1/onramp/quote')!.body).toMatchObject({ amount: '50', network: 'ethereum', purchaseCurrency: { id: 'susdc' }, paymentCurrency: { id: 'USD' } })
    expect(await axeViolations(document.body)).toEqual([])
  })

  it("Failed options give the built-in list (said), a failed quote the stand-in marked as an estimate", async () => {
    await setup({ options: 'fail', quote: 'fail' })
    await waitFor(() => expect(screen.getByTestId('onramp-built-in').textContent).toBe('The provider’s list could not be loaded: showing the built-in list.'))
    // the built-in list names USDC on Ethereum
    expect(within(screen.getByRole('combobox', { name: 'Crypto' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['USDC (USD Coin)'])
    await type('Amount', '50')
    await waitFor(() => expect(screen.getByTestId('onramp-quote-estimate').textContent).toBe('Estimate'))
    expect(screen.getByTestId('onramp-quote-receive').textContent).toBe('≈ 50 USDC')
    expect(screen.getByTestId('onramp-quote-fee').textContent).toBe('0.00 USD')
    expect(screen.getByTestId('onramp-quote-estimate-note').textContent).toBe(
      'The price could not be fetched: this is an estimate without fees. The provider shows the final amount before you pay.',
    )
    expect(await axeViolations(document.body)).toEqual([])
  })

  it('a blocked provider window is said with a link to it; the purchase is followed until Bought, and the balance read again', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const { kernel, api } = await setup({ history: [[], [], [purchase('ONRAMP_TRANSACTION_STATUS_IN_PROGRESS')], [purchase('ONRAMP_TRANSACTION_STATUS_SUCCESS')]] })
    const refresh = vi.spyOn(kernel.get(TOKENS.connection), 'refreshBalance')
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Crypto' })).toBeTruthy())
    await act(async () => void fireEvent.change(screen.getByRole('combobox', { name: 'Crypto' }), { target: { value: 'susdc' } }))
    await type('Amount', '50')
    await waitFor(() => expect(screen.getByTestId('onramp-quote-receive')).toBeTruthy())
    await click('Continue')
    expect(screen.getByTestId('onramp-providers-order').textContent).toBe('Pay 50.00 USD for about 49.25 sUSDC with')
    await click(/Test Pay/)
    expect(open).toHaveBeenCalledWith('about:blank', 'portico-onramp', 'popup=yes,width=480,height=720')
    expect(api.events.filter(([event]) => event.startsWith('SELECT_BUY'))).toEqual([
      ['SELECT_BUY_CRYPTO', { isSmartAccount: false }],
      ['SELECT_BUY_PROVIDER', { provider: 'coinbase', isSmartAccount: false }],
    ])
    await waitFor(() => expect(screen.getByTestId('onramp-blocked')).toBeTruthy())
    expect(screen.getByRole('alert').textContent).toContain('Your browser blocked the Test Pay window.')
    const link = screen.getByRole('link', { name: 'Open Test Pay' })
    expect(link.getAttribute('href')).toBe(PROVIDER_URL)
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(api.asked.find((a) => a.path === '/v1/generators/onrampurl')!.body).toMatchObject({
      destinationWallets: [{ address: ADDRESS, blockchains: ['ethereum'], assets: ['susdc'] }],
      partnerUserId: ADDRESS,
      defaultNetwork: 'ethereum',
      defaultAsset: 'susdc',
      presetFiatAmount: 50,
      fiatCurrency: 'USD',
      defaultExperience: 'buy',
    })
    expect(await axeViolations(document.body)).toEqual([])
    await waitFor(() => expect(screen.getByTestId('onramp-progress-status').textContent).toBe('Purchase under way: 49.25 sUSDC arrives once the provider completes it.'), { timeout: 8_000 })
    await waitFor(() => expect(screen.getByTestId('onramp-bought-summary').textContent).toBe('Bought 49.25 sUSDC'), { timeout: 8_000 })
    expect(refresh).toHaveBeenCalledWith(undefined, { force: true })
    await click('Done')
    expect(screen.getByTestId('other-view').textContent).toBe('Account')
  }, 30_000)

  it('an opened window goes to the provider; a failed purchase is said, and Try again returns to the form as it was', async () => {
    const popup = { opener: window, closed: false, location: { replace: vi.fn() }, close: vi.fn() }
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    // the purchase fails only once the test has seen the 'in the window' step (a loaded machine may poll past it)
    const { router, api } = await setup({ history: [[]] })
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Crypto' })).toBeTruthy())
    await type('Amount', '50')
    await waitFor(() => expect(screen.getByTestId('onramp-quote-receive')).toBeTruthy())
    await click('Continue')
    await click(/Test Pay/)
    await waitFor(() => expect(screen.getByTestId('onramp-continue-in-window').textContent).toBe('Complete the purchase in the Test Pay window.'), { timeout: 8_000 })
    expect(popup.opener).toBeNull()
    expect(popup.location.replace).toHaveBeenCalledWith(PROVIDER_URL)
    api.history.push([purchase('ONRAMP_TRANSACTION_STATUS_FAILED')])
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The purchase failed: no crypto was credited.'), { timeout: 8_000 })
    await click('Try again')
    expect(router.get().history.map((e) => e.view)).toEqual(['Account', 'OnRamp'])
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe('50'))
    expect((screen.getByRole('combobox', { name: 'Crypto' }) as HTMLSelectElement).value).toBe('eth')
  }, 30_000)

  it('in a restricted time zone the view says why (open({ view: "OnRamp" }))', async () => {
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => ({ resolvedOptions: () => ({ timeZone: 'Asia/Hong_Kong' }) }) as unknown as Intl.DateTimeFormat)
    const { router } = await setup()
    expect(screen.getByRole('alert').textContent).toBe('Buying crypto is not offered in your time zone (Asia/Hong_Kong): card providers do not serve this region.')
    expect(screen.queryByRole('textbox', { name: 'Amount' })).toBeNull()
    // the later steps (a stored route) say the same, and stay rather than give way to the form
    for (const view of ['OnRampProviders', 'BuyInProgress'] as const) {
      await act(async () => {
        router.push(view, undefined as never)
        await flush()
      })
      expect(router.get().view).toBe(view)
      expect(screen.getByRole('alert').textContent).toContain('Buying crypto is not offered in your time zone (Asia/Hong_Kong)')
    }
  })

  it('opened without their data (open({ view })), the provider choice and Buy in progress give way to the form', async () => {
    const { router } = await setup()
    for (const view of ['OnRampProviders', 'BuyInProgress'] as const) {
      await act(async () => {
        router.push(view, undefined as never)
        await flush()
      })
      await waitFor(() => expect(router.get().view).toBe('OnRamp'))
    }
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Amount' })).toBeTruthy())
  })

  it('speaks Spanish from its own catalog', async () => {
    await setup({ locale: 'es' })
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Criptomoneda' })).toBeTruthy())
    expect(screen.getByRole('textbox', { name: 'Importe' })).toBeTruthy()
    await type('Importe', '5')
    expect(status()).toBe('El mínimo es 10,00 USD')
  })
})
