// Solana clusters as Portico networks: chainNamespace 'solana', the id is the genesis hash
// cut to 32 characters (CAIP-30), so the CAIP-2 id is `solana:<that>`.
import { defineNetwork, type Network } from 'portico'

/** AppKit's image id of the SOL token. */
const SOL_IMAGE_ID = '3e8119e5-2a6f-4818-c50c-1937011d5900'
const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const

export interface SolanaNetworkDefinition {
  /** The cluster's genesis hash (base58); its first 32 characters become the network id. */
  genesisHash: string
  name: string
  rpcUrl: string
  /** The RPC's WebSocket endpoint, when it is not the usual `port + 1`. */
  wsUrl?: string
  testnet?: boolean
  blockExplorer?: { name: string; url: string }
}

/** A Solana cluster as a network, e.g. the sandbox's: `defineSolanaNetwork({ genesisHash, name: 'Sandbox Solana', rpcUrl })`. */
export function defineSolanaNetwork(definition: SolanaNetworkDefinition): Network {
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(definition.genesisHash)) {
    throw new Error(`defineSolanaNetwork: genesisHash must be 32 to 44 base58 characters, got ${JSON.stringify(definition.genesisHash)}`)
  }
  return defineNetwork({
    id: definition.genesisHash.slice(0, 32),
    chainNamespace: 'solana',
    name: definition.name,
    nativeCurrency: SOL,
    rpcUrls: { default: { http: [definition.rpcUrl], ...(definition.wsUrl ? { webSocket: [definition.wsUrl] } : {}) } },
    ...(definition.blockExplorer ? { blockExplorers: { default: definition.blockExplorer } } : {}),
    testnet: definition.testnet ?? false,
    assets: { imageId: SOL_IMAGE_ID },
  })
}

export const solanaMainnet = defineSolanaNetwork({
  genesisHash: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d',
  name: 'Solana',
  rpcUrl: 'https://api.mainnet-beta.solana.com',
  blockExplorer: { name: 'Solscan', url: 'https://solscan.io' },
})

export const solanaDevnet = defineSolanaNetwork({
  genesisHash: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG',
  name: 'Solana Devnet',
  rpcUrl: 'https://api.devnet.solana.com',
  blockExplorer: { name: 'Solscan', url: 'https://solscan.io' },
  testnet: true,
})

export const solanaTestnet = defineSolanaNetwork({
  genesisHash: '4uhcVJyU9pJkvQyS88uRDiswHXSRkHQ6wT2Ap6X2WFj3',
  name: 'Solana Testnet',
  rpcUrl: 'https://api.testnet.solana.com',
  blockExplorer: { name: 'Solscan', url: 'https://solscan.io' },
  testnet: true,
})
