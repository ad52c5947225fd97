import type { TestWalletChain, WalletStorage } from './types.ts'

/** What the wallet remembers across page reloads, like a browser extension does. */
export type PersistedWalletState = {
  /** The site was granted access to the account. */
  permitted: boolean
  chainId: number
  /** Chains added through wallet_addEthereumChain. */
  addedChains: TestWalletChain[]
}

/** A Web Storage-like store kept in memory (the wallet's default). */
export function createMemoryStorage(): WalletStorage {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  }
}

/** The saved state, or undefined when there is none or it cannot be read. */
export function readWalletState(storage: WalletStorage, key: string): PersistedWalletState | undefined {
  try {
    const raw = storage.getItem(key)
    if (!raw) return undefined
    const value = JSON.parse(raw) as Partial<PersistedWalletState>
    if (typeof value.permitted !== 'boolean' || typeof value.chainId !== 'number') return undefined
    return { permitted: value.permitted, chainId: value.chainId, addedChains: value.addedChains ?? [] }
  } catch {
    return undefined
  }
}

export function writeWalletState(storage: WalletStorage, key: string, state: PersistedWalletState): void {
  storage.setItem(key, JSON.stringify(state))
}
