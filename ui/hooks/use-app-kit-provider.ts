import { useMemo } from 'react'
import type { ChainNamespace } from '../../kernel/caip/caip.ts'
import type { ConnectorType } from '../../kernel/connectors/connector.ts'
import { TOKENS } from '../../kernel/tokens.ts'
import { useAppKitInstance } from '../app-kit/context.tsx'
import { internalsOf } from '../app-kit/app-kit-instance.ts'
import { useAccountState } from './use-account-state.ts'

/**
 * The connected wallet's provider on eip155 as an app types it (`useAppKitProvider<Provider>('eip155')`),
 * AppKit's `Provider` under the same name: EIP-1193's `request`. The object is the wallet's own, so
 * `on` and `removeListener` are there when the wallet has them (EIP-1193 leaves events optional).
 */
export interface Provider {
  request<T = unknown>(args: { readonly method: string; readonly params?: readonly unknown[] | object }): Promise<T>
  on?(event: string, listener: (...args: any[]) => void): unknown
  removeListener?(event: string, listener: (...args: any[]) => void): unknown
}

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
