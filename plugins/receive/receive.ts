// `receive()`: the Account view's Receive feature (SPEC §1 wallet features). Its view is the only
// code, and it loads when first shown.
import type { Plugin } from 'portico'

declare module 'portico' {
  interface ViewData {
    Receive: undefined
  }
}

export function receive(): Plugin {
  return {
    id: 'receive',
    // its view's catalogs other than English (only the active locale's is fetched)
    messages: { es: () => import('./messages/compiled/es.ts'), ar: () => import('./messages/compiled/ar.ts') },
    views: { Receive: () => import('./receive-view.tsx') },
  }
}
