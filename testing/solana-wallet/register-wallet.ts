// Wallet Standard registration, as @wallet-standard/wallet's registerWallet does it: dispatch
// `wallet-standard:register-wallet` with a callback (for an app already listening), and answer
// every later `wallet-standard:app-ready` (an app that loads after the wallet).
import type { Wallet } from '@wallet-standard/base'

type RegisterApi = { register(...wallets: Wallet[]): () => void }
type Callback = (api: RegisterApi) => void

/** The window, or an EventTarget standing in for it in tests. */
export type RegisterTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>

/** Registers `wallet` with every Wallet Standard app on `target`; returns the unregister of each. */
export function registerWallet(target: RegisterTarget, wallet: Wallet): () => void {
  const unregisters: (() => void)[] = []
  const callback: Callback = ({ register }) => void unregisters.push(register(wallet))
  // The standard's events carry their payload in `detail` and refuse to be cancelled.
  const event = new CustomEvent('wallet-standard:register-wallet', { detail: callback, bubbles: false, cancelable: false, composed: false })
  target.dispatchEvent(event)
  const onAppReady = (event: Event) => callback((event as CustomEvent<RegisterApi>).detail)
  target.addEventListener('wallet-standard:app-ready', onAppReady)
  return () => {
    target.removeEventListener('wallet-standard:app-ready', onAppReady)
    unregisters.splice(0).forEach((unregister) => unregister())
  }
}
