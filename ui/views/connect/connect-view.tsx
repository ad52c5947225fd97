import type { ViewProps } from '../view-props.ts'
import { CONNECT_SECTION_VIEW } from './connect-section.tsx'
import { ConnectBody } from './connect-body.tsx'

export const title = 'Connect Wallet'
export const titleId = 'connect.title'
/** The email field (and social logins) shows with the wallets, never a moment after them. */
export const sections = [CONNECT_SECTION_VIEW]

/**
 * The first view: the email field, the social logins and the wallets in `features.connectMethodsOrder`
 * (the wallets behind one entry with `features.collapseWallets`), and the app's terms.
 */
export default function ConnectView({ data }: Partial<ViewProps<'Connect'>> = {}) {
  return <ConnectBody asked={data?.namespace} />
}
