import { TOKENS, type ChainNamespace } from '../../kernel/index.ts'
import { useKernel } from '../app-kit/context.tsx'
import { useObservable } from './use-observable.ts'

/** The namespace asked for, else the active one. */
export function useNamespace(namespace?: ChainNamespace): ChainNamespace {
  const network = useKernel().get(TOKENS.network)
  const active = useObservable(network.state$, () => network.get().activeNamespace)
  return namespace ?? active
}
