// What a settled session says about the wallet: its eip155 chains and accounts, the accounts of its
// other namespaces, and the peer's name and icon. The peer's values are untrusted: read by the
// kernel's CAIP grammar, a malformed one dropped.
import { evmChainNumber, readCaipAccounts } from 'portico'
import { WalletConnectError, WalletConnectMessages } from './errors.ts'
import type { WalletConnectPeer } from './session-contract.ts'
import type { Session } from './sign-client-types.ts'

/** An eip155 chain id from a number, a decimal string or a CAIP-2 `eip155:<id>`; anything else cannot be switched to. */
export function chainOf(id: number | string): number {
  const n = evmChainNumber(id)
  if (!Number.isSafeInteger(n)) throw new WalletConnectError('SWITCH_FAILED', WalletConnectMessages.switchFailed)
  return n
}

/** The CAIP-2 eip155 chains of `s`: the ones it lists and the ones its accounts name. */
export function sessionChains(s: Session): string[] {
  const ns = s.namespaces.eip155
  if (!ns) return []
  const fromAccounts = readCaipAccounts(ns.accounts, 'eip155').map((a) => a.network)
  return [...new Set([...(ns.chains ?? []), ...fromAccounts])]
}

/** The eip155 addresses of `s` on `chain` (all of them when none is on it), each once. */
export function accountsOf(s: Session, chain: number | undefined): string[] {
  const all = readCaipAccounts(s.namespaces.eip155?.accounts, 'eip155')
  const onChain = all.filter((a) => a.chainId === String(chain))
  return [...new Set((onChain.length ? onChain : all).map((a) => a.address))]
}

/** The CAIP-10 accounts of every namespace of `s` but eip155. */
export function otherAccounts(s: Session): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(s.namespaces)
      .filter(([ns]) => ns !== 'eip155')
      .map(([ns, n]) => [ns, n.accounts]),
  )
}

/** The wallet's name (trimmed, at most 100 characters) and first icon; none without a name. */
export function peerOf(s: Session): WalletConnectPeer | undefined {
  const metadata = s.peer?.metadata
  if (!metadata || typeof metadata.name !== 'string' || !metadata.name.trim()) return undefined
  const icon = Array.isArray(metadata.icons) && typeof metadata.icons[0] === 'string' ? metadata.icons[0] : undefined
  return { name: metadata.name.trim().slice(0, 100), ...(icon ? { icon } : {}) }
}
