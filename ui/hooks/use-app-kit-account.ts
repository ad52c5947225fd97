import { useMemo } from 'react'
import type { CaipAddress, ChainNamespace } from '../../kernel/caip/caip.ts'
import type { AccountType, ConnectionStatus } from '../../kernel/storage/keys.ts'
import { TOKENS } from '../../kernel/tokens.ts'
import { useAppKitInstance } from '../app-kit/context.tsx'
import { internalsOf } from '../app-kit/create-app-kit.ts'
import { useAccountState } from './use-account-state.ts'

/** AppKit's shape: who signed in to the embedded wallet, how, and which account type is in use. */
export interface EmbeddedWalletInfo {
  /** The email (null for a social login without one) and the social username. */
  user?: { email?: string | null; username?: string }
  /** 'email', or the social provider (google, x, discord, github, apple, facebook, farcaster). */
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
  const inner = internalsOf(useAppKitInstance())
  const account = useAccountState(options.namespace)
  return useMemo(() => {
    const status = account?.status ?? 'disconnected'
    // a connector id is only ever set by the kernel: it has loaded by then
    const isAuth = account?.connectorId !== undefined && inner.kernel?.get(TOKENS.connectors).find(account.connectorId)?.type === 'AUTH'
    return {
      address: account?.address,
      caipAddress: account?.caipAddress,
      isConnected: status === 'connected',
      status,
      embeddedWalletInfo:
        account && isAuth
          ? {
              user: account.user ? { email: account.user.email, ...(account.user.userName !== undefined ? { username: account.user.userName } : {}) } : undefined,
              authProvider: account.socialProvider ?? 'email',
              accountType: account.preferredAccountType,
              isSmartAccountDeployed: account.smartAccountDeployed ?? false,
            }
          : undefined,
      allAccounts: account?.allAccounts ?? NONE,
    }
  }, [account, inner])
}
