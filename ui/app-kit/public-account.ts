// The account as AppKit hands it to an app (`useAppKitAccount`, `getAccount`, `subscribeAccount`):
// one projection of a namespace's account state, shared by the hook and the instance.
import type { CaipAddress } from '../../kernel/caip/caip.ts'
import type { AccountState } from '../../kernel/connection/account-state.ts'
import type { ConnectorType } from '../../kernel/connectors/connector.ts'
import type { AccountType, ConnectionStatus } from '../../kernel/storage/keys.ts'

/** AppKit's shape: who signed in to the embedded wallet, how, and which account type is in use. */
export interface EmbeddedWalletInfo {
  /** The email (null for a social login without one) and the social username. */
  user?: { email?: string | null; username?: string }
  /** 'email', or the social provider (google, x, discord, github, apple, facebook, farcaster). */
  authProvider: string
  /**
   * AppKit's two types: an EIP-7702 account (the key's own address upgraded in place) is a smart
   * account here, deployed once its address delegates; `allAccounts` names it 'eip7702'.
   */
  accountType?: Exclude<AccountType, 'eip7702'>
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

/** `typeOf` names a connector's type (only the kernel sets a connector id, so it has loaded then). */
export function publicAccount(account: AccountState | undefined, typeOf: (connectorId: string) => ConnectorType | undefined): UseAppKitAccountReturnType {
  const status = account?.status ?? 'disconnected'
  const isAuth = account?.connectorId !== undefined && typeOf(account.connectorId) === 'AUTH'
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
            accountType: account.preferredAccountType === 'eip7702' ? 'smartAccount' : account.preferredAccountType,
            isSmartAccountDeployed: account.smartAccountDeployed ?? false,
          }
        : undefined,
    allAccounts: account?.allAccounts ?? NONE,
  }
}
