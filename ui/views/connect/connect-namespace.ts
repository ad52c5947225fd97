import { TOKENS, type ChainNamespace, type Connector, type Kernel } from '../../../kernel/index.ts'
import type { ConnectSection } from './connect-sections.ts'

/**
 * The namespace the Connect view offers wallets for: the one its route asks for (the visitor chose
 * a network of a namespace that is not connected), else the one the modal was opened for, else the
 * active one when only another namespace is connected. Undefined: every wallet.
 */
export function connectNamespace(kernel: Kernel, asked?: ChainNamespace): ChainNamespace | undefined {
  if (asked) return asked
  const opened = kernel.get(TOKENS.modal).get().namespace
  if (opened) return opened
  const { activeNamespace } = kernel.get(TOKENS.network).get()
  const accounts = Object.values(kernel.get(TOKENS.connection).get())
  const otherConnected = accounts.some((a) => a.namespace !== activeNamespace && a.status === 'connected')
  return otherConnected && accounts.find((a) => a.namespace === activeNamespace)?.status !== 'connected' ? activeNamespace : undefined
}

/** Whether a connector (or a side of a merged one) connects `namespace`. */
export function coversNamespace(connector: Connector, namespace: ChainNamespace): boolean {
  return connector.connectors ? connector.connectors.some((c) => c.chain === namespace) : connector.chain === namespace
}

/**
 * The sections narrowed to wallets that connect `namespace`. A listing wallet goes through
 * WalletConnect, so it stays only when a WalletConnect connector covers that namespace.
 */
export function sectionsFor(sections: readonly ConnectSection[], connectors: readonly Connector[], namespace: ChainNamespace): ConnectSection[] {
  const overWalletConnect = connectors.some((c) => c.type === 'WALLET_CONNECT' && coversNamespace(c, namespace))
  return sections
    .map((s) => ({ ...s, entries: s.entries.filter((e) => (e.kind === 'connector' ? coversNamespace(e.connector, namespace) : overWalletConnect)) }))
    .filter((s) => s.entries.length > 0)
}

/** Whether All Wallets (listing wallets, all over WalletConnect) can connect `namespace`. */
export function listingCovers(connectors: readonly Connector[], namespace: ChainNamespace | undefined): boolean {
  return namespace === undefined || connectors.some((c) => c.type === 'WALLET_CONNECT' && coversNamespace(c, namespace))
}
