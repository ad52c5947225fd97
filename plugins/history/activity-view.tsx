// Activity: the connected account's transactions on the active network from the history API,
// grouped by day, a page at a time: the next page loads when the end of the list comes into view
// (IntersectionObserver), and a "Load more" button does the same where there is none (or for a
// keyboard). Shown inline by the Account view's Activity tab, or as a view of its own.
import { useEffect, useMemo, useRef } from 'react'
import { explorerTransactionUrl, TOKENS, type Network } from 'portico'
import {
  useKernel,
  type ViewTitle,
  SecondaryButton,
  safeLinkUrl,
  Spinner,
  useAccountState,
  useNetworkState,
  useLocale,
  useTranslate,
} from '../../ui/kit/index.ts'
import { ActivityRow } from './activity-row.tsx'
import { groupByDay } from './group-by-day.ts'
import { useActivityFeed } from './use-activity-feed.ts'
import messages from './messages/compiled/en.ts'

export const title: ViewTitle<'Activity'> = 'Activity'
export const titleId = 'history.title'

export default function ActivityView() {
  const kernel = useKernel()
  const account = useAccountState()
  const net = useNetworkState(kernel)
  const t = useTranslate(messages)

  if (!account?.address) return <p className="py-8 text-center text-sm text-muted">{t('history.noAccount')}</p>
  // Activity is read for EVM accounts only
  if (net.activeNetwork.chainNamespace !== 'eip155') {
    return <p className="py-8 text-center text-sm text-muted">{t('history.evmOnly')}</p>
  }
  // a new account or network is a new list: nothing of the previous one shows meanwhile
  const chainId = net.activeNetwork.caipNetworkId
  return <ActivityList key={`${chainId}:${account.address}`} address={account.address} chainId={chainId} networkName={net.activeNetwork.name} />
}

function ActivityList({ address, chainId, networkName }: { address: string; chainId: string; networkName: string }) {
  const kernel = useKernel()
  const { feed, state } = useActivityFeed(kernel.get(TOKENS.blockchainApi), kernel.get(TOKENS.logger), address, chainId)
  const t = useTranslate(messages)
  const locale = useLocale()
  // English keeps the visitor's own date and time conventions; another locale writes its own
  const tag = locale.language === 'en' ? undefined : locale.tag
  const groups = useMemo(() => groupByDay(state.transactions, new Date(), tag), [state.transactions, tag])
  const time = useMemo(() => new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit' }), [tag])
  const dayText = (label: string) => (label === 'Today' ? t('history.today') : label === 'Yesterday' ? t('history.yesterday') : label === 'Unknown date' ? t('history.unknownDate') : label)
  const networks = kernel.options.networks

  const canLoadMore = state.loaded && state.hasMore && state.status === 'idle'
  const loadMore = () => void feed?.loadMore()

  if (!state.loaded && state.status !== 'error') {
    return (
      <div className="flex min-h-32 items-center justify-center text-muted" data-testid="activity-view">
        <Spinner size={24} label={t('history.loading')} />
      </div>
    )
  }
  if (state.loaded && state.transactions.length === 0 && state.status === 'idle') {
    return (
      <div className="flex flex-col items-center gap-1 py-8 text-center" data-testid="activity-view">
        <p className="text-base font-semibold text-fg" data-testid="activity-empty">
          {t('history.empty')}
        </p>
        <p className="text-sm text-muted">{t('history.emptyHint', { network: networkName })}</p>
      </div>
    )
  }

  return (
    <div className="flex w-full flex-col gap-3" data-testid="activity-view">
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`activity-day-${group.key}`}>
          <h3 id={`activity-day-${group.key}`} className="mb-1 px-2 text-xs font-semibold uppercase tracking-wide text-muted" data-testid="activity-day">
            {dayText(group.label)}
          </h3>
          <ul className="flex flex-col">
            {group.transactions.map((tx) => (
              <ActivityRow key={tx.id} transaction={tx} address={address} time={time} t={t} locale={locale} href={explorerLink(networks, tx.metadata.chain ?? chainId, tx.metadata.hash)} />
            ))}
          </ul>
        </section>
      ))}
      {state.status === 'error' && (
        <div className="flex flex-col items-center gap-2 py-4 text-center">
          <p role="alert" className="text-sm text-error" data-testid="activity-error">
            {state.error === 'Failed to fetch transactions' ? t('history.error.fetch') : state.error}
          </p>
          <SecondaryButton onClick={() => void feed?.retry()} data-testid="activity-retry">
            {t('history.tryAgain')}
          </SecondaryButton>
        </div>
      )}
      {state.status === 'loading' && (
        <div className="flex justify-center py-2 text-muted">
          <Spinner size={20} label={t('history.loadingMore')} />
        </div>
      )}
      {canLoadMore && (
        <>
          <EndOfList onVisible={loadMore} count={state.transactions.length} />
          <SecondaryButton onClick={loadMore} data-testid="activity-load-more">
            {t('history.loadMore')}
          </SecondaryButton>
        </>
      )}
    </div>
  )
}

/** The transaction on the block explorer of its network, when the app's definition names one. */
function explorerLink(networks: readonly Network[], caipNetworkId: string, hash: string): string | undefined {
  return safeLinkUrl(explorerTransactionUrl(networks.find((n) => n.caipNetworkId === caipNetworkId), hash))
}

/**
 * Calls `onVisible` when the end of the list scrolls into view. Observed again for every page
 * (`count`), so a page too short to fill the panel brings the next one at once.
 */
function EndOfList({ onVisible, count }: { onVisible(): void; count: number }) {
  const ref = useRef<HTMLDivElement>(null)
  const latest = useRef(onVisible)
  latest.current = onVisible
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) latest.current()
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [count])
  return <div ref={ref} aria-hidden="true" className="h-px w-full" data-testid="activity-end" />
}
