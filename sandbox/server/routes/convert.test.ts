import { createPublicClient, createWalletClient, decodeFunctionData, erc20Abi, getAddress, http, maxUint256, parseAbi } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNT_0 } from '../../../testing/accounts.ts'
import { sandboxTokens } from '../../tokens/index.ts'
import { startTestApi, type TestApi } from '../test-support.ts'
import { NATIVE_TOKEN_ADDRESS, SWAP_ROUTER_ADDRESS } from '../tokens.ts'

let t: TestApi
beforeAll(async () => (t = await startTestApi({ chainIds: [1337] })))
afterAll(() => t.stop())

const USDC = 'eip155:1337:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const ETH = `eip155:1337:${NATIVE_TOKEN_ADDRESS}`
const USER = `eip155:1337:${ANVIL_ACCOUNT_0.address}`

async function expectError(response: Response, status: number, field: string) {
  expect(response.status).toBe(status)
  expect((await response.json()).reasons[0].field).toBe(field)
}

describe('convert (swap) endpoints', () => {
  it('GET /v1/convert/tokens lists the token table for a sandbox chain, nothing for others', async () => {
    const { tokens } = await t.getJson('/v1/convert/tokens', { chainId: 'eip155:1337' })
    expect(tokens.map((token: { symbol: string }) => token.symbol)).toEqual(['ETH', 'WETH', 'USDC', 'USDT', 'DAI'])
    expect(tokens[2]).toEqual({
      name: 'USD Coin',
      symbol: 'USDC',
      address: USDC,
      decimals: 6,
      logoUri: `${t.api.url}/public/getTokenImage/USDC?projectId=test-project`,
      eip2612: true,
    })
    expect(await t.getJson('/v1/convert/tokens', { chainId: 'eip155:1' })).toEqual({ tokens: [] })
  })

  it('GET /v1/convert/quotes converts at the fixed prices', async () => {
    const quote = await t.getJson('/v1/convert/quotes', { amount: '3000000000', from: USDC, to: ETH, gasPrice: '1000000000', userAddress: USER })
    expect(quote).toEqual({ quotes: [{ id: null, fromAmount: '3000000000', fromAccount: USDC, toAmount: '1000000000000000000', toAccount: ETH }] })
    await expectError(await t.get('/v1/convert/quotes', { amount: '-1', from: USDC, to: ETH }), 400, 'amount')
    await expectError(await t.get('/v1/convert/quotes', { amount: '1', from: 'eip155:1337:0x0000000000000000000000000000000000000001', to: ETH }), 400, 'from')
    await expectError(await t.get('/v1/convert/quotes', { amount: '1', from: USDC, to: `eip155:1:${NATIVE_TOKEN_ADDRESS}` }), 400, 'chainId')
  })

  it('GET /v1/convert/allowance: unlimited for the native token, 0 where no token is deployed', async () => {
    expect(await t.getJson('/v1/convert/allowance', { tokenAddress: USDC, userAddress: USER })).toEqual({ allowance: '0' })
    expect(await t.getJson('/v1/convert/allowance', { tokenAddress: ETH, userAddress: USER })).toEqual({ allowance: maxUint256.toString() })
  })

  it("GET /v1/convert/gas-price reads the chain's gas price", async () => {
    const prices = await t.getJson('/v1/convert/gas-price', { chainId: 'eip155:1337' })
    const onChain = BigInt((await (await fetch(t.anvils[0].rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_gasPrice', params: [] }) })).json()).result)
    expect(prices).toEqual({ standard: onChain.toString(), fast: ((onChain * 120n) / 100n).toString(), instant: ((onChain * 150n) / 100n).toString() })
    await expectError(await t.get('/v1/convert/gas-price', { chainId: 'eip155:1' }), 400, 'chainId')
  })

  it('GET /v1/convert/build-approve builds an ERC-20 approve for the router', async () => {
    const { tx } = await t.getJson('/v1/convert/build-approve', { from: USDC, to: ETH, amount: '5000000', userAddress: USER })
    expect(tx).toEqual({ from: USDC, to: USDC, data: expect.stringMatching(/^0x095ea7b3/), value: '0', eip155: { gasPrice: expect.stringMatching(/^\d+$/) } })
    const decoded = decodeFunctionData({ abi: parseAbi(['function approve(address spender, uint256 amount)']), data: tx.data })
    expect(decoded.args).toEqual([SWAP_ROUTER_ADDRESS, 5_000_000n])
    await expectError(await t.get('/v1/convert/build-approve', { from: ETH, to: USDC }), 400, 'from')
  })

  it('POST /v1/convert/build-transaction takes projectId in the body and builds the swap', async () => {
    const body = { projectId: 'test-project', amount: '1000000000000000000', from: ETH, to: USDC, userAddress: USER, eip155: { slippage: 1 }, disableEstimate: true }
    const response = await t.post('/v1/convert/build-transaction', body, { projectId: null })
    expect(response.status).toBe(200)
    const { tx } = await response.json()
    expect(tx).toEqual({
      from: USER,
      to: `eip155:1337:${SWAP_ROUTER_ADDRESS}`,
      data: expect.stringMatching(/^0x/),
      amount: '3000000000',
      eip155: { gas: '210000', gasPrice: expect.stringMatching(/^\d+$/) },
    })
    const decoded = decodeFunctionData({ abi: parseAbi(['function swap(address srcToken, address dstToken, uint256 amount, uint256 minReturn, address receiver)']), data: tx.data })
    expect(decoded.args).toEqual([getAddress(NATIVE_TOKEN_ADDRESS), '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 10n ** 18n, 2_970_000_000n, ANVIL_ACCOUNT_0.address])

    await expectError(await t.post('/v1/convert/build-transaction', { ...body, eip155: undefined }, { projectId: null }), 400, 'eip155')
    expect((await t.post('/v1/convert/build-transaction', { ...body, projectId: 'unknown' }, { projectId: null })).status).toBe(403)
    expect((await t.post('/v1/convert/build-transaction', { ...body, projectId: undefined }, { projectId: null })).status).toBe(403)
  })
})

describe('convert endpoints with the sandbox ERC-20 tokens', () => {
  let tt: TestApi
  beforeAll(async () => (tt = await startTestApi({ chainIds: [1337], tokens: true })), 60_000)
  afterAll(() => tt?.stop())
  const [usdc, dai] = sandboxTokens
  const sUSDC = `eip155:1337:${usdc.address}`
  const sDAI = `eip155:1337:${dai.address}`

  it('lists the tokens deployed on the chain after the fixed table, and quotes them at their fixed prices', async () => {
    const { tokens } = await tt.getJson('/v1/convert/tokens', { chainId: 'eip155:1337' })
    expect(tokens.map((token: { symbol: string }) => token.symbol)).toEqual(['ETH', 'WETH', 'USDC', 'USDT', 'DAI', 'sUSDC', 'sDAI'])
    expect(tokens[5]).toEqual({ name: 'Sandbox USD Coin', symbol: 'sUSDC', address: sUSDC, decimals: 6, logoUri: `${tt.api.url}/public/getTokenImage/sUSDC?projectId=test-project`, eip2612: false })
    const { quotes } = await tt.getJson('/v1/convert/quotes', { amount: '2000000', from: sUSDC, to: sDAI, userAddress: USER })
    expect(quotes[0].toAmount).toBe('2000000000000000000')
  })

  it("reads the router's allowance from the deployed token", async () => {
    const wallet = createWalletClient({ account: privateKeyToAccount(ANVIL_ACCOUNT_0.privateKey), transport: http(tt.anvils[0].rpcUrl) })
    const hash = await wallet.writeContract({ address: usdc.address, abi: erc20Abi, functionName: 'approve', args: [SWAP_ROUTER_ADDRESS, 7_000_000n], chain: null })
    await createPublicClient({ transport: http(tt.anvils[0].rpcUrl) }).waitForTransactionReceipt({ hash })
    expect(await tt.getJson('/v1/convert/allowance', { tokenAddress: sUSDC, userAddress: USER })).toEqual({ allowance: '7000000' })
  })

  it('refuses a sandbox token on a chain it is not deployed on', async () => {
    // `t` (above) serves chain 1337 without the tokens.
    await expectError(await t.get('/v1/convert/quotes', { amount: '1', from: sUSDC, to: ETH }), 400, 'from')
  })
})
