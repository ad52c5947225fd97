import type { ChainNamespace } from '../../kernel/caip/caip.ts'
import type { AccountState } from '../../kernel/connection/account-state.ts'
import { useAppKitInstance } from '../app-kit/context.tsx'
import { internalsOf } from '../app-kit/app-kit-instance.ts'
import { useNamespace } from './use-namespace.ts'
import { useStore } from './use-observable.ts'

/**
 * The account state of a namespace (default: the active one): the stored state before the kernel
 * loads ("connecting" while a stored connection is resynced), the kernel's after. Undefined for a
 * namespace nothing serves.
 */
export function useAccountState(namespace?: ChainNamespace): AccountState | undefined {
  const { accounts } = internalsOf(useAppKitInstance())
  const ns = useNamespace(namespace)
  return useStore(accounts, (all) => all[ns])
}
