// The EIP-1193 provider wagmi's connector hands out (`connector.getProvider()`): one stable object per
// connector, there before the kernel has loaded (wagmi's reconnect skips a connector without one), that
// sends each request to whatever eip155 connection Portico has when it is asked (injected,
// WalletConnect, the embedded wallet, a smart account). Its events are the ones the connector reports.
import type { EIP1193Provider } from 'viem'
import { ProviderDisconnectedError } from 'viem'
import { TOKENS } from '../../kernel/tokens.ts'
import type { AppKitInternals } from '../app-kit/app-kit-instance.ts'

type Listener = (...args: unknown[]) => void
type RequestArguments = { method: string; params?: unknown }
type Eip1193 = { request(args: RequestArguments): Promise<unknown> }

export interface PorticoProvider {
  readonly provider: EIP1193Provider
  /** Tells the provider's listeners (`accountsChanged`, `chainChanged`, `connect`, `disconnect`). */
  emit(event: string, ...args: unknown[]): void
}

export function createPorticoProvider(inner: Pick<AppKitInternals, 'loadKernel'>): PorticoProvider {
  const listeners = new Map<string, Set<Listener>>()
  const provider = {
    async request(args: RequestArguments) {
      const kernel = await inner.loadKernel()
      const connection = kernel.get(TOKENS.connection)
      // a stored connection is being restored: answer from it once it has been checked
      await connection.restored
      const wallet = connection.getProvider('eip155') as Eip1193 | undefined
      if (!wallet) throw new ProviderDisconnectedError(new Error('Portico has no eip155 connection: connect a wallet in the modal first'))
      return wallet.request(args)
    },
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(listener)
      return provider
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }
  return {
    provider: provider as unknown as EIP1193Provider,
    emit(event, ...args) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(...args)
    },
  }
}
