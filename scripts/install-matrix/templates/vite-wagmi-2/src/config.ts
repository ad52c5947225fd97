// A wagmi 2 app with Portico's modal as its only connector, pointed at the local sandbox.
import { createAppKit } from 'portico/react'
import { evm } from 'portico/plugins/evm'
import { porticoConnector } from 'portico/wagmi'
import { defineNetwork } from 'portico'
import { defineChain } from 'viem'
import { createConfig, http } from 'wagmi'

const env = import.meta.env
const api = env.VITE_PORTICO_API_URL || 'http://127.0.0.1:4000'

const sandboxEthereum = defineChain({
  id: 1337,
  name: 'Sandbox Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [env.VITE_PORTICO_CHAIN_A_RPC || 'http://127.0.0.1:8545'] } },
})

const appKit = createAppKit({
  projectId: 'portico-sandbox',
  networks: [defineNetwork(sandboxEthereum)],
  plugins: [evm()],
  endpoints: { api, blockchainApi: api, pulse: api },
})

export const config = createConfig({
  chains: [sandboxEthereum],
  // the modal picks the wallet: wagmi's own EIP-6963 discovery stays off
  connectors: [porticoConnector(appKit)],
  multiInjectedProviderDiscovery: false,
  transports: { [sandboxEthereum.id]: http() },
})

declare module 'wagmi' {
  interface Register {
    config: typeof config
  }
}
