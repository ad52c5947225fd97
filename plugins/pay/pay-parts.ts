// What `pay()` loads with the kernel: the pay service (one per kernel) and its view's catalogs
// other than English (only the active locale's is fetched).
import { ContainerModule } from 'inversify'
import { TOKENS, type PluginParts } from 'portico'
import { createPayService } from './pay-service.ts'
import { PAY_SERVICE } from './token.ts'

export function payParts(): PluginParts {
  return {
    messages: { es: () => import('./messages/compiled/es.ts'), ar: () => import('./messages/compiled/ar.ts') },
    services: new ContainerModule(({ bind }) => {
      bind(PAY_SERVICE)
        .toDynamicValue((c) => {
          const options = c.get(TOKENS.options)
          const host = options.window?.location?.host ?? (typeof location === 'undefined' ? undefined : location.host)
          return createPayService({ options, modal: c.get(TOKENS.modal), connection: c.get(TOKENS.connection), router: c.get(TOKENS.router), analytics: c.get(TOKENS.analytics), host })
        })
        .inSingletonScope()
    }),
    // an open payment is cancelled when its kernel is disposed
    start: (context) => {
      const service = context.get(PAY_SERVICE)
      return () => service.dispose()
    },
  }
}
