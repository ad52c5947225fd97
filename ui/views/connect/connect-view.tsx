import { useEffect, useId, useState } from 'react'
import { namespaceName } from '../../../kernel/caip/namespace-name.ts'
import type { ViewProps } from '../view-props.ts'
import { TOKENS, type ConnectorSection, type ConnectorsService, type Kernel, type RecentWallet } from '../../../kernel/index.ts'
import { useKernel } from '../../app-kit/context.tsx'
import { GridIcon, WalletIcon } from '../../components/icons.tsx'
import { ImageIcon } from '../../components/image-icon.tsx'
import { BrandIcon } from '../../components/brand-icon.tsx'
import { BRAND_PATHS } from '../../components/brand-paths.ts'
import { ListItemButton } from '../../components/list-item-button.tsx'
import { useObservable } from '../../hooks/use-observable.ts'
import { explorerOf } from '../../wallets/explorer-of.ts'
import { walletImageSrc, type ListingFilter } from '../../wallets/listing.ts'
import { RECOMMENDED_WALLETS_LIMIT } from '../../wallets/limits.ts'
import { openWallet } from '../../wallets/open-wallet.ts'
import { platformOf, trackSelectWallet } from '../../wallets/select-wallet-event.ts'
import { connectExternal } from '../connecting-external/connect-external.ts'
import { loadView } from '../load-view.ts'
import { pushView } from '../push-view.ts'
import { CONNECT_SECTION_VIEW, PluginConnectSection } from './connect-section.tsx'
import { connectSections, type ConnectEntry } from './connect-sections.ts'
import { connectNamespace, listingCovers, sectionsFor } from './connect-namespace.ts'
import { prepareConnect } from './prepare-connect.ts'
import { useListing } from './use-listing.ts'
import { showsAllWallets } from '../../../kernel/config/connect-options.ts'
import { ListingFailureNotice } from './listing-failure-notice.tsx'
import { useLocale, useTranslate } from '../../i18n/use-translate.ts'
import messages from '../../messages/compiled/en.ts'

export const title = 'Connect Wallet'
export const titleId = 'connect.title'
/** The email field (and social logins) shows with the wallets, never a moment after them. */
export const sections = [CONNECT_SECTION_VIEW]

const TAGS: Partial<Record<ConnectorSection, 'connect.recent' | 'connect.installed'>> = { recent: 'connect.recent', injected: 'connect.installed' }

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

/** A pointer on (or focus in) the All Wallets button starts fetching its view's chunk. */
function preloadAllWallets(kernel: Kernel) {
  const loader = kernel.get(TOKENS.views).get('AllWallets')
  if (loader) loadView(loader).catch(() => {}) // the outlet shows a failure when it renders
}

/**
 * The wallets in section order (walletConnect, recent, injected, featured, custom,
 * external, recommended; `features.connectorTypeOrder`) and, where `allWallets` shows it, the way to the whole listing. An
 * installed wallet opens ConnectingExternal; a listing wallet opens its WalletConnect view.
 */
export default function ConnectView({ data }: Partial<ViewProps<'Connect'>> = {}) {
  const kernel = useKernel()
  // a network of a namespace that is not connected: only wallets that connect it
  const [namespace] = useState(() => connectNamespace(kernel, data?.namespace))
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
  const countId = useId()
  const t = useTranslate(messages)
  const { tag } = useLocale()
  // once the list shows, plugins fetch what a pick will need (e.g. WalletConnect's sign-client)
  useEffect(() => prepareConnect(kernel), [kernel])

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
  const sections = (namespace ? sectionsFor(all, available, namespace) : all)
    .map((group) => ({ ...group, entries: group.entries.filter((entry) => entry.kind !== 'connector' || entry.connector.type !== 'AUTH') }))
    .filter((group) => group.entries.length > 0)
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
    explorer && !settled && !failure && listingCovers(available, namespace)
      ? (listing ? 0 : RECOMMENDED_WALLETS_LIMIT) + (featured ? 0 : options.featuredWalletIds.length)
      : 0

  return (
    <div className="flex flex-col gap-2" data-testid="connect-view">
      {namespace && (
        <p className="pb-1 text-center text-sm text-muted" data-testid="connect-namespace">
          {t('connect.onNamespace', { namespace: namespaceName(namespace) })}
        </p>
      )}
      {(!namespace || namespace === 'eip155') && <PluginConnectSection />}
      {sections.length === 0 && settled && (
        <div className="flex flex-col items-center gap-2 py-8 text-center" data-testid="connect-empty">
          <span className="text-muted">
            <WalletIcon />
          </span>
          <p className="text-base font-semibold text-fg">{t('wallets.noneFound')}</p>
          <p className="text-sm text-muted">
            {allWallets ? t('connect.installOrPick') : t('connect.install')}
          </p>
        </div>
      )}
      {sections.map((group) => (
        <ul key={group.section} className="m-0 flex list-none flex-col gap-2 p-0" data-section={group.section}>
          {group.entries.map((entry) => (
            <li key={entry.id}>
              <ListItemButton
                data-testid={`wallet-selector-${entry.id}`}
                label={entry.kind === 'connector' ? entry.connector.name : entry.wallet.name}
                icon={
                  <ImageIcon
                    src={entry.kind === 'connector' ? entry.connector.imageUrl : (entry.imageUrl ?? walletImageSrc(entry.wallet, explorer))}
                    fallback={entry.kind === 'connector' && entry.connector.type === 'WALLET_CONNECT' ? <BrandIcon icon={BRAND_PATHS.walletconnect} size={26} /> : <WalletIcon />}
                  />
                }
                trailing={
                  TAGS[group.section] && (
                    <span aria-hidden="true" className="rounded-sm bg-surface-hover px-2 py-0.5 text-xs font-medium text-muted">
                      {t(TAGS[group.section]!)}
                    </span>
                  )
                }
                onClick={() => select(entry, displayIndexOf(entry))}
              />
            </li>
          ))}
        </ul>
      ))}
      {/* the listing's wallets not here yet: their rows' space is kept, so the dialog does not grow when they come */}
      {reserved > 0 && (
        <ul aria-hidden="true" className="m-0 flex list-none flex-col gap-2 p-0" data-testid="connect-loading-rows">
          {Array.from({ length: reserved }, (_, i) => (
            <li key={i} className="flex items-center gap-3 rounded-lg bg-surface px-3 py-2.5">
              <span className="size-10 shrink-0 rounded-md bg-surface-hover motion-safe:animate-pulse" />
              <span className="h-4 w-32 rounded-sm bg-surface-hover motion-safe:animate-pulse" />
            </li>
          ))}
        </ul>
      )}
      {failure && <ListingFailureNotice failure={failure} onRetry={retry} />}
      {allWallets && (
        <>
          <ListItemButton
            data-testid="all-wallets"
            label={t('wallets.all')}
            aria-describedby={count !== undefined ? countId : undefined}
            icon={
              <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-md border border-line bg-surface-hover text-muted">
                <GridIcon />
              </span>
            }
            trailing={
              count !== undefined && (
                <span aria-hidden="true" className="rounded-sm bg-surface-hover px-2 py-0.5 text-xs font-medium text-muted" data-testid="all-wallets-count">
                  {new Intl.NumberFormat(tag).format(count)}
                </span>
              )
            }
            onPointerEnter={() => preloadAllWallets(kernel)}
            onFocus={() => preloadAllWallets(kernel)}
            onClick={() => {
              kernel.get(TOKENS.analytics).track('CLICK_ALL_WALLETS')
              pushView(kernel, 'AllWallets')
            }}
          />
          {count !== undefined && (
            <span id={countId} hidden>
              {t('connect.walletCount', { count })}
            </span>
          )}
        </>
      )}
    </div>
  )
}
