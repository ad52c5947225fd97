// The calls a swap makes, as the convert API builds them: the approval of the router for the amount
// (when the allowance is short) and the swap with the slippage tolerance. The swap carries the API's
// gas limit, not the wallet's estimate: a Uniswap V2 pair's first trade in a new block writes its
// price accumulators, which an estimate made a block earlier misses (out of gas).
import { addressOfCaip } from 'portico'
import type { ConvertApi } from './convert-api.ts'
import type { SwapPlan } from './swap-types.ts'

export interface SwapCall {
  to: string
  data: string
  value: bigint
  gas?: bigint
}

type Plan = Pick<SwapPlan, 'from' | 'to' | 'quote' | 'settings'>

/** The swap of `plan.quote.fromAmount`, from `userAddress` (CAIP-10). */
export async function buildSwapCall(api: Pick<ConvertApi, 'buildSwapTransaction'>, { from, to, quote, settings }: Plan, userAddress: string): Promise<SwapCall> {
  const { tx } = await api.buildSwapTransaction({ amount: quote.fromAmount.toString(), from: from.address, to: to.address, userAddress, slippage: settings.slippage, disableEstimate: true })
  const gas = tx.eip155 && BigInt(tx.eip155.gas) > 0n ? BigInt(tx.eip155.gas) : undefined
  return { to: addressOfCaip(tx.to), data: tx.data, value: from.contract ? 0n : quote.fromAmount, ...(gas === undefined ? {} : { gas }) }
}

/** The approval of the router for `plan.quote.fromAmount` of `plan.from`, from `userAddress` (CAIP-10). */
export async function buildApproveCall(api: Pick<ConvertApi, 'buildApproveTransaction'>, { from, to, quote }: Plan, userAddress: string): Promise<SwapCall> {
  const { tx } = await api.buildApproveTransaction({ userAddress, from: from.address, to: to.address, amount: quote.fromAmount.toString() })
  return { to: addressOfCaip(tx.to), data: tx.data, value: 0n }
}
