import type { AppKitState } from '../app-kit/create-app-kit.ts'
import { internalsOf } from '../app-kit/create-app-kit.ts'
import { useAppKitInstance } from '../app-kit/context.tsx'
import { useObservable } from './use-observable.ts'

/** Modal and network state: open, selectedNetworkId, activeChain, loading, initialized. */
export function useAppKitState(): AppKitState {
  const { state } = internalsOf(useAppKitInstance())
  return useObservable(state, () => state.get())
}
