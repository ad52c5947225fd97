import { TOKENS, type Kernel, type NetworkState } from '../../kernel/index.ts'
import { useObservable } from './use-observable.ts'

/**
 * The kernel's network state as a view reads it (the active network, the chain the wallet sits on
 * when the app does not list it), re-rendering as it changes: what Send, Buy, Swap, Receive, Activity
 * and the Account view each check before showing their form.
 */
export function useNetworkState(kernel: Kernel): NetworkState {
  const network = kernel.get(TOKENS.network)
  return useObservable(network.state$, () => network.get())
}
