import { useMemo } from 'react'
import { TOKENS, type ChainNamespace, type ConnectorType } from '../../kernel/index.ts'
import { useKernel } from '../app-kit/context.tsx'
import { useAccountState } from './use-account-state.ts'

export interface UseAppKitProviderReturnType<T> {
  /** The connected wallet's provider (EIP-1193 on eip155); undefined while not connected. */
  walletProvider: T | undefined
  /** The connector type the wallet came through, e.g. 'ANNOUNCED', 'INJECTED', 'WALLET_CONNECT', 'AUTH'. */
  walletProviderType: ConnectorType | undefined
}

export function useAppKitProvider<T = unknown>(namespace: ChainNamespace): UseAppKitProviderReturnType<T> {
  const kernel = useKernel()
  const account = useAccountState(namespace)
  return useMemo(() => {
    if (account?.status !== 'connected') return { walletProvider: undefined, walletProviderType: undefined }
    return {
      walletProvider: kernel.get(TOKENS.connection).getProvider(namespace) as T | undefined,
      walletProviderType: account.connectorId ? kernel.get(TOKENS.connectors).find(account.connectorId)?.type : undefined,
    }
  }, [account, kernel, namespace])
}
