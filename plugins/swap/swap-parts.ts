// What `swap()` loads with the kernel: its per-kernel context (settings, review runs), its convert
// API client and its views'
// catalogs other than English, kept out of the plugin object so the page's first bundle does not
// carry them (only the active locale's catalog is fetched).
import { ContainerModule } from 'inversify'
import { TOKENS, type PluginParts } from 'portico'
import { createConvertApi } from './convert-api.ts'
import { createSwapContext } from './swap-context.ts'
import type { SwapSettings } from './swap-types.ts'
import { CONVERT_API, SWAP_CONTEXT } from './token.ts'

export function swapParts(settings: SwapSettings): PluginParts {
  return {
    messages: { es: () => import('./messages/compiled/es.ts'), ar: () => import('./messages/compiled/ar.ts') },
    services: new ContainerModule(({ bind }) => {
      bind(SWAP_CONTEXT)
        .toDynamicValue(() => createSwapContext(settings))
        .inSingletonScope()
      bind(CONVERT_API)
        .toDynamicValue((c) => createConvertApi(c.get(TOKENS.apiContext)))
        .inSingletonScope()
    }),
  }
}
