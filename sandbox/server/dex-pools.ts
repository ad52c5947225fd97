// Reads a sandbox chain's DEX (sandbox/dex/, Uniswap V2) for the convert and price routes: a pair's
// reserves, a swap's quote (Router02's getAmountsOut, so the quote is exactly what the swap pays),
// and a token's mid price from a pool's reserves. Plain JSON-RPC calls through chain-index.ts (a
// chain that does not answer is a 503, as everywhere in the server).
import { decodeFunctionResult, encodeFunctionData, encodePacked, getContractAddress, keccak256, parseAbi, type Address } from 'viem'
import { PAIR_INIT_CODE_HASH, type SandboxDex } from '../dex/sandbox-dex.ts'
import { rpc } from './chain-index.ts'
import { ApiError } from './http.ts'
import { NATIVE_TOKEN_ADDRESS } from './tokens.ts'

const pairAbi = parseAbi(['function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)'])
const routerAbi = parseAbi(['function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)'])

/**
 * The hosted API's answer when its provider finds no route deep enough for the amount: a 400 with
 * the provider's description passed through (`RpcError::ConversionInvalidParameter` in
 * reown-com/blockchain-api: "Conversion parameter error: …" with an empty field; 1inch describes
 * this case as "insufficient liquidity"). AppKit shows 'Insufficient liquidity' when
 * `reasons[0].description` includes 'insufficient liquidity' (SwapApiUtil.handleSwapError).
 * The hosted service's exact body for this case is not documented; this is the closest documented shape.
 */
export function insufficientLiquidity(): ApiError {
  return new ApiError(400, '', 'Conversion parameter error: insufficient liquidity')
}

/** The ERC-20 a pool holds for a token address: WETH for the native coin's pseudo-address. */
export function poolToken(dex: SandboxDex, address: string): Address {
  return (address.toLowerCase() === NATIVE_TOKEN_ADDRESS ? dex.weth : address) as Address
}

/** The pair of two ERC-20s: CREATE2 of the Factory, as Router02 computes it. */
export function pairAddress(dex: SandboxDex, a: Address, b: Address): Address {
  const [token0, token1] = a.toLowerCase() < b.toLowerCase() ? [a, b] : [b, a]
  return getContractAddress({ opcode: 'CREATE2', from: dex.factory, salt: keccak256(encodePacked(['address', 'address'], [token0, token1])), bytecodeHash: PAIR_INIT_CODE_HASH })
}

/** The reserves of the pool of `a` and `b`, in that order; undefined when there is no pair or it is empty. */
export async function poolReserves(rpcUrl: string, dex: SandboxDex, a: Address, b: Address): Promise<{ reserveA: bigint; reserveB: bigint } | undefined> {
  const result = await rpc<string>(rpcUrl, 'eth_call', [{ to: pairAddress(dex, a, b), data: encodeFunctionData({ abi: pairAbi, functionName: 'getReserves' }) }, 'latest'])
  // No pair: a call to an address without code answers empty.
  if (result === '0x') return undefined
  const [reserve0, reserve1] = decodeFunctionResult({ abi: pairAbi, functionName: 'getReserves', data: result as `0x${string}` })
  if (reserve0 === 0n || reserve1 === 0n) return undefined
  return a.toLowerCase() < b.toLowerCase() ? { reserveA: reserve0, reserveB: reserve1 } : { reserveA: reserve1, reserveB: reserve0 }
}

export type DexQuote = {
  amountOut: bigint
  /** The router path (ERC-20s; WETH for the native coin). */
  path: [Address, Address]
}

/**
 * What swapping `amountIn` base units of `from` for `to` gives on the chain's DEX, through the
 * pair of the two (WETH for the native coin): Router02's getAmountsOut. Throws the insufficient
 * liquidity answer when there is no such pool, it is empty, or the swap would take more than half of
 * the pool's reserve of `to` (the price would move by more than half: a pool too thin for the amount).
 */
export async function quoteSwap(rpcUrl: string, dex: SandboxDex, from: string, to: string, amountIn: bigint): Promise<DexQuote> {
  const path: [Address, Address] = [poolToken(dex, from), poolToken(dex, to)]
  const reserves = await poolReserves(rpcUrl, dex, ...path)
  if (!reserves) throw insufficientLiquidity()
  const data = encodeFunctionData({ abi: routerAbi, functionName: 'getAmountsOut', args: [amountIn, path] })
  const result = await rpc<`0x${string}`>(rpcUrl, 'eth_call', [{ to: dex.router, data }, 'latest'])
  const amounts = decodeFunctionResult({ abi: routerAbi, functionName: 'getAmountsOut', data: result })
  const amountOut = amounts[amounts.length - 1]
  if (amountOut * 2n > reserves.reserveB) throw insufficientLiquidity()
  return { amountOut, path }
}

/**
 * The mid price of `base` in `quote` (whole units of `quote` per whole unit of `base`) from their
 * pool's reserves, to 8 significant digits; undefined when the pool is missing or empty.
 */
export async function poolPrice(
  rpcUrl: string,
  dex: SandboxDex,
  base: { address: string; decimals: number },
  quote: { address: string; decimals: number },
): Promise<number | undefined> {
  const reserves = await poolReserves(rpcUrl, dex, poolToken(dex, base.address), poolToken(dex, quote.address))
  if (!reserves) return undefined
  const scale = 10n ** 18n
  const scaled = (reserves.reserveB * 10n ** BigInt(base.decimals) * scale) / (reserves.reserveA * 10n ** BigInt(quote.decimals))
  return Number((Number(scaled) / Number(scale)).toPrecision(8))
}
