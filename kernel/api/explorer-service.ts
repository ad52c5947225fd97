// The wallet explorer and project-config API behind the Explorer contract of explorer.ts: every
// call carries the common query (projectId, st, sv).
import type { ResolvedOptions } from '../config/resolve-options.ts'
import type { Logger } from '../logger/logger.ts'
import type { Explorer, ExplorerWallet, WalletPage } from './explorer.ts'
import { commonQuery } from './api-context.ts'
import { createHttpClient, type FetchLike } from './http.ts'
import { bool, isObject, listOf, num, str, stringList } from './shapes.ts'

export interface ExplorerDeps {
  options: Pick<ResolvedOptions, 'projectId' | 'sdkType' | 'sdkVersion' | 'endpoints'>
  logger: Logger
  fetch?: FetchLike
  timeoutMs?: number
}

const OPTIONAL_LINKS = [
  'image_id',
  'image_url',
  'homepage',
  'mobile_link',
  'desktop_link',
  'webapp_link',
  'link_mode',
  'app_store',
  'play_store',
  'chrome_store',
  'rdns',
] as const

/** One listing entry, or undefined when it has no id or name. Unknown fields are left out. */
export function readExplorerWallet(entry: unknown): ExplorerWallet | undefined {
  if (!isObject(entry)) return undefined
  const id = str(entry.id)
  const name = str(entry.name)
  if (!id || !name) return undefined
  const wallet: ExplorerWallet = { id, name }
  for (const key of OPTIONAL_LINKS) {
    const value = entry[key]
    if (typeof value === 'string') wallet[key] = value
    else if (value === null) wallet[key] = null
  }
  if (Array.isArray(entry.chains)) wallet.chains = stringList(entry.chains)
  if (entry.badge_type === 'none' || entry.badge_type === 'certified') wallet.badge_type = entry.badge_type
  const order = num(entry.order)
  if (order !== undefined) wallet.order = order
  return wallet
}

export function createExplorer(deps: ExplorerDeps): Explorer {
  const { options, logger } = deps
  const http = createHttpClient({
    baseUrl: options.endpoints.api,
    commonQuery: commonQuery(options),
    fetch: deps.fetch,
    timeoutMs: deps.timeoutMs,
  })
  const imageUrl = (route: string, id: string) => http.url(`${route}/${encodeURIComponent(id)}`)

  return {
    async getWallets(params, init = {}): Promise<WalletPage> {
      const body = await http.get('/getWallets', {
        signal: init.signal,
        query: {
          page: params.page,
          entries: params.entries,
          search: params.search?.trim(),
          include: params.include,
          exclude: params.exclude,
          chains: params.chains,
          badge_type: params.badgeType,
        },
      })
      const data = isObject(body) ? listOf(body.data, readExplorerWallet) : []
      const count = isObject(body) ? num(body.count) : undefined
      return { count: count !== undefined && count >= 0 ? count : data.length, data }
    },
    walletImageUrl: (imageId) => imageUrl('/getWalletImage', imageId),
    assetImageUrl: (imageId) => imageUrl('/public/getAssetImage', imageId),
    async getAllowedOrigins() {
      try {
        const body = await http.get('/projects/v1/origins')
        return isObject(body) ? stringList(body.allowedOrigins) : []
      } catch (error) {
        logger.warn('could not fetch the allowed origins of the project', error)
        return []
      }
    },
    async getAnalyticsConfig() {
      try {
        const body = await http.get('/getAnalyticsConfig')
        return { isAnalyticsEnabled: (isObject(body) && bool(body.isAnalyticsEnabled)) || false }
      } catch (error) {
        logger.warn('could not fetch the analytics config; analytics is off', error)
        return { isAnalyticsEnabled: false }
      }
    },
  }
}
