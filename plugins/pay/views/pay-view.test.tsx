// @vitest-environment happy-dom
// The Pay view over the fake EVM wallet (with a send that the test answers), the exchanges API in
// AppKit Pay's JSON-RPC shapes, the exchange's window a stub of window.open, the receipt stubbed
// (evm-payment's viem part; the e2e reads real receipts). Payments are started in the pay service
// as pay() does, without mounting the modal.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOKENS, type Kernel } from 'portico'
import type { AppKit } from '../../../ui/app-kit/create-app-kit.ts'
import { axeViolations } from '../../../ui/test-support/axe.ts'
import { flush, loadedAppKit, renderWith } from '../../../ui/test-support/app-kit.tsx'
import { ADDRESS, fakeEvm, rejection, sandboxWallet } from '../../../ui/test-support/fake-evm.ts'
import { checkRequest } from '../check-request.ts'
import { pay } from '../pay.ts'
import type { PaymentSession } from '../payment-session.ts'
import type { PayRequest } from '../pay-types.ts'
import { PAY_SERVICE } from '../token.ts'
import PayView, { title } from './pay-view.tsx'

vi.mock('../../../ui/app-kit/load-modal.ts', () => ({ loadModal: () => new Promise(() => {}), loadedModal: () => undefined }))
vi.mock('../evm-payment.ts', async (original) => ({ ...(await original<typeof import('../evm-payment.ts')>()), waitForPayment: async () => 'success' }))

const API = 'http://blockchain-api.test'
const USDC = '0x574342D6EC50218A7384f9B0B881DB3F64eB4c0A'
const MERCHANT = '0x33b8e8b74F1F286cA89b3ae5307Ef63E8cA0F246'
const request: PayRequest = { paymentAsset: { network: 'eip155:1', asset: USDC, metadata: { name: 'Sandbox USD Coin', symbol: 'sUSDC', decimals: 6 } }, recipient: MERCHANT, amount: 5 }

let appKit: AppKit | undefined
afterEach(() => {
  cleanup()
  appKit?.dispose()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** The exchanges API: one exchange; the status answers in turn (the last repeats). */
function exchangesApi(statuses: unknown[]) {
  const asked: { method: string; params: Record<string, unknown> }[] = []
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body))
    asked.push(body)
    const result =
      body.method === 'reown_getExchanges'
        ? { exchanges: [{ id: 'sandbox-exchange', name: 'Sandbox Exchange', imageUrl: 'http://exchange.test/logo.svg' }], total: 1 }
        : body.method === 'reown_getExchangePayUrl'
          ? { url: 'http://exchange.test/pay/s1', sessionId: 's1' }
          : statuses.length > 1
            ? statuses.shift()
            : statuses[0]
    expect(input).toBe(`${API}/v1/json-rpc?projectId=test-project`)
    return Response.json({ jsonrpc: '2.0', id: body.id, result })
  })
  return asked
}

async function setup(o: { connected?: boolean; locale?: string; statuses?: unknown[] } = {}) {
  const asked = exchangesApi(o.statuses ?? [{ status: 'IN_PROGRESS' }])
  const wallet = fakeEvm()
  const sent: unknown[] = []
  let answer: { resolve: (hash: string) => void; reject: (error: unknown) => void } | undefined
  wallet.adapter.sendTransaction = (tx) => {
    sent.push(tx)
    return new Promise((resolve, reject) => (answer = { resolve, reject }))
  }
  const t = await loadedAppKit({
    endpoints: { blockchainApi: API },
    features: { pay: true },
    metadata: { name: 'Shop', description: '', url: 'http://shop.test', icons: [] },
    plugins: [wallet.plugin, pay()],
    ...(o.locale ? { locale: o.locale } : {}),
  }, wallet)
  appKit = t.appKit
  const kernel: Kernel = t.kernel
  if (o.connected !== false)
    await act(async () => {
      const done = kernel.get(TOKENS.connection).connect(sandboxWallet.id)
      t.controls.connect.resolve({ accounts: [ADDRESS], chainId: 1 })
      await done
      await flush()
    })
  const session: PaymentSession = kernel.get(PAY_SERVICE).start(checkRequest(request))
  const outcome = session.promise.then(
    (result) => ({ result }),
    (error: unknown) => ({ error }),
  )
  await act(async () => {
    renderWith(appKit!, <PayView data={session} />)
    await flush()
  })
  return { kernel, session, outcome, sent, asked, wallet: () => answer! }
}

const click = (name: string | RegExp) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }))
    await flush()
  })

describe('Pay', () => {
  it('names the merchant, amount, asset and recipient; offers the wallet and the exchanges that hold the asset; accessible', async () => {
    const { asked } = await setup()
    expect(title).toBe('Pay')
    expect(screen.getByTestId('pay-merchant').textContent).toBe('Shop asks you to pay')
    expect(screen.getByTestId('pay-amount').textContent).toBe('5 sUSDC')
    expect(screen.getByTestId('pay-asset').textContent).toBe('Sandbox USD Coin on Ethereum')
    expect(screen.getByTestId('pay-recipient').textContent).toBe('To 0x33b8…F246')
    expect(screen.getByTestId('pay-wallet-account').textContent).toBe('From 0xf39F…2266')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay with Sandbox Exchange' })).toBeTruthy())
    expect(asked[0]).toMatchObject({ method: 'reown_getExchanges', params: { page: 0, asset: `eip155:1/erc20:${USDC}`, amount: '5' } })
    expect(await axeViolations(document.body)).toEqual([])
  })

  it('pays from the wallet: the ERC-20 transfer through the connection, then Paid with the transaction; pay() resolves', async () => {
    const { sent, wallet, outcome } = await setup()
    await click('Pay 5 sUSDC')
    await waitFor(() => expect(sent).toHaveLength(1), { timeout: 10_000 })
    expect(screen.getByTestId('pay-status').textContent).toBe('Confirm the payment in your wallet')
    expect(sent[0]).toMatchObject({ to: USDC, value: 0n, data: expect.stringMatching(/^0xa9059cbb/) })
    await act(async () => {
      wallet().resolve('0xfeed')
      await flush()
    })
    await waitFor(() => expect(screen.getByTestId('pay-success').textContent).toContain('Paid 5 sUSDC to Shop'))
    expect(screen.getByTestId('pay-tx').textContent).toBe('0xfeed')
    expect(await outcome).toEqual({ result: { source: 'wallet', network: 'eip155:1', transactionHash: '0xfeed', from: ADDRESS } })
    expect(await axeViolations(document.body)).toEqual([])
  })

  it('a refusal says Payment declined, rejects pay() with USER_REJECTED, and Done closes the modal', async () => {
    const { kernel, wallet, outcome, sent } = await setup()
    kernel.get(TOKENS.modal).open({ view: 'Pay' })
    await click('Pay 5 sUSDC')
    await waitFor(() => expect(sent).toHaveLength(1), { timeout: 10_000 })
    await act(async () => {
      wallet().reject(rejection())
      await flush()
    })
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Payment declined'))
    expect(await outcome).toMatchObject({ error: { name: 'PayError', code: 'USER_REJECTED' } })
    expect(await axeViolations(document.body)).toEqual([])
    await click('Done')
    expect(kernel.get(TOKENS.modal).get().open).toBe(false)
  })

  it('pays from the exchange: its page in the window opened by the click, followed until SUCCESS', async () => {
    const popup = { location: { href: 'about:blank' }, closed: false, close: vi.fn(), opener: {} }
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    const { outcome, asked } = await setup({ statuses: [{ status: 'IN_PROGRESS' }, { status: 'SUCCESS', txHash: '0xwithdrawal' }] })
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay with Sandbox Exchange' })).toBeTruthy())
    await click('Pay with Sandbox Exchange')
    expect(open).toHaveBeenCalledWith('about:blank', 'portico-pay-exchange', 'popup,width=480,height=720')
    expect(popup.opener).toBeNull()
    await waitFor(() => expect(popup.location.href).toBe('http://exchange.test/pay/s1'))
    expect(asked.find((a) => a.method === 'reown_getExchangePayUrl')?.params).toMatchObject({ exchangeId: 'sandbox-exchange', asset: `eip155:1/erc20:${USDC}`, amount: '5', recipient: `eip155:1:${MERCHANT}` })
    expect(await outcome).toEqual({ result: { source: 'exchange', network: 'eip155:1', transactionHash: '0xwithdrawal', exchangeId: 'sandbox-exchange', sessionId: 's1' } })
    await waitFor(() => expect(screen.getByTestId('pay-success').textContent).toContain('Paid 5 sUSDC to Shop'))
  })

  it('a blocked exchange window is said, with a link to the exchange page', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null)
    await setup()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay with Sandbox Exchange' })).toBeTruthy())
    await click('Pay with Sandbox Exchange')
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Your browser blocked the Sandbox Exchange window.'))
    const link = screen.getByRole('link', { name: 'Open Sandbox Exchange' })
    expect([link.getAttribute('href'), link.getAttribute('target')]).toEqual(['http://exchange.test/pay/s1', '_blank'])
    expect(await axeViolations(document.body)).toEqual([])
  })

  it('not connected: offers to connect a wallet (Connect), the exchange still offered', async () => {
    const { kernel } = await setup({ connected: false })
    await click('Connect a wallet to pay')
    expect(kernel.get(TOKENS.router).get().view).toBe('Connect')
  })

  it('reads in Spanish from its catalog', async () => {
    await setup({ locale: 'es' })
    await waitFor(() => expect(screen.getByTestId('pay-merchant').textContent).toBe('Shop le pide que pague'))
    expect(screen.getByRole('button', { name: 'Pagar 5 sUSDC' })).toBeTruthy()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pagar con Sandbox Exchange' })).toBeTruthy())
  })
})
