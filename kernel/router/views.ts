import type { ChainNamespace } from '../caip/caip.ts'

/**
 * The data each view takes. Open for extension: a plugin adds its views by declaration merging,
 *   declare module 'portico' { interface ViewData { Swap: SwapArguments } }
 * so adding a view never edits a list here.
 */
export interface ViewData {
  /** `namespace`: only wallets that connect that namespace (the visitor chose a network of it). */
  Connect: { namespace?: ChainNamespace } | undefined
  Account: undefined
  Networks: undefined
  UnsupportedChain: undefined
  AllWallets: undefined
  /** The Connect view's wallets alone (behind "Continue with a wallet", `features.collapseWallets`). */
  ConnectWallets: { namespace?: ChainNamespace } | undefined
  /** `namespace`: connect only that side of a multichain wallet. */
  ConnectingExternal: { connectorId: string; namespace?: ChainNamespace }
  SIWXSignMessage: undefined
  ConnectingSiwe: undefined
  /** A connected wallet could not be reached before a request was sent (see AdapterEvent 'unavailable'). */
  ConnectionUnavailable: { namespace: string; reason: string; message: string; connectorId?: string }
}

export type ViewName = keyof ViewData | (string & {})
export type DataOf<V extends ViewName> = V extends keyof ViewData ? ViewData[V] : unknown

export interface RouteEntry {
  view: ViewName
  data?: unknown
}
