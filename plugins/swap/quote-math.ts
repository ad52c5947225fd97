// The arithmetic behind a quote, in integers of each token's smallest unit (no floating point where
// value is counted): the minimum received after slippage, the provider's fee, the network cost, the
// price impact against market prices, and what Max may spend of the native coin.
import { formatUnits } from 'portico'

/** Gas a swap through the router takes at most (Uniswap V2 swaps measure ~90–130k). */
export const SWAP_GAS = 200_000n
/** Gas an ERC-20 approval takes at most (~46k measured). */
export const APPROVE_GAS = 60_000n

/** Percent → basis points, refusing what is not a percent. */
function bps(percent: number, what: string): bigint {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) throw new RangeError(`${what} must be a percent between 0 and 100, got ${percent}`)
  return BigInt(Math.round(percent * 100))
}

/** What the swap gives at least once the chain allows `slippage` percent less than the quote (rounded down). */
export function minimumReceived(toAmount: bigint, slippage: number): bigint {
  return (toAmount * (10_000n - bps(slippage, 'The slippage'))) / 10_000n
}

/** The provider's fee of `fromAmount`, `feePercent` of it (rounded down). */
export function providerFee(fromAmount: bigint, feePercent: number): bigint {
  return (fromAmount * BigInt(Math.round(feePercent * 10_000))) / 1_000_000n
}

/** What the network charges for the swap (and its approval first, when one is needed), at `gasPrice` wei. */
export function networkCost(gasPrice: bigint, needsApproval: boolean): bigint {
  return gasPrice * (SWAP_GAS + (needsApproval ? APPROVE_GAS : 0n))
}

/**
 * Price impact in percent: how much less the quote is worth than what is paid, at market prices
 * (USD). Undefined when a price is unknown or the amount is zero; never below 0.
 */
export function priceImpact(input: { fromAmount: bigint; fromDecimals: number; fromPrice?: number; toAmount: bigint; toDecimals: number; toPrice?: number }): number | undefined {
  const { fromPrice, toPrice } = input
  if (!fromPrice || !toPrice || input.fromAmount === 0n) return undefined
  const paid = Number(formatUnits(input.fromAmount, input.fromDecimals)) * fromPrice
  const got = Number(formatUnits(input.toAmount, input.toDecimals)) * toPrice
  if (!(paid > 0)) return undefined
  return Math.max(0, (1 - got / paid) * 100)
}

/**
 * What Max fills: all of an ERC-20; of the native coin, the balance less what the network fee may
 * cost (`reserve`), never below 0.
 */
export function maxSpendable(balance: bigint, native: boolean, reserve: bigint): bigint {
  if (!native) return balance
  return balance > reserve ? balance - reserve : 0n
}

/**
 * The native coin Max keeps for the fee: twice the current gas price (a wallet's maxFeePerGas
 * allows for the base fee doubling) times the gas of the swap.
 */
export function feeReserve(gasPrice: bigint): bigint {
  return 2n * gasPrice * SWAP_GAS
}

/**
 * An amount for people: whole units with at most 4 decimals (or 4 significant digits below 1),
 * cut, never rounded up, so a minimum is never overstated.
 */
export function shortAmount(value: bigint, decimals: number): string {
  const text = formatUnits(value, decimals)
  const [whole, fraction = ''] = text.split('.')
  if (!fraction) return whole!
  const keep = whole === '0' || whole === '-0' ? (fraction.match(/^0*/)![0].length + 4) : 4
  const cut = fraction.slice(0, keep).replace(/0+$/, '')
  return cut ? `${whole}.${cut}` : whole!
}

/** A percent for people: `<0.01%` below a hundredth, else two decimals. */
export function percentText(percent: number): string {
  if (percent > 0 && percent < 0.01) return '<0.01%'
  return `${percent.toFixed(2)}%`
}

/** US dollars for people, `$0.01` at least when not zero. */
export function usdText(usd: number): string {
  if (usd > 0 && usd < 0.01) return '<$0.01'
  return `$${usd.toFixed(2)}`
}
