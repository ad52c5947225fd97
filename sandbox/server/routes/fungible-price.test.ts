import { createPublicClient, createWalletClient, http, parseAbi, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNT_0 } from '../../../testing/accounts.ts'
import { ETH_PRICE_IN_STABLES, sandboxDex } from '../../dex/index.ts'
import { sandboxTokens } from '../../tokens/index.ts'
import { startTestApi, type TestApi } from '../test-support.ts'

let t: TestApi
beforeAll(async () => (t = await startTestApi()))
afterAll(() => t.stop())

const USDC = 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const ETH = 'eip155:1337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

describe('POST /v1/fungible/price', () => {
  it('prices known tokens in the currency asked (projectId in the body), leaving out unknown ones', async () => {
    const response = await t.post('/v1/fungible/price', { projectId: 'test-project', currency: 'usd', addresses: [USDC, ETH, 'eip155:1:0x0000000000000000000000000000000000000001'] }, { projectId: null })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      fungibles: [
        { address: USDC, name: 'USD Coin', symbol: 'USDC', iconUrl: `${t.api.url}/public/getTokenImage/USDC?projectId=test-project`, price: 1, decimals: 6 },
        { address: ETH, name: 'Ether', symbol: 'ETH', iconUrl: `${t.api.url}/public/getTokenImage/ETH?projectId=test-project`, price: 1830, decimals: 18 },
      ],
    })
    const eur = await (await t.post('/v1/fungible/price', { projectId: 'test-project', currency: 'eur', addresses: [ETH] }, { projectId: null })).json()
    expect(eur.fungibles[0].price).toBe(1683.6)
  })

  it('rejects an unknown currency (400) and an unknown project (403)', async () => {
    const bad = await t.post('/v1/fungible/price', { projectId: 'test-project', currency: 'doge', addresses: [] }, { projectId: null })
    expect(bad.status).toBe(400)
    expect((await bad.json()).reasons[0].field).toBe('currency')
    expect((await t.post('/v1/fungible/price', { projectId: 'nope', currency: 'usd', addresses: [] }, { projectId: null })).status).toBe(403)
  })
})

describe('POST /v1/fungible/price on a chain with the sandbox DEX', () => {
  let tt: TestApi
  beforeAll(async () => (tt = await startTestApi({ chainIds: [1337], dex: true })), 60_000)
  afterAll(() => tt?.stop())
  const [usdc, dai] = sandboxTokens
  const prices = async (addresses: string[], currency = 'usd') =>
    (await (await tt.post('/v1/fungible/price', { projectId: 'test-project', currency, addresses }, { projectId: null })).json()).fungibles as { address: string; symbol: string; price: number; decimals: number }[]

  it("prices the DEX's tokens from the pools' reserves (sUSDC is the dollar), others from the fixed table", async () => {
    const ETH = 'eip155:1337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
    const WETH = `eip155:1337:${sandboxDex.weth}`
    const fungibles = await prices([ETH, WETH, `eip155:1337:${usdc.address}`, `eip155:1337:${dai.address}`, USDC])
    expect(fungibles.map(({ symbol, price, decimals }) => [symbol, price, decimals])).toEqual([
      ['ETH', ETH_PRICE_IN_STABLES, 18],
      ['WETH', ETH_PRICE_IN_STABLES, 18],
      ['sUSDC', 1, 6],
      ['sDAI', 1, 18],
      ['USDC', 1, 6],
    ])
    expect((await prices([`eip155:1337:${usdc.address}`], 'eth'))[0].price).toBe(Number((1 / ETH_PRICE_IN_STABLES).toPrecision(8)))
    expect((await prices([ETH], 'eur'))[0].price).toBe(Number((ETH_PRICE_IN_STABLES * 0.92).toPrecision(8)))
  })

  it('follows the pool when a swap moves its price', async () => {
    const chain = createPublicClient({ transport: http(tt.anvils[0].rpcUrl) })
    const wallet = createWalletClient({ account: privateKeyToAccount(ANVIL_ACCOUNT_0.privateKey), transport: http(tt.anvils[0].rpcUrl) })
    const abi = parseAbi(['function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[])'])
    const hash = await wallet.writeContract({ address: sandboxDex.router, abi, functionName: 'swapExactETHForTokens', args: [0n, [sandboxDex.weth, usdc.address], ANVIL_ACCOUNT_0.address, 2n ** 40n], value: parseEther('10'), gas: 200_000n, chain: null })
    await chain.waitForTransactionReceipt({ hash })
    const pair = sandboxDex.pools.find((pool) => pool.assets.join('/') === 'ETH/sUSDC')!.pair
    const [reserve0, reserve1] = await chain.readContract({ address: pair, abi: parseAbi(['function getReserves() view returns (uint112, uint112, uint32)']), functionName: 'getReserves' })
    // token0 is WETH (its address sorts first).
    const expected = Number(((Number(reserve1) / 1e6) / (Number(reserve0) / 1e18)).toPrecision(8))
    const [eth] = await prices(['eip155:1337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'])
    expect(eth.price).toBeCloseTo(expected, 3)
    expect(eth.price).toBeLessThan(ETH_PRICE_IN_STABLES)
    // the balance route tells the same price as fungible/price (one price across the sandbox)
    const { balances } = await tt.getJson(`/v1/account/${ANVIL_ACCOUNT_0.address}/balance`, { currency: 'usd', chainId: 'eip155:1337' })
    const byPrice = Object.fromEntries((balances as { symbol: string; price: number }[]).map((b) => [b.symbol, b.price]))
    expect(byPrice.ETH).toBe(eth.price)
    expect(byPrice.sUSDC).toBe(1)
  })
})
