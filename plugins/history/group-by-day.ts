// Groups the activity by the visitor's local calendar day: "Today", "Yesterday", then dates.
import type { WalletTransaction } from 'portico'

export interface DayGroup {
  /** `YYYY-MM-DD` in local time ('unknown' for a transaction without a readable time). */
  key: string
  label: string
  transactions: WalletTransaction[]
}

const dayKey = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`

/** "Today", "Yesterday", else "Nov 20" (this year) or "Nov 20, 2025". */
export function dayLabel(date: Date, now: Date, locale?: string): string {
  const today = dayKey(now)
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1)
  const key = dayKey(date)
  if (key === today) return 'Today'
  if (key === dayKey(yesterday)) return 'Yesterday'
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  }).format(date)
}

/** Consecutive groups in the list's order (the API's is newest first), one per day. */
export function groupByDay(transactions: readonly WalletTransaction[], now: Date = new Date(), locale?: string): DayGroup[] {
  const groups: DayGroup[] = []
  for (const transaction of transactions) {
    const time = Date.parse(transaction.metadata.minedAt)
    const date = Number.isNaN(time) ? undefined : new Date(time)
    const key = date ? dayKey(date) : 'unknown'
    let group = groups.find((g) => g.key === key)
    if (!group) {
      group = { key, label: date ? dayLabel(date, now, locale) : 'Unknown date', transactions: [] }
      groups.push(group)
    }
    group.transactions.push(transaction)
  }
  return groups
}
