import { useMemo } from 'react'
import { useAppKitInstance } from '../app-kit/context.tsx'
import { internalsOf } from '../app-kit/app-kit-instance.ts'
import { fetchBalance, NOT_CONNECTED, type FetchBalanceResult } from '../app-kit/fetch-balance.ts'

export type { FetchBalanceResult } from '../app-kit/fetch-balance.ts'

export interface UseAppKitBalanceReturnType {
  /**
   * The active account's native balance, as AppKit shapes it: `{ data: { balance, symbol }, error,
   * isSuccess, isError }`. Reuses the balance the modal already read while it is fresh (30 s).
   */
  fetchBalance(): Promise<FetchBalanceResult>
}

export function useAppKitBalance(): UseAppKitBalanceReturnType {
  const appKit = useAppKitInstance()
  return useMemo(
    () => ({
      async fetchBalance() {
        const inner = internalsOf(appKit)
        const status = inner.accounts.get()[inner.network.get().activeNamespace]?.status
        // nothing connected and nothing to restore: no reason to load the kernel for the answer
        if (!inner.kernel && status !== 'connected' && status !== 'connecting') return { data: undefined, error: NOT_CONNECTED, isSuccess: false, isError: true }
        return fetchBalance(await inner.loadKernel())
      },
    }),
    [appKit],
  )
}
