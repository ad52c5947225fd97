import type { CaipAddress, ChainNamespace } from '../caip/caip.ts'
import type { AccountType, ConnectionStatus } from '../storage/keys.ts'

export interface ConnectedWalletInfo {
  name: string
  icon?: string
  rdns?: string
}

/** Account state, one per namespace. */
export interface AccountState {
  namespace: ChainNamespace
  status: ConnectionStatus
  address?: string
  caipAddress?: CaipAddress
  allAccounts: { address: string; type: AccountType }[]
  /** Exact decimal string; display with `displayBalance`. */
  balance?: string
  balanceSymbol?: string
  balanceLoading: boolean
  /** The last native-balance read failed (e.g. the network's RPC node is down); cleared by the next that answers. */
  balanceUnavailable?: boolean
  connectorId?: string
  connectedWalletInfo?: ConnectedWalletInfo
  profileName?: string
  profileImage?: string
  addressExplorerUrl?: string
  preferredAccountType?: AccountType
  smartAccountDeployed?: boolean
  currentTab: number
  tokenBalance: unknown[]
  addressLabels: Readonly<Record<string, string>>
  /** The embedded wallet's user (User): email or social username. */
  user?: { email?: string | null; userName?: string }
  socialProvider?: string
  farcasterUrl?: string
}

export function emptyAccount(namespace: ChainNamespace, status: ConnectionStatus = 'disconnected'): AccountState {
  return {
    namespace,
    status,
    allAccounts: [],
    balanceLoading: false,
    currentTab: 0,
    tokenBalance: [],
    addressLabels: {},
  }
}
