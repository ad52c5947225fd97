// The packed package as a consumer receives it: what it contains, what its files import, that
// nothing needs a bundler plugin, that lazy parts stay lazy, and publint / are-the-types-wrong.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENTRY_POINTS, exportKeyOf } from '../build/entry-points.ts'
import { bundlerGraph, staticGraph } from '../static-graph.ts'
import { REPO_ROOT, testTarball } from './pack.ts'
import { packageOf, shippedImports, unresolvableImports, type PackageManifest } from './shipped-imports.ts'

let tarball = ''
let root = '' // the unpacked package/ folder
let manifest: PackageManifest & { exports: Record<string, string | { types: string; import: string }> }
const js = new Map<string, string>() // dist-relative path → code

beforeAll(async () => {
  tarball = await testTarball()
  const dir = await mkdtemp(join(tmpdir(), 'portico-tarball-'))
  execFileSync('tar', ['-xzf', tarball, '-C', dir])
  root = join(dir, 'package')
  manifest = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'))
  for (const entry of await readdir(join(root, 'dist'), { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith('.js')) {
      const path = join(entry.parentPath, entry.name)
      js.set(relative(join(root, 'dist'), path), await readFile(path, 'utf8'))
    }
  }
}, 180_000)
afterAll(() => (root ? rm(dirname(root), { recursive: true, force: true }) : undefined))

const bin = (name: string) => join(REPO_ROOT, 'node_modules', '.bin', name)

/** What a dist entry pulls in before anything runs (the plugins' bundle tests use the same graph). */
const reach = (entry: string) => staticGraph(join(root, 'dist', entry), join(root, 'dist'))
const codeOf = (files: Iterable<string>) => [...files].map((f) => js.get(f) ?? '').join('\n')

describe('the packed tarball', () => {
  it('holds dist/, README.md, LICENSE and package.json only', async () => {
    const top = await readdir(root)
    expect(top.sort()).toEqual(['LICENSE', 'README.md', 'dist', 'package.json'])
  })

  it('says where it lives: homepage, repository and bugs, as npm shows them', () => {
    const { homepage, repository, bugs } = manifest as PackageManifest & { homepage?: string; repository?: { url?: string }; bugs?: { url?: string } }
    expect(homepage).toMatch(/^https:\/\//)
    expect(repository?.url).toMatch(/^git\+https:\/\/.+\.git$/)
    expect(bugs?.url).toMatch(/^https:\/\/.+\/issues$/)
  })

  it('has a types and an import file for every entry point, and they exist', () => {
    const entries = Object.entries(manifest.exports).filter(([key]) => key !== './package.json')
    // every entry tsdown builds is exported, and nothing else
    const built = Object.keys(ENTRY_POINTS).map(exportKeyOf)
    expect(entries.map(([key]) => key).sort()).toEqual(built.sort())
    expect(built).toEqual(expect.arrayContaining(['.', './react', './plugins/evm', './plugins/walletconnect', './testing']))
    for (const [, target] of entries) {
      if (typeof target === 'string') throw new Error(`export without conditions: ${target}`)
      expect(Object.keys(target)).toEqual(['types', 'import'])
      expect(existsSync(join(root, target.types)), target.types).toBe(true)
      expect(existsSync(join(root, target.import)), target.import).toBe(true)
    }
  })

  it('imports only packages that dependencies or peerDependencies list, and nothing bundler-specific', async () => {
    const imports = await shippedImports(join(root, 'dist'))
    expect(imports.length).toBeGreaterThan(50)
    expect(unresolvableImports(imports, manifest)).toEqual([])
  })

  it('uses no bundler-specific module feature (import.meta.env / glob / hot, ?inline, ?url)', () => {
    for (const [file, code] of js) {
      expect(code, file).not.toMatch(/import\.meta\.(env|glob|hot)\b|\?(inline|url|raw)["']/)
    }
  })

  it('names each asset with new URL(…, import.meta.url), and each asset is in the package', () => {
    const urls = [...js].flatMap(([file, code]) => [...code.matchAll(/new URL\(\s*"([^"]+)"\s*,\s*import\.meta\.url\s*\)/g)].map((m) => ({ file, url: m[1]! })))
    expect(urls.filter((u) => u.url.endsWith('.woff2'))).toHaveLength(7)
    for (const { file, url } of urls) expect(existsSync(join(root, 'dist', dirname(file), url)), `${url} from ${file}`).toBe(true)
    expect(codeOf(new Set(js.keys()))).not.toContain('data:font')
  })

  it('ships the compiled modal stylesheet, not Tailwind directives', () => {
    const all = codeOf(new Set(js.keys()))
    expect(all).toContain('--pc-z-index')
    expect(all).not.toMatch(/@import\s*["']tailwindcss|@config\s|@source\s|@apply\s/)
  })

  it('keeps lazy parts lazy: the entry points reach the kernel, the modal, views, viem and the sign-client only through import()', () => {
    const react = reach('react.js')
    expect(react.files.length).toBeGreaterThan(1) // the graph follows dist's chunks
    expect(react.packages).toContain('react')
    for (const name of ['inversify', 'rxjs', 'radix-ui', 'viem', 'qr', '@tanstack/react-virtual']) expect(react.packages, name).not.toContain(name)
    expect(codeOf(react.files)).not.toContain('No ActiveCaipAddress found')
    expect(reach('plugins/evm.js').packages.filter((p) => p.startsWith('viem'))).toEqual([])
    const walletConnect = reach('plugins/walletconnect.js').packages
    expect(walletConnect).not.toContain('rxjs')
    expect(walletConnect).not.toContain('@walletconnect/sign-client')
    const all = codeOf(new Set(js.keys()))
    expect(all).toContain('import("@walletconnect/sign-client")')
    const dynamicTargets = [...all.matchAll(/import\("(?:\.\.?\/)+([^"]+)"\)/g)].map((m) => m[1]!)
    // the kernel, the modal and the Connect view are one file (first-open), which their import()s name themselves
    for (const part of ['first-open', 'account-view', 'all-wallets-view', 'connecting-walletconnect-view', 'evm-parts', 'walletconnect-parts']) {
      expect(dynamicTargets.some((t) => t.startsWith(`${part}-`)), `import() of ${part}`).toBe(true)
    }
  })

  it("names an optional peer only from the entry point that needs it: an app's bundler resolves every import() it finds", () => {
    // Next.js (Turbopack) fails the build on an import() of a package that is not installed
    // portico/testing's createTestSolanaWallet too: test doubles run under Node (Vitest, Playwright),
    // which resolves an import() when it runs, not at build time.
    const peers: Record<string, string[]> = { '@solana/web3.js': ['plugins/solana.js', 'testing.js'], '@walletconnect/sign-client': ['plugins/walletconnect.js'] }
    for (const [peer, allowed] of Object.entries(peers)) {
      const reaching = Object.values(manifest.exports)
        .flatMap((target) => (typeof target === 'object' ? [target.import.replace(/^\.\/dist\//, '')] : []))
        .filter((entry) => bundlerGraph(join(root, 'dist', entry), join(root, 'dist')).packages.includes(peer))
      expect(reaching, peer).toEqual(allowed)
    }
  })

  it('portico/wagmi reaches no wagmi, no kernel and no React, and shares the instance registry with portico/react', () => {
    const wagmi = reach('wagmi.js')
    // an app that installs only `wagmi` (its @wagmi/core nested under it) has everything portico/wagmi imports
    expect(wagmi.packages.filter((p) => /^(wagmi|@wagmi\/|react|inversify|rxjs|radix-ui)/.test(p))).toEqual([])
    expect(codeOf(wagmi.files)).toContain('porticoConnector')
    // one WeakMap of AppKit instances: the connector finds an instance createAppKit (portico/react) made
    const registry = [...reach('react.js').files].filter((f) => wagmi.files.includes(f) && codeOf([f]).includes('Not an AppKit instance'))
    expect(registry).toHaveLength(1)
  })

  it("marks portico/react as client code for React Server Components ('use client'), and only it", () => {
    expect(js.get('react.js')).toMatch(/^["']use client["'];/)
    for (const file of ['index.js', 'plugins/evm.js', 'plugins/walletconnect.js', 'testing.js']) expect(js.get(file), file).not.toContain('use client')
  })

  it("names as peers only what the app shares: viem required, every peer one entry point needs optional, nothing of wagmi's but wagmi", () => {
    const peers = manifest.peerDependencies ?? {}
    expect(Object.keys(peers).sort()).toEqual(['@foundry-rs/anvil', '@solana/web3.js', '@walletconnect/sign-client', 'react', 'react-dom', 'viem', 'wagmi'])
    const meta = (manifest as { peerDependenciesMeta?: Record<string, { optional?: boolean }> }).peerDependenciesMeta ?? {}
    expect(Object.keys(peers).filter((name) => !meta[name]?.optional)).toEqual(['viem'])
    expect(manifest.dependencies).not.toHaveProperty('viem') // one copy: the app's
    // a backend installs portico and viem: portico/server reaches no other peer
    const required = new Set(Object.keys(peers).filter((name) => !meta[name]?.optional))
    const server = bundlerGraph(join(root, 'dist', 'server.js'), join(root, 'dist')).packages.map((p) => packageOf(p)!)
    expect(server.filter((name) => name in peers && !required.has(name))).toEqual([])
  })

  it('portico/server runs in Node and edge runtimes: it reaches no React, DOM library or node: module', () => {
    const server = reach('server.js')
    expect(server.packages).toContain('viem')
    expect(server.packages.filter((p) => /^(react|radix-ui|node:)/.test(p))).toEqual([])
    expect(codeOf(server.files)).not.toMatch(/\b(document|window)\./)
  })

  it('passes publint', () => {
    const run = spawnSync(bin('publint'), ['--strict', tarball], { encoding: 'utf8' })
    expect(run.status, run.stdout + run.stderr).toBe(0)
    expect(run.stdout).toContain('All good!')
  })

  it('passes are-the-types-wrong (ESM-only profile)', () => {
    const run = spawnSync(bin('attw'), [tarball, '--profile', 'esm-only', '--format', 'ascii'], { encoding: 'utf8' })
    expect(run.status, run.stdout + run.stderr).toBe(0)
    const problems = (run.stdout + run.stderr).split('\n').filter((line) => /❌|💀|⚠️/.test(line) && !line.includes('(ignored'))
    expect(problems).toEqual([])
  }, 90_000) // one resolution check per entry point and mode: ~20 s on a loaded 2-core machine
})
