// EIP-5792's wallet_getCapabilities asks about one account: its first parameter is that address. A
// request an app sends without it asks about the connected account; with no account connected it is
// refused before it reaches the wallet (a wallet answers an address-less request inconsistently).

/** The message of the refusal: what WalletConnect's provider says for the same mistake. */
export const MISSING_CAPABILITIES_ADDRESS = 'Missing address parameter in wallet_getCapabilities request'

/**
 * The params of a wallet_getCapabilities request with its address: as given, or `account` first (the
 * chain list, if any, kept after it). Throws an EIP-1193 invalid-params error (-32602) when neither
 * names one.
 */
export function withCapabilitiesAddress(params: unknown, account: string | undefined): unknown[] {
  const list = Array.isArray(params) ? params : params === undefined ? [] : [params]
  const [first, ...rest] = list
  if (typeof first === 'string' && first.length > 0) return list
  if (!account) throw Object.assign(new Error(MISSING_CAPABILITIES_ADDRESS), { code: -32602 })
  // an app passing only the chain list ([['0x1']]) keeps it, after the address
  return first === undefined ? [account] : Array.isArray(first) ? [account, first, ...rest] : [account, ...rest]
}
