import type { ViewProps } from '../view-props.ts'
import { ConnectBody } from './connect-body.tsx'

export const title = 'Connect Wallet'
export const titleId = 'connect.title'

/** The wallets alone: what "Continue with a wallet" opens when `features.collapseWallets` is on. */
export default function ConnectWalletsView({ data }: Partial<ViewProps<'ConnectWallets'>> = {}) {
  return <ConnectBody asked={data?.namespace} walletsOnly />
}
