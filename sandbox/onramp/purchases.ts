// The provider's record of purchases: created when a card is accepted (or awaits confirmation),
// then pending while the crypto is sent, then success (with the transaction) or failed (with the
// reason). In memory: the sandbox starts fresh each time.
import { randomUUID } from 'node:crypto'
import { formatCents, type PricedOrder } from './price-table.ts'

/**
 * awaiting_confirmation: the 3-D-Secure step is open; pending: paid, the crypto on its way;
 * success: credited (txHash); failed: declined, not confirmed, or the credit failed (reason).
 */
export type PurchaseStatus = 'awaiting_confirmation' | 'pending' | 'success' | 'failed'

export type Purchase = {
  id: string
  status: PurchaseStatus
  /** Purchase currency id and symbol. */
  assetId: string
  symbol: string
  assetName: string
  /** The network's name and CAIP-2 id. */
  network: string
  networkName: string
  chain: string
  /** The destination (as sent: checksummed EVM or base58 Solana). */
  address: string
  /** From the on-ramp URL; '' when none. */
  partnerUserId: string
  currency: string
  /** Decimal strings: what was charged, the fee, the subtotal converted, the crypto credited. */
  paymentTotal: string
  fee: string
  networkFee: string
  paymentSubtotal: string
  cryptoAmount: string
  /** The provider's account that sends the crypto. */
  sentFrom: string
  /** The crediting transaction (hash or Solana signature), once sent. */
  txHash?: string
  /** Why it failed. */
  failureReason?: string
  /** ISO times. */
  createdAt: string
  updatedAt: string
}

export class PurchaseStore {
  private readonly purchases = new Map<string, Purchase>()

  create(order: PricedOrder, details: { address: string; partnerUserId: string; sentFrom: string; status: PurchaseStatus; failureReason?: string }): Purchase {
    const now = new Date().toISOString()
    const purchase: Purchase = {
      id: randomUUID(),
      status: details.status,
      assetId: order.asset.id,
      symbol: order.asset.symbol,
      assetName: order.asset.name,
      network: order.network.name,
      networkName: order.network.display_name,
      chain: order.network.caip2,
      address: details.address,
      partnerUserId: details.partnerUserId,
      currency: order.currency,
      paymentTotal: formatCents(order.totalCents),
      fee: formatCents(order.feeCents),
      networkFee: formatCents(order.networkFeeCents),
      paymentSubtotal: formatCents(order.subtotalCents),
      cryptoAmount: order.cryptoAmount,
      sentFrom: details.sentFrom,
      ...(details.failureReason ? { failureReason: details.failureReason } : {}),
      createdAt: now,
      updatedAt: now,
    }
    this.purchases.set(purchase.id, purchase)
    return { ...purchase }
  }

  get(id: string): Purchase | undefined {
    const purchase = this.purchases.get(id)
    return purchase && { ...purchase }
  }

  /** Moves a purchase on; returns it, or undefined when there is none with that id. */
  update(id: string, change: Partial<Pick<Purchase, 'status' | 'txHash' | 'failureReason'>>): Purchase | undefined {
    const purchase = this.purchases.get(id)
    if (!purchase) return undefined
    Object.assign(purchase, change, { updatedAt: new Date().toISOString() })
    return { ...purchase }
  }

  /** The purchases to an address (EVM addresses compared case-insensitively), newest first; `chain` (CAIP-2) filters. */
  list(filter: { address?: string; chain?: string } = {}): Purchase[] {
    const same = (a: string, b: string) => (a.startsWith('0x') ? a.toLowerCase() === b.toLowerCase() : a === b)
    return [...this.purchases.values()]
      .filter((p) => (!filter.address || same(p.address, filter.address)) && (!filter.chain || p.chain === filter.chain))
      .reverse()
      .map((p) => ({ ...p }))
  }
}
