// The Connect view's sections (order: walletConnect, recent, injected, featured, custom,
// external, recommended): the kernel's connector sections, completed from the wallet listing and
// the dApp's options. Pure, so every rule is testable without React.
import {
  CONNECTOR_SECTIONS,
  type Connector,
  type ConnectorGroup,
  type ConnectorSection,
  type CustomWallet,
  type ExplorerWallet,
  type RecentWallet,
  type WalletPage,
} from '../../../kernel/index.ts'
import { RECOMMENDED_WALLETS_LIMIT } from '../../wallets/limits.ts'
import { customWalletEntry, installedConnectorFor, isExcludedWallet, keepWallet, type ListingFilter } from '../../wallets/listing.ts'

export type ConnectEntry =
  | { kind: 'connector'; id: string; connector: Connector }
  /** A listing, custom or recent wallet that is not installed. `imageUrl`: a recent wallet's own icon. */
  | { kind: 'wallet'; id: string; wallet: ExplorerWallet; imageUrl?: string }

export interface ConnectSection {
  section: ConnectorSection
  entries: ConnectEntry[]
}

export interface ConnectSectionsInput {
  /** The kernel's sections (walletConnect, recent, injected, external), in its order. */
  groups: readonly ConnectorGroup[]
  /** Every available connector (installed, announced, WalletConnect...). */
  connectors: readonly Connector[]
  /** The connectors service's recent wallets, newest first (at most 2). */
  recent: readonly RecentWallet[]
  featuredWalletIds: readonly string[]
  customWallets: readonly CustomWallet[]
  filter: ListingFilter
  /** The listing's `include: featuredWalletIds` answer, if it came. */
  featured?: WalletPage
  /** The listing's first page, if it came. */
  listing?: WalletPage
  order?: readonly ConnectorSection[]
}

const listOf = (page: WalletPage | undefined) => (Array.isArray(page?.data) ? page.data.filter((w) => w && typeof w === 'object') : [])

export function connectSections(input: ConnectSectionsInput): ConnectSection[] {
  const { connectors, filter } = input
  const byKernel = new Map(input.groups.map((g) => [g.section, g.connectors]))
  const shown = new Set<string>()
  const take = (entries: ConnectEntry[]) => entries.filter((e) => (shown.has(e.id) ? false : (shown.add(e.id), true)))
  const installed = (wallet: ExplorerWallet) => installedConnectorFor(connectors, wallet) !== undefined
  const connectorIds = new Set(connectors.flatMap((c) => [c.id, ...(c.connectors ?? []).map((i) => i.id)]))
  const fromKernel = (section: ConnectorSection): ConnectEntry[] =>
    (byKernel.get(section) ?? []).map((connector) => ({ kind: 'connector', id: connector.id, connector }))

  // Recent first among the wallets, so nothing below repeats one.
  const recentConnectors = new Map((byKernel.get('recent') ?? []).map((c) => [c.id, c]))
  const recent = take(
    input.recent.flatMap((r): ConnectEntry[] => {
      const connector = recentConnectors.get(r.id) ?? connectors.find((c) => c.id === r.id)
      if (connector) return [{ kind: 'connector', id: connector.id, connector }]
      const wallet: ExplorerWallet = { id: r.id, name: r.name }
      if (connectorIds.has(r.id) || isExcludedWallet(wallet, filter.excluded)) return []
      return [{ kind: 'wallet', id: r.id, wallet, imageUrl: r.imageUrl }]
    }),
  )
  // the kernel's recent connectors, should the stored list and the kernel's disagree
  const recentAll = [...recent, ...take(fromKernel('recent'))]

  const walletConnect = take(fromKernel('walletConnect'))
  const injected = take(fromKernel('injected'))
  const external = take(fromKernel('external'))
  const wallet = (w: ExplorerWallet): ConnectEntry => ({ kind: 'wallet', id: w.id, wallet: w })

  const featuredOrder = new Map(input.featuredWalletIds.map((id, i) => [id, i]))
  const featured = take(
    listOf(input.featured)
      .filter((w) => featuredOrder.has(w.id) && keepWallet(w, { ...filter, included: [] }) && !installed(w))
      .sort((a, b) => featuredOrder.get(a.id)! - featuredOrder.get(b.id)!)
      .map(wallet),
  )
  const custom = take(
    input.customWallets
      .map(customWalletEntry)
      .filter((w) => !isExcludedWallet(w, filter.excluded))
      .map(wallet),
  )
  const recommended = take(
    listOf(input.listing)
      .filter((w) => !featuredOrder.has(w.id) && keepWallet(w, filter) && !installed(w) && !shown.has(w.id))
      .slice(0, RECOMMENDED_WALLETS_LIMIT)
      .map(wallet),
  )

  const sections: Record<ConnectorSection, ConnectEntry[]> = {
    walletConnect,
    recent: recentAll,
    injected,
    featured,
    custom,
    external,
    recommended,
  }
  return (input.order ?? CONNECTOR_SECTIONS)
    .map((section) => ({ section, entries: sections[section] }))
    .filter((s) => s.entries.length > 0)
}
