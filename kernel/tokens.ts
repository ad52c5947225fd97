import type { ServiceIdentifier } from 'inversify'
import type { ChainAdapter } from './adapter/chain-adapter.ts'
import type { Alerts } from './alerts/alerts.ts'
import type { Analytics } from './analytics/analytics.ts'
import type { AuthFrame } from './auth-frame/auth-frame.ts'
import type { ApiContext } from './api/api-context.ts'
import type { BlockchainApi } from './api/blockchain-api.ts'
import type { Explorer } from './api/explorer.ts'
import type { LocaleService } from './i18n/locale-service.ts'
import type { ResolvedOptions } from './config/resolve-options.ts'
import type { ConnectionService } from './connection/connection-service.ts'
import type { ConnectorsService } from './connectors/connectors-service.ts'
import type { Environment } from './environment.ts'
import type { EventsService } from './events/events-service.ts'
import type { Logger } from './logger/logger.ts'
import type { MethodRegistry } from './methods/method-registry.ts'
import type { Modal } from './modal/modal.ts'
import type { NetworkService } from './network/network-service.ts'
import type { Router } from './router/router.ts'
import type { RpcService } from './rpc/rpc-service.ts'
import type { SiwxConfig } from './siwx/siwx.ts'
import type { Storage } from './storage/storage.ts'
import type { Toast } from './toast/toast.ts'
import type { ViewRegistry } from './views/view-registry.ts'

/** One typed token per kernel service; `kernel.get(TOKENS.router)` is a `Router`. */
export const TOKENS = {
  options: Symbol('portico.options') as ServiceIdentifier<ResolvedOptions>,
  environment: Symbol('portico.environment') as ServiceIdentifier<Environment>,
  logger: Symbol('portico.logger') as ServiceIdentifier<Logger>,
  storage: Symbol('portico.storage') as ServiceIdentifier<Storage>,
  router: Symbol('portico.router') as ServiceIdentifier<Router>,
  modal: Symbol('portico.modal') as ServiceIdentifier<Modal>,
  toast: Symbol('portico.toast') as ServiceIdentifier<Toast>,
  alerts: Symbol('portico.alerts') as ServiceIdentifier<Alerts>,
  adapters: Symbol('portico.adapters') as ServiceIdentifier<readonly ChainAdapter[]>,
  connectors: Symbol('portico.connectors') as ServiceIdentifier<ConnectorsService>,
  network: Symbol('portico.network') as ServiceIdentifier<NetworkService>,
  connection: Symbol('portico.connection') as ServiceIdentifier<ConnectionService>,
  views: Symbol('portico.views') as ServiceIdentifier<ViewRegistry>,
  methods: Symbol('portico.methods') as ServiceIdentifier<MethodRegistry>,
  explorer: Symbol('portico.explorer') as ServiceIdentifier<Explorer>,
  /** What every Blockchain API client shares (its HTTP client with the common query, the supported-chains gate, caches' storage): plugins build their clients from it. */
  apiContext: Symbol('portico.apiContext') as ServiceIdentifier<ApiContext>,
  blockchainApi: Symbol('portico.blockchainApi') as ServiceIdentifier<BlockchainApi>,
  /** One JSON-RPC transport per chain (ranked URLs, batching, retries), under every RPC call Portico makes. */
  rpc: Symbol('portico.rpc') as ServiceIdentifier<RpcService>,
  analytics: Symbol('portico.analytics') as ServiceIdentifier<Analytics>,
  /**
   * The instance's AppKit events (`subscribeEvents`, `useAppKitEvents`): what `analytics.track`
   * raises, each once and in order; the analytics sender reads the same stream.
   */
  events: Symbol('portico.events') as ServiceIdentifier<EventsService>,
  /** The embedded wallet's hidden frame (email and social login); created on first request. */
  authFrame: Symbol('portico.authFrame') as ServiceIdentifier<AuthFrame>,
  /** The modal's language (the `locale` option, `appKit.setLocale`) and its message catalogs. */
  locale: Symbol('portico.locale') as ServiceIdentifier<LocaleService>,
  /**
   * The sign-in config, bound by the siwx plugin (undefined when it has none). A connector that can
   * sign in as part of its connect (WalletConnect's authenticated session) reads it; unbound without siwx().
   */
  siwxConfig: Symbol('portico.siwxConfig') as ServiceIdentifier<SiwxConfig | undefined>,
  /**
   * Loads @solana/web3.js (an optional peer), bound by solana(): the one place its `import()` is
   * written, so an app that does not compose solana() never has its bundler look for the package.
   * The embedded wallet's Solana side reads it; unbound without solana().
   */
  solanaWeb3: Symbol('portico.solanaWeb3') as ServiceIdentifier<() => Promise<unknown>>,
} as const
