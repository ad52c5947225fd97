// Prices of the tokens a sandbox chain's DEX trades, from its pools' reserves (mid prices): sUSDC is
// the sandbox's dollar (1 USD), the native coin and WETH are priced by the ETH / sUSDC pool, any
// other pool token by its sUSDC pool, else through its ETH pool. Other currencies follow the fixed
// rates of tokens.ts, except 'eth', which divides by the pool's ETH price.
import type { Address } from 'viem'
import { dexAssetAddress, type SandboxDex } from '../dex/sandbox-dex.ts'
import type { SandboxChainConfig } from './chain-index.ts'
import { poolPrice } from './dex-pools.ts'
import { currencies, NATIVE_TOKEN_ADDRESS, priceIn, tokenByAddress } from './tokens.ts'

export type DexPricedToken = { address: string; name: string; symbol: string; decimals: number }

/** The token at `address` if the chain's DEX trades it (the native coin, WETH, or a pool token); its metadata from tokens.ts. */
export function dexToken(dex: SandboxDex, address: string): DexPricedToken | undefined {
  const lower = address.toLowerCase()
  if (lower === dex.weth.toLowerCase()) return { address: dex.weth, name: 'Wrapped Ether', symbol: 'WETH', decimals: 18 }
  const pooled = lower === NATIVE_TOKEN_ADDRESS || dex.pools.some((pool) => pool.assets.some((asset) => asset !== 'ETH' && dexAssetAddress(asset, dex).toLowerCase() === lower))
  const token = pooled ? tokenByAddress(address) : undefined
  return token && { address: token.address, name: token.name, symbol: token.symbol, decimals: token.decimals }
}

const isEth = (dex: SandboxDex, address: string) => address.toLowerCase() === NATIVE_TOKEN_ADDRESS || address.toLowerCase() === dex.weth.toLowerCase()

/** The USD price of a token the DEX trades, from the pools; undefined when no pool prices it. */
export async function dexUsdPrice(chain: Required<Pick<SandboxChainConfig, 'rpcUrl' | 'dex'>>, token: DexPricedToken): Promise<number | undefined> {
  const { rpcUrl, dex } = chain
  const usdc = { address: dexAssetAddress('sUSDC', dex), decimals: 6 }
  const weth = { address: dex.weth as Address, decimals: 18 }
  if (token.address.toLowerCase() === usdc.address.toLowerCase()) return 1
  const ethUsd = await poolPrice(rpcUrl, dex, weth, usdc)
  if (isEth(dex, token.address)) return ethUsd
  const direct = await poolPrice(rpcUrl, dex, token, usdc)
  if (direct !== undefined) return direct
  const inEth = await poolPrice(rpcUrl, dex, token, weth)
  return inEth === undefined || ethUsd === undefined ? undefined : Number((inEth * ethUsd).toPrecision(8))
}

/** A USD price in `currency` (a key of tokens.ts's `currencies`); 'eth' by the pools' ETH price. */
export async function dexPriceIn(chain: Required<Pick<SandboxChainConfig, 'rpcUrl' | 'dex'>>, token: DexPricedToken, currency: string): Promise<number | undefined> {
  const usd = await dexUsdPrice(chain, token)
  if (usd === undefined) return undefined
  if (currency !== 'eth') return Number((usd * currencies[currency]).toPrecision(8))
  const ethUsd = await dexUsdPrice(chain, { address: chain.dex.weth, name: 'Wrapped Ether', symbol: 'WETH', decimals: 18 })
  return ethUsd ? Number((usd / ethUsd).toPrecision(8)) : undefined
}

/**
 * The price in `currency` of the token at `address` (the native coin: NATIVE_TOKEN_ADDRESS) on a
 * sandbox chain: from its DEX's pools when the chain has the DEX and the pools price the token,
 * else from the fixed table; null when neither knows it. What balance answers use, so they agree
 * with fungible/price and the convert quotes.
 */
export async function chainPriceIn(chain: Pick<SandboxChainConfig, 'rpcUrl' | 'dex'>, address: string, currency: string): Promise<number | null> {
  const pooled = chain.dex && dexToken(chain.dex, address)
  if (chain.dex && pooled) {
    const price = await dexPriceIn({ rpcUrl: chain.rpcUrl, dex: chain.dex }, pooled, currency)
    if (price !== undefined) return price
  }
  const token = tokenByAddress(address)
  return token ? priceIn(token, currency) : null
}
