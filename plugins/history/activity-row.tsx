// One transaction of the Activity list: token icon, operation, other party, amounts, status in
// words (not only colour) and time; a link to the network's block explorer when it names one.
import type { WalletTransaction } from 'portico'
import { ExternalLinkIcon } from '../../ui/components/icons.tsx'
import { ImageIcon } from '../../ui/components/image-icon.tsx'
import { truncateAddress } from '../../ui/format/truncate-address.ts'
import { counterpart, operationLabel, STATUS_LABELS, transferText } from './describe-transaction.ts'

const STATUS_CLASS = { confirmed: 'text-success', failed: 'text-error', pending: 'text-muted' } as const

export interface ActivityRowProps {
  transaction: WalletTransaction
  /** The account the list is about: it decides To / From. */
  address: string
  /** The transaction on the block explorer (already checked safe), or none. */
  href?: string
  /** Formats the time of day. */
  time: Intl.DateTimeFormat
}

export function ActivityRow({ transaction, address, href, time }: ActivityRowProps) {
  const { metadata } = transaction
  const transfers = transaction.transfers.map(transferText)
  const other = counterpart(transaction, address)
  const minedAt = Date.parse(metadata.minedAt)
  const first = transfers[0]

  const content = (
    <>
      <ImageIcon
        src={first?.iconUrl}
        size={36}
        rounded="full"
        fallback={<span className="text-xs font-semibold">{(first?.symbol ?? metadata.operationType).slice(0, 1).toUpperCase()}</span>}
      />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex items-center gap-1 text-sm font-semibold text-fg">
          {operationLabel(metadata.operationType)}
          {href && <ExternalLinkIcon />}
        </span>
        {/* the address is shortened once (truncateAddress) and never cut again: the time wraps below it when the row is narrow */}
        <span className="flex min-w-0 flex-wrap gap-x-1 text-xs text-muted">
          {other && (
            <span className="whitespace-nowrap" title={other.address} data-testid="activity-counterpart">
              {other.label} {truncateAddress(other.address)}
            </span>
          )}
          {other && !Number.isNaN(minedAt) && <span aria-hidden="true">·</span>}
          {!Number.isNaN(minedAt) && (
            <time className="shrink-0" dateTime={metadata.minedAt}>
              {time.format(minedAt)}
            </time>
          )}
        </span>
      </span>
      <span className="flex shrink-0 flex-col items-end text-end">
        {transfers.map((t, i) => (
          <span key={i} className={`text-sm font-medium ${t.direction === 'in' ? 'text-success' : 'text-fg'}`} data-testid="activity-amount">
            {t.amount}
          </span>
        ))}
        <span className={`text-xs ${STATUS_CLASS[metadata.status]}`} data-testid="activity-status">
          {STATUS_LABELS[metadata.status]}
        </span>
      </span>
    </>
  )
  const layout = 'flex w-full items-center gap-3 rounded-lg px-2 py-2'
  return (
    <li data-testid="activity-row" data-hash={metadata.hash} data-status={metadata.status}>
      {href ? (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className={`${layout} transition-colors hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-accent`}
        >
          {content}
        </a>
      ) : (
        <div className={layout}>{content}</div>
      )}
    </li>
  )
}
