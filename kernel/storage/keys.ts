import type { ConnectionStatus, StorageKey } from './schema.ts'
import { isRecord, isString, json, recordOf, START_CODECS, text, type Codec, type Codecs } from './codecs.ts'

export type { AccountType, ConnectionStatus, RecentWallet, StorageKey, StorageSchema } from './schema.ts'

export const RECENT_WALLETS_LIMIT = 2

const timestamped = (v: unknown) => isRecord(v) && typeof v.timestamp === 'number'
const isAccountType = (t: unknown) => t === 'eoa' || t === 'smartAccount' || t === 'eip7702'

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
  recentConnections: json(
    (v) =>
      Array.isArray(v) &&
      v.every(
        (c) =>
          isRecord(c) &&
          isString(c.namespace) &&
          isString(c.connectorId) &&
          Array.isArray(c.accounts) &&
          c.accounts.every((a) => isRecord(a) && isString(a.address) && isAccountType(a.type)),
      ),
  ),
  preferredAccountTypes: json(recordOf(isAccountType)),
  emailLoginUsed: { parse: (raw) => (raw === 'true' ? true : raw === 'false' ? false : undefined), serialize: String },
  email: text((v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v)),
  lastEmailLoginTime: { parse: (raw) => (/^\d+$/.test(raw) ? Number(raw) : undefined), serialize: String },
  lastUsedChain: text(),
  smartAccountEnabledNetworks: json((v) => Array.isArray(v) && v.every((n) => typeof n === 'number')),
  sessionToken: text(),
}
