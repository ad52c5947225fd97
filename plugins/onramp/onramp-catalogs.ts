// What `onramp()` loads with the kernel: its views' catalogs other than English, kept out of the
// plugin object so the page's first bundle does not carry them (only the active locale's is fetched).
import type { MessageLoaders } from 'portico'

export const messages: MessageLoaders = { es: () => import('./messages/compiled/es.ts'), ar: () => import('./messages/compiled/ar.ts') }
