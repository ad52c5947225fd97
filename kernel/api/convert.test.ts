import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNT_0 } from '../../testing/accounts.ts'
import { startTestApi, type TestApi, testBlockchainApi } from '../test-support/api-server.ts'

const CHAIN = 'eip155:31337'
const ETH = `${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
const USDC = `${CHAIN}:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48`
const USER = `${CHAIN}:${ANVIL_ACCOUNT_0.address}`
const OFF = 'eip155:10'

let api: TestApi
beforeAll(async () => {
  api = await startTestApi({ chainIds: [31337] })
}, 30_000)
afterAll(() => api.stop())
afterEach(() => api.reset())

const service = () => testBlockchainApi(api)
const common = { projectId: 'test-project', st: 'appkit', sv: 'html-portico-0.1.0' }
const queryOf = (path: string) => Object.fromEntries(api.sent(path)[0]!.url.searchParams)

describe('BlockchainApi convert', () => {
  it('lists the swap tokens of a network', async () => {
    const { tokens } = await service().getSwapTokens({ chainId: CHAIN })
    expect(tokens.map((t) => t.symbol)).toEqual(['ETH', 'WETH', 'USDC', 'USDT', 'DAI'])
    expect(tokens[2]).toMatchObject({ address: USDC, decimals: 6, eip2612: true })
    expect(queryOf('/v1/convert/tokens')).toEqual({ ...common, chainId: CHAIN })
  })

  it('quotes a swap', async () => {
    const { quotes } = await service().getSwapQuote({ amount: '1000000000000000000', userAddress: USER, from: ETH, to: USDC, gasPrice: '1000' })
    expect(quotes).toEqual([{ id: null, fromAmount: '1000000000000000000', fromAccount: ETH, toAmount: '3000000000', toAccount: USDC }])
    expect(queryOf('/v1/convert/quotes')).toEqual({ ...common, amount: '1000000000000000000', userAddress: USER, from: ETH, to: USDC, gasPrice: '1000' })
  })

  it('reads the allowance and the gas price', async () => {
    expect(await service().getSwapAllowance({ tokenAddress: USDC, userAddress: USER })).toEqual({ allowance: '0' })
    expect(queryOf('/v1/convert/allowance')).toEqual({ ...common, tokenAddress: USDC, userAddress: USER })
    const gas = await service().getGasPrice({ chainId: CHAIN })
    expect(BigInt(gas.fast)).toBeGreaterThan(BigInt(gas.standard))
    expect(queryOf('/v1/convert/gas-price')).toEqual({ ...common, chainId: CHAIN })
  })

  it('builds the swap transaction (projectId in the body, no query) and the approval', async () => {
    const swap = await service().buildSwapTransaction({ amount: '1000000', from: USDC, to: ETH, userAddress: USER })
    expect(swap.tx).toMatchObject({ from: USER, data: expect.stringMatching(/^0x/), eip155: { gas: '210000', gasPrice: expect.stringMatching(/^\d+$/) } })
    const [post] = api.sent('/v1/convert/build-transaction')
    expect([...post!.url.searchParams]).toEqual([])
    expect(post!.body).toEqual({ projectId: 'test-project', amount: '1000000', from: USDC, to: ETH, userAddress: USER, eip155: { slippage: 1 } })

    const approve = await service().buildApproveTransaction({ userAddress: USER, from: USDC, to: ETH, amount: '1000000' })
    expect(approve.tx).toMatchObject({ to: USDC, value: '0', data: expect.stringMatching(/^0x095ea7b3/), eip155: { gasPrice: expect.stringMatching(/^\d+$/) } })
    expect(approve.tx.eip155).not.toHaveProperty('gas')
    expect(queryOf('/v1/convert/build-approve')).toEqual({ ...common, userAddress: USER, from: USDC, to: ETH, amount: '1000000' })
  })

  it('prices tokens (projectId in the body), leaving out tokens of unsupported networks', async () => {
    const { fungibles } = await service().getTokenPrices({ addresses: [USDC, `${OFF}:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48`] })
    expect(fungibles).toEqual([{ address: USDC, name: 'USD Coin', symbol: 'USDC', iconUrl: expect.any(String), price: 1, decimals: 6 }])
    expect(api.sent('/v1/fungible/price')[0]!.body).toEqual({ projectId: 'test-project', currency: 'usd', addresses: [USDC] })
    expect(await service().getTokenPrices({ addresses: [`${OFF}:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48`] })).toEqual({ fungibles: [] })
    expect(api.sent('/v1/fungible/price')).toHaveLength(1)
  })

  it('gives empty answers on an unsupported network without a request; gas price and the builders throw', async () => {
    const s = service()
    const offEth = `${OFF}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
    const offUsdc = `${OFF}:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48`
    expect(await s.getSwapTokens({ chainId: OFF })).toEqual({ tokens: [] })
    expect(await s.getSwapQuote({ amount: '1', userAddress: USER, from: offEth, to: offUsdc })).toEqual({ quotes: [] })
    expect(await s.getSwapAllowance({ tokenAddress: offUsdc, userAddress: USER })).toEqual({ allowance: '0' })
    const unsupported = { code: 'UNSUPPORTED_NETWORK', message: 'Network not supported for Gas Price or Swaps' }
    await expect(s.getGasPrice({ chainId: OFF })).rejects.toMatchObject(unsupported)
    await expect(s.buildSwapTransaction({ amount: '1', from: offUsdc, to: offEth, userAddress: USER })).rejects.toMatchObject(unsupported)
    await expect(s.buildApproveTransaction({ userAddress: USER, from: offUsdc, to: offEth })).rejects.toMatchObject(unsupported)
    expect(api.requests.map((r) => r.url.pathname)).toEqual(['/v1/supported-chains'])
    await expect(s.getSwapQuote({ amount: '1', userAddress: USER, from: 'not-caip', to: USDC })).rejects.toThrow('Invalid CAIP Address')
  })

  it("throws the server's error for a bad request", async () => {
    await expect(service().getSwapQuote({ amount: '0', userAddress: USER, from: ETH, to: USDC })).rejects.toMatchObject({
      message: 'HTTP status code: 400',
      details: expect.stringContaining('amount must be a positive integer'),
    })
  })
})
