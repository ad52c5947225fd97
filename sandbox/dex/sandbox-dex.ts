// The DEX every sandbox chain gets at start (deploy.ts, seed-pools.ts): Uniswap V2 from its npm
// artifacts (@uniswap/v2-core's Factory and Pair, @uniswap/v2-periphery's Router02 and WETH9) with
// three pools holding real liquidity: ETH (through WETH) / sUSDC, ETH / sDAI and sUSDC / sDAI.
// Every address is fixed: WETH9, the Factory and Router02 come from anvil's deterministic deployer
// (CREATE2, zero salt), the pairs are CREATE2 of the Factory with the pair init-code hash that
// Router02's bytecode carries. deploy.test.ts checks each of them on chain.
// Browser-safe: no Node imports and no viem.

import { sandboxTokens } from '../tokens/sandbox-tokens.ts'

/** The deterministic deployment proxy every anvil has: CREATE2 of `salt ‖ initCode`. */
export const DETERMINISTIC_DEPLOYER = '0x4e59b44847b379578588920ca78fbf26c0b4956c'
/** The salt of WETH9, the Factory and Router02 (zero). */
export const DEX_SALT = '0x0000000000000000000000000000000000000000000000000000000000000000'
/** keccak256 of UniswapV2Pair's creation code: the hash Router02 finds pairs with (UniswapV2Library.pairFor). */
export const PAIR_INIT_CODE_HASH = '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f'

/**
 * The deployer and liquidity provider: private key keccak256("portico sandbox dex deployer"),
 * neither a dev account nor another sandbox deployer. It is the Factory's feeToSetter, is minted
 * its pool tokens when the sandbox tokens are deployed (DEX_LIQUIDITY_FUNDING) and holds the pools'
 * liquidity tokens.
 */
export const SANDBOX_DEX_DEPLOYER = {
  address: '0x12318df3B112c3A773a8Bb5eb042529261F599E8',
  privateKey: '0xe548077344281f911da2657cb3190bbc11b68f4845af34e1b2d4d117ceaee266',
} as const

/** A pool side: the native coin (held as WETH by the pair) or a sandbox token, by symbol. */
export type DexAsset = 'ETH' | 'sUSDC' | 'sDAI'

export type SandboxDexPool = {
  /** The two assets, as a person names them ('ETH' is the native coin, WETH in the pair). */
  assets: readonly [DexAsset, DexAsset]
  /** The liquidity added at start, in whole units of each asset (decimal strings), in `assets` order. */
  liquidity: readonly [string, string]
  /** The pair contract (checksummed). */
  pair: `0x${string}`
}

export type SandboxDex = {
  weth: `0x${string}`
  /** UniswapV2Factory(feeToSetter = SANDBOX_DEX_DEPLOYER). */
  factory: `0x${string}`
  /** UniswapV2Router02(factory, weth): the router the convert API builds swaps and approvals for. */
  router: `0x${string}`
  pools: readonly SandboxDexPool[]
}

/** What 1 ETH is worth in sUSDC (and in sDAI) in the pools at start. */
export const ETH_PRICE_IN_STABLES = 1_830
/** ETH in each ETH pool at start. */
export const ETH_POOL_DEPTH = 100
/** sUSDC and sDAI each in the sUSDC / sDAI pool at start (1 sUSDC = 1 sDAI). */
export const STABLE_POOL_DEPTH = 100_000

export const sandboxDex: SandboxDex = {
  weth: '0x29F9484Dd5B678b8d44BA88ea6BDD86895a1586f',
  factory: '0xe3E4457F30ED7E3e6a250a875f5d69e03068E65E',
  router: '0x8f8a0BEd588B25dA9074fa97BE9Bb039CC9D588a',
  pools: [
    { assets: ['ETH', 'sUSDC'], liquidity: [String(ETH_POOL_DEPTH), String(ETH_POOL_DEPTH * ETH_PRICE_IN_STABLES)], pair: '0x84772e8Fb080C951b901dDcc3343Adb652b6cB8A' },
    { assets: ['ETH', 'sDAI'], liquidity: [String(ETH_POOL_DEPTH), String(ETH_POOL_DEPTH * ETH_PRICE_IN_STABLES)], pair: '0xc18cCaC2613aEFeDC10172f0AF4a9a8034bCA9c6' },
    { assets: ['sUSDC', 'sDAI'], liquidity: [String(STABLE_POOL_DEPTH), String(STABLE_POOL_DEPTH)], pair: '0x20d1294FD8Fc7b5fE44F5F314e14e6F46C1E4E6b' },
  ],
}

/** Whole units of each sandbox token the DEX deployer needs for its pools (minted to it with the tokens). */
export const DEX_LIQUIDITY_FUNDING: Readonly<Record<string, number>> = Object.fromEntries(
  sandboxTokens.map((token) => [
    token.symbol,
    sandboxDex.pools.reduce((sum, pool) => sum + pool.assets.reduce((side, asset, i) => side + (asset === token.symbol ? Number(pool.liquidity[i]) : 0), 0), 0),
  ]),
)

/** The ERC-20 address of an asset in the pools (the native coin is WETH there). */
export function dexAssetAddress(asset: DexAsset, dex: SandboxDex = sandboxDex): `0x${string}` {
  if (asset === 'ETH') return dex.weth
  const token = sandboxTokens.find((entry) => entry.symbol === asset)
  if (!token) throw new Error(`No sandbox token ${asset}`)
  return token.address
}
