// `names()`: account names (RegisterAccountName and RegisterAccountNameSuccess): the
// Account view offers "Choose a name" to an EVM account without one when this plugin is composed.
// Its registration service loads with the kernel, its views when first shown.
import type { Plugin } from 'portico'

declare module 'portico' {
  interface ViewData {
    /** `registering`: the pending step over the form, while the wallet signs and the name registers. */
    RegisterAccountName: { registering: string } | undefined
    /** The full name just registered. */
    RegisterAccountNameSuccess: { name: string }
  }
}

export function names(): Plugin {
  return {
    id: 'names',
    load: () => import('./names-parts.ts').then((m) => m.namesParts()),
    views: {
      RegisterAccountName: () => import('./register-account-name-view.tsx'),
      RegisterAccountNameSuccess: () => import('./register-account-name-success-view.tsx'),
    },
    slots: { accountName: 'RegisterAccountName' },
  }
}
