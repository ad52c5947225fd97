// `siwx()`: the plugin object a dApp composes. Its flow loads with the kernel, its view when shown.
import type { Plugin, SiwxConfig } from 'portico'

const signMessageView = () => import('./views/siwx-sign-message-view.tsx')

/**
 * Sign in with X. The config comes from here or from the `siwx` / `siweConfig` option:
 *   plugins: [evm(), siwx(createBackendSiwxConfig({ baseUrl, required: true }))]
 */
export function siwx(config?: SiwxConfig): Plugin {
  return {
    id: 'siwx',
    load: () => import('./siwx-parts.ts').then((m) => m.siwxParts(config)),
    // ConnectingSiwe is AppKit's name for the same step under the legacy SIWE config.
    views: { SIWXSignMessage: signMessageView, ConnectingSiwe: signMessageView },
  }
}
