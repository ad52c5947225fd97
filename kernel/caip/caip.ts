import { PorticoError } from '../errors/portico-error.ts'

export type ChainNamespace = 'eip155' | 'solana' | 'polkadot' | 'bip122' | 'cosmos' | (string & {})
export type CaipNetworkId = `${string}:${string}`
export type CaipAddress = `${string}:${string}:${string}`

const INVALID = 'Invalid CAIP Address'

/** CAIP-10: namespace:chainId:address, exactly three non-empty parts. */
export function parseCaipAddress(value: string): { namespace: ChainNamespace; chainId: string; address: string } {
  const parts = typeof value === 'string' ? value.split(':') : []
  if (parts.length !== 3 || parts.some((p) => p.length === 0)) {
    throw new PorticoError('INVALID_CAIP_ADDRESS', INVALID, { details: `got ${JSON.stringify(value)}` })
  }
  const [namespace, chainId, address] = parts as [string, string, string]
  return { namespace, chainId, address }
}

/** CAIP-2: namespace:chainId, exactly two non-empty parts. */
export function parseCaipNetworkId(value: string): { namespace: ChainNamespace; chainId: string } {
  const parts = typeof value === 'string' ? value.split(':') : []
  if (parts.length !== 2 || parts.some((p) => p.length === 0)) {
    throw new PorticoError('INVALID_CAIP_NETWORK_ID', 'Invalid CAIP Network Id', {
      details: `expected namespace:chainId, got ${JSON.stringify(value)}`,
    })
  }
  const [namespace, chainId] = parts as [string, string]
  return { namespace, chainId }
}

/** The CAIP-2 network of a CAIP-10 address (`eip155:1:0xabc` → `eip155:1`); undefined when it is not one. */
export function networkOfCaipAddress(value: string): CaipNetworkId | undefined {
  try {
    const { namespace, chainId } = parseCaipAddress(value)
    return toCaipNetworkId(namespace, chainId)
  } catch {
    return undefined
  }
}

/** The address of a CAIP-10 account id (`eip155:1:0xabc` → `0xabc`); any other value (a plain address) as it is. */
export function addressOfCaip(value: string): string {
  try {
    return parseCaipAddress(value).address
  } catch {
    return value
  }
}

/** An EVM chain id as a number, from `1`, `'1'` or `'eip155:1'`; NaN for anything else. */
export function evmChainNumber(id: number | string): number {
  if (typeof id === 'number') return id
  if (!id.includes(':')) return Number(id)
  try {
    const { namespace, chainId } = parseCaipNetworkId(id)
    return namespace === 'eip155' ? Number(chainId) : Number.NaN
  } catch {
    return Number.NaN
  }
}

export function toCaipNetworkId(namespace: ChainNamespace, chainId: string | number): CaipNetworkId {
  return `${namespace}:${chainId}`
}

export function toCaipAddress(network: CaipNetworkId, address: string): CaipAddress {
  return `${network}:${address}`
}
