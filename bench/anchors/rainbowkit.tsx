// RainbowKit 2.2 as its guide sets it up: getDefaultConfig (its default wallet list, wagmi's
// EIP-6963 discovery), RainbowKitProvider, ConnectButton.
import '@rainbow-me/rainbowkit/styles.css'
import { ConnectButton, RainbowKitProvider, getDefaultConfig } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { http, WagmiProvider } from 'wagmi'
import { PROJECT_ID, sandboxEthereum } from './network.ts'
import { Page } from './page.tsx'

const config = getDefaultConfig({ appName: 'Bench anchor', projectId: PROJECT_ID, chains: [sandboxEthereum], transports: { [sandboxEthereum.id]: http() } })
const queryClient = new QueryClient()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <RainbowKitProvider>
          <Page title="RainbowKit + Vite + React 19" button={<ConnectButton />} />
        </RainbowKitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
