import { TOKENS, type AccountState, type ChainNamespace } from '../../kernel/index.ts'
import { useKernel } from '../app-kit/context.tsx'
import { useNamespace } from './use-namespace.ts'
import { useObservable } from './use-observable.ts'

/** The kernel's account state of a namespace (default: the active one); undefined without an adapter for it. */
export function useAccountState(namespace?: ChainNamespace): AccountState | undefined {
  const connection = useKernel().get(TOKENS.connection)
  const ns = useNamespace(namespace)
  return useObservable(connection.accounts$, () => connection.get()[ns])
}
