// `history()`: the Account view's Activity (EVM only). Its view is the only code, and it
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
    // its catalogs load with the kernel (the module is PluginParts: { messages })
    load: () => import('./history-catalogs.ts'),
    views: { Activity: () => import('./activity-view.tsx') },
    slots: { accountActivity: 'Activity' },
  }
}
