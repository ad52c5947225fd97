// What `walletConnect()` loads on demand: the capability object factories. Still no sign-client here:
// session.ts imports it dynamically on the first connect() or restore().
import { TOKENS, type ChainAdapter, type PluginContext, type PluginParts, type ViewLoader } from 'portico'
import { openLinkModeLink } from './app-links.ts'
import { loadSignClient } from './load-sign-client.ts'
import { createWalletConnectAdapter, WALLETCONNECT_CONNECTOR, type WalletConnectAdapter } from './adapter.ts'
import { dropPairingOnClose, preparePairingOnPhone } from './prepare-on-phones.ts'
import { createWalletConnectSolanaAdapter } from './solana-adapter.ts'
import type { WalletConnectPluginOptions } from './plugin-options.ts'

/**
 * One WalletConnect session per kernel: its eip155 adapter serves only its own connector, beside the
 * evm plugin's adapter; when the dApp lists Solana networks, a solana adapter over the same session
 * carries the solana accounts the wallet approved (see solana-adapter.ts).
 */
const adapterOf = (context: PluginContext) => context.get(TOKENS.adapters).find((a): a is WalletConnectAdapter => 'preparePairing' in a)

/** Link mode applies on a phone; its links open in the tap, as a wallet's app link does. */
const linkModePage = (context: PluginContext, win: Window) => ({
  enabled: () => context.get(TOKENS.environment).isMobile(),
  open: (url: string) => openLinkModeLink(win, url),
  window: win,
})

/** A request over the relay opens the wallet app remembered at connect, on a phone. */
const walletAppPage = (context: PluginContext, win: Window) => ({
  isPhone: () => context.get(TOKENS.environment).isMobile(),
  remembered: () => context.get(TOKENS.storage).get('deepLinkChoice')?.href,
  window: win,
})

export function walletConnectParts(options: WalletConnectPluginOptions, views: Readonly<Record<string, ViewLoader>> = {}): PluginParts {
  return {
    // its views' catalogs other than English (only the active locale's is fetched); here, not in
    // walletConnect() itself, so the page's first bundle does not grow
    messages: { es: () => import('./messages/compiled/es.ts'), ar: () => import('./messages/compiled/ar.ts') },
    start: (context: PluginContext) => {
      const adapter = adapterOf(context)
      if (!adapter) return undefined
      const stopDropping = dropPairingOnClose(context, adapter)
      // a wallet's link-mode answer in this page's address, read 50 ms after the start
      const stopReceiving = adapter.session.receiveLinkModeAnswers()
      return () => {
        stopDropping()
        stopReceiving()
      }
    },
    // While the visitor reads the wallet list: the sign-client (~124 KB gzip, the long pole of
    // "click → QR code") and the views with the QR encoder; on a phone also the pairing, so a tap
    // opens the wallet's app at once. A computer reaches the relay only on the pick.
    prepareConnect: (context: PluginContext) => {
      // load-sign-client.ts is already in this chunk (the session imports it statically): call it,
      // and only the sign-client's own import() fetches, with no chunk of its loader before it
      loadSignClient().catch(() => {})
      for (const load of Object.values(views)) load().catch(() => {})
      const adapter = adapterOf(context)
      if (adapter) preparePairingOnPhone(context, adapter)
    },
    adapters: (context: PluginContext): ChainAdapter[] => {
      const eip155 = createWalletConnectAdapter({
        projectId: options.projectId ?? context.options.projectId ?? '',
        relayUrl: options.relayUrl,
        offline: options.offline,
        // with analytics off nothing is sent for analytics or telemetry, the sign-client's included
        telemetry: context.options.features.analytics,
        metadata: context.options.metadata,
        networks: context.options.networks,
        // Two modals on one page keep apart by their kernels' storage prefixes.
        storagePrefix: options.storagePrefix ?? `${context.options.storagePrefix}-wc`,
        // Bound only when siwx() is composed: without it, no one-click sign-in.
        signIn: () => {
          try {
            return context.get(TOKENS.siwxConfig)
          } catch {
            return undefined
          }
        },
        logger: context.get(TOKENS.logger),
        bundler: context.options,
        rpc: () => context.get(TOKENS.rpc),
        ...(context.window ? { window: context.window, linkMode: linkModePage(context, context.window), walletApp: walletAppPage(context, context.window) } : {}),
      })
      const solanaNetworks = context.options.networks.filter((n) => n.chainNamespace === 'solana')
      if (solanaNetworks.length === 0) return [eip155]
      const solana = createWalletConnectSolanaAdapter({
        session: eip155.session,
        connectorId: WALLETCONNECT_CONNECTOR.id,
        networks: solanaNetworks,
        activeNetwork: () => context.get(TOKENS.network).get().activeByNamespace['solana'],
        rpc: () => context.get(TOKENS.rpc),
      })
      return [eip155, solana]
    },
  }
}
