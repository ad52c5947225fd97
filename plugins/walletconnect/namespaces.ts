// The namespaces a WalletConnect proposal asks for, built from the networks the composed plugins
// list: eip155 (evm) and solana. Optional namespaces only, so a wallet may approve a subset.
import { parseCaipNetworkId } from 'portico'
import type { OptionalNamespaces } from './sign-client-types.ts'

export const EIP155_METHODS = [
  'personal_sign',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
] as const
export const EIP155_EVENTS = ['accountsChanged', 'chainChanged'] as const
export const SOLANA_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction', 'solana_signAllTransactions'] as const
export const SOLANA_EVENTS = [] as const

/** A network as the session needs it: an eip155 chain id, or a CAIP-2 id of another namespace. */
export interface SessionNetwork {
  id: number | string
  chainNamespace?: string
  caipNetworkId?: string
}

const KNOWN: Record<string, { methods: readonly string[]; events: readonly string[] }> = {
  eip155: { methods: EIP155_METHODS, events: EIP155_EVENTS },
  solana: { methods: SOLANA_METHODS, events: SOLANA_EVENTS },
}

/** CAIP-2 id of a network; a bare number is an eip155 chain id. */
export function caipChainOf(network: SessionNetwork): string {
  const namespace = network.chainNamespace ?? 'eip155'
  if (network.caipNetworkId) return network.caipNetworkId
  const id = String(network.id)
  return id.includes(':') ? id : `${namespace}:${id}`
}

/** The namespace of a CAIP-2 id; undefined for a malformed one, which no proposal can ask for. */
function networkNamespace(chain: string): string | undefined {
  try {
    return parseCaipNetworkId(chain).namespace
  } catch {
    return undefined
  }
}

/** Optional namespaces for the proposal; namespaces WalletConnect has no method list for here are left out. */
export function requestedNamespaces(networks: readonly SessionNetwork[]): OptionalNamespaces {
  const result: OptionalNamespaces = {}
  for (const network of networks) {
    const chain = caipChainOf(network)
    const namespace = networkNamespace(chain)
    const known = namespace && KNOWN[namespace]
    if (!known) continue
    const entry = (result[namespace] ??= { chains: [], methods: [...known.methods], events: [...known.events] })
    if (!entry.chains!.includes(chain)) entry.chains!.push(chain)
  }
  return result
}
