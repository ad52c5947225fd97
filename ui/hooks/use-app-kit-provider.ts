import { useMemo } from 'react'
import type { ChainNamespace } from '../../kernel/caip/caip.ts'
import type { ConnectorType } from '../../kernel/connectors/connector.ts'
import { TOKENS } from '../../kernel/tokens.ts'
import { useAppKitInstance } from '../app-kit/context.tsx'
import { internalsOf } from '../app-kit/app-kit-instance.ts'
import { useAccountState } from './use-account-state.ts'

export interface UseAppKitProviderReturnType<T> {
  /** The connected wallet's provider (EIP-1193 on eip155); undefined while not connected. */
  walletProvider: T | undefined
  /** The connector type the wallet came through, e.g. 'ANNOUNCED', 'INJECTED', 'WALLET_CONNECT', 'AUTH'. */
  walletProviderType: ConnectorType | undefined
}

export function useAppKitProvider<T = unknown>(namespace: ChainNamespace): UseAppKitProviderReturnType<T> {
  const inner = internalsOf(useAppKitInstance())
  const account = useAccountState(namespace)
  return useMemo(() => {
    // "connected" only ever comes from the kernel: it has loaded by then
    const kernel = inner.kernel
    if (account?.status !== 'connected' || !kernel) return { walletProvider: undefined, walletProviderType: undefined }
    return {
      walletProvider: kernel.get(TOKENS.connection).getProvider(namespace) as T | undefined,
      walletProviderType: account.connectorId ? kernel.get(TOKENS.connectors).find(account.connectorId)?.type : undefined,
    }
  }, [account, inner, namespace])
}
