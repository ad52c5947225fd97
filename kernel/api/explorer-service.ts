// The wallet explorer and project-config API behind the Explorer contract of explorer.ts: every
// call carries the common query (projectId, st, sv).
import type { ResolvedOptions } from '../config/resolve-options.ts'
import type { Logger } from '../logger/logger.ts'
import type { Explorer, ExplorerWallet, WalletPage } from './explorer.ts'
import { commonQuery } from './common-query.ts'
import { createHttpClient, type FetchLike } from './http.ts'
import * as v from 'valibot'
import { answerObject, optionalBoolean, optionalNumber, readAnswer, requiredString, tolerantList } from './response-schemas.ts'

export interface ExplorerDeps {
  options: Pick<ResolvedOptions, 'projectId' | 'sdkType' | 'sdkVersion' | 'endpoints'>
  logger: Logger
  fetch?: FetchLike
  timeoutMs?: number
}

/** A link field: a string, or null as the server sends it; anything else reads as absent. */
const link = v.fallback(v.optional(v.nullable(v.string())), undefined)
const strings = v.pipe(v.array(v.unknown()), v.transform((list) => list.filter((x): x is string => typeof x === 'string')))

/** Fields that read as absent are left out, as the listing's own answers leave them out. */
const withoutAbsent = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T

/** One listing entry: an id and a name, or it is refused; unknown fields are left out. */
const ExplorerWalletAnswer = v.pipe(
  answerObject({
    id: requiredString,
    name: requiredString,
    image_id: link,
    image_url: link,
    homepage: link,
    mobile_link: link,
    desktop_link: link,
    webapp_link: link,
    link_mode: link,
    app_store: link,
    play_store: link,
    chrome_store: link,
    rdns: link,
    chains: v.fallback(v.optional(strings), undefined),
    badge_type: v.fallback(v.optional(v.picklist(['none', 'certified'])), undefined),
    order: optionalNumber,
  }),
  v.transform(withoutAbsent),
)

const WalletPageAnswer = answerObject({ data: tolerantList(ExplorerWalletAnswer), count: optionalNumber })
const OriginsAnswer = answerObject({ allowedOrigins: v.fallback(strings, []) })
const AnalyticsConfigAnswer = answerObject({ isAnalyticsEnabled: optionalBoolean })

/** One listing entry, or undefined when it has no id or name. Unknown fields are left out. */
export function readExplorerWallet(entry: unknown): ExplorerWallet | undefined {
  return readAnswer(ExplorerWalletAnswer, entry)
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
      const page = readAnswer(WalletPageAnswer, body)
      const data = page?.data ?? []
      const count = page?.count
      return { count: count !== undefined && count >= 0 ? count : data.length, data }
    },
    walletImageUrl: (imageId) => imageUrl('/getWalletImage', imageId),
    assetImageUrl: (imageId) => imageUrl('/public/getAssetImage', imageId),
    async getAllowedOrigins() {
      try {
        const body = await http.get('/projects/v1/origins')
        return readAnswer(OriginsAnswer, body)?.allowedOrigins ?? []
      } catch (error) {
        logger.warn('could not fetch the allowed origins of the project', error)
        return []
      }
    },
    async getAnalyticsConfig() {
      try {
        const body = await http.get('/getAnalyticsConfig')
        return { isAnalyticsEnabled: readAnswer(AnalyticsConfigAnswer, body)?.isAnalyticsEnabled ?? false }
      } catch (error) {
        logger.warn('could not fetch the analytics config; analytics is off', error)
        return { isAnalyticsEnabled: false }
      }
    },
  }
}
