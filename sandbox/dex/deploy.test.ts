import { createPublicClient, createWalletClient, encodePacked, erc20Abi, getContractAddress, http, keccak256, parseAbi, parseEther, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNT_0, ANVIL_ACCOUNT_1 } from '../../testing/accounts.ts'
import { startAnvil, type AnvilInstance } from '../../testing/anvil.ts'
import { prepareSandboxTokens, sandboxTokens } from '../tokens/index.ts'
import { dexArtifacts, dexAssetAddress, dexAssetUnits, ETH_PRICE_IN_STABLES, PAIR_INIT_CODE_HASH, prepareSandboxDex, SANDBOX_DEX_DEPLOYER, sandboxDex } from './index.ts'
import { dexInitCodes } from './deploy.ts'
import { DETERMINISTIC_DEPLOYER, DEX_SALT } from './sandbox-dex.ts'

const pairAbi = parseAbi(['function getReserves() view returns (uint112, uint112, uint32)', 'function token0() view returns (address)'])
const routerAbi = parseAbi([
  'function factory() view returns (address)',
  'function WETH() view returns (address)',
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[])',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[])',
])
const factoryAbi = parseAbi(['function getPair(address, address) view returns (address)', 'function feeToSetter() view returns (address)'])

let anvils: AnvilInstance[]
beforeAll(async () => {
  anvils = await Promise.all([startAnvil({ chainId: 1337 }), startAnvil({ chainId: 8453 })])
  await prepareSandboxTokens(anvils.map((anvil) => anvil.rpcUrl))
}, 60_000)
afterAll(() => Promise.all(anvils.map((anvil) => anvil.stop())))

const client = (anvil: AnvilInstance) => createPublicClient({ transport: http(anvil.rpcUrl) })

describe('sandbox DEX (Uniswap V2 from npm)', () => {
  it('has the addresses CREATE2 gives its contracts and pairs', () => {
    const artifacts = dexArtifacts()
    expect(privateKeyToAccount(SANDBOX_DEX_DEPLOYER.privateKey).address).toBe(SANDBOX_DEX_DEPLOYER.address)
    // The router finds pairs by this hash: the shipped Pair's code must have it.
    expect(keccak256(artifacts.pair.bytecode)).toBe(PAIR_INIT_CODE_HASH)
    const init = dexInitCodes(artifacts)
    const create2 = (bytecode: `0x${string}`) => getContractAddress({ opcode: 'CREATE2', from: DETERMINISTIC_DEPLOYER, salt: DEX_SALT, bytecode })
    expect([create2(init.weth), create2(init.factory), create2(init.router)]).toEqual([sandboxDex.weth, sandboxDex.factory, sandboxDex.router])
    for (const pool of sandboxDex.pools) {
      const [a, b] = pool.assets.map((asset) => dexAssetAddress(asset))
      const [token0, token1] = a.toLowerCase() < b.toLowerCase() ? [a, b] : [b, a]
      const salt = keccak256(encodePacked(['address', 'address'], [token0, token1]))
      expect(getContractAddress({ opcode: 'CREATE2', from: sandboxDex.factory, salt, bytecodeHash: PAIR_INIT_CODE_HASH })).toBe(pool.pair)
    }
  })

  it('deploys to every chain and fills the pools at their prices, without touching the dev accounts', async () => {
    const started = performance.now()
    await prepareSandboxDex(anvils.map((anvil) => anvil.rpcUrl))
    console.info(`DEX deployed and seeded on two chains in ${Math.round(performance.now() - started)} ms`)
    for (const anvil of anvils) {
      const chain = client(anvil)
      expect(await chain.readContract({ address: sandboxDex.router, abi: routerAbi, functionName: 'factory' })).toBe(sandboxDex.factory)
      expect(await chain.readContract({ address: sandboxDex.router, abi: routerAbi, functionName: 'WETH' })).toBe(sandboxDex.weth)
      expect(await chain.readContract({ address: sandboxDex.factory, abi: factoryAbi, functionName: 'feeToSetter' })).toBe(SANDBOX_DEX_DEPLOYER.address)
      for (const pool of sandboxDex.pools) {
        const [a, b] = pool.assets
        expect(await chain.readContract({ address: sandboxDex.factory, abi: factoryAbi, functionName: 'getPair', args: [dexAssetAddress(a), dexAssetAddress(b)] })).toBe(pool.pair)
        const token0 = await chain.readContract({ address: pool.pair, abi: pairAbi, functionName: 'token0' })
        const [reserve0, reserve1] = await chain.readContract({ address: pool.pair, abi: pairAbi, functionName: 'getReserves' })
        const [reserveA, reserveB] = token0 === dexAssetAddress(a) ? [reserve0, reserve1] : [reserve1, reserve0]
        expect([reserveA, reserveB]).toEqual([dexAssetUnits(a, pool.liquidity[0]), dexAssetUnits(b, pool.liquidity[1])])
      }
      // The deployer used all its tokens; the dev accounts' nonces are untouched.
      for (const token of sandboxTokens)
        expect(await chain.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [SANDBOX_DEX_DEPLOYER.address] })).toBe(0n)
      expect(await chain.getTransactionCount({ address: ANVIL_ACCOUNT_0.address })).toBe(0)
    }
  }, 60_000)

  it('prepares again as a no-op', async () => {
    const chain = client(anvils[0])
    const before = await chain.getBlockNumber()
    await prepareSandboxDex([anvils[0].rpcUrl])
    expect(await chain.getBlockNumber()).toBe(before)
  }, 30_000)

  it('swaps 0.1 ETH for sUSDC at about the pool price, receiving exactly getAmountsOut', async () => {
    const anvil = anvils[1]
    const chain = client(anvil)
    const wallet = createWalletClient({ account: privateKeyToAccount(ANVIL_ACCOUNT_1.privateKey), transport: http(anvil.rpcUrl) })
    const [usdc] = sandboxTokens
    const path = [sandboxDex.weth, usdc.address] as const
    const amountIn = parseEther('0.1')
    const [, expected] = await chain.readContract({ address: sandboxDex.router, abi: routerAbi, functionName: 'getAmountsOut', args: [amountIn, path] })
    // 0.1 ETH at 1,830 less the 0.3 % fee and the price impact of 0.1 in 100 ETH.
    expect(expected).toBeLessThan(parseUnits(String(ETH_PRICE_IN_STABLES / 10), 6))
    expect(expected).toBeGreaterThan(parseUnits('182', 6))
    const before = await chain.readContract({ address: usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [ANVIL_ACCOUNT_1.address] })
    // Gas given, not estimated: an estimate in another second than the mining block can miss the pair's price-accumulator writes.
    const hash = await wallet.writeContract({ address: sandboxDex.router, abi: routerAbi, functionName: 'swapExactETHForTokens', args: [expected, path, ANVIL_ACCOUNT_1.address, 2n ** 40n], value: amountIn, gas: 200_000n, chain: null })
    expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success')
    const after = await chain.readContract({ address: usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [ANVIL_ACCOUNT_1.address] })
    expect(after - before).toBe(expected)
  }, 30_000)
})
