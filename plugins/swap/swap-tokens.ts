// The tokens Swap offers: the chain's swap list (GET /v1/convert/tokens) joined with the
// account's portfolio (GET /v1/account/{address}/balance), the tokens the account holds first.
import { addressOfCaip, parseCaipAddress, readUnits, type BalanceApi, type Network, type TokenBalance } from 'portico'
import type { ConvertApi } from './convert-api.ts'
import type { SwapTokenInfo } from './swap-types.ts'

/** The native coin's pseudo-address in convert calls (the convert API names the native coin 0xeee…e). */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

export interface LoadSwapTokensParams {
  /** The plain account address. */
  address: string
  network: Network
  /** The account's native balance as the kernel shows it (whole units), when the portfolio lacks it. */
  nativeBalance?: string
}

/** A listed balance in the token's smallest unit; decimals beyond the token's are cut. */
function units(text: string, decimals: number): bigint | undefined {
  const read = readUnits(text, decimals, { truncate: true })
  return read.ok ? read.value : undefined
}

/** The plain address of a CAIP-10 token (or a plain address), lowercased for comparing. */
export function plainTokenAddress(address: string): string {
  return addressOfCaip(address).toLowerCase()
}

const isNative = (address: string) => plainTokenAddress(address) === NATIVE_TOKEN_ADDRESS

export async function loadSwapTokens(api: Pick<ConvertApi, 'getSwapTokens'> & Pick<BalanceApi, 'getBalance'>, params: LoadSwapTokensParams): Promise<SwapTokenInfo[]> {
  const { network } = params
  const [{ tokens }, { balances }] = await Promise.all([
    api.getSwapTokens({ chainId: network.caipNetworkId }),
    api.getBalance({ address: params.address, chainId: network.caipNetworkId }),
  ])
  const held = new Map<string, TokenBalance>()
  for (const entry of balances) {
    if (entry.chainId !== null && entry.chainId !== network.caipNetworkId) continue
    held.set(entry.address === null ? NATIVE_TOKEN_ADDRESS : plainTokenAddress(entry.address), entry)
  }
  const list = tokens.map((token): SwapTokenInfo => {
    const native = isNative(token.address)
    const entry = held.get(plainTokenAddress(token.address))
    let balance = entry ? (units(entry.quantity.numeric, token.decimals) ?? 0n) : 0n
    if (native && !entry && params.nativeBalance !== undefined) balance = units(params.nativeBalance, token.decimals) ?? 0n
    return {
      symbol: token.symbol,
      name: token.name,
      decimals: token.decimals,
      address: token.address,
      ...(native ? {} : { contract: parseCaipAddress(token.address).address }),
      balance,
      ...(entry && entry.price > 0 ? { price: entry.price } : {}),
      ...(token.logoUri ? { logoUri: token.logoUri } : {}),
    }
  })
  return sortByHoldings(list)
}

/** Tokens the account holds first (most USD value first, then the list's order), then the rest in the list's order. */
export function sortByHoldings(tokens: readonly SwapTokenInfo[]): SwapTokenInfo[] {
  const value = (t: SwapTokenInfo) => (t.price ? Number(t.balance) / 10 ** t.decimals * t.price : 0)
  return tokens
    .map((token, index) => ({ token, index }))
    .sort((a, b) => {
      const heldA = a.token.balance > 0n ? 1 : 0
      const heldB = b.token.balance > 0n ? 1 : 0
      if (heldA !== heldB) return heldB - heldA
      if (heldA && value(a.token) !== value(b.token)) return value(b.token) - value(a.token)
      return a.index - b.index
    })
    .map(({ token }) => token)
}

/** The tokens whose symbol or name contains the query, or whose address is it (trimmed, any case). */
export function searchTokens(tokens: readonly SwapTokenInfo[], query: string): SwapTokenInfo[] {
  const q = query.trim().toLowerCase()
  if (!q) return [...tokens]
  return tokens.filter((t) => t.symbol.toLowerCase().includes(q) || t.name.toLowerCase().includes(q) || plainTokenAddress(t.address) === plainTokenAddress(q))
}

/** The token `ref` names: a symbol (any case), a plain address or a CAIP-10 address. */
export function findToken(tokens: readonly SwapTokenInfo[], ref: string | undefined): SwapTokenInfo | undefined {
  if (!ref?.trim()) return undefined
  const r = ref.trim()
  return tokens.find((t) => t.symbol.toLowerCase() === r.toLowerCase()) ?? tokens.find((t) => plainTokenAddress(t.address) === plainTokenAddress(r))
}

/** What is paid or received. */
export type SwapSide = 'pay' | 'receive'

/** The pair of token addresses after `address` is picked on `side`: picking the other side's token turns the pair around. */
export function pickToken(pair: Readonly<Record<SwapSide, string | undefined>>, side: SwapSide, address: string): Record<SwapSide, string | undefined> {
  const other: SwapSide = side === 'pay' ? 'receive' : 'pay'
  const turned = pair[other] !== undefined && plainTokenAddress(pair[other]) === plainTokenAddress(address)
  return { ...pair, [side]: address, ...(turned ? { [other]: pair[side] ?? '' } : {}) } as Record<SwapSide, string | undefined>
}
