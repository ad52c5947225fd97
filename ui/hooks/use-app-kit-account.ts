import { useMemo } from 'react'
import type { ChainNamespace } from '../../kernel/caip/caip.ts'
import { TOKENS } from '../../kernel/tokens.ts'
import { useAppKitInstance } from '../app-kit/context.tsx'
import { internalsOf } from '../app-kit/app-kit-instance.ts'
import { publicAccount, type UseAppKitAccountReturnType } from '../app-kit/public-account.ts'
import { useAccountState } from './use-account-state.ts'

export type { EmbeddedWalletInfo, UseAppKitAccountReturnType } from '../app-kit/public-account.ts'

/** The connected account of a namespace (default: the active one). */
export function useAppKitAccount(options: { namespace?: ChainNamespace } = {}): UseAppKitAccountReturnType {
  const inner = internalsOf(useAppKitInstance())
  const account = useAccountState(options.namespace)
  return useMemo(() => publicAccount(account, (id) => inner.kernel?.get(TOKENS.connectors).find(id)?.type), [account, inner])
}
