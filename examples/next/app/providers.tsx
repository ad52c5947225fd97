'use client'
// createAppKit and wagmi's createConfig run here, once per visitor: on the server once per request
// (with that request's cookies), in the browser once per page load. Nothing per-visitor lives at module level.
import { useState, type ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cookieToInitialState, WagmiProvider } from 'wagmi'
import { AppKitProvider, createAppKit } from 'portico/react'
import { serverStorage } from 'portico'
import { evm } from 'portico/plugins/evm'
import { walletConnect } from 'portico/plugins/walletconnect'
import { receive } from 'portico/plugins/receive'
import { send } from 'portico/plugins/send'
import { history } from 'portico/plugins/history'
import { names } from 'portico/plugins/names'
import { embeddedWallet } from 'portico/plugins/embedded-wallet'
import { networks, sandbox } from './sandbox'
import { createWagmiConfig } from './wagmi-config'

export function Providers({ stored, wagmiCookie, children }: { stored: Record<string, string>; wagmiCookie?: string; children: ReactNode }) {
  const [appKit] = useState(() =>
    createAppKit({
      projectId: sandbox.projectId,
      metadata: { name: 'Portico + Next.js example', description: 'Portico in a server-rendered app', url: process.env.NEXT_PUBLIC_PORTICO_APP_URL || 'http://localhost:3000', icons: [] },
      networks,
      plugins: [evm(), walletConnect(sandbox.hosted ? {} : { relayUrl: sandbox.relayUrl, offline: true }), receive(), send(), history(), names(), embeddedWallet()],
      ...(sandbox.hosted ? {} : { endpoints: { api: sandbox.apiUrl, blockchainApi: sandbox.apiUrl, pulse: sandbox.apiUrl, secureSite: sandbox.secureFrameUrl } }),
      // Cookies, so the server renders what the browser will ("connecting" for a returning visitor,
      // then the browser restores the connection): no hydration mismatch. The server only reads.
      storage: typeof window === 'undefined' ? serverStorage(stored) : 'cookie',
    }),
  )
  const [config] = useState(() => createWagmiConfig(appKit))
  const [queryClient] = useState(() => new QueryClient())
  // The same cookie on the server and in the browser's first render: the same wagmi state in both.
  // Only a stored connection: wagmi's hydrate marks any initialState 'reconnecting', so a visitor
  // who disconnected renders as 'disconnected', as a stranger does.
  const [initialState] = useState(() => {
    const state = cookieToInitialState(config, wagmiCookie)
    return state?.current ? state : undefined
  })
  return (
    <AppKitProvider appKit={appKit}>
      <WagmiProvider config={config} initialState={initialState}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </WagmiProvider>
    </AppKitProvider>
  )
}
