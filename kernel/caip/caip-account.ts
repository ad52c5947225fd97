// CAIP-10 accounts from outside (a WalletConnect peer's session and events): read with the
// grammar of CAIP-2 / CAIP-10 and, for the namespaces Portico speaks, the address format, so a peer
// cannot hand the modal markup, extra ':'-parts or an address of another shape. Untrusted input is
// dropped (undefined), not thrown: one bad account must not lose a session's good ones.

export interface CaipAccount {
  namespace: string
  /** The CAIP-2 reference (eip155: the decimal chain id; solana: the genesis hash prefix). */
  chainId: string
  address: string
  /** `namespace:chainId`. */
  network: `${string}:${string}`
}

// CAIP-2: namespace [-a-z0-9]{3,8}, reference [-_a-zA-Z0-9]{1,32}; CAIP-10: address [-.%a-zA-Z0-9]{1,128}.
const CAIP10 = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32}):([-.%a-zA-Z0-9]{1,128})$/

/** Per namespace: the reference and address shapes (others: the generic grammar alone). */
const SHAPES: Record<string, { reference: RegExp; address: RegExp }> = {
  eip155: { reference: /^(0|[1-9][0-9]{0,31})$/, address: /^0x[0-9a-fA-F]{40}$/ },
  // base58 (no 0, O, I, l); a 32-byte key is 32 to 44 characters
  solana: { reference: /^[1-9A-HJ-NP-Za-km-z]{1,32}$/, address: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/ },
}

/** A CAIP-10 account id, or undefined when `value` is not one (or its address is not its namespace's shape). */
export function readCaipAccount(value: unknown): CaipAccount | undefined {
  if (typeof value !== 'string') return undefined
  const match = CAIP10.exec(value)
  if (!match) return undefined
  const [, namespace, chainId, address] = match as unknown as [string, string, string, string]
  const shape = SHAPES[namespace]
  if (shape && !(shape.reference.test(chainId) && shape.address.test(address))) return undefined
  return { namespace, chainId, address, network: `${namespace}:${chainId}` }
}

/** The accounts of a peer's list that read as CAIP-10 (optionally only `namespace`'s), the rest dropped. */
export function readCaipAccounts(values: unknown, namespace?: string): CaipAccount[] {
  if (!Array.isArray(values)) return []
  return values.map(readCaipAccount).filter((a): a is CaipAccount => a !== undefined && (namespace === undefined || a.namespace === namespace))
}
