// One transaction of the Activity list: token icon, operation, other party, amounts, status in
// words (not only colour) and time; a link to the network's block explorer when it names one.
import type { WalletTransaction } from 'portico'
import { ExternalLinkIcon, ImageIcon, truncateAddress, localeDecimal, type Translate } from '../../ui/kit/index.ts'
import { counterpart, operationLabel, tradeSides, transferText, type TransferText } from './describe-transaction.ts'
import type { LocaleState } from '../../kernel/i18n/locale-service.ts'
import type messages from './messages/compiled/en.ts'

type Id = keyof typeof messages & string

/** The operation in the locale: the catalog's for a known type, else describe-transaction's wording. */
function operationText(t: Translate<Id>, type: string): string {
  const english = operationLabel(type)
  const id = `history.op.${type || 'transaction'}`
  return english === 'Transaction' ? t('history.op.transaction') : id in OPERATION_IDS ? t(id as Id) : english
}
const OPERATION_IDS: Readonly<Record<string, true>> = Object.fromEntries(
  ['send', 'receive', 'trade', 'approve', 'execute', 'mint', 'burn', 'deposit', 'withdraw', 'borrow', 'repay', 'stake', 'unstake', 'claim'].map((op) => [`history.op.${op}`, true]),
)

/** `−0.01 ETH` with the quantity written by Intl for the locale (English as describe-transaction words it). */
function amountText(transfer: TransferText, t: Translate<Id>, locale: LocaleState): string {
  const symbol = transfer.symbol === 'Unknown token' ? t('history.unknownToken') : transfer.symbol
  if (locale.language === 'en') return transfer.amount
  return `${transfer.sign}${localeDecimal(transfer.quantity, locale)} ${symbol}`
}

const STATUS_CLASS = { confirmed: 'text-success', failed: 'text-error', pending: 'text-muted' } as const

export interface ActivityRowProps {
  transaction: WalletTransaction
  /** The account the list is about: it decides To / From. */
  address: string
  /** The transaction on the block explorer (already checked safe), or none. */
  href?: string
  /** Formats the time of day. */
  time: Intl.DateTimeFormat
  t: Translate<Id>
  locale: LocaleState
}

export function ActivityRow({ transaction, address, href, time, t, locale }: ActivityRowProps) {
  const { metadata } = transaction
  const transfers = transaction.transfers.map(transferText)
  const other = counterpart(transaction, address)
  const minedAt = Date.parse(metadata.minedAt)
  const first = transfers[0]
  // a swap says what it gave and got ("Swapped ETH for sUSDC"), not the exchange's address
  const trade = metadata.operationType === 'trade' ? tradeSides(transfers) : undefined

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
          {trade ? t('history.op.tradePair', trade) : operationText(t, metadata.operationType)}
          {href && <ExternalLinkIcon />}
        </span>
        {/* the address is shortened once (truncateAddress) and never cut again: the time wraps below it when the row is narrow */}
        <span className="flex min-w-0 flex-wrap gap-x-1 text-xs text-muted">
          {other && (
            <span className="whitespace-nowrap" title={other.address} data-testid="activity-counterpart">
              {t(other.label === 'From' ? 'history.from' : 'history.to')} <span dir="ltr">{truncateAddress(other.address)}</span>
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
        {transfers.map((transfer, i) => (
          <span key={i} className={`text-sm font-medium ${transfer.direction === 'in' ? 'text-success' : 'text-fg'}`} data-testid="activity-amount">
            {amountText(transfer, t, locale)}
          </span>
        ))}
        <span className={`text-xs ${STATUS_CLASS[metadata.status]}`} data-testid="activity-status">
          {t(`history.status.${metadata.status}`)}
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
