// The Permissions view's rows: an active ERC-7715 permission of the sessions API in words (which
// app, what it may do, the limit, until when), the token's symbol and decimals read on chain.
import { formatUnits, type SmartSession } from 'portico'

export type PermissionEntry = {
  /** The permissions context: what the revoke names. */
  context: string
  app: string
  /** The token's symbol, or its address when the chain does not answer. */
  token: string
  /** The limit in the token's units ('10'), undefined for a permission of another type. */
  limit?: string
  recipient?: string
  /** Unix seconds. */
  expiry: number
}

export type TokenInfo = { symbol: string; decimals: number }

/** Sessions still in force at `now` (unix seconds): not revoked, not expired, with a context to revoke. */
export function activeSessions(sessions: readonly SmartSession[], now: number): SmartSession[] {
  return sessions.filter((s) => s.revokedAt === null && s.expiry > now && s.context !== null)
}

/** One row per session, its ERC-20 transfer permission read with `tokenInfo` (looked up once per token). */
export async function permissionEntries(sessions: readonly SmartSession[], tokenInfo: (address: string) => Promise<TokenInfo | undefined>): Promise<PermissionEntry[]> {
  const cache = new Map<string, Promise<TokenInfo | undefined>>()
  return Promise.all(
    sessions.map(async (session) => {
      const [first] = session.permissions
      const data = (first?.data ?? {}) as { address?: unknown; allowance?: unknown; to?: unknown }
      const base = { context: session.context!, app: session.project.name || session.project.id, expiry: session.expiry }
      if (first?.type !== 'erc20-token-transfer' || typeof data.address !== 'string') return { ...base, token: first?.type ?? '' }
      const address = data.address
      if (!cache.has(address)) cache.set(address, tokenInfo(address).catch(() => undefined))
      const info = await cache.get(address)!
      let limit: string | undefined
      try {
        limit = info ? formatUnits(BigInt(data.allowance as string), info.decimals) : undefined
      } catch {
        limit = undefined
      }
      return { ...base, token: info?.symbol ?? address, limit, recipient: typeof data.to === 'string' ? data.to : undefined }
    }),
  )
}
