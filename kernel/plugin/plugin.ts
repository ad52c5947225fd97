import type { ContainerModule, ServiceIdentifier } from 'inversify'
import type { ChainAdapter } from '../adapter/chain-adapter.ts'
import type { ChainNamespace } from '../caip/caip.ts'
import type { ResolvedOptions } from '../config/resolve-options.ts'
import type { MessageLoaders } from '../i18n/messages.ts'

/** A lazily loaded view. Kernel code never imports React: the component type is the UI's business. */
export type ViewLoader = () => Promise<{ default: unknown }>

export interface PluginContext {
  readonly options: ResolvedOptions
  /** The page's window; undefined on a server. */
  readonly window: Window | undefined
  get<T>(token: ServiceIdentifier<T>): T
}

/** A button of the Account view's feature row, opening one of the plugin's views. */
export interface AccountFeature {
  /**
   * Its key. A key of `features.walletFeaturesOrder` ('onramp', 'swaps', 'receive', 'send') takes its
   * place in that order and shows only while that feature flag is on; any other key follows them,
   * in composition order.
   */
  id: string
  /** The view its button opens (one of the plugin's `views`). */
  view: string
  /** The button's English text; a catalog's 'account.feature.<id>' message translates it. */
  label: string
  /** The chain families it works on; every family when absent. */
  namespaces?: readonly ChainNamespace[]
}

/**
 * The places the shell keeps for a plugin's view, which it opens without knowing the view's name:
 * - walletConnect: connects a listing wallet over WalletConnect (data `{ wallet }`);
 * - walletConnectQr: the QR code any wallet scans (open() with no connector to show);
 * - accountName: lets an account without a name choose one (EVM accounts);
 * - accountActivity: the Account view's Activity tab (EVM accounts, `features.history`).
 */
export type ShellSlot = 'walletConnect' | 'walletConnectQr' | 'accountName' | 'accountActivity'

/** What a plugin contributes; all of it may arrive later through `load`. */
export interface PluginParts {
  /** Its own services, bound in each modal's container. */
  services?: ContainerModule
  /** Called once per kernel, so two modals never share adapter state. */
  adapters?: (context: PluginContext) => ChainAdapter[]
  /** Views keyed by view name, loaded on first show. */
  views?: Readonly<Record<string, ViewLoader>>
  /**
   * Views offered only on some networks (e.g. Swap on its swap networks), keyed by view name: the
   * shell offers such a view (the Account view's feature button) only when this answers true for
   * the active CAIP-2 network. A view without an entry is offered on every network.
   */
  offeredOn?: Readonly<Record<string, (caipNetworkId: string) => boolean>>
  /** Buttons for the Account view's feature row. */
  accountFeatures?: readonly AccountFeature[]
  /** Which of its views fill the shell's slots. */
  slots?: Readonly<Partial<Record<ShellSlot, string>>>
  /**
   * AppKit's names for its views, keyed by that name: `open({ view: name, arguments })` shows the
   * view this returns, with data made from AppKit's `arguments` (e.g. WalletSend opens Send filled in).
   */
  appKitViews?: Readonly<Record<string, (args: unknown) => { view: string; data?: unknown }>>
  /** Views the modal never closes on unless forced (a transaction waiting for the visitor's approval). */
  guardedViews?: readonly string[]
  /**
   * Its catalogs other than English, keyed by locale (`{ es: () => import('./messages/compiled/es.ts') }`):
   * only the active locale's is fetched. Its views carry their English text themselves.
   */
  messages?: MessageLoaders
  /** Methods an embedded wallet runs silently (safe) or after approval (unsafe). */
  methods?: { safe?: readonly string[]; unsafe?: readonly string[] }
  /**
   * Fetches ahead of need the code a connect through this plugin runs (a large client library, its
   * connecting views), so the visitor's pick does not wait for it. The shell calls it while the
   * visitor is choosing a wallet, never on the open itself: once the view has settled and the page
   * is idle, or sooner when the visitor moves toward a wallet (a pointer on, a touch on, or focus in
   * its row). Its own chunks, and on a phone what a tap must hand over within that same tap (a
   * pairing link); nothing that fails loudly (a chunk that does not load is fetched again on use).
   */
  prepareConnect?: (context: PluginContext) => void
  /**
   * Runs once per kernel after every service is bound (e.g. to follow connections, register an
   * after-connect step or a close guard); returns its teardown, run on dispose.
   */
  start?: (context: PluginContext) => (() => void) | void
}

/**
 * A plain object composed per dApp: `createAppKit({ plugins: [evm()] })`.
 * A plugin may keep its code out of the page's first bundle by giving its parts through `load`
 * (a dynamic import); `loadKernel` resolves them before the kernel is built.
 */
export interface Plugin extends PluginParts {
  id: string
  /** Plugin ids that must be composed beside this one. */
  requires?: readonly string[]
  load?: () => Promise<PluginParts>
}
