import { ContainerModule, type ServiceIdentifier } from 'inversify'
import { createApiContext } from '../../kernel/api/api-context.ts'
import { HttpError, type FetchLike } from '../../kernel/api/http.ts'
import { TOKENS, type Analytics, type Environment, type Explorer, type ExplorerWallet, type GetWalletsParams, type Plugin, type WalletPage } from '../../kernel/index.ts'

/** `count` listing wallets: `w-001` "Wallet 001"..., each with an image and a mobile link unless told. */
export function listingWallets(count: number, over: (i: number) => Partial<ExplorerWallet> = () => ({})): ExplorerWallet[] {
  return Array.from({ length: count }, (_, k) => {
    const n = String(k + 1).padStart(3, '0')
    return { id: `w-${n}`, name: `Wallet ${n}`, image_id: `img-${n}`, mobile_link: `wallet${n}:`, ...over(k + 1) }
  })
}

/**
 * A wallet explorer over a fixed list, answering like the real getWallets: include, exclude,
 * search (name contains, case-insensitive), 1-based pages. Scriptable: `fail(500)`, `hold()`.
 */
export function fakeExplorer(wallets: ExplorerWallet[]) {
  const calls: GetWalletsParams[] = []
  let failure: Error | undefined
  let held: { promise: Promise<void>; release(): void } | undefined
  const imageUrl = (id: string) => `https://img.test/getWalletImage/${encodeURIComponent(id)}`
  const explorer: Explorer = {
    async getWallets(params, init) {
      calls.push(params)
      if (held) await held.promise
      if (init?.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError')
      if (failure) throw failure
      let list = wallets
      if (params.include?.length) list = list.filter((w) => params.include!.includes(w.id))
      if (params.exclude?.length) list = list.filter((w) => !params.exclude!.includes(w.id))
      const search = params.search?.trim().toLowerCase()
      if (search) list = list.filter((w) => w.name.toLowerCase().includes(search))
      const entries = params.entries ?? 40
      const page = params.page ?? 1
      return { count: list.length, data: list.slice((page - 1) * entries, page * entries) } satisfies WalletPage
    },
    walletImageUrl: imageUrl,
    assetImageUrl: imageUrl,
    getAllowedOrigins: async () => [],
    getAnalyticsConfig: async () => ({ isAnalyticsEnabled: false }),
  }
  return {
    explorer,
    calls,
    imageUrl,
    /** Every later call fails like the server answering `status`. */
    fail(status = 500) {
      failure = new HttpError(status)
    },
    /** Every later call fails with this error (e.g. the HTTP client's NETWORK_ERROR or HTTP_TIMEOUT). */
    failWith(error: Error) {
      failure = error
    },
    heal() {
      failure = undefined
    },
    /** Calls wait until `release()`. */
    hold() {
      let release!: () => void
      const promise = new Promise<void>((resolve) => (release = resolve))
      held = {
        promise,
        release: () => {
          held = undefined
          release()
        },
      }
    },
    release() {
      held?.release()
    },
  }
}

/** Analytics that sends nothing: component tests never reach the hosted pulse collector. */
export const silentAnalytics: Analytics = { track() {}, reportError() {}, flush: async () => {}, dispose() {} }

/**
 * Binds (or rebinds) kernel services from a plugin: how component tests swap the explorer or the
 * environment. Analytics is bound to one that sends nothing unless a test gives its own: what the
 * views track still reaches the kernel's events stream, as the app's listeners would hear it.
 */
export function servicesPlugin(services: { explorer?: Explorer; environment?: Environment; analytics?: Analytics; blockchainFetch?: FetchLike }): Plugin {
  return {
    id: 'test-services',
    services: new ContainerModule(({ bind, isBound, rebind }) => {
      const put = <T>(token: ServiceIdentifier<T>, value: T) => (isBound(token) ? rebind(token) : bind(token)).toConstantValue(value)
      if (services.explorer) put(TOKENS.explorer, services.explorer)
      if (services.environment) put(TOKENS.environment, services.environment)
      if (services.analytics) put(TOKENS.analytics, services.analytics)
      else
        (isBound(TOKENS.analytics) ? rebind(TOKENS.analytics) : bind(TOKENS.analytics)).toDynamicValue((c) => ({
          ...silentAnalytics,
          track: (event, properties, options) => c.get(TOKENS.events).emit(event, properties, options),
        }))
      if (services.blockchainFetch) {
        const fetch = services.blockchainFetch
        rebind(TOKENS.apiContext).toDynamicValue((c) =>
          createApiContext({ options: c.get(TOKENS.options), storage: c.get(TOKENS.storage), toast: c.get(TOKENS.toast), logger: c.get(TOKENS.logger), fetch }),
        )
      }
    }),
  }
}

/** The blockchain API's fetch in component tests: no request leaves the test. */
export const offlineFetch: FetchLike = async (input) => {
  throw new Error(`component tests make no network requests (${input})`)
}

/** An environment that says "mobile". */
export const mobileEnvironment = (win: Window | undefined = typeof window === 'undefined' ? undefined : window): Environment => ({
  window: win,
  isMobile: () => true,
})
