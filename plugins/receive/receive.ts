// `receive()`: the Account view's Receive feature (wallet features). Its view is the only
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
    // its catalogs load with the kernel (the module is PluginParts: { messages })
    load: () => import('./receive-catalogs.ts'),
    views: { Receive: () => import('./receive-view.tsx') },
    // receiving is an address: every chain family
    accountFeatures: [{ id: 'receive', view: 'Receive', label: 'Receive' }],
  }
}
