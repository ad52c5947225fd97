// `useAppKitBalance().fetchBalance()`, as AppKit shapes it: the active account's native balance.
// Better than asking the chain again on every call: the balance the Account view and the button
// already read is reused while it is fresh (the native-balance cache, 30 s), and a read already in
// flight is waited for rather than doubled.
import type { Kernel } from '../../kernel/container/create-kernel.ts'
import { TOKENS } from '../../kernel/tokens.ts'

export interface FetchBalanceResult {
  /** The balance as an exact decimal string ("1.5") and the network's currency symbol. */
  data: { balance: string; symbol: string } | undefined
  error: string | null
  isSuccess: boolean
  isError: boolean
}

export const NOT_CONNECTED = 'Not able to retrieve balance: no account is connected'
export const BALANCE_UNAVAILABLE = 'Balance unavailable: the network did not answer'

const failed = (error: string): FetchBalanceResult => ({ data: undefined, error, isSuccess: false, isError: true })

export async function fetchBalance(kernel: Kernel): Promise<FetchBalanceResult> {
  const connection = kernel.get(TOKENS.connection)
  // a stored connection being resynced is not an answer yet
  await connection.restored
  const namespace = kernel.get(TOKENS.network).get().activeNamespace
  const before = connection.account(namespace)
  if (before.status !== 'connected' || !before.address) return failed(NOT_CONNECTED)
  if (before.balanceLoading) await settled(kernel, namespace)
  else await connection.refreshBalance(namespace)
  const account = connection.account(namespace)
  if (account.address !== before.address) return failed(NOT_CONNECTED)
  if (account.balanceUnavailable || account.balance === undefined) return failed(BALANCE_UNAVAILABLE)
  return { data: { balance: account.balance, symbol: account.balanceSymbol ?? '' }, error: null, isSuccess: true, isError: false }
}

/** Resolves once the namespace's balance read in flight has answered. */
function settled(kernel: Kernel, namespace: string): Promise<void> {
  const connection = kernel.get(TOKENS.connection)
  return new Promise((resolve) => {
    let done = false
    const subscription = connection.accounts$.subscribe(() => {
      if (done || connection.account(namespace).balanceLoading) return
      done = true
      resolve()
      queueMicrotask(() => subscription.unsubscribe())
    })
  })
}
