// `history()`: the Account view's Activity (SPEC §1: EVM only). Its view is the only code, and it
// loads when the Activity tab is first shown.
import type { Plugin } from 'portico'

declare module 'portico' {
  interface ViewData {
    Activity: undefined
  }
}

export function history(): Plugin {
  return {
    id: 'history',
    // its view's catalogs other than English (only the active locale's is fetched)
    messages: { es: () => import('./messages/compiled/es.ts'), ar: () => import('./messages/compiled/ar.ts') },
    views: { Activity: () => import('./activity-view.tsx') },
  }
}
