// What `names()` loads with the kernel: the registration service (one per kernel).
import { ContainerModule } from 'inversify'
import { TOKENS, type PluginParts } from 'portico'
import { createNameRegistration } from './registration.ts'
import { NAME_REGISTRATION } from './token.ts'

export function namesParts(): PluginParts {
  return {
    // its views' catalogs other than English (only the active locale's is fetched)
    messages: { es: () => import('./messages/compiled/es.ts'), ar: () => import('./messages/compiled/ar.ts') },
    services: new ContainerModule(({ bind }) => {
      bind(NAME_REGISTRATION)
        .toDynamicValue((c) =>
          createNameRegistration({
            connection: c.get(TOKENS.connection),
            network: c.get(TOKENS.network),
            router: c.get(TOKENS.router),
            names: c.get(TOKENS.blockchainApi),
            logger: c.get(TOKENS.logger),
          }),
        )
        .inSingletonScope()
    }),
  }
}
