// The listing as a 4-column grid, virtualized by rows: 600+ wallets keep ~8 rows in the DOM. Only
// AllWallets imports this file, so @tanstack/react-virtual loads with that view's chunk alone.
import { observeElementRect, useVirtualizer, type Rect, type Virtualizer } from '@tanstack/react-virtual'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import type { Explorer, ExplorerWallet } from '../../../kernel/index.ts'
import { CertifiedIcon, WalletIcon } from '../../components/icons.tsx'
import { ImageIcon } from '../../components/image-icon.tsx'
import { walletImageSrc } from '../../wallets/listing.ts'
import { useTranslate } from '../../i18n/use-translate.ts'
import messages from '../../messages/compiled/en.ts'

export const COLUMNS = 4
/** A cell: 56px icon, a line of name, padding; rows never change height. */
export const ROW_HEIGHT = 100
/** The scroll area's height: about four and a half rows, so the cut row says "more below". */
export const VIEWPORT_HEIGHT = 432
/** "The end nears": the next page loads when a row this close to the last one renders. */
export const END_THRESHOLD_ROWS = 3

export interface WalletGridProps {
  wallets: readonly ExplorerWallet[]
  explorer: Explorer | undefined
  /** Names the list for assistive technology. */
  label: string
  /** `displayIndex`: the wallet's place in the grid, from 0. */
  onPick(wallet: ExplorerWallet, displayIndex: number): void
  /** Called when the last rows render (infinite scroll). */
  onEndReached?(): void
  /** Below the rows, inside the scroll area: "loading more", a retry. */
  footer?: ReactNode
  'data-testid'?: string
}

/** Where there is no layout (a test DOM, a hidden modal) the grid assumes its designed size. */
const DESIGNED: Rect = { width: 328, height: VIEWPORT_HEIGHT }
function observeRect(instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: Rect) => void) {
  return observeElementRect(instance, (rect) => cb(rect.width === 0 && rect.height === 0 ? DESIGNED : rect))
}

export function WalletGrid({ wallets, explorer, label, onPick, onEndReached, footer, 'data-testid': testId }: WalletGridProps) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const rows = Math.ceil(wallets.length / COLUMNS)
  const virtualizer = useVirtualizer({
    count: rows,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 2,
    initialRect: DESIGNED,
    observeElementRect: observeRect,
  })
  const items = virtualizer.getVirtualItems()
  const lastRendered = items.length ? items[items.length - 1]!.index : -1

  useEffect(() => {
    if (onEndReached && lastRendered >= rows - END_THRESHOLD_ROWS) onEndReached()
  }, [lastRendered, rows, onEndReached])

  return (
    <div
      ref={scrollRef}
      className="-mx-1 overflow-y-auto overscroll-contain px-1"
      style={{ height: `min(${VIEWPORT_HEIGHT}px, 60vh)` }}
      data-testid={testId}
    >
      <ul aria-label={label} className="relative m-0 list-none p-0" style={{ height: virtualizer.getTotalSize() }}>
        {items.flatMap((row) =>
          wallets.slice(row.index * COLUMNS, row.index * COLUMNS + COLUMNS).map((wallet, column) => (
            <li
              key={wallet.id}
              aria-posinset={row.index * COLUMNS + column + 1}
              aria-setsize={wallets.length}
              className="absolute p-1"
              style={{ top: row.start, insetInlineStart: `${(column * 100) / COLUMNS}%`, width: `${100 / COLUMNS}%`, height: ROW_HEIGHT }}
            >
              <WalletCell wallet={wallet} explorer={explorer} onPick={() => onPick(wallet, row.index * COLUMNS + column)} />
            </li>
          )),
        )}
      </ul>
      {footer}
    </div>
  )
}

function WalletCell({ wallet, explorer, onPick }: { wallet: ExplorerWallet; explorer: Explorer | undefined; onPick(): void }) {
  const nameId = useId()
  const badgeId = useId()
  const t = useTranslate(messages)
  const certified = wallet.badge_type === 'certified'
  return (
    <button
      type="button"
      data-testid={`all-wallets-item-${wallet.id}`}
      aria-labelledby={nameId}
      aria-describedby={certified ? badgeId : undefined}
      onClick={() => onPick()}
      className="flex h-full w-full flex-col items-center justify-center gap-2 rounded-lg bg-surface px-1 text-fg transition-colors hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
    >
      <span className="relative flex">
        <ImageIcon src={walletImageSrc(wallet, explorer)} fallback={<WalletIcon />} size={56} />
        {certified && (
          <span id={badgeId} role="img" aria-label={t('wallets.certified')} data-testid="certified-badge" className="absolute -end-1.5 -bottom-1.5 flex rounded-full bg-bg text-accent">
            <CertifiedIcon />
          </span>
        )}
      </span>
      {/* text, never HTML: a listing's names are untrusted */}
      {/* dir=auto: a Latin name in a right-to-left page keeps its start and loses its end to the ellipsis */}
      <span id={nameId} dir="auto" className="w-full truncate text-center text-xs font-medium" title={wallet.name}>
        {wallet.name}
      </span>
    </button>
  )
}
