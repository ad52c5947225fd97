import type { ChainNamespace } from '../../kernel/caip/caip.ts'
import { useAppKitInstance } from '../app-kit/context.tsx'
import { internalsOf } from '../app-kit/app-kit-instance.ts'
import { useStore } from './use-observable.ts'

/** The namespace asked for, else the active one. */
export function useNamespace(namespace?: ChainNamespace): ChainNamespace {
  const { network } = internalsOf(useAppKitInstance())
  const active = useStore(network, (n) => n.activeNamespace)
  return namespace ?? active
}
