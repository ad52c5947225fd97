// Bytes do not jitter, so the initial-bundle budget is a test (timings live in `npm run bench`).
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { playgroundConfig } from '../sandbox/playground/vite.config.ts'

/** ISSUE #2: JS loaded before the modal first opens, React included. */
const INITIAL_JS_BUDGET_BYTES = 80 * 1024

let outDir = ''
beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'portico-budget-'))
  const config = playgroundConfig({ walletScriptUrl: 'http://127.0.0.1:1/inject.js', rpcUrls: { chainA: 'http://127.0.0.1:1', chainB: 'http://127.0.0.1:2' }, apiUrl: 'http://127.0.0.1:3', relayUrl: 'ws://127.0.0.1:4' })
  // What a page ships: a production build, React's production build included. Vitest sets
  // NODE_ENV=test, which Vite and the React plugin would otherwise follow (React's dev build).
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await build({
      ...config,
      mode: 'production',
      logLevel: 'error',
      define: { ...config.define, 'process.env.NODE_ENV': '"production"' },
      build: { ...config.build, outDir, emptyOutDir: true },
    })
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
}, 120_000)
afterAll(() => rm(outDir, { recursive: true, force: true }))

/** The entry module and every chunk it imports statically (what the page fetches before any click). */
async function initialChunks(): Promise<Map<string, string>> {
  const html = await readFile(join(outDir, 'index.html'), 'utf8')
  const entries = [...html.matchAll(/<script type="module"[^>]*src="\/([^"]+)"/g)].map((m) => m[1]!)
  const seen = new Map<string, string>()
  const visit = async (file: string) => {
    if (seen.has(file)) return
    const code = await readFile(join(outDir, file), 'utf8')
    seen.set(file, code)
    // Static imports only: `import ... from "./x.js"` and bare `import "./x.js"`, not import().
    for (const m of code.matchAll(/(?:^|[;}\n])\s*import\s*(?:[^"'()]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) {
      await visit(join(file, '..', m[1]!))
    }
  }
  for (const entry of entries) await visit(entry)
  return seen
}

describe('bundle budget', () => {
  it(`keeps JS before the first open within ${INITIAL_JS_BUDGET_BYTES / 1024} KB gzip`, async () => {
    const chunks = await initialChunks()
    const sizes = [...chunks].map(([file, code]) => ({ file, gzip: gzipSync(code, { level: 9 }).byteLength }))
    const total = sizes.reduce((sum, s) => sum + s.gzip, 0)
    expect(sizes.length).toBeGreaterThan(0)
    expect(total, JSON.stringify(sizes)).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES)
  })

  it('loads no view, dialog, Tailwind or chain library before the first open', async () => {
    const code = [...(await initialChunks()).values()].join('\n')
    expect(code).not.toContain('radix')
    expect(code).not.toContain('tailwindcss')
    expect(code).not.toMatch(/Choose Network|Continue in /)
    expect(code).not.toContain('viem')
  })

  it('loads no kernel before the first open: no inversify, reflect-metadata, rxjs or kernel service', async () => {
    const code = [...(await initialChunks()).values()].join('\n')
    expect(code).not.toContain('@inversifyjs')
    expect(code).not.toContain('Reflect.defineMetadata')
    expect(code).not.toContain('object unsubscribed') // rxjs's ObjectUnsubscribedError
    expect(code).not.toContain('No ActiveCaipAddress found') // the connection service
  })

  it('loads nothing of WalletConnect (sign-client, QR encoder) before the first open; the QR encoder only with its view', async () => {
    const initial = [...(await initialChunks()).values()].join('\n')
    expect(initial).not.toContain('wc_sessionPropose') // the sign-client
    expect(initial).not.toContain('invalid border') // the qr encoder
    expect(initial).not.toContain('Copy link')
    const assets = join(outDir, 'assets')
    const withQr: string[] = []
    for (const file of (await readdir(assets)).filter((f) => f.endsWith('.js'))) {
      if ((await readFile(join(assets, file), 'utf8')).includes('invalid border')) withQr.push(file)
    }
    expect(withQr).toHaveLength(1)
    // only in the WalletConnect views' shared chunk, fetched when one of them first shows
    expect(withQr[0]).toMatch(/^pairing-/)
  })

  it('keeps the virtualized list (@tanstack/react-virtual) in the AllWallets chunk alone', async () => {
    const initial = [...(await initialChunks()).values()].join('\n')
    expect(initial).not.toContain('getVirtualItems')
    const assets = join(outDir, 'assets')
    const withVirtualizer: string[] = []
    for (const file of (await readdir(assets)).filter((f) => f.endsWith('.js'))) {
      if ((await readFile(join(assets, file), 'utf8')).includes('getVirtualItems')) withVirtualizer.push(file)
    }
    expect(withVirtualizer).toHaveLength(1)
    expect(withVirtualizer[0]).toMatch(/^all-wallets-view-/)
  })
})
