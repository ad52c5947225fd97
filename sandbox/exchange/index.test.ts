// The exchange end to end over HTTP against a real anvil with the sandbox tokens: the API's Pay
// JSON-RPC (exchanges, pay URL, status), the withdrawal page's Confirm and Cancel (form posts as a
// browser makes them), the withdrawal really sent from the hot wallet (read with viem), the
// customer's ledger, and the refusals.
import { createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type AnvilInstance } from '../../testing/anvil.ts'
import { startApiServer, type ApiServer } from '../server/index.ts'
import { prepareSandboxTokens, sandboxTokens } from '../tokens/index.ts'
import { EXCHANGE_HOT_WALLET } from './exchange-account.ts'
import { startSandboxExchange, type SandboxExchange, type Withdrawal } from './index.ts'

const sUSDC = sandboxTokens.find((token) => token.symbol === 'sUSDC')!.address
const USDC_ASSET = `eip155:1337/erc20:${sUSDC}`
const ETH_ASSET = 'eip155:1337/slip44:60'

let anvil: AnvilInstance
let exchange: SandboxExchange
let api: ApiServer
let chain: ReturnType<typeof createPublicClient>

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1337 })
  await prepareSandboxTokens([anvil.rpcUrl])
  exchange = await startSandboxExchange({ chains: [{ id: 1337, rpcUrl: anvil.rpcUrl, name: 'Sandbox Ethereum' }], withdrawalDelayMs: 200 })
  api = await startApiServer({ chains: [{ chainId: 1337, rpcUrl: anvil.rpcUrl, name: 'Sandbox Ethereum', tokens: sandboxTokens.map((t) => t.address) }], exchangeUrl: exchange.url })
  chain = createPublicClient({ transport: http(anvil.rpcUrl) })
}, 120_000)

afterAll(async () => {
  await Promise.allSettled([api?.stop(), exchange?.stop()])
  await anvil?.stop()
})

async function rpc(method: string, params: Record<string, unknown>): Promise<{ result?: any; error?: { code: number; message: string } }> {
  const response = await fetch(`${api.url}/v1/json-rpc?projectId=test-project`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: { ...params, st: 'appkit', sv: 'test', projectId: 'test-project' } }),
  })
  expect(response.status).toBe(200)
  return response.json()
}

const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address
const decide = (sessionId: string, decision: string) =>
  fetch(`${exchange.url}/pay/${sessionId}/decision`, { method: 'POST', body: new URLSearchParams({ decision }), redirect: 'manual' })

async function settledStatus(sessionId: string) {
  const deadline = Date.now() + 30_000
  for (;;) {
    const { result } = await rpc('reown_getExchangeBuyStatus', { exchangeId: 'sandbox-exchange', sessionId })
    if (result.status === 'SUCCESS' || result.status === 'FAILED') return result
    if (Date.now() > deadline) throw new Error(`session ${sessionId} still ${result.status}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('reown_getExchanges', () => {
  it('lists the Sandbox Exchange, with its logo on its own origin, for an asset it holds', async () => {
    const { result } = await rpc('reown_getExchanges', { page: 0, asset: USDC_ASSET, amount: '5' })
    expect(result).toEqual({ exchanges: [{ id: 'sandbox-exchange', name: 'Sandbox Exchange', imageUrl: `${exchange.url}/logo.svg` }], total: 1 })
    expect((await fetch(result.exchanges[0].imageUrl)).headers.get('content-type')).toBe('image/svg+xml')
  })

  it('lists none for an asset it does not hold, or when excluded', async () => {
    expect((await rpc('reown_getExchanges', { page: 0, asset: 'eip155:1/erc20:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' })).result).toEqual({ exchanges: [], total: 0 })
    expect((await rpc('reown_getExchanges', { page: 0, exclude: ['sandbox-exchange'] })).result).toEqual({ exchanges: [], total: 0 })
  })

  it('answers JSON-RPC errors for an unknown method and a bad request', async () => {
    expect((await rpc('reown_nothing', {})).error?.code).toBe(-32601)
    const response = await fetch(`${api.url}/v1/json-rpc?projectId=test-project`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"id":3}' })
    expect(await response.json()).toMatchObject({ id: 3, error: { code: -32600 } })
  })
})

describe('paying from the exchange', () => {
  it('opens the withdrawal asked (asset, amount, network, destination), sends it on Confirm from the hot wallet, and reports SUCCESS with the transaction', async () => {
    const recipient = freshAddress()
    const { result } = await rpc('reown_getExchangePayUrl', { exchangeId: 'sandbox-exchange', asset: USDC_ASSET, amount: '5', recipient: `eip155:1337:${recipient}` })
    expect(result.url).toBe(`${exchange.url}/pay/${result.sessionId}`)
    const page = await (await fetch(result.url)).text()
    expect(page).toContain('<h1>Withdraw 5 sUSDC</h1>')
    expect(page).toContain('<dt>Network</dt><dd>Sandbox Ethereum (eip155:1337)</dd>')
    expect(page).toContain(`<code>${recipient}</code>`)
    expect(page).toContain('<button type="submit" name="decision" value="confirm">Confirm withdrawal</button>')
    expect(page).toContain('<td>sUSDC</td><td>10000</td>')
    expect((await rpc('reown_getExchangeBuyStatus', { exchangeId: 'sandbox-exchange', sessionId: result.sessionId })).result).toEqual({ status: 'IN_PROGRESS' })

    const hotBefore = await chain.readContract({ address: sUSDC, abi: erc20Abi, functionName: 'balanceOf', args: [EXCHANGE_HOT_WALLET.address] })
    const decided = await decide(result.sessionId, 'confirm')
    expect(decided.status).toBe(303)
    const status = await settledStatus(result.sessionId)
    expect(status).toEqual({ status: 'SUCCESS', txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
    const receipt = await chain.getTransactionReceipt({ hash: status.txHash })
    expect(receipt.from.toLowerCase()).toBe(EXCHANGE_HOT_WALLET.address.toLowerCase())
    expect(await chain.readContract({ address: sUSDC, abi: erc20Abi, functionName: 'balanceOf', args: [recipient] })).toBe(parseUnits('5', 6))
    expect(await chain.readContract({ address: sUSDC, abi: erc20Abi, functionName: 'balanceOf', args: [EXCHANGE_HOT_WALLET.address] })).toBe(hotBefore - parseUnits('5', 6))
    expect(exchange.withdrawals.balancesByAsset().sUSDC).toBe('9995')
    expect(await (await fetch(result.url)).text()).toContain('<h1>Withdrawal sent</h1>')
  })

  it('sends the native coin', async () => {
    const recipient = freshAddress()
    const { result } = await rpc('reown_getExchangePayUrl', { exchangeId: 'sandbox-exchange', asset: ETH_ASSET, amount: 0.25, recipient: `eip155:1337:${recipient}` })
    await decide(result.sessionId, 'confirm')
    expect((await settledStatus(result.sessionId)).status).toBe('SUCCESS')
    expect(await chain.getBalance({ address: recipient })).toBe(parseUnits('0.25', 18))
  })

  it('Cancel refuses: FAILED with the reason, nothing sent, the ledger untouched', async () => {
    const recipient = freshAddress()
    const before = exchange.withdrawals.balancesByAsset().sUSDC
    const { result } = await rpc('reown_getExchangePayUrl', { exchangeId: 'sandbox-exchange', asset: USDC_ASSET, amount: '5', recipient: `eip155:1337:${recipient}` })
    await decide(result.sessionId, 'cancel')
    expect(await settledStatus(result.sessionId)).toEqual({ status: 'FAILED', reason: 'You cancelled the withdrawal.' })
    expect(await chain.readContract({ address: sUSDC, abi: erc20Abi, functionName: 'balanceOf', args: [recipient] })).toBe(0n)
    expect(exchange.withdrawals.balancesByAsset().sUSDC).toBe(before)
    expect(await (await fetch(result.url)).text()).toContain('<h1>Withdrawal cancelled</h1>')
    // a decided withdrawal cannot be confirmed afterwards
    await decide(result.sessionId, 'confirm')
    expect(exchange.withdrawals.get(result.sessionId)!.status).toBe<Withdrawal['status']>('cancelled')
  })

  it('refuses a withdrawal above the balance on the page, with the reason as an alert', async () => {
    const { result } = await rpc('reown_getExchangePayUrl', { exchangeId: 'sandbox-exchange', asset: USDC_ASSET, amount: '20000', recipient: `eip155:1337:${freshAddress()}` })
    const refused = await decide(result.sessionId, 'confirm')
    expect(refused.status).toBe(422)
    expect(await refused.text()).toContain('<p role="alert">Your sUSDC balance is too low for this withdrawal.</p>')
    expect(exchange.withdrawals.get(result.sessionId)!.status).toBe('awaiting_confirmation')
  })

  it('refuses a pay URL for an asset, amount or recipient it cannot take, naming it', async () => {
    const recipient = `eip155:1337:${freshAddress()}`
    const ask = (params: Record<string, unknown>) => rpc('reown_getExchangePayUrl', { exchangeId: 'sandbox-exchange', asset: USDC_ASSET, amount: '5', recipient, ...params })
    expect((await ask({ asset: 'eip155:1337/erc20:0x0000000000000000000000000000000000000001' })).error).toMatchObject({ code: -32602, message: expect.stringContaining('does not hold') })
    expect((await ask({ amount: '-1' })).error?.message).toContain('positive decimal number of sUSDC')
    expect((await ask({ amount: '0.0000001' })).error?.message).toBe('sUSDC has 6 decimals; "0.0000001" has more')
    expect((await ask({ recipient: `eip155:8453:${freshAddress()}` })).error?.message).toContain('a withdrawal stays on one network')
    expect((await ask({ recipient: 'nobody' })).error?.message).toContain('is not a CAIP-10 EVM address')
    expect((await ask({ exchangeId: 'binance' })).error?.message).toContain('Unknown exchangeId "binance"')
    expect((await rpc('reown_getExchangeBuyStatus', { exchangeId: 'sandbox-exchange', sessionId: 'nope' })).result).toEqual({ status: 'UNKNOWN' })
  })
})
