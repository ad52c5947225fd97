// What Swap's logic reads, as one object: the kernel's balances and the plugin's convert routes.
import { TOKENS, type BalanceApi, type Kernel } from 'portico'
import type { ConvertApi } from './convert-api.ts'
import { CONVERT_API } from './token.ts'

export type SwapApi = ConvertApi & Pick<BalanceApi, 'getBalance' | 'invalidateBalances'>

export function swapApi(kernel: Pick<Kernel, 'get'>): SwapApi {
  const balances = kernel.get(TOKENS.blockchainApi)
  const convert = kernel.get(CONVERT_API)
  return {
    ...convert,
    getBalance: balances.getBalance,
    invalidateBalances: balances.invalidateBalances,
  }
}
