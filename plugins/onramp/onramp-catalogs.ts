// What `onramp()` loads with the kernel: its API client (one per kernel) and its views' catalogs
// other than English, kept out of the plugin object so the page's first bundle does not carry them
// (only the active locale's is fetched).
import { ContainerModule } from 'inversify'
import { TOKENS, type MessageLoaders } from 'portico'
import { createOnrampApi } from './onramp-api.ts'
import { ONRAMP_API } from './token.ts'

export const messages: MessageLoaders = { es: () => import('./messages/compiled/es.ts'), ar: () => import('./messages/compiled/ar.ts') }

export const services = new ContainerModule(({ bind }) => {
  bind(ONRAMP_API)
    .toDynamicValue((c) => createOnrampApi(c.get(TOKENS.apiContext)))
    .inSingletonScope()
})
