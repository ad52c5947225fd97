// The wallet-side shapes this plugin speaks: EIP-1193 providers and EIP-6963 announcements.

/** An EIP-1193 provider, as injected by a browser wallet. `on`/`removeListener` are optional in the wild. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on?(event: string, listener: (...args: any[]) => void): unknown
  removeListener?(event: string, listener: (...args: any[]) => void): unknown
}

/** EIP-6963 wallet metadata. */
export interface Eip6963ProviderInfo {
  uuid: string
  name: string
  /** A data: URI (EIP-6963); we also accept an https URL. */
  icon: string
  /** Reverse-DNS id of the wallet, e.g. `io.metamask`: the connector id. */
  rdns: string
}

export interface Eip6963ProviderDetail {
  info: Eip6963ProviderInfo
  provider: Eip1193Provider
}

export function isProvider(value: unknown): value is Eip1193Provider {
  return typeof value === 'object' && value !== null && typeof (value as Eip1193Provider).request === 'function'
}
