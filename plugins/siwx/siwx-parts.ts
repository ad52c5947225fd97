// What `siwx()` loads with the kernel: the flow service (one per kernel) and its start.
import { ContainerModule } from 'inversify'
import { TOKENS, type PluginParts, type SiwxConfig } from 'portico'
import { createSiwxFlow } from './flow.ts'
import { resolveSiwxConfig } from './resolve-config.ts'
import { SIWX } from './token.ts'

/** The toast's English; the other locales' text comes with the plugin's catalog. */
const AUTHENTICATING = { 'siwx.toast.authenticating': 'Authenticating...' }

export function siwxParts(own: SiwxConfig | undefined): PluginParts {
  return {
    // its view's and toast's catalogs other than English (only the active locale's is fetched)
    messages: { es: () => import('./messages/compiled/es.ts'), ar: () => import('./messages/compiled/ar.ts') },
    services: new ContainerModule(({ bind }) => {
      bind(SIWX)
        .toDynamicValue((c) =>
          createSiwxFlow({
            config: resolveSiwxConfig(own, c.get(TOKENS.options)),
            connection: c.get(TOKENS.connection),
            network: c.get(TOKENS.network),
            router: c.get(TOKENS.router),
            modal: c.get(TOKENS.modal),
            toast: c.get(TOKENS.toast),
            analytics: c.get(TOKENS.analytics),
            logger: c.get(TOKENS.logger),
            authenticatingText: () => c.get(TOKENS.locale).translate(AUTHENTICATING, 'siwx.toast.authenticating'),
          }),
        )
        .inSingletonScope()
      // One-click sign-in: connectors that sign in with their connect read the config here.
      bind(TOKENS.siwxConfig)
        .toDynamicValue((c) => c.get(SIWX).config)
        .inSingletonScope()
    }),
    start: (context) => context.get(SIWX).start(),
  }
}
