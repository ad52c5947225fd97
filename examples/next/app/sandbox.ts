// The local sandbox (`npm start` in the repo) by default: its two anvil chains, its API server (all
// three hosted services), its WalletConnect relay and its secure frame (the embedded wallet's email
// login). NEXT_PUBLIC_PORTICO_HOSTED=1 builds against the hosted services and real chains (Ethereum
// and Base) with your NEXT_PUBLIC_PORTICO_PROJECT_ID. NEXT_PUBLIC_ variables are read at build time.
import { defineNetwork } from 'portico'
import { defineChain } from 'viem'

const hosted = process.env.NEXT_PUBLIC_PORTICO_HOSTED === '1'

export const sandbox = {
  hosted,
  projectId: process.env.NEXT_PUBLIC_PORTICO_PROJECT_ID || 'portico-sandbox',
  apiUrl: process.env.NEXT_PUBLIC_PORTICO_API_URL || 'http://127.0.0.1:4000',
  relayUrl: process.env.NEXT_PUBLIC_PORTICO_RELAY_URL || 'ws://127.0.0.1:4002',
  secureFrameUrl: process.env.NEXT_PUBLIC_PORTICO_SECURE_FRAME_URL || 'http://127.0.0.1:5175',
}

/** One list of chains: wagmi's, and the same ones as Portico networks. */
export const chains = [
  defineChain({
    id: (hosted ? 1 : 1337) as number,
    name: hosted ? 'Ethereum' : 'Sandbox Ethereum',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [process.env.NEXT_PUBLIC_PORTICO_CHAIN_A_RPC || (hosted ? 'https://ethereum-rpc.publicnode.com' : 'http://127.0.0.1:8545')] } },
  }),
  defineChain({
    id: 8453,
    name: hosted ? 'Base' : 'Sandbox Base',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [process.env.NEXT_PUBLIC_PORTICO_CHAIN_B_RPC || (hosted ? 'https://mainnet.base.org' : 'http://127.0.0.1:8546')] } },
  }),
] as const

export const networks = chains.map((chain) => defineNetwork(chain))
