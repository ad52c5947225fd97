'use client'
// createAppKit runs here, once per visitor: on the server once per request (with that request's
// cookies), in the browser once per page load. Nothing per-visitor lives at module level.
import { useState, type ReactNode } from 'react'
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

export function Providers({ stored, children }: { stored: Record<string, string>; children: ReactNode }) {
  const [appKit] = useState(() =>
    createAppKit({
      projectId: 'portico-sandbox',
      networks,
      plugins: [evm(), walletConnect({ relayUrl: sandbox.relayUrl, offline: true }), receive(), send(), history(), names(), embeddedWallet()],
      endpoints: { api: sandbox.apiUrl, blockchainApi: sandbox.apiUrl, pulse: sandbox.apiUrl, secureSite: sandbox.secureFrameUrl },
      // Cookies, so the server renders what the browser will ("connecting" for a returning visitor,
      // then the browser restores the connection): no hydration mismatch. The server only reads.
      storage: typeof window === 'undefined' ? serverStorage(stored) : 'cookie',
    }),
  )
  return <AppKitProvider appKit={appKit}>{children}</AppKitProvider>
}
