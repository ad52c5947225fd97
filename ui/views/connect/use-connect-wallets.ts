// What the Connect view's wallet part shows and does: the sections (from the connectors, the
// recent wallets, the listing and the options), whether All Wallets is offered, the rows still
// asked from the listing, and what a pick does.
import { useEffect, useState } from 'react'
import { TOKENS, type ChainNamespace, type ConnectorsService, type Kernel, type RecentWallet } from '../../../kernel/index.ts'
import { showsAllWallets } from '../../../kernel/config/connect-options.ts'
import { useObservable } from '../../hooks/use-observable.ts'
import { explorerOf } from '../../wallets/explorer-of.ts'
import type { ListingFilter } from '../../wallets/listing.ts'
import { RECOMMENDED_WALLETS_LIMIT } from '../../wallets/limits.ts'
import { openWallet } from '../../wallets/open-wallet.ts'
import { platformOf, trackSelectWallet } from '../../wallets/select-wallet-event.ts'
import { connectExternal } from '../connecting-external/connect-external.ts'
import { pushView } from '../push-view.ts'
import { connectSections, type ConnectEntry } from './connect-sections.ts'
import { listingCovers, sectionsFor } from './connect-namespace.ts'
import { useListing } from './use-listing.ts'
import { useInAppWallet } from './use-in-app-wallet.ts'

/** The connectors service's recent wallets (its stream answers at once: the first render has them). */
function useRecent(connectors: ConnectorsService): readonly RecentWallet[] {
  const [recent, setRecent] = useState<readonly RecentWallet[]>(() => {
    let now: readonly RecentWallet[] = []
    connectors.recent$.subscribe((value) => (now = value)).unsubscribe()
    return now
  })
  useEffect(() => {
    const subscription = connectors.recent$.subscribe(setRecent)
    return () => subscription.unsubscribe()
  }, [connectors])
  return recent
}

export function useConnectWallets(kernel: Kernel, namespace: ChainNamespace | undefined) {
  const connectors = kernel.get(TOKENS.connectors)
  const { options } = kernel
  const explorer = explorerOf(kernel)
  const [filter] = useState<ListingFilter>(() => ({
    included: options.includeWalletIds,
    excluded: options.excludeWalletIds,
    mobile: kernel.get(TOKENS.environment).isMobile(),
  }))
  const groups = useObservable(connectors.sections$, () => connectors.getSections())
  const available = useObservable(connectors.connectors$, () => connectors.getConnectors())
  const recent = useRecent(connectors)
  const { featured, listing, settled, failure, retry } = useListing(kernel, explorer, filter)

  const all = connectSections({
    groups,
    connectors: available,
    recent,
    featuredWalletIds: options.featuredWalletIds,
    customWallets: options.customWallets ?? [],
    filter,
    featured,
    listing,
    order: options.features.connectorTypeOrder,
  })
  // the auth connector is not a wallet button: its plugin's ConnectSection (the email field) stands for it
  const listed = (namespace ? sectionsFor(all, available, namespace) : all)
    .map((group) => ({ ...group, entries: group.entries.filter((entry) => entry.kind !== 'connector' || entry.connector.type !== 'AUTH') }))
    .filter((group) => group.entries.length > 0)
  // In a wallet's own browser that wallet shows alone: a QR code or another app's link is no use
  // from there (All Wallets still reaches the others).
  const inApp = useInAppWallet(kernel)
  const browserWallet = inApp && listed.flatMap((group) => group.entries).find((entry) => entry.kind === 'connector' && entry.connector.id === inApp.id)
  const sections = browserWallet ? [{ section: 'injected' as const, entries: [browserWallet] }] : listed
  const allWallets = showsAllWallets(options, filter.mobile) && listingCovers(available, namespace)

  const select = (entry: ConnectEntry, displayIndex: number) => {
    if (entry.kind === 'wallet') return openWallet(kernel, entry.wallet, displayIndex)
    trackSelectWallet(kernel, { name: entry.connector.name, platform: platformOf(entry.connector.type, kernel.get(TOKENS.environment).isMobile()), displayIndex })
    if (entry.connector.type === 'WALLET_CONNECT') {
      const views = kernel.get(TOKENS.views)
      // On a phone a QR code of this very screen is no use: the visitor picks the wallet app to open.
      if (kernel.get(TOKENS.environment).isMobile() && allWallets && views.has('AllWallets')) return pushView(kernel, 'AllWallets')
      // the WalletConnect connector shows its QR code (when a plugin fills that slot)
      const qr = views.slot('walletConnectQr')
      if (qr && views.has(qr)) return pushView(kernel, qr)
    }
    connectExternal(kernel, entry.connector.id, namespace)
  }
  // the row's place among every wallet row of the view, from the top
  const displayIndexOf = (entry: ConnectEntry) => sections.flatMap((group) => group.entries).indexOf(entry)
  const count = typeof listing?.count === 'number' && listing.count > 0 ? listing.count : undefined
  // rows the listing will add (the recommended wallets, the featured ones) while it is asked
  const reserved =
    explorer && !browserWallet && !settled && !failure && listingCovers(available, namespace)
      ? (listing ? 0 : RECOMMENDED_WALLETS_LIMIT) + (featured ? 0 : options.featuredWalletIds.length)
      : 0
  return { explorer, sections, allWallets, select, displayIndexOf, count, reserved, settled, failure, retry }
}

export type ConnectWallets = ReturnType<typeof useConnectWallets>
