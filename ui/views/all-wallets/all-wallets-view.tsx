import { useEffect, useState, type ReactNode } from 'react'
import { TOKENS, type ExplorerWallet } from '../../../kernel/index.ts'
import { useKernel } from '../../app-kit/context.tsx'
import { SecondaryButton } from '../../components/buttons.tsx'
import { ErrorIcon, SearchIcon, WalletIcon } from '../../components/icons.tsx'
import { Spinner } from '../../components/spinner.tsx'
import { useObservable } from '../../hooks/use-observable.ts'
import { explorerOf } from '../../wallets/explorer-of.ts'
import { PREFETCHED_IMAGES } from '../../wallets/limits.ts'
import { keepWallet, walletImageSrc } from '../../wallets/listing.ts'
import { openWallet } from '../../wallets/open-wallet.ts'
import { imageConstructorOf, preloadImages } from '../../wallets/preload-images.ts'
import { usePrepareConnect } from '../connect/use-prepare-connect.ts'
import { WalletGrid } from './wallet-grid.tsx'
import { createWalletPages } from './wallet-pages.ts'
import { createWalletSearch } from './wallet-search.ts'
import { BARE_INPUT_CLASS } from '../../components/input-class.ts'
import { useTranslate } from '../../i18n/use-translate.ts'
import messages from '../../messages/compiled/en.ts'

export const title = 'All Wallets'
export const titleId = 'wallets.all'

/**
 * The whole wallet listing (AllWallets): pages of 40 loaded as the visitor scrolls, and a
 * search. A failed request leaves the view usable: it says why and offers to try again.
 */
export default function AllWalletsView() {
  const kernel = useKernel()
  const [{ pages, search, explorer }] = useState(() => {
    const explorer = explorerOf(kernel)
    const { includeWalletIds, excludeWalletIds } = kernel.options
    const filter = { included: includeWalletIds, excluded: excludeWalletIds, mobile: kernel.get(TOKENS.environment).isMobile() }
    const keep = (wallet: ExplorerWallet) => keepWallet(wallet, filter)
    const params = { include: includeWalletIds.length ? includeWalletIds : undefined, exclude: excludeWalletIds.length ? excludeWalletIds : undefined }
    const win = kernel.get(TOKENS.environment).window
    const beforeFirstShow = (wallets: readonly ExplorerWallet[]) =>
      preloadImages(
        wallets
          .slice(0, PREFETCHED_IMAGES)
          .map((w) => walletImageSrc(w, explorer))
          .filter((url): url is string => url !== undefined),
        { Image: imageConstructorOf(win) },
      )
    return {
      explorer,
      pages: createWalletPages({ explorer, params, keep, beforeFirstShow }),
      search: createWalletSearch({ explorer, params, keep }),
    }
  })
  const listing = useObservable(pages, pages.get)
  const found = useObservable(search, search.get)
  const [text, setText] = useState('')
  const t = useTranslate(messages)

  useEffect(() => {
    pages.start()
    search.start()
    return () => {
      pages.stop()
      search.stop()
    }
  }, [pages, search])
  // a wallet picked here connects as one picked in the Connect view: its code (and a phone's pairing)
  // ahead, sooner when the visitor moves into the list or its search
  const toward = usePrepareConnect(kernel)

  const pick = (wallet: ExplorerWallet, displayIndex?: number) => openWallet(kernel, wallet, displayIndex)
  let body: ReactNode
  let summary = ''
  if (found.query) {
    if (found.status === 'loading') body = <Loading label={t('wallets.searching')} />
    else if (found.status === 'error') body = <LoadError reason={found.error} onRetry={() => search.retry()} />
    else if (found.results.length === 0) body = <Empty hint={t('wallets.tryAnotherName')} />
    else body = <WalletGrid wallets={found.results} explorer={explorer} label={t('wallets.searchResults')} onPick={pick} data-testid="all-wallets-results" />
    if (found.status === 'ready') summary = t('wallets.found', { count: found.results.length })
  } else if (listing.status === 'loading') {
    body = <Loading label={t('wallets.loading')} />
  } else if (listing.status === 'error') {
    body = <LoadError reason={listing.error} onRetry={() => pages.retry()} />
  } else if (listing.wallets.length === 0 && !listing.hasMore) {
    body = <Empty hint={t('wallets.noneForDevice')} />
  } else {
    body = (
      <WalletGrid
        wallets={listing.wallets}
        explorer={explorer}
        label={t('wallets.list')}
        onPick={pick}
        onEndReached={pages.loadMore}
        data-testid="all-wallets-list"
        footer={
          listing.loadingMore ? (
            <div className="flex justify-center py-3 text-muted">
              <Spinner size={20} label={t('wallets.loadingMore')} />
            </div>
          ) : listing.error ? (
            <LoadError reason={listing.error} onRetry={() => pages.retry()} compact />
          ) : undefined
        }
      />
    )
  }

  return (
    <div className="flex flex-col gap-3" data-testid="all-wallets-view" {...toward}>
      <label className="flex h-10 items-center gap-2 rounded-lg border border-line bg-surface px-3 text-muted focus-within:outline-2 focus-within:outline-accent">
        <SearchIcon />
        <input
          type="search"
          aria-label={t('wallets.search')}
          placeholder={t('wallets.search')}
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          value={text}
          data-testid="all-wallets-search"
          onChange={(event) => {
            setText(event.target.value)
            search.setQuery(event.target.value)
          }}
          className={`min-w-0 flex-1 ${BARE_INPUT_CLASS}`}
        />
      </label>
      {body}
      <p className="sr-only" aria-live="polite" data-testid="all-wallets-summary">
        {summary}
      </p>
    </div>
  )
}

function Loading({ label }: { label: string }) {
  return (
    <div className="flex min-h-40 items-center justify-center text-muted" data-testid="all-wallets-loading">
      <Spinner size={28} label={label} />
    </div>
  )
}

function Empty({ hint }: { hint: string }) {
  const t = useTranslate(messages)
  return (
    <div className="flex min-h-40 flex-col items-center justify-center gap-2 text-center" data-testid="all-wallets-empty">
      <span className="text-muted">
        <WalletIcon />
      </span>
      <p className="text-base font-semibold text-fg">{t('wallets.noneFound')}</p>
      <p className="text-sm text-muted">{hint}</p>
    </div>
  )
}

function LoadError({ reason, onRetry, compact = false }: { reason: string | undefined; onRetry(): void; compact?: boolean }) {
  const t = useTranslate(messages)
  return (
    <div className={`flex flex-col items-center gap-3 text-center ${compact ? 'py-3' : 'min-h-40 justify-center py-4'}`} data-testid="all-wallets-error">
      <p role="alert" className="flex items-center gap-2 text-sm font-medium text-error">
        <ErrorIcon />
        {compact ? t('wallets.loadMoreFailed') : t('wallets.loadFailed')}
        {reason ? ` (${reason})` : ''}
      </p>
      <SecondaryButton data-testid="all-wallets-retry" onClick={onRetry} className={compact ? 'w-auto' : ''}>
        {t('modal.tryAgain')}
      </SecondaryButton>
    </div>
  )
}
