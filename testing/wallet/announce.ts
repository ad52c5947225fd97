/** EIP-6963 wallet metadata. `icon` is a data: URI. */
export type EIP6963ProviderInfo = {
  uuid: string
  name: string
  icon: string
  rdns: string
}

export type EIP6963ProviderDetail<Provider = unknown> = {
  info: EIP6963ProviderInfo
  provider: Provider
}

/** Anything events can be dispatched on: a Window in the browser, an EventTarget in tests. */
export type AnnounceTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>

/**
 * Announces a provider the EIP-6963 way: dispatches `eip6963:announceProvider` with a frozen
 * `{ info, provider }` now and again on every `eip6963:requestProvider`. Returns an unsubscribe.
 */
export function announceProvider<Provider>(target: AnnounceTarget, detail: EIP6963ProviderDetail<Provider>): () => void {
  const frozen = Object.freeze({ info: Object.freeze({ ...detail.info }), provider: detail.provider })
  const announce = () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: frozen }))
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}
