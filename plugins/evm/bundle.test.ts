// The part of the plugin a page loads at start must stay small and free of viem (viem alone is
// ~67 KB gzip; the initial page budget is 80 KB).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { staticGraph } from '../../scripts/static-graph.ts'

const here = dirname(fileURLToPath(import.meta.url))
/** gzip budget of the eagerly loaded plugin code; the kernel and rxjs are counted by the kernel. */
const EAGER_GZIP_BUDGET = 1024

const eagerGraph = (entry: string) => staticGraph(entry, here)

describe('what portico/plugins/evm loads at page start', () => {
  it('imports no viem and no rxjs: the adapter loads with the kernel', () => {
    const { files, packages } = eagerGraph(resolve(here, 'index.ts'))
    expect(packages).toEqual(['portico'])
    expect(files).not.toContain('get-balance.ts')
    expect(files).not.toContain('adapter.ts')
  })

  it(`adds under ${EAGER_GZIP_BUDGET} bytes gzip to the start bundle of a dApp that composes evm()`, async () => {
    const { build } = await import('vite')
    const dir = mkdtempSync(resolve(tmpdir(), 'portico-evm-size-'))
    // Both dApps lazy-load something (the modal's views do), so vite's preload helper is in both.
    writeFileSync(resolve(dir, 'view.ts'), 'export default 1\n')
    writeFileSync(resolve(dir, 'baseline.ts'), `;(globalThis as any).view = () => import('./view.ts')\n`)
    writeFileSync(
      resolve(dir, 'dapp.ts'),
      `import { evm } from ${JSON.stringify(resolve(here, 'index.ts'))}\n;(globalThis as any).view = () => import('./view.ts')\n;(globalThis as any).plugins = [evm()]\n`,
    )
    /** The minified code a page loads at start: the entry chunk and its static imports. */
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
      // A message of viem's http transport: a sure trace of viem in a chunk.
      const viem = /HTTP request failed/
      // balances are read through the kernel's RPC transport, whose viem part is the kernel's own lazy chunk
      expect(dapp.code).not.toMatch(viem)
      expect(added, `evm() adds ${added} bytes gzip`).toBeLessThan(EAGER_GZIP_BUDGET)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
