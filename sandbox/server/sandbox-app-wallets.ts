// The listing's entries for the Sandbox Mobile Wallet played as an installed phone app, and for a
// wallet that is not installed. They come last in the listing (the registry's order and the
// Connect view's recommended wallets stay as they are); a phone finds them in All Wallets.
import { createHash } from 'node:crypto'
import type { ListedWallet } from './wallet-listing.ts'
import { SANDBOX_APP_LINK_PATH } from '../mobile-wallet/app-link.ts'

/** The installed app: its universal link opens the Sandbox Mobile Wallet's page with the pairing URI. */
export const SANDBOX_APP_WALLET = 'Sandbox Mobile Wallet'
/** A wallet whose app is not installed: its deep link reaches nothing, its store links remain. */
export const SANDBOX_MISSING_WALLET = 'Sandbox Missing Wallet'

/** The custom schemes of the two entries (a test plays the phone's OS for them). */
export const SANDBOX_APP_SCHEME = 'portico-sandbox-wallet:'
export const SANDBOX_MISSING_SCHEME = 'portico-missing-wallet:'

export { SANDBOX_APP_LINK_PATH } from '../mobile-wallet/app-link.ts'

const idOf = (name: string) => createHash('sha256').update(`portico-sandbox-app:${name}`).digest('hex')
const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-')

function entry(name: string, order: number, chains: string[], links: { universal: string | null; scheme: string }): ListedWallet {
  const id = idOf(name)
  return {
    id,
    name,
    badge_type: 'none',
    description: `${name}: a sandbox wallet app for phone tests.`,
    homepage: null,
    image_id: id,
    order,
    chains,
    // the wallet's universal link (what a phone opens first) and its custom-scheme deep link
    link_mode: links.universal,
    mobile_link: `${links.scheme}//`,
    desktop_link: null,
    webapp_link: null,
    app_store: `https://apps.apple.com/app/${slug(name)}/id6400000${order % 1000}`,
    play_store: `https://play.google.com/store/apps/details?id=dev.portico.${slug(name).replace(/-/g, '_')}`,
    chrome_store: null,
    rdns: null,
    injected: null,
    supports_wc: true,
    logo: { kind: 'generated' },
  }
}

/**
 * The two phone-app entries. `walletOrigin`: the wallet server's origin (http://127.0.0.1:5174),
 * whose `/mobile/wc` page plays the installed app; `orderFrom`: the last order in the listing.
 */
export function sandboxAppWallets(walletOrigin: string, sandboxChains: readonly string[], orderFrom: number): ListedWallet[] {
  const chains = [...sandboxChains]
  return [
    entry(SANDBOX_APP_WALLET, orderFrom + 10, chains, { universal: `${walletOrigin}${SANDBOX_APP_LINK_PATH}`, scheme: SANDBOX_APP_SCHEME }),
    entry(SANDBOX_MISSING_WALLET, orderFrom + 20, chains, { universal: null, scheme: SANDBOX_MISSING_SCHEME }),
  ]
}
