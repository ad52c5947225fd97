// Portico's eip155 connection as wagmi sees it, read from the instance's stores (the stored state
// before the kernel loads, the kernel's after): no kernel, no rxjs, nothing from wagmi.
import type { Address } from 'viem'
import { getAddress } from 'viem'
import type { AppKitInternals } from '../app-kit/app-kit-instance.ts'
import type { Unsubscribable } from '../app-kit/boot-store.ts'

export interface EvmView {
  /** 'connecting' while Portico restores a stored connection or asks a wallet. */
  status: 'connected' | 'connecting' | 'disconnected'
  /** Checksummed, the active account first; the stored ones while a connection is restored. */
  accounts: readonly Address[]
  /** The listed eip155 network Portico is on (wagmi's chain). */
  chainId: number | undefined
  /** Set while the wallet sits on a chain the app does not list (Portico shows UnsupportedChain). */
  unsupportedChainId: number | undefined
}

type Stores = Pick<AppKitInternals, 'accounts' | 'network'>

const checksummed = (address: string): Address | undefined => {
  try {
    return getAddress(address)
  } catch {
    return undefined // not an EVM address: nothing wagmi can use
  }
}

export function evmView({ accounts, network }: Stores): EvmView {
  const account = accounts.get().eip155
  const net = network.get()
  const active = net.activeByNamespace.eip155
  const addresses = account?.address ? [account.address, ...account.allAccounts.map((a) => a.address)] : []
  const unique = [...new Set(addresses.map(checksummed).filter((a): a is Address => a !== undefined))]
  const unsupported = net.activeNamespace === 'eip155' && net.unsupportedChainId !== undefined ? Number(net.unsupportedChainId) : undefined
  return {
    status: account?.status ?? 'disconnected',
    accounts: unique,
    chainId: active && typeof active.id === 'number' ? active.id : active ? Number(active.id) : undefined,
    unsupportedChainId: unsupported !== undefined && Number.isFinite(unsupported) ? unsupported : undefined,
  }
}

/** Calls `listener` on every change of the account or network store; returns the unsubscribe. */
export function onEvmChange(stores: Stores & Pick<AppKitInternals, 'state'>, listener: () => void): () => void {
  const subs: Unsubscribable[] = [stores.accounts.subscribe(listener), stores.network.subscribe(listener), stores.state.subscribe(listener)]
  return () => subs.forEach((s) => s.unsubscribe())
}

export class WaitTimeoutError extends Error {
  override name = 'WaitTimeoutError'
}

/**
 * Resolves with `check()`'s first defined answer, checked now and on every change; rejects with what
 * `check` throws, or after `timeoutMs`.
 */
export function waitFor<T>(stores: Stores & Pick<AppKitInternals, 'state'>, check: () => T | undefined, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let done = false
    let stop: (() => void) | undefined
    const finish = (settle: () => void) => {
      if (done) return
      done = true
      clearTimeout(timer)
      stop?.()
      settle()
    }
    const run = () => {
      try {
        const answer = check()
        if (answer !== undefined) finish(() => resolve(answer))
      } catch (error) {
        finish(() => reject(error))
      }
    }
    const timer = setTimeout(() => finish(() => reject(new WaitTimeoutError(`no answer within ${timeoutMs} ms`))), timeoutMs)
    stop = onEvmChange(stores, run)
    if (done) stop()
  })
}
