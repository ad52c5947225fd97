// Swap's Max: all of an ERC-20; of the native coin, what is left once the network fee is kept aside
// (twice the convert API's standard gas price for a swap's gas).
import { formatUnits } from 'portico'
import type { ConvertApi } from './convert-api.ts'
import { feeReserve, maxSpendable } from './quote-math.ts'
import type { SwapTokenInfo } from './swap-types.ts'

/** The amount Max fills in, as a decimal of the token (never below 0). */
export async function maxSwapAmount(api: Pick<ConvertApi, 'getGasPrice'>, caipNetworkId: string, from: SwapTokenInfo): Promise<string> {
  if (from.contract) return formatUnits(from.balance, from.decimals)
  const gasPrice = BigInt((await api.getGasPrice({ chainId: caipNetworkId })).standard)
  return formatUnits(maxSpendable(from.balance, true, feeReserve(gasPrice)), from.decimals)
}
