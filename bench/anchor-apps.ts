// The anchors of `npm run bench -- --anchors`: RainbowKit, ConnectKit and AppKit (with its wagmi
// adapter) from the npm registry, each in a minimal app shaped like examples/vite-react (bench/anchors/:
// one index.html, and per kit a <name>.tsx with a title, the kit's own button that opens its connect
// modal and the app's useAccount() text). Their
// packages are installed into bench/anchors/node_modules on the first --anchors run (not by the repo's
// npm install), each app is built for production with Vite and served statically, and the bench times
// them with the same code as Portico. With no internet, each kit's hosted services (WalletConnect's
// relay and explorer, Reown's remote config and wallet lists, fonts) fail to resolve: every figure is
// the kit as it behaves offline.
import { existsSync, statSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSizes, initialChunks } from './initial-chunks.ts'
import { run } from '../scripts/examples/run.ts'
import { serveDirectory } from './static-server.ts'

export const ANCHORS_DIR = fileURLToPath(new URL('./anchors/', import.meta.url))

export type Anchor = {
  /** The kit's name in the bench's rows. */
  name: string
  /** Its app's entry in bench/anchors, without '.tsx'; also its build's folder under bench/anchors/dist. */
  app: string
  /** The accessible name of the kit's button. */
  buttonName: string
  /** The kit's connect dialog. */
  dialog: string
  /** Its Connect view's first real row (a wallet in the list), inside the dialog. */
  ready: string
  /** Whether `ready` lies in shadow roots below the dialog (a web-component kit). */
  deep?: boolean
  /** The Bench Wallet's entry in the kit's list (wagmi's EIP-6963 discovery finds it). */
  walletName: string
}

export const ANCHORS: readonly Anchor[] = [
  { name: 'RainbowKit', app: 'rainbowkit', buttonName: 'Connect Wallet', dialog: '[role="dialog"]', ready: '[data-testid^="rk-wallet-option-"]', walletName: 'Bench Wallet' },
  { name: 'ConnectKit', app: 'connectkit', buttonName: 'Connect Wallet', dialog: '[role="dialog"]', ready: 'button:has(> [data-shape])', walletName: 'Bench Wallet' },
  { name: 'AppKit', app: 'appkit', buttonName: 'Connect Wallet', dialog: '[role="alertdialog"]', ready: 'wui-list-wallet', deep: true, walletName: 'Bench Wallet' },
]

/**
 * Whether bench/anchors needs `npm ci`: no node_modules, or a lockfile newer than npm's record of
 * the last install (node_modules/.package-lock.json).
 */
export function needsInstall(dir: string): boolean {
  const record = join(dir, 'node_modules', '.package-lock.json')
  if (!existsSync(record)) return true
  return statSync(join(dir, 'package-lock.json')).mtimeMs > statSync(record).mtimeMs
}

/**
 * Installs the anchors' packages from the registry when needed. --legacy-peer-deps: the three kits
 * pin peer ranges that disagree on React 19 and wagmi's minor versions, and each works with them.
 */
export async function installAnchors(log: string, dir = ANCHORS_DIR): Promise<boolean> {
  if (!needsInstall(dir)) return false
  await run('npm', ['ci', '--legacy-peer-deps', '--no-audit', '--no-fund'], { cwd: dir, log })
  return true
}

export type BuiltAnchor = Anchor & { distDir: string; initialJsGzipBytes: number }

/**
 * Builds one anchor's app for production into bench/anchors/dist/<app>, `rpcUrl` as its chain's RPC:
 * the shared index.html, its /anchor-main script resolved to the anchor's own <app>.tsx.
 */
export async function buildAnchor(anchor: Anchor, rpcUrl: string, dir = ANCHORS_DIR): Promise<BuiltAnchor> {
  const [{ build }, { default: react }] = await Promise.all([import('vite'), import('@vitejs/plugin-react')])
  const distDir = join(dir, 'dist', anchor.app)
  await mkdir(distDir, { recursive: true })
  await build({
    root: dir,
    configFile: false,
    logLevel: 'error',
    mode: 'production',
    plugins: [react()],
    resolve: { alias: [{ find: /^\/anchor-main$/, replacement: join(dir, `${anchor.app}.tsx`) }] },
    define: { 'import.meta.env.VITE_ANCHOR_RPC_URL': JSON.stringify(rpcUrl) },
    build: { outDir: distDir, emptyOutDir: true },
  })
  const initialJsGzipBytes = gzipSizes(await initialChunks(distDir)).reduce((total, f) => total + f.gzipBytes, 0)
  return { ...anchor, distDir, initialJsGzipBytes }
}

export type ServedAnchor = BuiltAnchor & { url: string; stop(): Promise<void> }

/** Installs (when needed), builds and serves every anchor; `log` receives npm's output. */
export async function startAnchors(rpcUrl: string, log: string): Promise<ServedAnchor[]> {
  if (await installAnchors(log)) console.log(`  installed the anchors' packages into bench/anchors/node_modules (log ${log})`)
  const served: ServedAnchor[] = []
  try {
    for (const anchor of ANCHORS) {
      const built = await buildAnchor(anchor, rpcUrl)
      const server = await serveDirectory(built.distDir)
      served.push({ ...built, ...server })
    }
    return served
  } catch (error) {
    await Promise.allSettled(served.map((s) => s.stop()))
    throw error
  }
}
