// What `send()` loads with the kernel: its views' catalogs other than English (only the active
// locale's is fetched) and AppKit's name for its form, kept out of the plugin object so the page's
// first bundle does not carry them.
import type { MessageLoaders, PluginParts } from 'portico'
import { walletSendDraft } from './wallet-send.ts'

export const messages: MessageLoaders = { es: () => import('./messages/compiled/es.ts'), ar: () => import('./messages/compiled/ar.ts') }

/** AppKit's name for the form: `open({ view: 'WalletSend', arguments })` opens it filled in. */
export const appKitViews: PluginParts['appKitViews'] = { WalletSend: (args) => ({ view: 'Send', data: walletSendDraft(args) }) }
