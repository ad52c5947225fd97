import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, http, parseAbi } from 'viem'
import { sandboxDex } from '../../sandbox/dex/index.ts'
import { sandboxTokens } from '../../sandbox/tokens/index.ts'
import { ANVIL_ACCOUNT_0 } from '../../testing/accounts.ts'
import { startTestApi, type TestApi, testApiContext } from '../../testing/test-support/kernel-api-server.ts'
import { createConvertApi } from './convert-api.ts'

const CHAIN = 'eip155:31337'
const ETH = `${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
// the sandbox's sUSDC, traded on the sandbox DEX (Uniswap V2) the convert routes answer from
const SUSDC = sandboxTokens[0]!.address
const USDC = `${CHAIN}:${SUSDC}`
const USER = `${CHAIN}:${ANVIL_ACCOUNT_0.address}`
const OFF = 'eip155:10'

let api: TestApi
beforeAll(async () => {
  api = await startTestApi({ chainIds: [31337], dex: true })
}, 60_000)
afterAll(() => api.stop())
afterEach(() => api.reset())

const service = () => createConvertApi(testApiContext(api))
const common = { projectId: 'test-project', st: 'appkit', sv: 'html-portico-0.1.0' }
const queryOf = (path: string) => Object.fromEntries(api.sent(path)[0]!.url.searchParams)

describe('BlockchainApi convert', () => {
  it('lists the swap tokens of a network', async () => {
    const { tokens } = await service().getSwapTokens({ chainId: CHAIN })
    expect(tokens.map((t) => t.symbol)).toEqual(['ETH', 'sUSDC', 'sDAI'])
    expect(tokens[1]).toMatchObject({ address: USDC, decimals: 6 })
    expect(queryOf('/v1/convert/tokens')).toEqual({ ...common, chainId: CHAIN })
  })

  it('quotes a swap', async () => {
    const { quotes } = await service().getSwapQuote({ amount: '1000000000000000000', userAddress: USER, from: ETH, to: USDC, gasPrice: '1000' })
    // the router's own getAmountsOut on the chain, through WETH
    const chain = createPublicClient({ transport: http(api.anvils[0]!.rpcUrl) })
    const abi = parseAbi(['function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)'])
    const amounts = await chain.readContract({ address: sandboxDex.router, abi, functionName: 'getAmountsOut', args: [10n ** 18n, [sandboxDex.weth, SUSDC]] })
    expect(quotes).toEqual([{ id: null, fromAmount: '1000000000000000000', fromAccount: ETH, toAmount: amounts[1]!.toString(), toAccount: USDC }])
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
    expect(swap.tx).toMatchObject({ from: USER, data: expect.stringMatching(/^0x/), eip155: { gas: expect.stringMatching(/^[1-9]\d*$/), gasPrice: expect.stringMatching(/^\d+$/) } })
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
    expect(fungibles).toEqual([{ address: USDC, name: 'Sandbox USD Coin', symbol: 'sUSDC', iconUrl: expect.any(String), price: 1, decimals: 6 }])
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
