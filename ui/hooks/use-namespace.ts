import type { ChainNamespace } from '../../kernel/caip/caip.ts'
import { useAppKitInstance } from '../app-kit/context.tsx'
import { internalsOf } from '../app-kit/create-app-kit.ts'
import { useObservable } from './use-observable.ts'

/** The namespace asked for, else the active one. */
export function useNamespace(namespace?: ChainNamespace): ChainNamespace {
  const { network } = internalsOf(useAppKitInstance())
  const active = useObservable(network, () => network.get().activeNamespace)
  return namespace ?? active
}
