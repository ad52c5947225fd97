// @solana/web3.js (~96 KB gzip) must never reach a page's
// first bundle: the entry point imports neither it nor the Wallet Standard registry; the parts
// (loaded with the kernel) reach web3.js only through import().
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { staticGraph } from '../../scripts/static-graph.ts'

const here = dirname(fileURLToPath(import.meta.url))
/** gzip budget of the eagerly loaded plugin code (plugin object, three networks, method lists). */
const EAGER_GZIP_BUDGET = 1024

const graph = (entry: string) => staticGraph(entry, here)

describe('what portico/plugins/solana loads', () => {
  it('at page start: the plugin object and the networks, nothing but portico', () => {
    const { files, packages } = graph(resolve(here, 'index.ts'))
    expect(packages).toEqual(['portico'])
    expect(files).not.toContain('adapter.ts')
    expect(files).not.toContain('wallets.ts')
  })

  it('with the kernel (the parts): the Wallet Standard registry, but @solana/web3.js only through import()', () => {
    const { packages } = graph(resolve(here, 'solana-parts.ts'))
    expect(packages).toContain('@wallet-standard/app')
    expect(packages).not.toContain('@solana/web3.js')
    expect(readFileSync(resolve(here, 'load-web3.ts'), 'utf8')).toContain("import('@solana/web3.js')")
  })

  it(`adds under ${EAGER_GZIP_BUDGET} bytes gzip to the start bundle of a dApp that composes solana(); web3.js lands in a lazy chunk`, async () => {
    const { build } = await import('vite')
    const dir = mkdtempSync(resolve(tmpdir(), 'portico-solana-size-'))
    writeFileSync(resolve(dir, 'view.ts'), 'export default 1\n')
    writeFileSync(resolve(dir, 'baseline.ts'), `;(globalThis as any).view = () => import('./view.ts')\n`)
    // The dApp also loads the parts later, as the kernel does, so their chunks are in the build.
    writeFileSync(
      resolve(dir, 'dapp.ts'),
      `import { solana, solanaMainnet } from ${JSON.stringify(resolve(here, 'index.ts'))}\n` +
        `;(globalThis as any).view = () => import('./view.ts')\n` +
        `;(globalThis as any).plugins = [solana()]\n;(globalThis as any).networks = [solanaMainnet]\n` +
        `;(globalThis as any).parts = () => import(${JSON.stringify(resolve(here, 'solana-parts.ts'))})\n`,
    )
    const startBundle = async (entry: string) => {
      const result = await build({
        configFile: false,
        logLevel: 'silent',
        root: dir,
        build: { write: false, minify: true, rollupOptions: { input: resolve(dir, entry), external: [/^portico$/, /^rxjs/] } },
      })
      const output = (Array.isArray(result) ? result[0]! : (result as Extract<typeof result, { output: unknown }>)).output
      const chunks = new Map(output.flatMap((o) => (o.type === 'chunk' ? [[o.fileName, o] as const] : [])))
      const eager = new Set([...chunks.values()].filter((c) => c.isEntry))
      for (const chunk of eager) for (const name of chunk.imports) if (chunks.has(name)) eager.add(chunks.get(name)!)
      return { code: [...eager].map((c) => c.code).join('\n'), lazy: [...chunks.values()].filter((c) => !eager.has(c)) }
    }
    try {
      const baseline = await startBundle('baseline.ts')
      const dapp = await startBundle('dapp.ts')
      const gzip = (code: string) => gzipSync(code, { level: 9 }).length
      const added = gzip(dapp.code) - gzip(baseline.code)
      // A message of web3.js's Connection, and the Wallet Standard's event name: sure traces of each.
      const web3 = /failed to get balance of account/
      expect(dapp.code).not.toMatch(web3)
      expect(dapp.code).not.toContain('wallet-standard:app-ready')
      expect(dapp.lazy.some((c) => web3.test(c.code))).toBe(true)
      expect(added, `solana() adds ${added} bytes gzip`).toBeLessThan(EAGER_GZIP_BUDGET)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 120_000)
})
