// What a row of the Activity list says about one transaction, as plain text: the operation, the
// other party, the amounts with their direction, the status. Kept apart from the markup so every
// rule is tested without rendering.
import type { TransactionStatus, WalletTransaction, WalletTransfer } from 'portico'

/** Past-tense labels for the operation types the history API sends (an open set). */
const OPERATIONS: Record<string, string> = {
  send: 'Sent',
  receive: 'Received',
  trade: 'Swapped',
  approve: 'Approved',
  execute: 'Contract call',
  mint: 'Minted',
  burn: 'Burned',
  deposit: 'Deposited',
  withdraw: 'Withdrew',
  borrow: 'Borrowed',
  repay: 'Repaid',
  stake: 'Staked',
  unstake: 'Unstaked',
  claim: 'Claimed',
}

export const STATUS_LABELS: Record<TransactionStatus, string> = { confirmed: 'Confirmed', failed: 'Failed', pending: 'Pending' }

/** Decimals an activity amount shows: enough for a small send, short enough for a row. */
export const ACTIVITY_AMOUNT_DECIMALS = 4

export function operationLabel(type: string): string {
  return OPERATIONS[type] ?? (type ? type.charAt(0).toUpperCase() + type.slice(1) : 'Transaction')
}

/** `0.01`, `5`, `1234.5678`: truncated (never rounded up) to 4 decimals; `<0.0001` for dust. */
export function formatQuantity(numeric: string): string {
  const negative = numeric.startsWith('-')
  const [whole = '0', fraction = ''] = (negative ? numeric.slice(1) : numeric).split('.')
  const kept = fraction.slice(0, ACTIVITY_AMOUNT_DECIMALS).replace(/0+$/, '')
  const shown = kept ? `${whole}.${kept}` : whole
  if (/^0+$/.test(whole) && !kept && /[1-9]/.test(fraction)) return `<0.${'0'.repeat(ACTIVITY_AMOUNT_DECIMALS - 1)}1`
  return `${negative ? '-' : ''}${shown}`
}

export interface TransferText {
  /** `−0.01 ETH`, `+5 sUSDC`, `1 Punk #12`. */
  amount: string
  /** Its parts, for another locale's numbers: the sign (`−`, `+` or none) and the quantity as shown (`0.01`, `<0.0001`). */
  sign: string
  quantity: string
  symbol: string
  iconUrl?: string
  direction: WalletTransfer['direction']
}

export function transferText(transfer: WalletTransfer): TransferText {
  const symbol = transfer.fungible_info?.symbol ?? transfer.fungible_info?.name ?? transfer.nft_info?.name ?? 'Unknown token'
  const sign = transfer.direction === 'in' ? '+' : transfer.direction === 'out' ? '\u2212' : ''
  const iconUrl = transfer.fungible_info?.icon?.url ?? transfer.nft_info?.content?.preview?.url ?? undefined
  const quantity = formatQuantity(transfer.quantity.numeric)
  return { amount: `${sign}${quantity} ${symbol}`, sign, quantity, symbol, iconUrl, direction: transfer.direction }
}

/**
 * What a trade gave and got, by symbol (`ETH` for `sUSDC`): the first asset sent and the first other
 * asset received. Undefined when the transfers do not show both sides.
 */
export function tradeSides(transfers: readonly TransferText[]): { from: string; to: string } | undefined {
  const given = transfers.find((t) => t.direction === 'out')
  const got = transfers.find((t) => t.direction === 'in' && t.symbol !== given?.symbol)
  return given && got ? { from: given.symbol, to: got.symbol } : undefined
}

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

/**
 * The other party, seen from `address`: the recipient of what it sent, the sender of what it got.
 * Undefined when the transaction names none, only the account itself, or the zero address (a mint or
 * a burn has no other party), and for a trade (its other party is the exchange's contract).
 */
export function counterpart(transaction: WalletTransaction, address: string): { label: 'To' | 'From'; address: string } | undefined {
  const { sentFrom, sentTo, operationType } = transaction.metadata
  if (operationType === 'trade') return undefined
  const self = address.toLowerCase()
  const received = sentFrom.toLowerCase() !== self && sentTo.toLowerCase() === self
  const other = received ? sentFrom : sentTo
  if (!other || other.toLowerCase() === self || other.toLowerCase() === ZERO_ADDRESS) return undefined
  return { label: received ? 'From' : 'To', address: other }
}
