import { TOKENS, type Connector, type Kernel } from '../../../kernel/index.ts'
import { useObservable } from '../../hooks/use-observable.ts'
import { inAppWallet } from '../../wallets/wallet-browser.ts'

/** The wallet whose in-app browser the page runs in (a phone with that wallet injected), following wallets announced later. */
export function useInAppWallet(kernel: Kernel): Connector | undefined {
  const connectors = kernel.get(TOKENS.connectors)
  const available = useObservable(connectors.connectors$, () => connectors.getConnectors())
  const nav = kernel.get(TOKENS.environment).window?.navigator
  return inAppWallet(available, nav?.userAgent ?? '', nav?.maxTouchPoints ?? 0)
}
