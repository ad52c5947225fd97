// The sandbox's fixed token and price table, used by history, the convert (swap) token metadata and
// the prices of tokens that are in no sandbox DEX pool, or on a chain without the DEX (convert
// quotes, and the balance and fungible/price answers for pool tokens, come from the DEX's pools:
// sandbox/dex/, dex-prices.ts). ETH is priced as the pools start (ETH_PRICE_IN_STABLES), so the
// table and the pools tell one price until swaps move the pools. Prices are fixed so tests can
// compute expected values. The mainnet tokens keep their well-known addresses on every EVM chain
// (nothing is deployed at them on the sandbox chains); the sandbox tokens (sUSDC, sDAI) are real
// contracts that start deploys (sandbox/tokens/).
import { getAddress, isAddress } from 'viem'
import { ETH_PRICE_IN_STABLES } from '../dex/sandbox-dex.ts'
import { sandboxTokens } from '../tokens/sandbox-tokens.ts'

/** The native token's pseudo-address in convert and price calls (20 bytes of 0xEE). */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

export type Token = {
  symbol: string
  name: string
  decimals: number
  /** Price in USD. */
  usd: number
  address: string
  eip2612: boolean
  /** A sandbox token: listed on a chain only when the chain's config names it (SandboxChainConfig.tokens). */
  deployed?: true
}

/** The fixed USD prices of the sandbox tokens, by symbol. */
const sandboxTokenUsd: Readonly<Record<string, number>> = { sUSDC: 1, sDAI: 1 }

export const tokens: readonly Token[] = [
  { symbol: 'ETH', name: 'Ether', decimals: 18, usd: ETH_PRICE_IN_STABLES, address: NATIVE_TOKEN_ADDRESS, eip2612: false },
  { symbol: 'WETH', name: 'Wrapped Ether', decimals: 18, usd: ETH_PRICE_IN_STABLES, address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', eip2612: false },
  { symbol: 'USDC', name: 'USD Coin', decimals: 6, usd: 1, address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', eip2612: true },
  { symbol: 'USDT', name: 'Tether USD', decimals: 6, usd: 1, address: '0xdAC17F958D2ee523a2206206994597C13D831ec7', eip2612: false },
  { symbol: 'DAI', name: 'Dai Stablecoin', decimals: 18, usd: 1, address: '0x6B175474E89094C44Da98b954EedeAC495271d0F', eip2612: true },
  // OpenZeppelin's ERC20 without the permit extension: no EIP-2612.
  ...sandboxTokens.map((token): Token => ({ symbol: token.symbol, name: token.name, decimals: token.decimals, usd: sandboxTokenUsd[token.symbol], address: token.address, eip2612: false, deployed: true })),
]

/** The tokens to list on a chain configured with `deployed` token contracts. */
export function tokensOnChain(deployed: readonly string[] = []): Token[] {
  return tokens.filter((token) => !token.deployed || deployed.some((address) => address.toLowerCase() === token.address.toLowerCase()))
}

export const nativeToken = tokens[0]

/** Units of each currency per USD (lists the accepted lowercase codes). */
export const currencies: Readonly<Record<string, number>> = {
  usd: 1,
  eur: 0.92,
  gbp: 0.79,
  aud: 1.52,
  cad: 1.36,
  inr: 83.2,
  jpy: 151,
  eth: 1 / ETH_PRICE_IN_STABLES,
  btc: 1 / 65000,
}

/** The price of a token in a currency (rounded to 8 significant digits). */
export function priceIn(token: Token, currency: string): number {
  return Number((token.usd * currencies[currency]).toPrecision(8))
}

export function tokenByAddress(address: string): Token | undefined {
  return tokens.find((token) => token.address.toLowerCase() === address.toLowerCase())
}

export function tokenBySymbol(symbol: string): Token | undefined {
  return tokens.find((token) => token.symbol.toLowerCase() === symbol.toLowerCase())
}

/** `eip155:<chain>:<address>` → its parts, or undefined. */
export function parseCaip10(value: string): { namespace: string; chainId: number; address: string } | undefined {
  const match = /^eip155:(\d+):(0x[0-9a-fA-F]{40})$/.exec(value)
  if (!match) return undefined
  return { namespace: 'eip155', chainId: Number(match[1]), address: match[2] }
}

/** `eip155:<chain>` → the chain id, or undefined. */
export function parseCaip2(value: string | null): number | undefined {
  const match = /^eip155:(\d+)$/.exec(value ?? '')
  return match ? Number(match[1]) : undefined
}

/** A plain address, or a CAIP-10 one reduced to its address; undefined when neither. */
export function plainAddress(value: string): string | undefined {
  const caip = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:(.+)$/.exec(value)
  const address = caip ? caip[1] : value
  return isAddress(address, { strict: false }) ? getAddress(address) : undefined
}
