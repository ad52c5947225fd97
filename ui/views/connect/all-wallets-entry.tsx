import { useId } from 'react'
import { TOKENS, type Kernel } from '../../../kernel/index.ts'
import { GridIcon } from '../../components/icons.tsx'
import { formatCount } from '../../format/count-format.ts'
import { ListItemButton } from '../../components/list-item-button.tsx'
import { useLocale, useTranslate } from '../../i18n/use-translate.ts'
import messages from '../../messages/compiled/en.ts'
import { loadView } from '../load-view.ts'
import { pushView } from '../push-view.ts'
import type { TowardWallet } from './use-prepare-connect.ts'

/** A pointer on (or focus in) the All Wallets button starts fetching its view's chunk. */
function preloadAllWallets(kernel: Kernel) {
  const loader = kernel.get(TOKENS.views).get('AllWallets')
  if (loader) loadView(loader).catch(() => {}) // the outlet shows a failure when it renders
}

/** The way to the whole listing, with its wallet count once the listing answered. */
export function AllWalletsEntry({ kernel, count, toward }: { kernel: Kernel; count: number | undefined; toward: TowardWallet }) {
  const countId = useId()
  const t = useTranslate(messages)
  const { tag } = useLocale()
  return (
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
              {formatCount(count, tag)}
            </span>
          )
        }
        onPointerEnter={() => (preloadAllWallets(kernel), toward.onPointerEnter())}
        onFocus={() => (preloadAllWallets(kernel), toward.onFocus())}
        onTouchStart={toward.onTouchStart}
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
  )
}
