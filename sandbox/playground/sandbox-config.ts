// The sandbox's networks as the playground app sees them. The RPC URLs come from the Vite config
// (startSandbox passes the ports it started the chains on); the rest from sandbox/chains.ts.
import { sandboxChains } from '../chains.ts'

export type SandboxNetworkConfig = {
  id: number
  name: string
  rpcUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  blockExplorerUrl?: string
  testnet: false
}

// Each read must stay a literal `import.meta.env.X` expression: Vite replaces it at build time.
const rpcUrls: Record<'chainA' | 'chainB', string | undefined> = {
  chainA: import.meta.env.VITE_PORTICO_CHAIN_A_RPC,
  chainB: import.meta.env.VITE_PORTICO_CHAIN_B_RPC,
}

const fallbackPorts = { chainA: 8545, chainB: 8546 }

export const sandboxNetworks: SandboxNetworkConfig[] = sandboxChains.map((chain) => ({
  id: chain.id,
  name: chain.name,
  rpcUrl: rpcUrls[chain.service] ?? `http://127.0.0.1:${fallbackPorts[chain.service]}`,
  nativeCurrency: chain.nativeCurrency,
  testnet: false,
}))

export const sandboxProjectId = 'portico-sandbox'
