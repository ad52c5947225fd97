import { useMemo } from 'react'
import { TOKENS, type AccountType, type CaipAddress, type ChainNamespace, type ConnectionStatus } from '../../kernel/index.ts'
import { useKernel } from '../app-kit/context.tsx'
import { useAccountState } from './use-account-state.ts'

export interface EmbeddedWalletInfo {
  authProvider: string
  accountType?: AccountType
  isSmartAccountDeployed: boolean
}

export interface UseAppKitAccountReturnType {
  address: string | undefined
  caipAddress: CaipAddress | undefined
  isConnected: boolean
  status: ConnectionStatus
  /** Set when the account is an embedded (email or social) wallet. */
  embeddedWalletInfo?: EmbeddedWalletInfo
  allAccounts: readonly { address: string; type: AccountType }[]
}

const NONE: readonly { address: string; type: AccountType }[] = []

/** The connected account of a namespace (default: the active one). */
export function useAppKitAccount(options: { namespace?: ChainNamespace } = {}): UseAppKitAccountReturnType {
  const connectors = useKernel().get(TOKENS.connectors)
  const account = useAccountState(options.namespace)
  return useMemo(() => {
    const status = account?.status ?? 'disconnected'
    const isAuth = account?.connectorId !== undefined && connectors.find(account.connectorId)?.type === 'AUTH'
    return {
      address: account?.address,
      caipAddress: account?.caipAddress,
      isConnected: status === 'connected',
      status,
      embeddedWalletInfo:
        account && isAuth
          ? {
              authProvider: account.socialProvider ?? 'email',
              accountType: account.preferredAccountType,
              isSmartAccountDeployed: account.smartAccountDeployed ?? false,
            }
          : undefined,
      allAccounts: account?.allAccounts ?? NONE,
    }
  }, [account, connectors])
}
