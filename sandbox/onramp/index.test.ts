// The on-ramp end to end over HTTP, against a real anvil (with the sandbox tokens) and the real
// Solana sandbox: the API's options, quote and on-ramp URL, the provider's form posts, the crypto
// credited on chain (read with viem / the Solana RPC), and the purchase in the history API.
import { Connection, Keypair, PublicKey } from '@solana/web3.js'
import { createPublicClient, erc20Abi, http, parseUnits, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type AnvilInstance } from '../../testing/anvil.ts'
import { startApiServer, type ApiServer } from '../server/index.ts'
import { startSolanaRpc, type SolanaRpc } from '../solana-rpc/index.ts'
import { prepareSandboxTokens, sandboxTokens } from '../tokens/index.ts'
import { startOnrampProvider, type OnrampProvider, type Purchase } from './index.ts'
import { priceOrder } from './price-table.ts'
import { ONRAMP_PROVIDER_EVM } from './provider-accounts.ts'

const SETTLE_MS = 1000
const sUSDC = sandboxTokens.find((token) => token.symbol === 'sUSDC')!.address

let anvil: AnvilInstance
let solana: SolanaRpc
let provider: OnrampProvider
let api: ApiServer
let chain: ReturnType<typeof createPublicClient>

beforeAll(async () => {
  ;[anvil, solana] = await Promise.all([startAnvil({ chainId: 1337 }), startSolanaRpc()])
  await prepareSandboxTokens([anvil.rpcUrl])
  provider = await startOnrampProvider({ chains: [{ id: 1337, rpcUrl: anvil.rpcUrl }], solana: { rpcUrl: solana.url, wsUrl: solana.wsUrl }, settleDelayMs: SETTLE_MS })
  api = await startApiServer({ chains: [{ chainId: 1337, rpcUrl: anvil.rpcUrl, name: 'Sandbox Ethereum', tokens: sandboxTokens.map((t) => t.address) }], onrampProviderUrl: provider.url })
  chain = createPublicClient({ transport: http(anvil.rpcUrl) })
}, 120_000)

afterAll(async () => {
  await Promise.allSettled([api?.stop(), provider?.stop()])
  await Promise.allSettled([anvil?.stop(), solana?.stop()])
})

const apiUrl = (path: string, query: Record<string, string> = {}) => {
  const url = new URL(path, api.url)
  url.searchParams.set('projectId', 'test-project')
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v)
  return url
}
const postApi = (path: string, body: unknown) => fetch(apiUrl(path), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address
const card = { success: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', confirm: '4000 0000 0000 3220' }

/** Posts the provider's form as the page does; the purchase's id from the redirect. */
async function pay(order: { asset: string; network: string; address: string; amount: string; currency?: string }, cardNumber: string): Promise<string> {
  const form = new URLSearchParams({ ...order, currency: order.currency ?? 'USD', partnerUserId: 'a'.repeat(32), cardNumber, expiry: '12/39', cvc: '123' })
  const response = await fetch(`${provider.url}/buy`, { method: 'POST', body: form, redirect: 'manual' })
  expect(response.status).toBe(303)
  const location = response.headers.get('location')!
  expect(location).toMatch(/^\/purchases\/[-0-9a-f]{36}$/)
  return location.slice('/purchases/'.length)
}

const purchase = async (id: string): Promise<Purchase> => (await fetch(`${provider.url}/api/purchases/${id}`)).json()

async function settled(id: string): Promise<Purchase> {
  const deadline = Date.now() + 30_000
  for (;;) {
    const p = await purchase(id)
    if (p.status === 'success' || p.status === 'failed') return p
    if (Date.now() > deadline) throw new Error(`purchase ${id} still ${p.status}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

async function onrampHistory(address: string, query: Record<string, string> = {}) {
  const response = await fetch(apiUrl(`/v1/account/${address}/history`, { onramp: 'coinbase', ...query }))
  expect(response.status).toBe(200)
  return (await response.json()) as { data: { id: string; metadata: Record<string, unknown>; transfers: { quantity: { numeric: string }; direction: string; fungible_info: { symbol: string } }[] }[]; next: string | null }
}

const susdcOf = (address: Address) => chain.readContract({ address: sUSDC, abi: erc20Abi, functionName: 'balanceOf', args: [address] })

describe('the API on-ramp endpoints (the provider price table)', () => {
  it('options list what the provider sells with the limits', async () => {
    const options = await (await fetch(apiUrl('/v1/onramp/options'))).json()
    expect(options.paymentCurrencies.map((c: { id: string }) => c.id)).toEqual(['USD', 'EUR'])
    expect(options.paymentCurrencies[1].payment_method_limits).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ])
    expect(options.purchaseCurrencies.map((c: { symbol: string }) => c.symbol)).toEqual(['ETH', 'sUSDC', 'SOL'])
  })

  it('quotes with the fee and refuses an amount out of the limits as the hosted API does (400, field amount)', async () => {
    const { purchaseCurrencies } = await (await fetch(apiUrl('/v1/onramp/options'))).json()
    const susdc = purchaseCurrencies[1]
    const quote = await postApi('/v1/onramp/quote', { purchaseCurrency: susdc, paymentCurrency: { id: 'USD' }, amount: '50', network: 'sandbox-1337' })
    expect(quote.status).toBe(200)
    expect(await quote.json()).toEqual({
      paymentTotal: { amount: '50.00', currency: 'USD' },
      paymentSubtotal: { amount: '49.25', currency: 'USD' },
      purchaseAmount: { amount: '49.25', currency: 'sUSDC' },
      coinbaseFee: { amount: '0.75', currency: 'USD' },
      networkFee: { amount: '0.00', currency: 'USD' },
      quoteId: expect.stringMatching(/^sandbox-quote-/),
    })
    const tooBig = await postApi('/v1/onramp/quote', { purchaseCurrency: susdc, paymentCurrency: { id: 'EUR' }, amount: '7500.01', network: 'sandbox-1337' })
    expect(tooBig.status).toBe(400)
    expect(await tooBig.json()).toEqual({ status: 'FAILED', reasons: [{ field: 'amount', description: 'Amount 7500.01 EUR is above the card maximum of 7500.00 EUR' }] })
    const bank = await postApi('/v1/onramp/quote', { purchaseCurrency: susdc, paymentCurrency: { id: 'EUR' }, amount: '20000', network: 'sandbox-1337', paymentMethod: 'ach_bank_account' })
    expect(bank.status).toBe(200)
    const tooSmall = await postApi('/v1/onramp/quote', { purchaseCurrency: susdc, paymentCurrency: { id: 'USD' }, amount: '9.99', network: 'sandbox-1337' })
    expect((await tooSmall.json()).reasons[0]).toEqual({ field: 'amount', description: 'Amount 9.99 USD is below the card minimum of 10.00 USD' })
    const wrongNetwork = await postApi('/v1/onramp/quote', { purchaseCurrency: susdc, paymentCurrency: { id: 'USD' }, amount: '50', network: 'solana-sandbox' })
    expect((await wrongNetwork.json()).reasons[0].field).toBe('network')
  })

  it('the on-ramp URL opens the provider page on its own origin, showing the order', async () => {
    const address = freshAddress()
    const response = await postApi('/v1/generators/onrampurl', {
      destinationWallets: [{ address, blockchains: ['sandbox-1337'], assets: ['sUSDC'] }],
      partnerUserId: address,
      defaultNetwork: 'sandbox-1337',
      defaultExperience: 'buy',
      presetFiatAmount: 50,
    })
    expect(response.status).toBe(200)
    const { url } = await response.json()
    expect(new URL(url).origin).toBe(provider.url)
    expect(Object.fromEntries(new URL(url).searchParams)).toMatchObject({ asset: 'sUSDC', network: 'sandbox-1337', address, amount: '50', currency: 'USD', partnerUserId: address })
    const page = await fetch(url)
    expect(page.status).toBe(200)
    const html = await page.text()
    for (const text of ['Buy sUSDC', address, '50.00 USD', '0.75 USD', '49.25 sUSDC', 'Sandbox Ethereum', '<label for="card-number">Card number</label>']) expect(html).toContain(text)

    const bad = await postApi('/v1/generators/onrampurl', { destinationWallets: [{ address }], partnerUserId: address, defaultNetwork: 'bitcoin' })
    expect((await bad.json()).reasons[0].field).toBe('defaultNetwork')
    const tooMuch = await postApi('/v1/generators/onrampurl', { destinationWallets: [{ address, assets: ['ETH'] }], partnerUserId: address, defaultNetwork: 'sandbox-1337', presetFiatAmount: 8000 })
    expect((await tooMuch.json()).reasons[0].field).toBe('amount')
    const garbage = await fetch(apiUrl('/v1/generators/onrampurl'), { method: 'POST', body: '{oops' })
    expect(garbage.status).toBe(400)
    expect(garbage.headers.get('content-type')).toMatch(/^text\/plain/)
  })

  it('fault injection still applies to these routes', async () => {
    const admin = (method: string, body?: unknown) =>
      fetch(`${api.adminUrl}/__admin/faults`, { method, headers: body ? { 'content-type': 'application/json' } : {}, body: body ? JSON.stringify(body) : undefined })
    expect((await admin('POST', { route: 'GET /v1/onramp/options', status: 503, times: 1 })).status).toBe(201)
    expect((await admin('POST', { route: 'POST /v1/onramp/quote', status: 500, times: 1 })).status).toBe(201)
    expect((await fetch(apiUrl('/v1/onramp/options'))).status).toBe(503)
    expect((await fetch(apiUrl('/v1/onramp/options'))).status).toBe(200)
    expect((await postApi('/v1/onramp/quote', {})).status).toBe(500)
    await admin('DELETE')
  })
})

describe('buying through the provider page', () => {
  it('the success card: pending in the history, then the sUSDC lands and the purchase is a success', async () => {
    const address = freshAddress()
    const id = await pay({ asset: 'sUSDC', network: 'sandbox-1337', address, amount: '50' }, card.success)
    const pending = await onrampHistory(address)
    expect(pending.data).toHaveLength(1)
    expect(pending.data[0]).toMatchObject({ id, metadata: { operationType: 'buy', status: 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS', sentTo: address, chain: 'eip155:1337', hash: '' } })
    expect(await (await fetch(`${provider.url}/purchases/${id}`)).text()).toContain('Processing your purchase')

    const done = await settled(id)
    expect(done.status).toBe('success')
    expect(await susdcOf(address)).toBe(parseUnits('49.25', 6))
    const receipt = await chain.getTransactionReceipt({ hash: done.txHash as `0x${string}` })
    expect(receipt.from.toLowerCase()).toBe(ONRAMP_PROVIDER_EVM.address.toLowerCase())
    const history = await onrampHistory(address, { chainId: 'eip155:1337' })
    expect(history.data[0]).toMatchObject({ id, metadata: { status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS', hash: done.txHash, sentFrom: ONRAMP_PROVIDER_EVM.address } })
    expect(history.data[0].transfers).toEqual([expect.objectContaining({ direction: 'in', quantity: { numeric: '49.25' }, fungible_info: expect.objectContaining({ symbol: 'sUSDC' }) })])
    expect((await onrampHistory(address, { chainId: 'eip155:8453' })).data).toEqual([])
    // The ordinary history (what Activity reads) shows the transfer it received.
    const activity = await (await fetch(apiUrl(`/v1/account/${address}/history`))).json()
    expect(activity.data[0].metadata).toMatchObject({ hash: done.txHash, operationType: 'receive' })
    expect(await (await fetch(`${provider.url}/purchases/${id}`)).text()).toContain('Purchase complete')
  })

  it('the declined card: failed at once, nothing credited', async () => {
    const address = freshAddress()
    const id = await pay({ asset: 'sUSDC', network: 'sandbox-1337', address, amount: '25' }, card.declined)
    expect(await purchase(id)).toMatchObject({ status: 'failed', failureReason: 'Your card was declined.' })
    expect((await onrampHistory(address)).data[0].metadata.status).toBe('ONRAMP_TRANSACTION_STATUS_FAILED')
    const page = await (await fetch(`${provider.url}/purchases/${id}`)).text()
    expect(page).toContain('Payment failed')
    expect(page).toContain('Your card was declined.')
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS + 200))
    expect(await susdcOf(address)).toBe(0n)
    expect(await purchase(id)).toMatchObject({ status: 'failed' })
  })

  it('the confirmation card: a Confirm step, in progress until confirmed, then the ETH lands', async () => {
    const address = freshAddress()
    const id = await pay({ asset: 'ETH', network: '1337', address, amount: '30', currency: 'EUR' }, card.confirm)
    expect(await purchase(id)).toMatchObject({ status: 'awaiting_confirmation' })
    const step = await (await fetch(`${provider.url}/purchases/${id}`)).text()
    expect(step).toContain('Confirm your payment')
    expect(step).toContain('<button type="submit" name="decision" value="confirm">Confirm</button>')
    expect((await onrampHistory(address)).data[0].metadata.status).toBe('ONRAMP_TRANSACTION_STATUS_IN_PROGRESS')

    const confirmed = await fetch(`${provider.url}/purchases/${id}/confirm`, { method: 'POST', body: new URLSearchParams({ decision: 'confirm' }), redirect: 'manual' })
    expect(confirmed.status).toBe(303)
    expect(await purchase(id)).toMatchObject({ status: 'pending' })
    expect((await settled(id)).status).toBe('success')
    expect(await chain.getBalance({ address })).toBe(priceOrder({ asset: 'ETH', network: 'sandbox-1337', amount: '30', currency: 'EUR' }).cryptoBaseUnits)
    expect((await onrampHistory(address)).data[0].metadata.status).toBe('ONRAMP_TRANSACTION_STATUS_SUCCESS')
  })

  it('the confirmation card, cancelled: failed, nothing credited', async () => {
    const address = freshAddress()
    const id = await pay({ asset: 'ETH', network: 'sandbox-1337', address, amount: '30' }, card.confirm)
    await fetch(`${provider.url}/purchases/${id}/confirm`, { method: 'POST', body: new URLSearchParams({ decision: 'cancel' }), redirect: 'manual' })
    expect(await purchase(id)).toMatchObject({ status: 'failed', failureReason: 'You did not confirm the payment.' })
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS + 200))
    expect(await chain.getBalance({ address })).toBe(0n)
  })

  it('buys SOL on the Solana sandbox', async () => {
    const address = Keypair.generate().publicKey.toBase58()
    const id = await pay({ asset: 'SOL', network: 'solana-sandbox', address, amount: '20' }, card.success)
    expect((await settled(id)).status).toBe('success')
    const connection = new Connection(solana.url, 'confirmed')
    expect(BigInt(await connection.getBalance(new PublicKey(address)))).toBe(priceOrder({ asset: 'SOL', network: 'solana-sandbox', amount: '20', currency: 'USD' }).cryptoBaseUnits)
    const history = await onrampHistory(address)
    expect(history.data[0]).toMatchObject({ id, metadata: { status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS', chain: 'solana:AUtMhem6oc3zPx9BUpkeQbqwvAq6YG3Q' } })
  })

  it('an unknown card or a bad order is refused with the reason, and records nothing', async () => {
    const address = freshAddress()
    const form = new URLSearchParams({ asset: 'sUSDC', network: 'sandbox-1337', address, amount: '50', currency: 'USD', cardNumber: '5555 5555 5555 4444', expiry: '12/39', cvc: '123' })
    const unknown = await fetch(`${provider.url}/buy`, { method: 'POST', body: form, redirect: 'manual' })
    expect(unknown.status).toBe(422)
    expect(await unknown.text()).toContain('role="alert">Unknown card: use a test card')
    const noAddress = await fetch(`${provider.url}/buy?asset=sUSDC&network=sandbox-1337&amount=50`)
    expect(noAddress.status).toBe(400)
    expect(await noAddress.text()).toContain('The order has no address')
    const wrongAddress = await fetch(`${provider.url}/buy?asset=SOL&network=solana-sandbox&amount=50&address=${address}`)
    expect(await wrongAddress.text()).toContain('is not an address on Sandbox Solana')
    expect((await onrampHistory(address)).data).toEqual([])
  })
})
