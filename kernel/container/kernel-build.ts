// What the kernel's parts are built from: one container, the checked options and plugins, and the
// services kept aside so that dispose stops only what something made.
import type { Container, ServiceIdentifier } from 'inversify'
import type { analyticsOverEvents } from '../events/analytics-over-events.ts'
import type { AuthFrame } from '../auth-frame/auth-frame.ts'
import type { ResolvedOptions } from '../config/resolve-options.ts'
import type { Plugin, PluginContext } from '../plugin/plugin.ts'
import type { RpcService } from '../rpc/rpc-service.ts'
import type { ViewRegistry } from '../views/view-registry.ts'

export interface KernelBuild {
  readonly container: Container
  readonly resolved: ResolvedOptions
  readonly plugins: readonly Plugin[]
  readonly views: ViewRegistry
  readonly win: Window | undefined
  readonly get: <T>(token: ServiceIdentifier<T>) => T
  /** What a plugin is given (adapters, start). */
  readonly context: PluginContext
  /** Services with timers or a frame, kept to stop at dispose only if something made them. */
  readonly made: { rpc?: RpcService; authFrame?: AuthFrame; analyticsSender?: ReturnType<typeof analyticsOverEvents> }
}
