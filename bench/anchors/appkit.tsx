// AppKit 1.8 with its wagmi adapter as its guide sets it up: createAppKit at module scope, wagmi's
// config from the adapter, the <appkit-button> web component. Analytics off (nothing to send to).
import { createAppKit } from '@reown/appkit/react'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { PROJECT_ID, metadata, sandboxEthereum } from './network.ts'
import { Page } from './page.tsx'

const networks: [typeof sandboxEthereum] = [sandboxEthereum]
const wagmiAdapter = new WagmiAdapter({ networks, projectId: PROJECT_ID })
createAppKit({ adapters: [wagmiAdapter], networks, projectId: PROJECT_ID, metadata, features: { analytics: false } })
const queryClient = new QueryClient()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <Page title="AppKit + Vite + React 19" button={<appkit-button />} />
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
