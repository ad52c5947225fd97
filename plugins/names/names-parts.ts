// What `names()` loads with the kernel: its API client and the registration service (one each per kernel).
import { ContainerModule } from 'inversify'
import { TOKENS, type PluginParts } from 'portico'
import { createNamesApi } from './names-api.ts'
import { createNameRegistration } from './registration.ts'
import { NAME_REGISTRATION, NAMES_API } from './token.ts'

export function namesParts(): PluginParts {
  return {
    // its views' catalogs other than English (only the active locale's is fetched)
    messages: { es: () => import('./messages/compiled/es.ts'), ar: () => import('./messages/compiled/ar.ts') },
    services: new ContainerModule(({ bind }) => {
      bind(NAMES_API)
        .toDynamicValue((c) => createNamesApi(c.get(TOKENS.apiContext), c.get(TOKENS.blockchainApi)))
        .inSingletonScope()
      bind(NAME_REGISTRATION)
        .toDynamicValue((c) =>
          createNameRegistration({
            connection: c.get(TOKENS.connection),
            network: c.get(TOKENS.network),
            router: c.get(TOKENS.router),
            names: c.get(NAMES_API),
            logger: c.get(TOKENS.logger),
          }),
        )
        .inSingletonScope()
    }),
  }
}
