// ConnectKit 1.9 as its guide sets it up: createConfig(getDefaultConfig(...)) (its default wallet
// list, wagmi's EIP-6963 discovery), ConnectKitProvider, ConnectKitButton.
import { ConnectKitButton, ConnectKitProvider, getDefaultConfig } from 'connectkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { PROJECT_ID, sandboxEthereum } from './network.ts'
import { Page } from './page.tsx'

const config = createConfig(
  getDefaultConfig({ appName: 'Bench anchor', walletConnectProjectId: PROJECT_ID, chains: [sandboxEthereum], transports: { [sandboxEthereum.id]: http() } }),
)
const queryClient = new QueryClient()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <ConnectKitProvider>
          <Page title="ConnectKit + Vite + React 19" button={<ConnectKitButton />} />
        </ConnectKitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
