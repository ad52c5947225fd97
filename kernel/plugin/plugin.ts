import type { ContainerModule, ServiceIdentifier } from 'inversify'
import type { ChainAdapter } from '../adapter/chain-adapter.ts'
import type { ResolvedOptions } from '../config/resolve-options.ts'

/** A lazily loaded view. Kernel code never imports React: the component type is the UI's business. */
export type ViewLoader = () => Promise<{ default: unknown }>

export interface PluginContext {
  readonly options: ResolvedOptions
  /** The page's window; undefined on a server. */
  readonly window: Window | undefined
  get<T>(token: ServiceIdentifier<T>): T
}

/** A plain object composed per dApp: `createAppKit({ plugins: [evm()] })`. */
export interface Plugin {
  id: string
  /** Plugin ids that must be composed beside this one. */
  requires?: readonly string[]
  /** Its own services, bound in each modal's container. */
  services?: ContainerModule
  /** Called once per kernel, so two modals never share adapter state. */
  adapters?: (context: PluginContext) => ChainAdapter[]
  /** Views keyed by view name, loaded on first show. */
  views?: Readonly<Record<string, ViewLoader>>
  /** Methods an embedded wallet runs silently (safe) or after approval (unsafe). */
  methods?: { safe?: readonly string[]; unsafe?: readonly string[] }
}
