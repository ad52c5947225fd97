// On a phone, a request sent over the relay to a wallet whose app was opened by a link at connect
// opens that app again, so the visitor does not switch apps by hand: the wallet's link as
// remembered at connect (its universal link where listed, else its deep link), as WalletConnect's
// bare `wc` link without a pairing URI (`https://wallet.example/wc`, `wallet://wc`). A request that
// went in a link-mode link has opened the wallet already; a read that asks the visitor nothing
// opens nothing.
import { safeLinkUrl } from '../../ui/kit/index.ts'
import { openAppLink, type AppLink } from './app-links.ts'
import type { WalletAppPage } from './session-contract.ts'

/** Requests the wallet answers without asking the visitor: they never open its app. */
const SILENT_METHODS = new Set([
  'eth_accounts',
  'eth_chainId',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getPermissions',
  'wallet_getAssets',
  'solana_getAccounts',
])

/** Whether a request of `method` asks the visitor in the wallet (so its app is brought forward). */
export const asksTheVisitor = (method: string): boolean => !SILENT_METHODS.has(method)

/** The wallet's bare `wc` link for a request: `<link>/wc` for a universal link, `<scheme>://wc` for a deep link; undefined for an unsafe link. */
export function requestLinkOf(remembered: string): AppLink | undefined {
  const base = safeLinkUrl(remembered, { allowAppSchemes: true })
  if (!base) return undefined
  if (/^https?:/i.test(base)) {
    const url = new URL(base)
    // a Telegram-native wallet's t.me link opens its Mini App as it is
    if (url.hostname === 't.me') return { kind: 'universal', base, href: base }
    url.search = ''
    url.hash = ''
    const path = url.pathname.replace(/\/+$/, '')
    // a listed link that already is the wallet's `wc` path is used as it is
    url.pathname = path.endsWith('/wc') ? path : `${path}/wc`
    return { kind: 'universal', base, href: url.href }
  }
  const scheme = base.includes('://') ? base.slice(0, base.indexOf('://')) : base.replace(/[:/]+$/, '')
  return { kind: 'deep', base, href: `${scheme}://wc` }
}

/**
 * Opens the remembered wallet's app for a request of `method` now, in the tap that asked for it
 * (through the app link rules: a new tab for a universal link, this page's top window for a deep
 * link, Telegram's openLink in a Mini App); nothing on a computer, for a silent read, without a
 * remembered wallet, or while the page is not in front (a request sent in the background).
 */
export function openWalletForRequest(page: WalletAppPage, method: string): boolean {
  if (!page.isPhone() || !asksTheVisitor(method)) return false
  const remembered = page.remembered()
  const link = remembered ? requestLinkOf(remembered) : undefined
  if (!link) return false
  const doc = page.window.document as Document | undefined
  if (doc && typeof doc.hasFocus === 'function' && !doc.hasFocus()) return false
  return openAppLink(page.window, link)
}
