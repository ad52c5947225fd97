// The legacy `window.ethereum` provider, offered as the generic "Browser Wallet".
import type { Connector } from 'portico'
import type { AnnouncedWallet } from './discovery.ts'
import { isProvider, type Eip1193Provider } from './eip1193.ts'

export const INJECTED_CONNECTOR: Connector = { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' }

export function legacyProvider(win: Window | undefined): Eip1193Provider | undefined {
  const ethereum = (win as { ethereum?: unknown } | undefined)?.ethereum
  return isProvider(ethereum) ? ethereum : undefined
}

/** `isMetaMask: true` → `metamask`: the wallet names a provider claims through its `is*` flags. */
export function walletFlags(provider: Eip1193Provider): string[] {
  const flags: string[] = []
  for (const key in provider) {
    if (/^is[A-Z]/.test(key) && (provider as unknown as Record<string, unknown>)[key] === true) flags.push(key.slice(2).toLowerCase())
  }
  return flags
}

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '')

/**
 * Whether to list `window.ethereum` as "Browser Wallet" beside the announced wallets. Hidden when
 * - an announced wallet's provider is that very object, or
 * - wallets were announced and none of its `is*` flags names a wallet that was not (no flag at
 *   all, or `isMetaMask` while MetaMask announced itself): it is then almost surely one of them,
 *   behind a different proxy object.
 * Shown otherwise: a wallet that predates EIP-6963 stays reachable.
 */
export function showLegacy(provider: Eip1193Provider, announced: readonly AnnouncedWallet[]): boolean {
  if (announced.length === 0) return true
  if (announced.some((w) => w.provider === provider)) return false
  const names = announced.map((w) => `${squash(w.name)} ${squash(w.rdns)}`)
  return walletFlags(provider).some((flag) => !names.some((n) => n.includes(flag)))
}
