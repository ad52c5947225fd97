// @vitest-environment happy-dom
// The Swap views over the fake EVM wallet (each wallet request answered by the test) and the convert,
// balance and price endpoints answered in the hosted wire shapes. The receipt part (viem on the
// network's RPC) is replaced here: these tests are about what the views show and ask.
import type { ReactElement } from 'react'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SPONSOR_OF_METHOD, TOKENS, type Kernel } from 'portico'
import { useKernel, useObservable } from 'portico/react'
import type { AppKit } from '../../../ui/app-kit/create-app-kit.ts'
import { axeViolations } from '../../../ui/test-support/axe.ts'
import { flush, loadedAppKit, renderWith } from '../../../ui/test-support/app-kit.tsx'
import { ADDRESS, ethereum, fakeEvm, rejection, sandboxWallet } from '../../../ui/test-support/fake-evm.ts'
import { servicesPlugin } from '../../../ui/test-support/fake-explorer.ts'
import AccountView from '../../../ui/views/account/account-view.tsx'
import { resolveSwapSettings, swap, type SwapOptions } from '../swap.ts'
import SwapView, { title as swapTitle, titleId as swapTitleId } from './swap-view.tsx'
import SwapReviewView, { title as reviewTitle, titleId as reviewTitleId } from './swap-review-view.tsx'

vi.mock('../../../ui/app-kit/load-modal.ts', () => ({ loadModal: () => new Promise(() => {}), loadedModal: () => undefined }))
vi.mock('../swap-chain.ts', () => ({
  swapChain: () => ({
    waitForReceipt: async (_network: unknown, hash: string) => ({ status: 'success', transactionHash: hash }),
    receivedAmount: async () => 1_584_000_000_000_000n,
  }),
}))

const API = 'http://blockchain-api.test'
const NATIVE = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const USDC = '0x574342D6EC50218A7384f9B0B881DB3F64eB4c0A'
const DAI = '0x16B7c5C7Ba3a2c5B2A3b4B1C5D6e7F8091a2B3c4'
const ROUTER = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D'
/** The price table of the fake API: ETH 3000, the stablecoins 1; quotes lose 1% to the pool. */
const USD: Record<string, number> = { [NATIVE]: 3000, [`eip155:1:${USDC}`]: 1, [`eip155:1:${DAI}`]: 1 }
const DECIMALS: Record<string, number> = { [NATIVE]: 18, [`eip155:1:${USDC}`]: 6, [`eip155:1:${DAI}`]: 18 }

interface ApiControls {
  failing: Set<string>
  requests: string[]
  allowance: string
  liquidity: boolean
  /** The analytics track events sent (OPEN_SWAP, SWAP_SUCCESS, ...). */
  events: [string, unknown][]
}

function blockchainApi(controls: ApiControls) {
  const fail = (path: string) => (controls.failing.has(path) ? new Response(JSON.stringify({ status: 'FAILED', reasons: [{ field: 'transport', description: 'We failed to reach the provider for your request' }] }), { status: 503 }) : undefined)
  return servicesPlugin({
    analytics: { track: (name, props) => void controls.events.push([name, props]), reportError() {}, flush: async () => {}, dispose() {} },
    blockchainFetch: async (input, init) => {
      const url = new URL(input)
      controls.requests.push(`${init?.method ?? 'GET'} ${url.pathname}`)
      const failure = fail(url.pathname)
      if (failure) return failure
      const q = (name: string) => url.searchParams.get(name) ?? ''
      switch (url.pathname) {
        case '/v1/supported-chains':
          return Response.json({ http: ['eip155:1', 'eip155:8453'], ws: [] })
        case `/v1/account/${ADDRESS}/balance`:
          return Response.json({
            balances: [
              { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', address: null, value: 4500, price: 3000, quantity: { decimals: '18', numeric: '1.5' }, iconUrl: '' },
              { name: 'Sandbox USD Coin', symbol: 'sUSDC', chainId: 'eip155:1', address: `eip155:1:${USDC}`, value: 100, price: 1, quantity: { decimals: '6', numeric: '100' }, iconUrl: '' },
            ],
          })
        case '/v1/convert/tokens':
          return Response.json({
            tokens: [
              { name: 'Sandbox Dai', symbol: 'sDAI', address: `eip155:1:${DAI}`, decimals: 18, logoUri: null, eip2612: false },
              { name: 'Ether', symbol: 'ETH', address: NATIVE, decimals: 18, logoUri: null, eip2612: false },
              { name: 'Sandbox USD Coin', symbol: 'sUSDC', address: `eip155:1:${USDC}`, decimals: 6, logoUri: null, eip2612: false },
            ],
          })
        case '/v1/convert/gas-price':
          return Response.json({ standard: '1000000000', fast: '1200000000', instant: '1500000000' })
        case '/v1/convert/quotes': {
          if (!controls.liquidity) return new Response(JSON.stringify({ status: 'FAILED', reasons: [{ field: 'amount', description: 'Insufficient liquidity' }] }), { status: 400 })
          const usd = (Number(q('amount')) / 10 ** DECIMALS[q('from')]!) * USD[q('from')]!
          const toAmount = BigInt(Math.floor(((usd * 0.99) / USD[q('to')]!) * 10 ** Math.min(DECIMALS[q('to')]!, 12))) * 10n ** BigInt(Math.max(DECIMALS[q('to')]! - 12, 0))
          return Response.json({ quotes: [{ id: null, fromAmount: q('amount'), fromAccount: q('from'), toAmount: toAmount.toString(), toAccount: q('to') }] })
        }
        case '/v1/convert/allowance':
          return Response.json({ allowance: controls.allowance })
        case '/v1/convert/build-approve':
          return Response.json({ tx: { from: q('from'), to: q('from'), data: '0x095ea7b3', value: '0', eip155: { gasPrice: '1000000000' } } })
        case '/v1/convert/build-transaction':
          return Response.json({ tx: { from: `eip155:1:${ADDRESS}`, to: `eip155:1:${ROUTER}`, data: '0x38ed1739', amount: '0', eip155: { gas: '200000', gasPrice: '1000000000' } } })
        case '/v1/fungible/price': {
          const { addresses } = JSON.parse(String(init?.body)) as { addresses: string[] }
          return Response.json({ fungibles: addresses.map((address) => ({ address, name: address, symbol: 'X', iconUrl: '', price: USD[address] ?? 0 })) })
        }
        default:
          return new Response('not found', { status: 404 })
      }
    },
  })
}

let appKit: AppKit | undefined
afterEach(() => {
  cleanup()
  appKit?.dispose()
})

/** swap() as composed, its settings with a short debounce (the quote is asked 5 ms after typing). */
function quickSwap(options: SwapOptions) {
  const plugin = swap(options)
  const settings = { ...resolveSwapSettings(options), quoteDebounceMs: 5 }
  return { ...plugin, load: () => import('../swap-parts.ts').then((m) => m.swapParts(settings)) }
}
const VIEWS = { Swap: SwapView, SwapReview: SwapReviewView, Account: AccountView } as unknown as Record<string, (props: { data: never }) => ReactElement>
const views = VIEWS

function Current() {
  const router = useKernel().get(TOKENS.router)
  const route = useObservable(router.state$, () => router.get())
  const View = views[route.view]
  const entry = route.history[route.history.length - 1]!
  return View ? <View key={route.history.length} data={entry.data as never} /> : <p data-testid="other-view">{route.view}</p>
}

type Provider = { request: (args: { method: string; params?: unknown }) => Promise<unknown> }

async function setup(options: { view?: string; data?: unknown; chainId?: number; networks?: (string | number)[]; api?: Partial<ApiControls>; locale?: string; smartAccount?: boolean; provider?: Provider } = {}) {
  const wallet = fakeEvm()
  if (options.provider) wallet.controls.provider = options.provider as typeof wallet.controls.provider
  const controls: ApiControls = { failing: new Set(), requests: [], allowance: '0', liquidity: true, events: [], ...options.api }
  const requests: { to: string; data?: string; value?: bigint }[] = []
  let answer: { resolve(hash: string): void; reject(error: unknown): void } | undefined
  wallet.adapter.sendTransaction = (request) => {
    requests.push(request)
    return new Promise<string>((resolve, reject) => (answer = { resolve, reject }))
  }
  const t = await loadedAppKit(
    { networks: [ethereum, { ...ethereum, id: 5, caipNetworkId: 'eip155:5', name: 'Goerli' }], endpoints: { blockchainApi: API }, allowUnsupportedChain: true, plugins: [wallet.plugin, quickSwap({ providerFee: 0.3, ...(options.networks ? { networks: options.networks } : {}) }), blockchainApi(controls)], ...(options.locale ? { locale: options.locale } : {}) },
    wallet,
  )
  appKit = t.appKit
  const kernel: Kernel = t.kernel
  await act(async () => {
    const done = kernel.get(TOKENS.connection).connect(sandboxWallet.id)
    t.controls.connect.resolve({ accounts: [ADDRESS], chainId: options.chainId ?? 1, ...(options.smartAccount ? { preferredAccountType: 'smartAccount' as const } : {}) })
    await done
    await flush()
    kernel.get(TOKENS.modal).open({ view: options.view ?? 'Swap', data: options.data as never })
  })
  await act(async () => {
    renderWith(appKit!, <Current />)
    await flush()
  })
  return { kernel, router: kernel.get(TOKENS.router), controls, requests, wallet: () => answer! }
}

const loaded = () => waitFor(() => expect(screen.queryByTestId('swap-tokens-loading')).toBeNull())
const click = (name: string | RegExp) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }))
    await flush()
  })
const typeAmount = (value: string) => act(async () => void fireEvent.change(screen.getByRole('textbox', { name: 'You pay' }), { target: { value } }))
const submit = () => screen.getByTestId('swap-submit')
const pick = async (side: 'pay' | 'receive', symbol: string) => {
  await click(side === 'pay' ? /^You pay: |^Select token to pay$/ : /^You receive: |^Select token to receive$/)
  await click(new RegExp(`^${symbol} \\(`))
}

describe('the Account view offers Swap', () => {
  it('in the wallet-feature order (onramp, swaps, receive, send) on a swap network with an EVM account, and not on a network outside the list', async () => {
    const t = await setup({ view: 'Account' })
    await waitFor(() => expect(screen.getByTestId('account-view-features')).toBeTruthy())
    expect(within(screen.getByRole('list', { name: 'Wallet features' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['Swap'])
    await click('Swap')
    expect(t.router.get().view).toBe('Swap')
  })

  it('not on a network outside the list', async () => {
    await setup({ view: 'Account', networks: [8453] })
    await waitFor(() => expect(screen.getByTestId('account-view')).toBeTruthy())
    expect(screen.queryByRole('button', { name: 'Swap' })).toBeNull()
  })
})

describe('Swap view', () => {
  it('is titled Swap and Review swap', () => {
    expect([swapTitle, reviewTitle]).toEqual(['Swap', 'Review swap'])
  })

  it("says 'Network not supported for Gas Price or Swaps' when opened on a network outside the list", async () => {
    await setup({ networks: [8453] })
    expect(screen.getByRole('alert').textContent).toBe('Network not supported for Gas Price or Swaps')
    expect(screen.queryByRole('textbox', { name: 'You pay' })).toBeNull()
  })

  it('pays with the native coin by default; the token list is searchable, holdings first with balances; accessible', async () => {
    await setup()
    await loaded()
    expect(screen.getByTestId('swap-balance').textContent).toBe('Balance: 1.5 ETH')
    expect(submit().textContent).toBe('Select token')
    await click('Select token to receive')
    const options = () => screen.getAllByTestId('swap-token-option').map((o) => o.getAttribute('aria-label'))
    expect(options()).toEqual(['ETH (Ether), balance 1.5', 'sUSDC (Sandbox USD Coin), balance 100', 'sDAI (Sandbox Dai)'])
    expect(await axeViolations(document.body)).toEqual([])
    await act(async () => void fireEvent.change(screen.getByRole('searchbox', { name: 'Search tokens' }), { target: { value: ' dai ' } }))
    expect(options()).toEqual(['sDAI (Sandbox Dai)'])
    await act(async () => void fireEvent.change(screen.getByRole('searchbox', { name: 'Search tokens' }), { target: { value: 'zzz' } }))
    expect(screen.getByRole('status').textContent).toBe('No token matches “zzz”')
    await click('Back to swap')
    expect(submit().textContent).toBe('Select token')
  })

  it('the button says what is missing until Review swap; the quote and its figures show as the amount is typed', async () => {
    await setup()
    await loaded()
    await pick('receive', 'sUSDC')
    expect(submit().textContent).toBe('Enter amount')
    await typeAmount('2')
    expect(submit().textContent).toBe('Insufficient balance')
    await typeAmount('0.1.')
    expect(submit().textContent).toBe('Enter a valid amount')
    await typeAmount('0.1')
    await waitFor(() => expect(submit().textContent).toBe('Review swap'))
    expect((submit() as HTMLButtonElement).disabled).toBe(false)
    expect(screen.getByTestId('swap-receive-amount').textContent).toBe('297')
    expect(screen.getByTestId('swap-price-impact').textContent).toBe('1.00%')
    expect(screen.getByTestId('swap-minimum-received').textContent).toBe('294.03 sUSDC')
    expect(screen.getByTestId('swap-provider-fee').textContent).toBe('0.0003 ETH')
    expect(screen.getByTestId('swap-network-cost').textContent).toBe('0.0002 ETH ($0.60)')
    expect(await axeViolations(document.body)).toEqual([])
  })

  it("'Insufficient liquidity' when the API says the pool is too thin", async () => {
    await setup({ data: { fromToken: 'ETH', toToken: 'sUSDC', amount: '0.1' }, api: { liquidity: false } })
    await loaded()
    await waitFor(() => expect(submit().textContent).toBe('Insufficient liquidity'))
  })

  it('pre-fills from open() data; Switch turns the pair around', async () => {
    await setup({ data: { fromToken: 'sUSDC', toToken: 'ETH', amount: '5' } })
    await loaded()
    expect((screen.getByRole('textbox', { name: 'You pay' }) as HTMLInputElement).value).toBe('5')
    expect(screen.getByRole('button', { name: 'You pay: sUSDC, change token' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'You receive: ETH, change token' })).toBeTruthy()
    await waitFor(() => expect(submit().textContent).toBe('Review swap'))
    await click('Switch the tokens')
    expect(screen.getByRole('button', { name: 'You pay: ETH, change token' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'You receive: sUSDC, change token' })).toBeTruthy()
  })

  it('Max: all of an ERC-20; of the native coin the balance less the fee reserve', async () => {
    await setup({ data: { toToken: 'sUSDC' } })
    await loaded()
    await click('Max ETH')
    // 1.5 ETH − 2 × 1 gwei × 200,000 gas
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'You pay' }) as HTMLInputElement).value).toBe('1.4996'))
    await pick('pay', 'sUSDC')
    await click('Max sUSDC')
    expect((screen.getByRole('textbox', { name: 'You pay' }) as HTMLInputElement).value).toBe('100')
  })

  it('says what failed when the convert API fails; Try again recovers', async () => {
    const t = await setup({ data: { fromToken: 'ETH', toToken: 'sUSDC', amount: '0.1' }, api: { failing: new Set(['/v1/convert/quotes']) } })
    await loaded()
    await waitFor(() => expect(screen.getByTestId('swap-quote-error').textContent).toContain('Could not get a quote: HTTP status code: 503'))
    expect(submit().textContent).toBe('Quote unavailable')
    t.controls.failing.delete('/v1/convert/quotes')
    await click('Try again')
    await waitFor(() => expect(submit().textContent).toBe('Review swap'))
    expect(screen.queryByTestId('swap-quote-error')).toBeNull()
  })

  it('says when the token list cannot load; Try again recovers', async () => {
    const t = await setup({ api: { failing: new Set(['/v1/convert/tokens']) } })
    await waitFor(() => expect(screen.getByTestId('swap-tokens-error').textContent).toContain('Could not load the tokens: HTTP status code: 503'))
    expect(screen.getByRole('alert').textContent).toContain('Could not load the tokens')
    expect(submit().textContent).toBe('Select token')
    t.controls.failing.delete('/v1/convert/tokens')
    await click('Try again')
    await loaded()
    await waitFor(() => expect(screen.getByTestId('swap-balance').textContent).toBe('Balance: 1.5 ETH'))
    expect(screen.queryByTestId('swap-tokens-error')).toBeNull()
  })
})

describe('Review swap', () => {
  async function review(data: { fromToken: string; toToken: string; amount: string }, allowance = '0') {
    const t = await setup({ data })
    t.controls.allowance = allowance
    await loaded()
    await waitFor(() => expect(submit().textContent).toBe('Review swap'))
    await click('Review swap')
    expect(t.router.get().view).toBe('SwapReview')
    expect(t.router.currentTransaction()).toBeDefined()
    return t
  }

  it('an ERC-20 that needs an approval: the wallet is asked to approve, then to swap; each step says what to confirm; the toast names the amounts', async () => {
    const t = await review({ fromToken: 'sUSDC', toToken: 'ETH', amount: '5' })
    expect(screen.getByTestId('swap-review-pay').textContent).toBe('5 sUSDC')
    expect(screen.getByTestId('swap-review-approval-note').textContent).toContain('sUSDC needs your approval first')
    expect(await axeViolations(document.body)).toEqual([])
    await click('Approve and swap')
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Approve sUSDC in your wallet (step 1 of 2)'))
    expect(t.requests).toEqual([expect.objectContaining({ to: USDC, data: '0x095ea7b3', value: 0n })])
    await act(async () => {
      t.wallet().resolve(`0x${'aa'.repeat(32)}`)
      await flush()
    })
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Confirm the swap in your wallet (step 2 of 2)'))
    expect(t.requests[1]).toEqual(expect.objectContaining({ to: ROUTER, data: '0x38ed1739', value: 0n }))
    await act(async () => {
      t.wallet().resolve(`0x${'bb'.repeat(32)}`)
      await flush()
    })
    await waitFor(() => expect(t.router.get().view).toBe('Account'))
    expect(t.router.currentTransaction()).toBeUndefined()
    expect(t.kernel.get(TOKENS.toast).get()).toMatchObject({ open: true, variant: 'success', message: 'Swapped 5 sUSDC for 0.001584 ETH' })
    expect(t.controls.requests).toContain('POST /v1/convert/build-transaction')
    const swapProps = { isSmartAccount: false, network: 'eip155:1', swapFromToken: 'sUSDC', swapToToken: 'ETH', swapFromAmount: '5' }
    expect(t.controls.events.filter(([name]) => /SWAP/.test(name))).toEqual([
      ['OPEN_SWAP', { isSmartAccount: false, network: 'eip155:1' }],
      ['INITIATE_SWAP', { ...swapProps, swapToAmount: expect.stringMatching(/^0\.00\d+$/) }],
      ['SWAP_SUCCESS', { ...swapProps, swapToAmount: '0.001584' }],
    ])
  })

  it('a refused approval says so and leaves the modal usable: Try again asks again, Go back returns to the form as it was', async () => {
    const t = await review({ fromToken: 'sUSDC', toToken: 'ETH', amount: '5' })
    await click('Approve and swap')
    await waitFor(() => expect(t.requests).toHaveLength(1))
    await act(async () => {
      t.wallet().reject(rejection())
      await flush()
    })
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Approval declined'))
    expect(t.controls.events.at(-1)).toEqual(['SWAP_APPROVAL_ERROR', expect.objectContaining({ message: 'You declined the approval in your wallet. Nothing was swapped.' })])
    expect(screen.getByRole('alert').textContent).toContain('You declined the approval in your wallet. Nothing was swapped.')
    expect(await axeViolations(document.body)).toEqual([])
    await click('Try again')
    await waitFor(() => expect(t.requests).toHaveLength(2))
    await act(async () => {
      t.wallet().reject(rejection())
      await flush()
    })
    await waitFor(() => expect(screen.getByRole('button', { name: 'Go back' })).toBeTruthy())
    await click('Go back')
    expect(t.router.get().view).toBe('Swap')
    await loaded()
    expect((screen.getByRole('textbox', { name: 'You pay' }) as HTMLInputElement).value).toBe('5')
  })

  it('a refused swap says so; no approval is asked when the allowance covers the amount', async () => {
    const t = await review({ fromToken: 'ETH', toToken: 'sUSDC', amount: '0.1' })
    await click('Swap')
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Confirm the swap in your wallet'))
    expect(t.requests).toEqual([expect.objectContaining({ to: ROUTER, value: 10n ** 17n })])
    await act(async () => {
      t.wallet().reject(rejection())
      await flush()
    })
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Swap declined'))
    expect(t.controls.requests).not.toContain('GET /v1/convert/build-approve')
  })
})

describe('Review swap when the app sponsors the gas', () => {
  /** A smart account's wallet that names a sponsor, runs atomic batches and mines them at once. */
  function sponsoringWallet() {
    const asked: { method: string; params?: unknown }[] = []
    const provider: Provider = {
      request: async (args) => {
        asked.push(args)
        switch (args.method) {
          case SPONSOR_OF_METHOD:
            return { sponsor: 'Portico Playground' }
          case 'wallet_getCapabilities':
            return { '0x1': { atomic: { status: 'supported' }, paymasterService: { supported: true } } }
          case 'wallet_sendCalls':
            return { id: '0xbatch' }
          case 'wallet_getCallsStatus':
            return { status: 200, receipts: [{ status: '0x1', transactionHash: `0x${'cc'.repeat(32)}` }] }
          default:
            return null
        }
      },
    }
    return { asked, provider }
  }

  async function reviewSponsored(more: Parameters<typeof setup>[0] = {}) {
    const wallet = sponsoringWallet()
    const t = await setup({ smartAccount: true, provider: wallet.provider, data: { fromToken: 'sUSDC', toToken: 'ETH', amount: '5' }, ...more })
    await loaded()
    await waitFor(() => expect((submit() as HTMLButtonElement).disabled).toBe(false))
    await click(more.locale === 'es' ? 'Revisar intercambio' : more.locale === 'ar' ? 'مراجعة المبادلة' : 'Review swap')
    expect(t.router.get().view).toBe('SwapReview')
    return { ...t, asked: wallet.asked }
  }

  it("a smart account's review says 'Gas paid by <sponsor>' as the wallet names it, no ETH cost; the wallet was asked about the approval and the swap; they go as one request", async () => {
    const t = await reviewSponsored()
    await waitFor(() => expect(screen.getByTestId('swap-network-cost').textContent).toBe('Gas paid by Portico Playground'))
    expect(screen.getByTestId('swap-quote-details').textContent).not.toMatch(/ETH \(/)
    expect(t.asked.filter((a) => a.method === SPONSOR_OF_METHOD)).toEqual([
      {
        method: SPONSOR_OF_METHOD,
        params: [
          { from: ADDRESS, to: USDC, value: '0x0', data: '0x095ea7b3' },
          { from: ADDRESS, to: ROUTER, value: '0x0', data: '0x38ed1739' },
        ],
      },
    ])
    expect(await axeViolations(document.body)).toEqual([])
    await click('Approve and swap')
    await waitFor(() => expect(t.router.get().view).toBe('Account'))
    // one wallet request for both calls; nothing through eth_sendTransaction
    expect(t.requests).toEqual([])
    expect(t.asked.filter((a) => a.method === 'wallet_sendCalls')).toHaveLength(1)
    expect(t.kernel.get(TOKENS.toast).get()).toMatchObject({ open: true, variant: 'success' })
  })

  it('in Spanish and Arabic, from the catalogs', async () => {
    await reviewSponsored({ locale: 'es' })
    await waitFor(() => expect(screen.getByTestId('swap-network-cost').textContent).toBe('Gas pagado por Portico Playground'))
    cleanup()
    appKit?.dispose()
    await reviewSponsored({ locale: 'ar' })
    await waitFor(() => expect(screen.getByTestId('swap-network-cost').textContent).toBe('رسوم الغاز يدفعها Portico Playground'))
  })

  it("an EOA's wallet is not asked who pays, and a smart account's wallet that does not know the question leaves the ETH cost", async () => {
    const asked: string[] = []
    await setup({ provider: { request: async ({ method }) => (asked.push(method), { sponsor: 'Nobody' }) }, data: { fromToken: 'sUSDC', toToken: 'ETH', amount: '5' } })
    await loaded()
    await waitFor(() => expect(submit().textContent).toBe('Review swap'))
    await click('Review swap')
    await waitFor(() => expect(screen.getByTestId('swap-network-cost').textContent).toMatch(/^0\.\d+ ETH/))
    expect(asked).not.toContain(SPONSOR_OF_METHOD)
    cleanup()
    appKit?.dispose()

    const unknown: Provider = { request: async ({ method }) => Promise.reject(Object.assign(new Error(`${method} is not supported`), { code: -32601 })) }
    await setup({ smartAccount: true, provider: unknown, data: { fromToken: 'sUSDC', toToken: 'ETH', amount: '5' } })
    await loaded()
    await waitFor(() => expect(submit().textContent).toBe('Review swap'))
    await click('Review swap')
    await waitFor(() => expect(screen.getByTestId('swap-network-cost').textContent).toMatch(/^0\.\d+ ETH/))
  })
})

describe('Swap in Spanish and Arabic (its own catalogs)', () => {
  it('in Spanish: labels, the button, the balance and the quote written by Intl, the too-many-decimals rule worded in Spanish', async () => {
    await setup({ locale: 'es', data: { fromToken: 'ETH', toToken: 'sUSDC' } })
    await loaded()
    expect(screen.getByTestId('swap-balance').textContent).toBe('Saldo: 1,5 ETH')
    expect(submit().textContent).toBe('Introduzca un importe')
    await act(async () => void fireEvent.change(screen.getByRole('textbox', { name: 'Usted paga' }), { target: { value: '0.1' } }))
    await waitFor(() => expect(submit().textContent).toBe('Revisar intercambio'))
    expect(screen.getByTestId('swap-price-impact').textContent).toBe('1,00%')
    expect(screen.getByTestId('swap-minimum-received').textContent).toBe('294,03 sUSDC')
    expect(screen.getByText('Mínimo recibido (deslizamiento del 1 %)')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Máx. ETH' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Usted recibe: sUSDC, cambiar token' })).toBeTruthy()
    await act(async () => void fireEvent.change(screen.getByRole('textbox', { name: 'Usted paga' }), { target: { value: '0.1234567891234567891' } }))
    expect(screen.getByTestId('swap-amount-status').textContent).toBe('ETH admite como máximo 18 decimales')
    expect(await axeViolations(document.body)).toEqual([])
  })

  it('in Arabic: right to left, Arabic digits, the steps and the unsupported-network text from the catalog', async () => {
    await setup({ locale: 'ar', networks: [8453] })
    expect(screen.getByRole('alert').textContent).toBe('الشبكة غير مدعومة لسعر الغاز أو المبادلات')
    cleanup()
    appKit?.dispose()
    const t = await setup({ locale: 'ar', data: { fromToken: 'sUSDC', toToken: 'ETH', amount: '5' } })
    await loaded()
    // the titles the header shows (view-outlet translates a view's titleId)
    const locale = t.kernel.get(TOKENS.locale)
    expect([locale.translate({ [swapTitleId]: 'Swap' }, swapTitleId), locale.translate({ [reviewTitleId]: 'Review swap' }, reviewTitleId)]).toEqual(['مبادلة', 'مراجعة المبادلة'])
    const digits = (n: number) => new Intl.NumberFormat('ar', { useGrouping: false }).format(n)
    expect(screen.getByTestId('swap-balance').textContent).toBe(`الرصيد: ${digits(100)} sUSDC`)
    await waitFor(() => expect(submit().textContent).toBe('مراجعة المبادلة'))
    await click('مراجعة المبادلة')
    expect(t.router.get().view).toBe('SwapReview')
    expect(screen.getByTestId('swap-review-pay').textContent).toBe(`${digits(5)} sUSDC`)
    await click('الموافقة والمبادلة')
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('وافق على sUSDC في محفظتك (الخطوة 1 من 2)'))
    await act(async () => {
      t.wallet().reject(rejection())
      await flush()
    })
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('تم رفض الموافقة'))
    expect(screen.getByRole('alert').textContent).toContain('رفضت الموافقة في محفظتك. لم تتم أي مبادلة.')
    expect(await axeViolations(document.body)).toEqual([])
  })
})
