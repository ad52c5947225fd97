import type { AppKitState } from '../app-kit/app-kit-instance.ts'
import { internalsOf } from '../app-kit/app-kit-instance.ts'
import { useAppKitInstance } from '../app-kit/context.tsx'
import { useStore } from './use-observable.ts'

/** Modal and network state: open, selectedNetworkId, activeChain, loading, initialized. */
export function useAppKitState(): AppKitState {
  const { state } = internalsOf(useAppKitInstance())
  return useStore(state, (s) => s)
}
