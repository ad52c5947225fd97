// The pay() API's contracts: what an app asks for and what it gets back.

/** AppKit Pay's asset: the network (CAIP-2), `native` or an ERC-20 contract address, and what it is. */
export interface PaymentAsset {
  /** CAIP-2 id of one of the app's EVM networks, e.g. `eip155:1337`. */
  network: string
  /** `native` for the network's coin, or the ERC-20 contract's address. */
  asset: string
  /** The asset's name, symbol and decimals, as the Pay view shows them and the amount is counted. */
  metadata: { name: string; symbol: string; decimals: number }
}

export interface PayRequest {
  paymentAsset: PaymentAsset
  /** The merchant's address on the payment's network. */
  recipient: string
  /** Whole units of the asset (5 is 5 sUSDC): a positive number or decimal string. */
  amount: number | string
}

export interface PayResult {
  /** How it was paid. */
  source: 'wallet' | 'exchange'
  /** CAIP-2 network it was paid on. */
  network: string
  /** The transaction that moved the asset to the recipient (the wallet's, or the exchange's withdrawal). */
  transactionHash: string
  /** The payer's address (wallet payments). */
  from?: string
  /** The exchange and its session (exchange payments). */
  exchangeId?: string
  sessionId?: string
}

/** A checked request: what the Pay flow works from. */
export interface PayPlan {
  network: string
  chainId: number
  /** The ERC-20 contract; undefined for the native coin. */
  contract?: string
  /** CAIP-19 (`eip155:1337/slip44:60`, `eip155:1337/erc20:0x…`): how the exchanges API names it. */
  caip19: string
  symbol: string
  assetName: string
  decimals: number
  recipient: string
  /** The amount as given, normalised (`5`, `0.25`), and in base units. */
  amount: string
  baseUnits: bigint
}

/** An exchange the visitor can pay from (the exchanges API's listing). */
export interface Exchange {
  id: string
  name: string
  imageUrl?: string
}
