// The sandbox's networks and API as the playground app sees them. The RPC URLs and the API URL come
// from the Vite config (startSandbox passes the ports it started the services on); the rest from
// sandbox/chains.ts.
import { SANDBOX_SOLANA_GENESIS_HASH } from '../../testing/solana-chains.ts'
import { sandboxChains } from '../chains.ts'

export type SandboxNetworkConfig = {
  id: number
  name: string
  /** The chain's node. */
  rpcUrl: string
  /** The URLs the playground's network lists: the two fault proxies in front of the node when the sandbox runs them, else the node. */
  rpcUrls: string[]
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

/** The sandbox's RPC fault proxies (sandbox/rpc-faults/): two URLs per chain and the control server; absent on a plain `vite` run. */
export type SandboxRpcFaultsConfig = { adminUrl: string; chainA: string[]; chainB: string[]; solana: string[] }
const rpcFaultsJson: string | undefined = import.meta.env.VITE_PORTICO_RPC_FAULTS
export const sandboxRpcFaults: SandboxRpcFaultsConfig | undefined = rpcFaultsJson ? (JSON.parse(rpcFaultsJson) as SandboxRpcFaultsConfig) : undefined

export const sandboxNetworks: SandboxNetworkConfig[] = sandboxChains.map((chain) => ({
  id: chain.id,
  name: chain.name,
  rpcUrl: rpcUrls[chain.service] ?? `http://127.0.0.1:${fallbackPorts[chain.service]}`,
  rpcUrls: sandboxRpcFaults?.[chain.service] ?? [rpcUrls[chain.service] ?? `http://127.0.0.1:${fallbackPorts[chain.service]}`],
  nativeCurrency: chain.nativeCurrency,
  testnet: false,
}))

export const sandboxProjectId = 'portico-sandbox'

// The sandbox Solana cluster (LiteSVM behind sandbox/solana-rpc/): HTTP and WebSocket on one port.
const solanaRpcUrl: string = import.meta.env.VITE_PORTICO_SOLANA_RPC ?? 'http://127.0.0.1:8899'

/** What `defineSolanaNetwork` takes for the sandbox cluster; main.tsx composes it with `?multichain`. */
export const sandboxSolanaNetwork = {
  genesisHash: SANDBOX_SOLANA_GENESIS_HASH,
  name: 'Sandbox Solana',
  rpcUrl: solanaRpcUrl,
  wsUrl: solanaRpcUrl.replace(/^http/, 'ws'),
}

/** The URLs the playground's Solana network lists (the two fault proxies when the sandbox runs them); subscriptions stay on the node's WebSocket. */
export const sandboxSolanaRpcUrls: string[] = sandboxRpcFaults?.solana ?? [solanaRpcUrl]

// The sandbox API server (sandbox/server/) answers all three hosted services of the on one origin.
const apiUrl: string = import.meta.env.VITE_PORTICO_API_URL ?? 'http://127.0.0.1:4000'

/** The sandbox WalletConnect relay (sandbox/relay/): the walletConnect plugin's `relayUrl`. */
export const sandboxRelayUrl: string = import.meta.env.VITE_PORTICO_RELAY_URL ?? 'ws://127.0.0.1:4002'

/** The sandbox secure frame (sandbox/frame/), on its own origin like the hosted secure site. */
const secureFrameUrl: string = import.meta.env.VITE_PORTICO_SECURE_FRAME_URL ?? 'http://127.0.0.1:5175'

/** The sandbox mail inbox (sandbox/mail/): where the frame's one-time codes arrive. */
export const sandboxMailUrl: string = import.meta.env.VITE_PORTICO_MAIL_URL ?? 'http://127.0.0.1:5176'

/** The sandbox's ERC-7677 paymaster service (sandbox/paymaster/): the Batch panel's sponsored call. */
export const sandboxPaymasterUrl: string = import.meta.env.VITE_PORTICO_PAYMASTER_URL ?? 'http://127.0.0.1:4339/'

/** The kernel's `endpoints` option: every hosted call goes to the local sandbox API, the auth frame to the sandbox frame. */
export const sandboxEndpoints = { api: apiUrl, blockchainApi: apiUrl, pulse: apiUrl, secureSite: secureFrameUrl }

/** The sandbox dApp backend (sign-in and the protected endpoint) lives on the same API server. */
export const sandboxApiUrl = apiUrl
