// The getting-started guide's app, pointed at the local sandbox (`npm start` in the repo) by default:
// its two anvil chains, its API server, its WalletConnect relay and its secure frame (the embedded
// wallet's email login, on its own origin).
import { createAppKit, AppKitButton, useAppKitAccount } from 'portico/react'
import { evm } from 'portico/plugins/evm'
import { walletConnect } from 'portico/plugins/walletconnect'
import { receive } from 'portico/plugins/receive'
import { send } from 'portico/plugins/send'
import { history } from 'portico/plugins/history'
import { names } from 'portico/plugins/names'
import { embeddedWallet } from 'portico/plugins/embedded-wallet'
import { defineNetwork } from 'portico'

const env = import.meta.env
// The sandbox by default; VITE_PORTICO_HOSTED=1 builds against the hosted services and real chains
// (Ethereum and Base) with your VITE_PORTICO_PROJECT_ID. Every value is read at build time.
const hosted = env.VITE_PORTICO_HOSTED === '1'
const projectId = env.VITE_PORTICO_PROJECT_ID || 'portico-sandbox'
const api = env.VITE_PORTICO_API_URL || 'http://127.0.0.1:4000'
const secureSite = env.VITE_PORTICO_SECURE_FRAME_URL || 'http://127.0.0.1:5175'
const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

const chainA = defineNetwork({
  id: hosted ? 1 : 1337,
  name: hosted ? 'Ethereum' : 'Sandbox Ethereum',
  nativeCurrency: ether,
  rpcUrls: { default: { http: [env.VITE_PORTICO_CHAIN_A_RPC || (hosted ? 'https://ethereum-rpc.publicnode.com' : 'http://127.0.0.1:8545')] } },
})

const chainB = defineNetwork({
  id: 8453,
  name: hosted ? 'Base' : 'Sandbox Base',
  nativeCurrency: ether,
  rpcUrls: { default: { http: [env.VITE_PORTICO_CHAIN_B_RPC || (hosted ? 'https://mainnet.base.org' : 'http://127.0.0.1:8546')] } },
})

createAppKit({
  projectId,
  metadata: { name: 'Portico example', description: 'Portico in a Vite + React app', url: location.origin, icons: [] },
  networks: [chainA, chainB],
  plugins: [
    evm(),
    walletConnect(hosted ? {} : { relayUrl: env.VITE_PORTICO_RELAY_URL || 'ws://127.0.0.1:4002', offline: true }),
    // the Account view's wallet features; each view loads when first opened
    receive(),
    send(),
    history(),
    names(),
    // email login: a wallet made from the visitor's email, kept in the secure frame
    embeddedWallet(),
  ],
  // The sandbox API server answers all three hosted services; the sandbox frame is the secure site.
  ...(hosted ? {} : { endpoints: { api, blockchainApi: api, pulse: api, secureSite } }),
})

export function App() {
  const { address, status } = useAppKitAccount()
  return (
    <main>
      <h1>Portico + Vite + React 18</h1>
      <AppKitButton />
      <p>
        Status: <output aria-label="Status">{status}</output>
      </p>
      <p>
        Address: <output aria-label="Address">{address ?? 'none'}</output>
      </p>
    </main>
  )
}
