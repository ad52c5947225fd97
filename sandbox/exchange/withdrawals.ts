// The exchange's withdrawals (one per Pay session): created when the Pay API asks for a pay URL,
// awaiting the customer's decision on the exchange page, then pending while the hot wallet sends,
// then success (with the transaction) or failed (with the reason); Cancel ends it as cancelled.
// The customer's ledger balance is taken when a withdrawal is confirmed and given back if the
// sending fails. In memory: the sandbox starts fresh each time.
import { randomUUID } from 'node:crypto'
import { formatUnits, parseUnits } from 'viem'
import type { ExchangeAsset } from './assets.ts'

export type WithdrawalStatus = 'awaiting_confirmation' | 'pending' | 'success' | 'failed' | 'cancelled'

export type Withdrawal = {
  /** The Pay session id. */
  id: string
  status: WithdrawalStatus
  /** CAIP-19 and what it is. */
  asset: string
  symbol: string
  network: string
  networkName: string
  /** Whole units, as asked. */
  amount: string
  /** The destination (checksummed) and its CAIP-10. */
  address: string
  recipient: string
  /** The hot wallet that sends it. */
  sentFrom: string
  txHash?: string
  failureReason?: string
  createdAt: string
  updatedAt: string
}

export class WithdrawalStore {
  private readonly withdrawals = new Map<string, Withdrawal>()
  /** The customer's ledger, by symbol, in base units of each symbol's decimals. */
  private readonly balances = new Map<string, { units: bigint; decimals: number }>()

  constructor(startingBalances: Readonly<Record<string, string>>, decimalsOf: (symbol: string) => number) {
    for (const [symbol, amount] of Object.entries(startingBalances)) {
      const decimals = decimalsOf(symbol)
      this.balances.set(symbol, { units: parseUnits(amount, decimals), decimals })
    }
  }

  create(details: { asset: ExchangeAsset; networkName: string; amount: string; address: string; sentFrom: string }): Withdrawal {
    const now = new Date().toISOString()
    const withdrawal: Withdrawal = {
      id: randomUUID(),
      status: 'awaiting_confirmation',
      asset: details.asset.caip19,
      symbol: details.asset.symbol,
      network: details.asset.network,
      networkName: details.networkName,
      amount: details.amount,
      address: details.address,
      recipient: `${details.asset.network}:${details.address}`,
      sentFrom: details.sentFrom,
      createdAt: now,
      updatedAt: now,
    }
    this.withdrawals.set(withdrawal.id, withdrawal)
    return { ...withdrawal }
  }

  get(id: string): Withdrawal | undefined {
    const withdrawal = this.withdrawals.get(id)
    return withdrawal && { ...withdrawal }
  }

  update(id: string, change: Partial<Pick<Withdrawal, 'status' | 'txHash' | 'failureReason'>>): Withdrawal | undefined {
    const withdrawal = this.withdrawals.get(id)
    if (!withdrawal) return undefined
    Object.assign(withdrawal, change, { updatedAt: new Date().toISOString() })
    return { ...withdrawal }
  }

  /** Newest first. */
  list(): Withdrawal[] {
    return [...this.withdrawals.values()].reverse().map((w) => ({ ...w }))
  }

  /** The customer's balances as whole-unit decimal strings, by symbol. */
  balancesByAsset(): Record<string, string> {
    return Object.fromEntries([...this.balances].map(([symbol, { units, decimals }]) => [symbol, formatUnits(units, decimals)]))
  }

  /** Takes `baseUnits` of `symbol` from the ledger; false (nothing taken) when the balance is short. */
  debit(symbol: string, baseUnits: bigint): boolean {
    const balance = this.balances.get(symbol)
    if (!balance || balance.units < baseUnits) return false
    balance.units -= baseUnits
    return true
  }

  credit(symbol: string, baseUnits: bigint): void {
    const balance = this.balances.get(symbol)
    if (balance) balance.units += baseUnits
  }
}
