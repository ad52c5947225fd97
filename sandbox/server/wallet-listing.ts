// The wallet listing behind GET /getWallets: the public WalletConnect registry snapshot in
// data/walletconnect-registry/ (MIT, LICENSE.md beside it) reshaped into the explorer's WcWallet
// shape, plus deterministic generated wallets so the listing holds more than 600 entries, like the
// hosted one.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { sandboxAppWallets } from './sandbox-app-wallets.ts'

/** A listing entry, as the hosted explorer sends it (snake_case). */
export type WcWallet = {
  id: string
  name: string
  badge_type: 'none' | 'certified'
  description: string | null
  homepage: string | null
  image_id: string
  order: number
  chains: string[]
  link_mode: string | null
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  app_store: string | null
  play_store: string | null
  chrome_store: string | null
  rdns: string | null
  injected: { namespace?: string; injected_id?: string }[] | null
  supports_wc: boolean
}

/** A listing entry and where its image comes from. */
export type ListedWallet = WcWallet & { logo: { kind: 'file'; path: string } | { kind: 'generated' } }

export const registryDir = fileURLToPath(new URL('./data/walletconnect-registry/', import.meta.url))

type RegistryEntry = {
  id: string
  name: string
  description: string
  homepage: string
  chains: string[]
  app: { browser: string; ios: string; android: string }
  mobile: { native: string; universal: string }
  desktop: { native: string; universal: string }
}

/** Well-known registry wallets, listed first and badged 'certified', in this order. */
const CERTIFIED = ['MetaMask', 'Trust Wallet', 'Rainbow', 'Ledger Live', 'Argent', 'imToken', 'Crypto.com | DeFi Wallet', 'SafePal', 'TokenPocket', '1inch Wallet', 'Rabby', 'Ambire Wallet']

/** How many generated wallets follow the registry's. */
export const GENERATED_WALLETS = 520

const orNull = (value: string | undefined) => (value ? value : null)

/** Registry wallets that list any EVM chain also list the sandbox chains (EVM wallets connect to any EVM chain). */
function withSandboxChains(chains: string[], sandboxChains: readonly string[]): string[] {
  if (!chains.some((chain) => chain.startsWith('eip155:'))) return chains
  return [...new Set([...chains, ...sandboxChains])]
}

function registryWallets(sandboxChains: readonly string[]): ListedWallet[] {
  const registry = JSON.parse(readFileSync(`${registryDir}wallets.json`, 'utf8')) as Record<string, RegistryEntry>
  const entries = Object.values(registry)
  const rank = (entry: RegistryEntry) => {
    const i = CERTIFIED.indexOf(entry.name)
    return i === -1 ? CERTIFIED.length + entries.indexOf(entry) : i
  }
  return [...entries]
    .sort((a, b) => rank(a) - rank(b))
    .map((entry, i): ListedWallet => {
      const browser = entry.app.browser
      const chromeStore = browser.startsWith('https://chrome.google.com/webstore') ? browser : ''
      return {
        id: entry.id,
        name: entry.name,
        badge_type: CERTIFIED.includes(entry.name) ? 'certified' : 'none',
        description: orNull(entry.description),
        homepage: orNull(entry.homepage),
        image_id: entry.id,
        order: (i + 1) * 10,
        chains: withSandboxChains(entry.chains, sandboxChains),
        link_mode: null,
        mobile_link: orNull(entry.mobile.native || entry.mobile.universal),
        desktop_link: orNull(entry.desktop.native || entry.desktop.universal),
        webapp_link: chromeStore ? null : orNull(browser),
        app_store: orNull(entry.app.ios),
        play_store: orNull(entry.app.android),
        chrome_store: orNull(chromeStore),
        rdns: null,
        injected: null,
        supports_wc: true,
        logo: { kind: 'file', path: `${registryDir}logo-sm/${entry.id}.jpeg` },
      }
    })
}

const FIRST = ['Aurora', 'Basalt', 'Cobalt', 'Drift', 'Ember', 'Fjord', 'Granite', 'Harbor', 'Indigo', 'Juniper', 'Kestrel', 'Lumen', 'Meridian', 'Nimbus', 'Onyx', 'Prism', 'Quartz', 'Ridge', 'Sierra', 'Tundra', 'Umbra', 'Vertex', 'Willow', 'Xenon', 'Yarrow', 'Zephyr']
const SECOND = ['Wallet', 'Vault', 'Pay', 'Keys', 'Safe', 'Pocket', 'Pass', 'Link', 'Hub', 'Purse']

/** Names with spaces, punctuation, non-Latin letters, markup and length, for tests of rendering and search. */
function generatedName(i: number): string {
  const first = FIRST[i % FIRST.length]
  const second = SECOND[Math.floor(i / FIRST.length) % SECOND.length]
  const round = Math.floor(i / (FIRST.length * SECOND.length))
  const base = round === 0 ? `${first} ${second}` : `${first} ${second} ${round + 1}`
  if (i % 97 === 5) return `Ünïcödé ${base}`
  if (i % 89 === 7) return `${first}'s “Quoted” ${second}`
  if (i % 83 === 9) return `${base} & Co.`
  if (i % 79 === 11) return `${first} ⚡ ${second}`
  if (i % 73 === 13) return `${first}   Spaced   ${second}`
  if (i % 71 === 15) return `${first}-${second}_(beta)`
  if (i % 67 === 17) return `${base} With A Very Long Name That Will Not Fit In One Grid Cell`
  if (i % 61 === 19) return `日本 ${base}`
  if (i % 59 === 21) return `<b>${first}</b> ${second}`
  return base
}

const solanaMainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const bitcoinMainnet = 'bip122:000000000019d6689c085ae165831e93'

function generatedWallets(sandboxChains: readonly string[], orderFrom: number): ListedWallet[] {
  return Array.from({ length: GENERATED_WALLETS }, (_, i): ListedWallet => {
    const digest = createHash('sha256').update(`portico-sandbox-wallet:${i}`).digest()
    const id = digest.toString('hex')
    const name = generatedName(i)
    const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'wallet'}-${i}`
    const kind = digest[1] % 25 // 0-1: Solana only, 2: Bitcoin only, the rest EVM
    const evm = ['eip155:1', ...(digest[2] % 2 ? ['eip155:137'] : []), ...(digest[3] % 3 === 0 ? ['eip155:10', 'eip155:8453'] : [])]
    const chains =
      kind < 2 ? [solanaMainnet] : kind === 2 ? [bitcoinMainnet] : [...new Set([...evm, ...(digest[4] % 5 ? sandboxChains : []), ...(digest[5] % 4 === 0 ? [solanaMainnet] : [])])]
    const mobile = i % 4 === 3 ? null : i % 3 === 0 ? `https://${slug}.example/wc` : `${slug}://`
    return {
      id,
      name,
      badge_type: i % 10 === 0 ? 'certified' : 'none',
      description: `${name}: a generated sandbox wallet.`,
      homepage: `https://${slug}.example`,
      image_id: id,
      order: orderFrom + (i + 1) * 10,
      chains,
      link_mode: null,
      mobile_link: mobile,
      desktop_link: i % 6 === 0 ? `${slug}-desktop://` : null,
      webapp_link: i % 8 === 1 ? `https://app.${slug}.example` : null,
      app_store: mobile ? `https://apps.apple.com/app/${slug}/id${100000000 + i}` : null,
      play_store: mobile ? `https://play.google.com/store/apps/details?id=example.${slug.replace(/-/g, '_')}` : null,
      chrome_store: null,
      rdns: null,
      injected: null,
      supports_wc: true,
      logo: { kind: 'generated' },
    }
  })
}

/**
 * The whole listing, sorted by `order`. `sandboxChains`: the CAIP-2 ids of the chains the server
 * serves; `walletOrigin`: the sandbox wallet server, whose phone-app entries then close the listing.
 */
export function buildWalletListing(sandboxChains: readonly string[], walletOrigin?: string): ListedWallet[] {
  const registry = registryWallets(sandboxChains)
  const generated = generatedWallets(sandboxChains, registry.length * 10)
  const apps = walletOrigin ? sandboxAppWallets(walletOrigin, sandboxChains, generated.at(-1)!.order) : []
  return [...registry, ...generated, ...apps]
}

export type WalletQuery = {
  page: number
  entries: number
  search?: string
  include?: string[]
  exclude?: string[]
  chains?: string[]
  badge?: 'none' | 'certified'
  names?: string[]
  rdns?: string[]
}

/** The wallets matching a query: the total, and the requested page. */
export function queryWallets(wallets: readonly ListedWallet[], query: WalletQuery): { count: number; data: ListedWallet[] } {
  const include = query.include?.length ? new Set(query.include) : undefined
  const exclude = new Set(query.exclude ?? [])
  const chains = query.chains?.length ? new Set(query.chains) : undefined
  const names = query.names?.length ? new Set(query.names.map((name) => name.toLowerCase())) : undefined
  const rdns = query.rdns?.length ? new Set(query.rdns) : undefined
  const search = query.search?.trim().toLowerCase()

  let matches = wallets.filter(
    (wallet) =>
      (!include || include.has(wallet.id)) &&
      !exclude.has(wallet.id) &&
      (!chains || wallet.chains.some((chain) => chains.has(chain))) &&
      (query.badge !== 'certified' || wallet.badge_type === 'certified') &&
      (!(names || rdns) || names?.has(wallet.name.toLowerCase()) || (wallet.rdns !== null && rdns?.has(wallet.rdns))) &&
      (!search || wallet.name.toLowerCase().includes(search)),
  )
  if (search) {
    // Exact names first, then names starting with the search, then the rest (each in listing order).
    const rank = (wallet: ListedWallet) => {
      const name = wallet.name.toLowerCase()
      return name === search ? 0 : name.startsWith(search) ? 1 : 2
    }
    matches = matches.map((wallet, i) => ({ wallet, i })).sort((a, b) => rank(a.wallet) - rank(b.wallet) || a.i - b.i).map(({ wallet }) => wallet)
  }
  const start = (query.page - 1) * query.entries
  return { count: matches.length, data: matches.slice(start, start + query.entries) }
}
