// The data the Send views pass each other (route data, the view stack).

/** A token the account can send: the network's native currency or an ERC-20 it holds. */
export interface SendToken {
  symbol: string
  name: string
  decimals: number
  /** The token contract (a plain address); absent for the native currency. */
  contract?: string
  /** What the account holds, in the token's smallest unit. */
  balance: bigint
  iconUrl?: string
}

/** What the form holds: kept in the Send view's route data, so coming back shows it again. */
export interface SendDraft {
  /** `tokenKey` of the chosen token. */
  token?: string
  amount: string
  receiver: string
}

/** A checked send, ready for the wallet. */
export interface SendPlan {
  token: SendToken
  /** The amount as typed (e.g. `0.01`). */
  amount: string
  /** The amount in the token's smallest unit. */
  value: bigint
  /** What the visitor typed: an address or a name. */
  receiver: string
  /** The address it goes to (the name's address when a name was typed). */
  to: string
  /** The name `to` was resolved from, when one was typed. */
  name?: string
  /** The form to come back to. */
  draft: SendDraft
  /** The CAIP-2 network the token and balance were read on: the send goes out there or not at all. */
  caipNetworkId: string
}

export interface SendSuccessData {
  hash: string
  amount: string
  symbol: string
  to: string
  /** The transaction on the network's block explorer, when it has one. */
  explorerUrl?: string
}

/** A stable key for a token: its contract, or `native`. */
export const tokenKey = (token: Pick<SendToken, 'contract'>): string => token.contract?.toLowerCase() ?? 'native'
