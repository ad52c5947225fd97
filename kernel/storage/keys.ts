import type { CaipNetworkId, ChainNamespace } from '../caip/caip.ts'
import { isRecord, isString, json, recordOf, START_CODECS, text, type Codec, type Codecs } from './codecs.ts'

export interface RecentWallet {
  id: string
  name: string
  imageUrl?: string
}

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'
export type AccountType = 'eoa' | 'smartAccount'

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
  emailLoginUsed: boolean
  email: string
  lastEmailLoginTime: number
  lastUsedChain: string
  smartAccountEnabledNetworks: number[]
  sessionToken: string
}
export type StorageKey = keyof StorageSchema

export const RECENT_WALLETS_LIMIT = 2

const timestamped = (v: unknown) => isRecord(v) && typeof v.timestamp === 'number'

export const STORAGE_CODECS: Codecs<StorageKey> = {
  ...START_CODECS,
  deepLinkChoice: json((v) => isRecord(v) && isString(v.href) && isString(v.name)),
  recentWallets: json(
    (v) => Array.isArray(v) && v.length <= RECENT_WALLETS_LIMIT && v.every((w) => isRecord(w) && isString(w.id) && isString(w.name)),
  ),
  socialProvider: text(),
  socialUsername: text(),
  connectionStatus: text((v) => v === 'disconnected' || v === 'connecting' || v === 'connected') as Codec<ConnectionStatus>,
  portfolioCache: json(recordOf(timestamped)),
  nativeBalanceCache: json(recordOf((e) => timestamped(e) && isRecord(e) && isString(e.balance) && isString(e.caipAddress))),
  ensCache: json(recordOf(timestamped)),
  identityCache: json(recordOf(timestamped)),
  preferredAccountTypes: json(recordOf((t) => t === 'eoa' || t === 'smartAccount')),
  emailLoginUsed: { parse: (raw) => (raw === 'true' ? true : raw === 'false' ? false : undefined), serialize: String },
  email: text((v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v)),
  lastEmailLoginTime: { parse: (raw) => (/^\d+$/.test(raw) ? Number(raw) : undefined), serialize: String },
  lastUsedChain: text(),
  smartAccountEnabledNetworks: json((v) => Array.isArray(v) && v.every((n) => typeof n === 'number')),
  sessionToken: text(),
}
