// What the three anchor apps share: the chain the Bench Wallet answers on (the sandbox's Ethereum,
// id 1337) and a WalletConnect project id. The id is a dummy: with no internet the anchors' hosted
// services (WalletConnect's relay and explorer, Reown's config and wallet lists) cannot be reached,
// and each app is measured as it behaves offline.
import { defineChain } from 'viem'

export const PROJECT_ID = '00000000000000000000000000000bec'

export const sandboxEthereum = defineChain({
  id: 1337,
  name: 'Sandbox Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [import.meta.env.VITE_ANCHOR_RPC_URL || 'http://127.0.0.1:8545'] } },
})

export const metadata = { name: 'Bench anchor', description: 'An anchor app of the Portico bench', url: location.origin, icons: [] }
