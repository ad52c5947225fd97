import type { AppKitState } from '../app-kit/create-app-kit.ts'
import { internalsOf } from '../app-kit/create-app-kit.ts'
import { useAppKitInstance } from '../app-kit/context.tsx'
import { useStore } from './use-observable.ts'

/** Modal and network state: open, selectedNetworkId, activeChain, loading, initialized. */
export function useAppKitState(): AppKitState {
  const { state } = internalsOf(useAppKitInstance())
  return useStore(state, (s) => s)
}
