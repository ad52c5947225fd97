// What the kernel persists: every key and its value type, stored as `<prefix>:<key>`. Types only,
// so the codecs and the keys' list can both read it.
import type { CaipNetworkId, ChainNamespace } from '../caip/caip.ts'

export interface RecentWallet {
  id: string
  name: string
  imageUrl?: string
}

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'
/**
 * An EVM account's type: the key's own account ('eoa'), an ERC-4337 contract account it owns
 * ('smartAccount'), or the key's own address upgraded in place by EIP-7702 ('eip7702', a Portico
 * value: AppKit has none).
 */
export type AccountType = 'eoa' | 'smartAccount' | 'eip7702'

/** A wallet connection as a device remembers it (and as `WalletConnection` lists it, less whether it is active). */
export interface RecentConnection {
  namespace: ChainNamespace
  connectorId: string
  /** The wallet's name and icon (a WalletConnect session names the wallet at its other end). */
  name?: string
  icon?: string
  /** Its accounts, the selected one first. */
  accounts: { address: string; type: AccountType }[]
  /** The network its wallet is on, when the app lists it. */
  caipNetworkId?: CaipNetworkId
}

/** Every persisted key, with its value type. Stored as `<prefix>:<key>`. */
export interface StorageSchema {
  activeNamespace: ChainNamespace
  activeNetworkId: CaipNetworkId
  /** Connected connector id per namespace. */
  connectorIds: Record<string, string>
  deepLinkChoice: { href: string; name: string }
  /** At most RECENT_WALLETS_LIMIT, newest first. */
  recentWallets: RecentWallet[]
  socialProvider: string
  socialUsername: string
  connectionStatus: ConnectionStatus
  /** A comma list on disk, a list here. */
  connectedNamespaces: ChainNamespace[]
  portfolioCache: Record<string, { timestamp: number; balances: unknown[] }>
  nativeBalanceCache: Record<string, { caipAddress: string; balance: string; symbol: string; timestamp: number }>
  ensCache: Record<string, { address: string; ens: unknown; timestamp: number }>
  identityCache: Record<string, { identity: unknown; timestamp: number }>
  preferredAccountTypes: Record<string, AccountType>
  /** Per namespace, the connection and its accounts (CAIP-10, the selected one first): a reload shows them before the wallet answers. */
  connections: Record<string, { connectorId: string; accounts: string[] }[]>
  /** The wallets connected before on this device, newest first (at most RECENT_CONNECTIONS_LIMIT), disconnected ones included. */
  recentConnections: RecentConnection[]
  emailLoginUsed: boolean
  email: string
  lastEmailLoginTime: number
  lastUsedChain: string
  smartAccountEnabledNetworks: number[]
  sessionToken: string
}
export type StorageKey = keyof StorageSchema
