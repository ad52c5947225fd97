// Bytes do not jitter, so the initial-bundle budget is a test (timings live in `npm run bench`).
//
// What is measured: examples/vite-react (evm() and walletConnect() composed, React 19 included) built
// for production from the packed tarball, exactly as `npm run bench` serves it: bench/example.ts
// (the examples harness in scripts/examples/: a copy outside the repo, `npm install <tarball>`,
// `npm run build`). Decided: this file builds its own copy in beforeAll rather than reusing the e2e
// run's build, because `npm test` runs vitest before Playwright (whose setup builds the examples),
// so that output does not exist yet here. The tarball is `npm test`'s (PORTICO_TARBALL) or, when this
// file runs alone, a fresh `npm pack`; the install is served from the npm cache after the first
// run. About 25 s with PORTICO_TARBALL, 35 s without.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testTarball } from '../scripts/package/pack.ts'
import { BUDGETS } from './budgets.ts'
import { buildExample } from './example.ts'
import { gzipSizes, initialChunks as initialChunksOf } from './initial-chunks.ts'
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts'
import { firstOpenFiles } from './first-open-files.ts'
import { serveDirectory } from './static-server.ts'

/** Issue 8: JS loaded before the modal first opens, React and every plugin examples/vite-react composes included. */
const INITIAL_JS_BUDGET_BYTES = BUDGETS.initialJsGzipBytes
/** The script files of the first open (kernel, modal, Connect view with its sections, the plugins' parts): measured COUNT, with one to spare. */
const FIRST_OPEN_FILES = BUDGETS.firstOpenScriptFiles

let workDir = ''
let outDir = ''
beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'portico-budget-'))
  // The URLs only end up as strings in the bundle: nothing is started.
  const urls = { chainA: 'http://127.0.0.1:1', chainB: 'http://127.0.0.1:2', api: 'http://127.0.0.1:3', relay: 'ws://127.0.0.1:4', secureFrame: 'http://127.0.0.1:5' }
  outDir = (await buildExample(join(workDir, 'build'), urls, await testTarball())).distDir
}, 600_000) // installs and builds an app: minutes when the machine is loaded
afterAll(() => rm(workDir, { recursive: true, force: true }), 120_000) // deletes the app's node_modules: slow on a loaded machine

const initialChunks = () => initialChunksOf(outDir)

describe('bundle budget (examples/vite-react from the packed tarball)', () => {
  it(`keeps JS before the first open within ${INITIAL_JS_BUDGET_BYTES / 1024} KB gzip`, async () => {
    const chunks = await initialChunks()
    const sizes = gzipSizes(chunks)
    const total = sizes.reduce((sum, s) => sum + s.gzipBytes, 0)
    expect(sizes.length).toBeGreaterThan(0)
    expect(total, JSON.stringify(sizes)).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES)
  })

  it('finds every marker the checks below look for somewhere in the build (so their absence from the first bundle means something)', async () => {
    const assets = join(outDir, 'assets')
    const all = (await Promise.all((await readdir(assets)).filter((f) => f.endsWith('.js')).map((f) => readFile(join(assets, f), 'utf8')))).join('\n')
    const markers = ['radix', 'tailwindcss', 'Choose Network', 'Continue in ', 'viem', '@inversifyjs', 'Reflect.defineMetadata', 'object unsubscribed', 'No ActiveCaipAddress found', 'wc_sessionPropose', 'invalid border', 'Copy link', 'getVirtualItems']
    expect(markers.filter((marker) => !all.includes(marker))).toEqual([])
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
    // only in the QR code component's chunk (ui/components/qr-code.tsx), which the WalletConnect views
    // and Receive import: fetched when one of them first shows
    expect(withQr[0]).toMatch(/^qr-code-/)
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

  it(`fetches the first open in at most ${FIRST_OPEN_FILES} script files, in one wave, none of them WalletConnect's sign-client`, async () => {
    const initial = new Set((await initialChunks()).keys())
    const app = await serveDirectory(outDir)
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true })
    try {
      const { files, later } = await firstOpenFiles(browser, app.url, initial)
      expect(files.length, files.join('\n')).toBeGreaterThan(0)
      expect(files.length, files.join('\n')).toBeLessThanOrEqual(FIRST_OPEN_FILES)
      // the plugins' sections come with their parts, not in a fetch once the kernel has run
      expect(later).toEqual([])
      const signClient: string[] = []
      for (const file of files) if ((await readFile(join(outDir, file), 'utf8')).includes('wc_sessionPropose')) signClient.push(file)
      expect(signClient).toEqual([])
    } finally {
      await browser.close()
      await app.stop()
    }
  }, 120_000)
})
