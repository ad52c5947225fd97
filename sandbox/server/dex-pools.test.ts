import { parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type AnvilInstance } from '../../testing/anvil.ts'
import { dexAssetAddress, ETH_POOL_DEPTH, ETH_PRICE_IN_STABLES, prepareSandboxDex, sandboxDex } from '../dex/index.ts'
import { prepareSandboxTokens, sandboxTokens } from '../tokens/index.ts'
import { pairAddress, poolPrice, poolReserves, poolToken, quoteSwap } from './dex-pools.ts'
import { NATIVE_TOKEN_ADDRESS } from './tokens.ts'

const [usdc, dai] = sandboxTokens

describe('dex-pools (pure)', () => {
  it('maps the native coin to WETH and finds each pool at its fixed pair address', () => {
    expect(poolToken(sandboxDex, NATIVE_TOKEN_ADDRESS)).toBe(sandboxDex.weth)
    expect(poolToken(sandboxDex, usdc.address)).toBe(usdc.address)
    for (const pool of sandboxDex.pools) {
      const [a, b] = pool.assets.map((asset) => dexAssetAddress(asset))
      expect(pairAddress(sandboxDex, a, b)).toBe(pool.pair)
      expect(pairAddress(sandboxDex, b, a)).toBe(pool.pair)
    }
  })
})

describe('dex-pools on anvil', () => {
  let anvil: AnvilInstance
  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 1337 })
    await prepareSandboxTokens([anvil.rpcUrl])
    await prepareSandboxDex([anvil.rpcUrl])
  }, 60_000)
  afterAll(() => anvil?.stop())

  it('reads reserves in the order asked, and the mid price from them', async () => {
    const forward = await poolReserves(anvil.rpcUrl, sandboxDex, sandboxDex.weth, usdc.address)
    const backward = await poolReserves(anvil.rpcUrl, sandboxDex, usdc.address, sandboxDex.weth)
    expect(forward).toEqual({ reserveA: parseEther(String(ETH_POOL_DEPTH)), reserveB: parseUnits(String(ETH_POOL_DEPTH * ETH_PRICE_IN_STABLES), 6) })
    expect(backward).toEqual({ reserveA: forward!.reserveB, reserveB: forward!.reserveA })
    expect(await poolPrice(anvil.rpcUrl, sandboxDex, { address: NATIVE_TOKEN_ADDRESS, decimals: 18 }, { address: usdc.address, decimals: 6 })).toBe(ETH_PRICE_IN_STABLES)
    expect(await poolPrice(anvil.rpcUrl, sandboxDex, { address: usdc.address, decimals: 6 }, { address: NATIVE_TOKEN_ADDRESS, decimals: 18 })).toBe(Number((1 / ETH_PRICE_IN_STABLES).toPrecision(8)))
    // A pair that does not exist (sDAI with itself has no pool).
    expect(await poolReserves(anvil.rpcUrl, sandboxDex, dai.address, dai.address)).toBeUndefined()
  })

  it('quotes up to half of the paying reserve and refuses beyond it', async () => {
    // out = R_out · 0.997·in / (R_in + 0.997·in) reaches half of R_out at 0.997·in = R_in.
    const limit = (parseEther(String(ETH_POOL_DEPTH)) * 1000n) / 997n
    const below = await quoteSwap(anvil.rpcUrl, sandboxDex, NATIVE_TOKEN_ADDRESS, usdc.address, limit - parseEther('0.01'))
    expect(below.path).toEqual([sandboxDex.weth, usdc.address])
    expect(below.amountOut).toBeLessThan(parseUnits(String((ETH_POOL_DEPTH * ETH_PRICE_IN_STABLES) / 2), 6))
    await expect(quoteSwap(anvil.rpcUrl, sandboxDex, NATIVE_TOKEN_ADDRESS, usdc.address, limit + parseEther('0.01'))).rejects.toMatchObject({
      status: 400,
      field: '',
      message: 'Conversion parameter error: insufficient liquidity',
    })
  })
})
