// The wagmi guide's set-up, pointed at the local sandbox (`npm start` in the repo) by default: one
// list of chains for both, Portico's modal as wagmi's only connector. VITE_PORTICO_HOSTED=1 builds it
// against the hosted services and real chains (Ethereum and Base) with your VITE_PORTICO_PROJECT_ID.
import { createAppKit } from 'portico/react'
import { evm } from 'portico/plugins/evm'
import { walletConnect } from 'portico/plugins/walletconnect'
import { embeddedWallet } from 'portico/plugins/embedded-wallet'
import { porticoConnector } from 'portico/wagmi'
import { defineNetwork } from 'portico'
import { defineChain } from 'viem'
import { createConfig, fallback, http } from 'wagmi'

const env = import.meta.env
const hosted = env.VITE_PORTICO_HOSTED === '1'
const api = env.VITE_PORTICO_API_URL || 'http://127.0.0.1:4000'
const secureSite = env.VITE_PORTICO_SECURE_FRAME_URL || 'http://127.0.0.1:5175'

export const sandboxEthereum = defineChain({
  id: (hosted ? 1 : 1337) as number,
  name: hosted ? 'Ethereum' : 'Sandbox Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  // one URL or several, comma-separated: Portico's modal ranks them; wagmi tries them in order
  rpcUrls: { default: { http: (env.VITE_PORTICO_CHAIN_A_RPC || (hosted ? 'https://ethereum-rpc.publicnode.com' : 'http://127.0.0.1:8545')).split(',') } },
})

export const sandboxBase = defineChain({
  id: 8453,
  name: hosted ? 'Base' : 'Sandbox Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [env.VITE_PORTICO_CHAIN_B_RPC || (hosted ? 'https://mainnet.base.org' : 'http://127.0.0.1:8546')] } },
})

/** The sandbox's sUSDC (6 decimals), at the same address on both chains. */
export const SUSDC = '0x574342D6EC50218A7384f9B0B881DB3F64eB4c0A'

export const appKit = createAppKit({
  projectId: env.VITE_PORTICO_PROJECT_ID || 'portico-sandbox',
  metadata: { name: 'Portico + wagmi example', description: 'Portico as the modal of a wagmi app', url: location.origin, icons: [] },
  // the same chains wagmi has, as Portico networks
  networks: [defineNetwork(sandboxEthereum), defineNetwork(sandboxBase)],
  plugins: [evm(), walletConnect(hosted ? {} : { relayUrl: env.VITE_PORTICO_RELAY_URL || 'ws://127.0.0.1:4002', offline: true }), embeddedWallet()],
  // several wallets at once: the Account view's "Add wallet"; wagmi follows the active one
  features: { multiWallet: true },
  ...(hosted ? {} : { endpoints: { api, blockchainApi: api, pulse: api, secureSite } }),
})

export const config = createConfig({
  chains: [sandboxEthereum, sandboxBase],
  // Portico's modal picks the wallet: wagmi's own EIP-6963 discovery stays off, so wagmi never
  // connects (or reconnects) a wallet behind the modal's back.
  connectors: [porticoConnector(appKit)],
  multiInjectedProviderDiscovery: false,
  // wagmi's own reads: its fallback over the same URLs (Portico's transport serves the modal only)
  transports: {
    [sandboxEthereum.id]: fallback(sandboxEthereum.rpcUrls.default.http.map((url) => http(url))),
    [sandboxBase.id]: fallback(sandboxBase.rpcUrls.default.http.map((url) => http(url))),
  },
  // a local chain mines at once: read receipts without viem's 4 s default wait
  pollingInterval: 250,
})

declare module 'wagmi' {
  interface Register {
    config: typeof config
  }
}
