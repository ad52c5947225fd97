import { PorticoError } from '../errors/portico-error.ts'
import type { AccountFeature, Plugin, ShellSlot, ViewLoader } from '../plugin/plugin.ts'

export interface ViewRegistry {
  get(view: string): ViewLoader | undefined
  has(view: string): boolean
  /** The view is contributed and its plugin offers it on this CAIP-2 network (`Plugin.offeredOn`). */
  offered(view: string, caipNetworkId: string): boolean
  readonly names: readonly string[]
  /** The plugins' Account feature buttons, in composition order. */
  readonly accountFeatures: readonly AccountFeature[]
  /** The view a plugin put in this slot of the shell, if any. */
  slot(name: ShellSlot): string | undefined
  /** The modal does not close on this view unless forced. */
  guarded(view: string): boolean
  /** What an AppKit view name a plugin answers to opens (`Plugin.appKitViews`), or undefined. */
  alias(view: string, args: unknown): { view: string; data?: unknown } | undefined
}

/** Views come from plugins only; a view name claimed twice is a composition mistake. */
export function createViewRegistry(plugins: readonly Plugin[]): ViewRegistry {
  const views = new Map<string, { loader: ViewLoader; plugin: string }>()
  const offeredOn = new Map<string, (caipNetworkId: string) => boolean>()
  const slots = new Map<ShellSlot, string>()
  const guarded = new Set<string>()
  const aliases = new Map<string, (args: unknown) => { view: string; data?: unknown }>()
  for (const plugin of plugins) {
    for (const [slot, view] of Object.entries(plugin.slots ?? {}) as [ShellSlot, string][]) slots.set(slot, view)
    for (const view of plugin.guardedViews ?? []) guarded.add(view)
    for (const [name, open] of Object.entries(plugin.appKitViews ?? {})) aliases.set(name, open)
    for (const [name, offered] of Object.entries(plugin.offeredOn ?? {})) offeredOn.set(name, offered)
    for (const [name, loader] of Object.entries(plugin.views ?? {})) {
      const existing = views.get(name)
      if (existing) {
        throw new PorticoError('DUPLICATE_VIEW', `View "${name}" is contributed by both "${existing.plugin}" and "${plugin.id}"`)
      }
      views.set(name, { loader, plugin: plugin.id })
    }
  }
  return {
    get: (name) => views.get(name)?.loader,
    has: (name) => views.has(name),
    offered: (name, caipNetworkId) => views.has(name) && (offeredOn.get(name)?.(caipNetworkId) ?? true),
    names: [...views.keys()],
    accountFeatures: plugins.flatMap((p) => p.accountFeatures ?? []),
    slot: (name) => slots.get(name),
    guarded: (view) => guarded.has(view),
    alias: (view, args) => aliases.get(view)?.(args),
  }
}
