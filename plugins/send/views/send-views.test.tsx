// @vitest-environment happy-dom
// The Send views over the fake EVM wallet (each wallet request answered by the test), the portfolio
// and names answered in the hosted wire shapes, and the network fee estimated on a real anvil.
import nodeConsole from 'node:console'
import type { ReactElement } from 'react'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { encodeFunctionData, erc20Abi } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { defineNetwork, formatUnits, SPONSOR_OF_METHOD, TOKENS, type Kernel, type Network } from 'portico'
import { useKernel, useObservable } from 'portico/react'
import { ANVIL_ACCOUNT_2, startAnvil, type AnvilInstance } from 'portico/testing'
import type { AppKit } from '../../../ui/app-kit/create-app-kit.ts'
import { axeViolations } from '../../../ui/test-support/axe.ts'
import { flush, loadedAppKit, renderWith } from '../../../ui/test-support/app-kit.tsx'
import { ADDRESS, fakeEvm, rejection, sandboxWallet } from '../../../ui/test-support/fake-evm.ts'
import { servicesPlugin } from '../../../ui/test-support/fake-explorer.ts'
import { send } from '../send.ts'
import { estimateFee } from '../submit-send.ts'
import SendView, { title as sendTitle } from './send-view.tsx'
import SendConfirmView, { title as confirmTitle } from './send-confirm-view.tsx'
import SendSuccessView, { title as successTitle } from './send-success-view.tsx'

vi.mock('../../../ui/app-kit/load-modal.ts', () => ({ loadModal: () => new Promise(() => {}), loadedModal: () => undefined }))

const API = 'http://blockchain-api.test'
const USDC = '0x574342D6EC50218A7384f9B0B881DB3F64eB4c0A'
const RECEIVER = ANVIL_ACCOUNT_2.address

let anvil: AnvilInstance
let network: Network
beforeAll(async () => {
  // happy-dom's fetch logs each refused poll of startAnvil to Node's console
  const quiet = [vi.spyOn(nodeConsole, 'error'), vi.spyOn(console, 'error')].map((spy) => spy.mockImplementation(() => {}))
  anvil = await startAnvil({ chainId: 1 }).finally(() => quiet.forEach((spy) => spy.mockRestore()))
  network = defineNetwork({
    id: 1,
    name: 'Ethereum',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
    blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
  })
}, 60_000)
afterAll(() => anvil?.stop())

let appKit: AppKit | undefined
afterEach(() => {
  cleanup()
  appKit?.dispose()
})

/** The portfolio: 1.5 ETH and 100 sUSDC on eip155:1; send-alice.reown.id is account #2. */
function blockchainApi(balances = [
  { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', address: null, value: 4500, price: 3000, quantity: { decimals: '18', numeric: '1.5' }, iconUrl: '' },
  { name: 'Sandbox USD Coin', symbol: 'sUSDC', chainId: 'eip155:1', address: `eip155:1:${USDC}`, value: 100, price: 1, quantity: { decimals: '6', numeric: '100' }, iconUrl: '' },
]) {
  return servicesPlugin({
    blockchainFetch: async (input) => {
      const url = new URL(input)
      if (url.pathname === '/v1/supported-chains') return Response.json({ http: ['eip155:1'], ws: [] })
      if (url.pathname === `/v1/account/${ADDRESS}/balance`) return Response.json({ balances })
      if (url.pathname === '/v1/profile/account/send-alice.reown.id')
        return Response.json({ name: 'send-alice.reown.id', registered_at: null, updated_at: null, attributes: {}, addresses: { '60': { address: RECEIVER, created_at: null } } })
      if (url.pathname.startsWith('/v1/profile/account/')) return new Response(JSON.stringify({ reasons: [{ description: 'Not found' }] }), { status: 404 })
      return new Response('not found', { status: 404 })
    },
  })
}

const VIEWS = { Send: SendView, SendConfirm: SendConfirmView, SendSuccess: SendSuccessView } as Record<string, (props: { data: never }) => ReactElement>

/** The view on top of the router (the modal shell's outlet does the same with lazy loading). */
function Current() {
  const router = useKernel().get(TOKENS.router)
  const route = useObservable(router.state$, () => router.get())
  const View = VIEWS[route.view]
  const entry = route.history[route.history.length - 1]!
  return View ? <View key={route.history.length} data={entry.data as never} /> : <p data-testid="other-view">{route.view}</p>
}

async function setup(
  options: { balance?: bigint; balances?: Parameters<typeof blockchainApi>[0]; chainId?: number; locale?: string; smartAccount?: boolean; provider?: { request: (args: { method: string; params?: unknown }) => Promise<unknown> } } = {},
) {
  const wallet = fakeEvm()
  if (options.balance !== undefined) wallet.controls.balance = options.balance
  if (options.provider) wallet.controls.provider = options.provider as typeof wallet.controls.provider
  const requests: unknown[] = []
  let answer: { resolve(hash: string): void; reject(error: unknown): void } | undefined
  wallet.adapter.sendTransaction = (request) => {
    requests.push(request)
    return new Promise<string>((resolve, reject) => (answer = { resolve, reject }))
  }
  const t = await loadedAppKit(
    { networks: [network], endpoints: { blockchainApi: API }, allowUnsupportedChain: true, plugins: [wallet.plugin, send(), blockchainApi(options.balances)], ...(options.locale ? { locale: options.locale } : {}) },
    wallet,
  )
  appKit = t.appKit
  const kernel: Kernel = t.kernel
  await act(async () => {
    const done = kernel.get(TOKENS.connection).connect(sandboxWallet.id)
    t.controls.connect.resolve({ accounts: [ADDRESS], chainId: options.chainId ?? 1, ...(options.smartAccount ? { preferredAccountType: 'smartAccount' as const } : {}) })
    await done
    await flush()
    kernel.get(TOKENS.modal).open()
    kernel.get(TOKENS.router).push('Send')
  })
  await act(async () => {
    renderWith(appKit!, <Current />)
    await flush()
  })
  await waitFor(() => expect(screen.queryByTestId('send-tokens-loading')).toBeNull())
  return { kernel, router: kernel.get(TOKENS.router), requests, wallet: () => answer! }
}

const type = (label: string, value: string) => act(async () => void fireEvent.change(screen.getByLabelText(label), { target: { value } }))
const click = (name: string) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }))
    await flush()
  })

describe('Send view', () => {
  it('is titled Send, and send() contributes the three views', () => {
    expect([sendTitle, confirmTitle, successTitle]).toEqual(['Send', 'Review Send', 'Transaction Sent'])
    expect(Object.keys(send().views ?? {})).toEqual(['Send', 'SendConfirm', 'SendSuccess'])
  })

  it("offers the portfolio's tokens with their balances, and is accessible", async () => {
    await setup()
    const picker = screen.getByRole('combobox', { name: 'Token' })
    expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual(['ETH (Ether)', 'sUSDC (Sandbox USD Coin)'])
    expect(screen.getByTestId('send-balance').textContent).toBe('Balance: 1.5 ETH')
    expect(screen.getByTestId('send-balance').getAttribute('title')).toBe('1.5 ETH')
    await act(async () => void fireEvent.change(picker, { target: { value: USDC.toLowerCase() } }))
    expect(screen.getByTestId('send-balance').textContent).toBe('Balance: 100 sUSDC')
    expect(screen.getByRole('textbox', { name: 'Amount' })).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'To' })).toBeTruthy()
    expect(await axeViolations(document.body)).toEqual([])
  })

  it('Review with an empty amount or receiver: "An amount and receiver address are required"', async () => {
    await setup()
    await click('Review')
    expect(screen.getByRole('alert').textContent).toBe('An amount and receiver address are required')
    await type('Amount', '0.1')
    expect(screen.getByRole('alert').textContent).toBe('An amount and receiver address are required')
    await type('To', RECEIVER)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('with nothing to send: "A token is required"', async () => {
    await setup({ balance: 0n, balances: [] })
    expect(within(screen.getByRole('combobox', { name: 'Token' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['No tokens to send'])
    await type('Amount', '1')
    await type('To', RECEIVER)
    await click('Review')
    expect(screen.getByRole('alert').textContent).toBe('A token is required')
  })

  it('on a chain the app does not list: "Unsupported chain", no form', async () => {
    await setup({ chainId: 999 })
    expect(screen.getByRole('alert').textContent).toBe('Unsupported chain')
    expect(screen.queryByRole('button', { name: 'Review' })).toBeNull()
  })

  it('in Spanish: labels, the balance written by Intl, the send rules worded in Spanish with their values', async () => {
    await setup({ locale: 'es' })
    const picker = screen.getByRole('combobox', { name: 'Token' })
    expect(screen.getByTestId('send-balance').textContent).toBe('Saldo: 1,5 ETH')
    await click('Revisar')
    expect(screen.getByRole('alert').textContent).toBe('Se requieren un importe y una dirección de destino')
    await act(async () => void fireEvent.change(picker, { target: { value: USDC.toLowerCase() } }))
    const status = () => screen.getByTestId('send-amount-status').textContent
    await type('Importe', '1.1234567')
    expect(status()).toBe('sUSDC admite como máximo 6 decimales')
    await type('Importe', '100.000001')
    expect(status()).toBe('Saldo de sUSDC insuficiente')
    await type('Para', '0x1234')
    expect(screen.getByTestId('send-receiver-status').textContent).toBe('Dirección no válida: una dirección EVM es 0x seguido de 40 dígitos hexadecimales')
    expect(screen.getByRole('button', { name: 'Máx. sUSDC' }).textContent).toBe('Máx.')
    expect(await axeViolations(document.body)).toEqual([])
  })

  it('in Arabic: the balance in Arabic digits, the labels from the catalog', async () => {
    await setup({ locale: 'ar' })
    expect(screen.getByTestId('send-balance').textContent).toBe(`الرصيد: ${new Intl.NumberFormat('ar', { minimumFractionDigits: 1 }).format(1.5)} ETH`)
    expect(screen.getByRole('textbox', { name: 'المبلغ' })).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'إلى' }).getAttribute('placeholder')).toBe('العنوان أو الاسم')
    expect(screen.getByRole('button', { name: 'مراجعة' })).toBeTruthy()
  })

  it('checks the amount inline: not a number, too many decimals, zero, over the balance', async () => {
    await setup()
    const status = () => screen.getByTestId('send-amount-status').textContent
    await act(async () => void fireEvent.change(screen.getByRole('combobox', { name: 'Token' }), { target: { value: USDC.toLowerCase() } }))
    await type('Amount', 'abc')
    expect(status()).toBe('The amount must be a number, like 0.5')
    expect(screen.getByLabelText('Amount').getAttribute('aria-invalid')).toBe('true')
    await type('Amount', '1.1234567')
    expect(status()).toBe('sUSDC has at most 6 decimals')
    await type('Amount', '0')
    expect(status()).toBe('The amount must be more than 0')
    await type('Amount', '-2')
    expect(status()).toBe('The amount cannot be negative')
    await type('Amount', '100.000001')
    expect(status()).toBe('Insufficient sUSDC balance')
    await type('Amount', '100')
    expect(status()).toBe('')
    expect(screen.getByLabelText('Amount').getAttribute('aria-invalid')).toBeNull()
  })

  it('checks the receiver inline and shows what a name resolves to', async () => {
    await setup()
    const status = () => screen.getByTestId('send-receiver-status').textContent
    await type('To', '0x1234')
    expect(status()).toBe('Invalid address: an EVM address is 0x and 40 hex digits')
    await type('To', 'bob')
    expect(status()).toBe('Enter an EVM address (0x and 40 hex digits) or a name like alice.reown.id')
    await type('To', 'nobody-here.reown.id')
    await waitFor(() => expect(status()).toBe('nobody-here.reown.id is not a registered name'))
    await type('To', 'send-alice.reown.id')
    expect(status()).toBe('Looking up send-alice.reown.id…')
    await waitFor(() => expect(status()).toBe('send-alice.reown.id is 0x3C44…93BC'))
  })

  it('Max: the whole token balance; for the native token the balance minus the network fee', async () => {
    const { kernel } = await setup()
    await type('To', RECEIVER)
    await click('Max ETH')
    const fee = (await estimateFee(kernel.get(TOKENS.rpc), network, ADDRESS, { symbol: 'ETH', name: 'Ether', decimals: 18, balance: 0n }, RECEIVER, 0n))!.fee
    await waitFor(() => expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe(formatUnits(1_500_000_000_000_000_000n - fee, 18)))
    expect(fee).toBeGreaterThan(0n)
    await act(async () => void fireEvent.change(screen.getByRole('combobox', { name: 'Token' }), { target: { value: USDC.toLowerCase() } }))
    await click('Max sUSDC')
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('100')
  })
})

describe('Review Send and the outcome', () => {
  async function review(t: Awaited<ReturnType<typeof setup>>) {
    await act(async () => void fireEvent.change(screen.getByRole('combobox', { name: 'Token' }), { target: { value: USDC.toLowerCase() } }))
    await type('Amount', '5')
    await type('To', 'send-alice.reown.id')
    await waitFor(() => expect(screen.getByTestId('send-receiver-status').textContent).toBe('send-alice.reown.id is 0x3C44…93BC'))
    await click('Review')
    expect(t.router.get().view).toBe('SendConfirm')
    expect(t.router.currentTransaction()).toBeDefined()
    // the fee estimate has come back from anvil: no request is left in flight when the test ends
    await waitFor(() => expect(screen.getByTestId('send-confirm-fee').textContent).toMatch(/^0\.\d+ ETH$/))
  }

  it('shows the send and its network fee, asks the wallet for an ERC-20 transfer, then shows the hash and explorer link', async () => {
    const t = await setup()
    await review(t)
    expect(screen.getByTestId('send-confirm-amount').textContent).toBe('5 sUSDC')
    expect(screen.getByTestId('send-confirm-to').textContent).toBe(`send-alice.reown.id${RECEIVER}`)
    expect(await axeViolations(document.body)).toEqual([])

    await click('Send')
    expect(screen.getByRole('status').textContent).toBe('Confirm in your wallet')
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true)
    expect(t.requests).toEqual([
      {
        to: USDC,
        value: 0n,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECEIVER, 5_000_000n] }),
        address: ADDRESS,
        network,
      },
    ])
    const hash = `0x${'ab'.repeat(32)}`
    await act(async () => {
      t.wallet().resolve(hash)
      await flush()
    })
    await waitFor(() => expect(t.router.get().view).toBe('SendSuccess'))
    expect(t.router.get().history.map((e) => e.view)).toEqual(['Account', 'SendSuccess'])
    expect(t.router.currentTransaction()).toBeUndefined()
    expect(screen.getByTestId('send-success-summary').textContent).toBe('Sent 5 sUSDC to send-alice.reown.id')
    expect(screen.getByTestId('send-success-hash').textContent).toBe(hash)
    expect(screen.getByRole('link', { name: 'View on Block Explorer' }).getAttribute('href')).toBe(`https://etherscan.io/tx/${hash}`)
    expect(await axeViolations(document.body)).toEqual([])
    await click('Done')
    expect(t.router.get().view).toBe('Account')
  })

  it("a sponsored send from a smart account: 'Gas paid by <sponsor>' as the wallet names it, no ETH fee; a wallet that does not know the question shows the fee", async () => {
    const asked: { method: string; params?: unknown }[] = []
    const sponsoring = { request: async (args: { method: string; params?: unknown }) => (asked.push(args), args.method === SPONSOR_OF_METHOD ? { sponsor: 'Portico Playground' } : null) }
    const t = await setup({ smartAccount: true, provider: sponsoring })
    await act(async () => void fireEvent.change(screen.getByRole('combobox', { name: 'Token' }), { target: { value: USDC.toLowerCase() } }))
    await type('Amount', '5')
    await type('To', RECEIVER)
    await click('Review')
    expect(t.router.get().view).toBe('SendConfirm')
    await waitFor(() => expect(screen.getByTestId('send-confirm-fee').textContent).toBe('Gas paid by Portico Playground'))
    expect(screen.getByTestId('send-confirm-fee').textContent).not.toMatch(/ETH/)
    expect(asked).toEqual([
      { method: SPONSOR_OF_METHOD, params: [{ from: ADDRESS, to: USDC, value: '0x0', data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECEIVER, 5_000_000n] }) }] },
    ])
    expect(await axeViolations(document.body)).toEqual([])
    cleanup()
    appKit?.dispose()

    // the same smart account, its wallet refusing the method (not Portico's embedded wallet): the account pays
    const unknown = { request: async ({ method }: { method: string }) => Promise.reject(Object.assign(new Error(`${method} is not supported`), { code: -32601 })) }
    await setup({ smartAccount: true, provider: unknown })
    await act(async () => void fireEvent.change(screen.getByRole('combobox', { name: 'Token' }), { target: { value: USDC.toLowerCase() } }))
    await type('Amount', '5')
    await type('To', RECEIVER)
    await click('Review')
    await waitFor(() => expect(screen.getByTestId('send-confirm-fee').textContent).toMatch(/^0\.\d+ ETH$/))
  })

  it("an EOA's wallet is not asked who pays: the ETH fee", async () => {
    const asked: string[] = []
    await setup({ provider: { request: async ({ method }) => (asked.push(method), { sponsor: 'Nobody' }) } })
    await act(async () => void fireEvent.change(screen.getByRole('combobox', { name: 'Token' }), { target: { value: USDC.toLowerCase() } }))
    await type('Amount', '5')
    await type('To', RECEIVER)
    await click('Review')
    await waitFor(() => expect(screen.getByTestId('send-confirm-fee').textContent).toMatch(/^0\.\d+ ETH$/))
    expect(asked).toEqual([])
  })

  it("shows the wallet's refusal with Try again and Go back; Go back returns to the form as it was", async () => {
    const t = await setup()
    await review(t)
    await click('Send')
    await act(async () => {
      t.wallet().reject(rejection())
      await flush()
    })
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('Transaction declined')
    expect(alert.textContent).toContain('You declined the transaction in your wallet.')
    expect(await axeViolations(document.body)).toEqual([])

    // Try again asks the wallet again
    await click('Try again')
    expect(t.requests).toHaveLength(2)
    await act(async () => {
      t.wallet().reject(rejection())
      await flush()
    })
    await click('Go back')
    expect(t.router.get().view).toBe('Send')
    expect(t.router.currentTransaction()).toBeUndefined()
    await waitFor(() => expect(screen.queryByTestId('send-tokens-loading')).toBeNull())
    expect((screen.getByRole('combobox', { name: 'Token' }) as HTMLSelectElement).value).toBe(USDC.toLowerCase())
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('5')
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('send-alice.reown.id')
  })

  it('a wallet that shows its own step over Review Send and comes back (an embedded wallet\'s ApproveTransaction): the send goes on; a refusal is said in a toast', async () => {
    const t = await setup()
    await review(t)
    const approve = () => act(async () => void t.router.pushTransaction({ view: 'ApproveTransaction' }))
    // as the embedded wallet's request gate does: its step leaves, then the request answers
    const answer = (outcome: () => void, leave: 'transactionSucceeded' | 'transactionCancelled') =>
      act(async () => {
        t.router[leave]()
        outcome()
        await flush()
      })
    await click('Send')
    await approve()
    expect(screen.getByTestId('other-view').textContent).toBe('ApproveTransaction')
    await answer(() => t.wallet().reject(rejection()), 'transactionCancelled')
    expect(t.router.get().view).toBe('SendConfirm')
    expect(t.kernel.get(TOKENS.toast).get()).toMatchObject({ open: true, variant: 'error', message: 'Transaction declined' })

    await click('Send')
    await approve()
    const hash = `0x${'cd'.repeat(32)}`
    await answer(() => t.wallet().resolve(hash), 'transactionSucceeded')
    await waitFor(() => expect(t.router.get().view).toBe('SendSuccess'))
    expect(screen.getByTestId('send-success-hash').textContent).toBe(hash)
    expect(t.router.currentTransaction()).toBeUndefined()
  })

  it("a wallet error other than a refusal is shown as it is", async () => {
    const t = await setup()
    await review(t)
    await click('Send')
    await act(async () => {
      t.wallet().reject(new Error('insufficient funds for gas * price + value'))
      await flush()
    })
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('Transaction failed')
    expect(alert.textContent).toContain('insufficient funds for gas * price + value')
  })
})
