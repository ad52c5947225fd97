import { useState } from 'react'
import { sandboxMailUrl } from './sandbox-config.ts'
import { BatchPanel } from './BatchPanel.tsx'
import { PermissionsPanel } from './PermissionsPanel.tsx'
import { SignInPanel } from './SignInPanel.tsx'
import { SolanaPanel } from './SolanaPanel.tsx'
import { SwapPanel } from './SwapPanel.tsx'
import { BuyPanel } from './BuyPanel.tsx'
import { playgroundMultichain } from './multichain.ts'
import { PayPanel } from './PayPanel.tsx'
import { RpcPanel } from './RpcPanel.tsx'
import { EventsPanel } from './EventsPanel.tsx'
import { ConnectionsPanel } from './ConnectionsPanel.tsx'
import { ConnectOptionsPanel } from './ConnectOptionsPanel.tsx'
import { AccountTypePanel } from './AccountTypePanel.tsx'
import { AppKitButton, NetworkButton, type AppKit, useAppKitAccount, useAppKitLocale, useAppKitNetwork, useAppKitProvider, useAppKitTheme } from 'portico/react'

interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>
}

export const MESSAGE = 'Hello from Portico'

function toHex(text: string): string {
  return `0x${[...new TextEncoder().encode(text)].map((b) => b.toString(16).padStart(2, '0')).join('')}`
}

/** Every value an end-to-end test reads is plain text with a label and a test id. */
export function App({ appKit, multiWallet = false }: { appKit?: AppKit; multiWallet?: boolean } = {}) {
  const { address, status, embeddedWalletInfo } = useAppKitAccount()
  const { chainId, caipNetwork } = useAppKitNetwork()
  const { walletProvider } = useAppKitProvider<Eip1193Provider>('eip155')
  const { themeMode, setThemeMode } = useAppKitTheme()
  const { locale, setLocale } = useAppKitLocale()
  const [signature, setSignature] = useState<string>()
  const [error, setError] = useState<string>()
  const [signing, setSigning] = useState(false)

  async function sign() {
    if (!walletProvider || !address) return
    setSigning(true)
    setError(undefined)
    setSignature(undefined)
    try {
      setSignature(String(await walletProvider.request({ method: 'personal_sign', params: [toHex(MESSAGE), address] })))
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
    } finally {
      setSigning(false)
    }
  }

  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '48px auto', padding: '0 16px', lineHeight: 1.5 }}>
      <h1 style={{ fontSize: 24 }}>Portico Playground</h1>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', margin: '16px 0' }}>
        <AppKitButton />
        <NetworkButton />
        <button type="button" data-testid="theme-toggle" onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}>
          {themeMode === 'dark' ? 'Light theme' : 'Dark theme'}
        </button>
        <label style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          Language
          <select data-testid="locale-select" value={locale.split('-')[0]} onChange={(event) => void setLocale(event.target.value)}>
            <option value="en">English</option>
            <option value="es">Español</option>
            <option value="ar">العربية</option>
          </select>
        </label>
      </div>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px' }}>
        <dt id="status-label">Status</dt>
        <dd aria-labelledby="status-label" data-testid="account-status">
          {status}
        </dd>
        <dt id="address-label">Address</dt>
        <dd aria-labelledby="address-label" data-testid="account-address" style={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {address ?? ''}
        </dd>
        <dt id="chain-label">Chain</dt>
        <dd aria-labelledby="chain-label" data-testid="account-chain">
          {chainId}
        </dd>
        <dt id="network-label">Network</dt>
        <dd aria-labelledby="network-label" data-testid="account-network">
          {caipNetwork?.name ?? 'Unsupported network'}
        </dd>
        <dt id="embedded-user-label">Embedded wallet user</dt>
        <dd aria-labelledby="embedded-user-label" data-testid="account-embedded-user">
          {embeddedWalletInfo ? `${embeddedWalletInfo.authProvider} ${embeddedWalletInfo.user?.username ?? embeddedWalletInfo.user?.email ?? ''}`.trim() : ''}
        </dd>
      </dl>
      <p>
        <button type="button" data-testid="sign-message" disabled={status !== 'connected' || signing} onClick={() => void sign()}>
          Sign message
        </button>
      </p>
      <p>
        <span id="signature-label">Signature</span>:{' '}
        <output aria-labelledby="signature-label" data-testid="signature" style={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {signature ?? ''}
        </output>
      </p>
      <ConnectOptionsPanel />
      <AccountTypePanel />
      <SignInPanel />
      <BatchPanel />
      <PermissionsPanel />
      <BuyPanel />
      <SwapPanel />
      {playgroundMultichain && <SolanaPanel />}
      <p>
        Sandbox inbox (email one-time codes and device approvals): <a href={sandboxMailUrl}>{sandboxMailUrl}</a>
      </p>
      {error && (
        <p role="alert" data-testid="sign-error" style={{ color: '#b00020' }}>
          {error}
        </p>
      )}
      <PayPanel />
      <RpcPanel />
      <EventsPanel appKit={appKit} />
      <ConnectionsPanel multiWallet={multiWallet} />
    </main>
  )
}
