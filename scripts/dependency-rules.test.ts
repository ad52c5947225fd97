import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// ARCHITECTURE.md's dependency rules, checked on every import statement of the source tree.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')

function sources(dir: string): string[] {
  const out: string[] = []
  for (const name of readdirSync(join(root, dir))) {
    const path = join(dir, name)
    if (name === 'node_modules' || name === 'dist') continue
    if (statSync(join(root, path)).isDirectory()) out.push(...sources(path))
    else if (/\.(ts|tsx)$/.test(name)) out.push(path)
  }
  return out
}

/** Each import of a file, resolved to a repository path ('kernel/x.ts') or kept as a package name. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8')
  const specs = [...text.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm)].map(
    (m) => m[1] ?? m[2] ?? m[3]!,
  )
  return specs.map((s) => {
    if (s.startsWith('.')) return relative(root, resolve(root, dirname(file), s))
    if (s === 'portico') return 'kernel/index.ts'
    if (s === 'portico/react') return 'ui/index.ts'
    if (s === 'portico/wagmi') return 'ui/wagmi/index.ts'
    if (s === 'portico/testing') return 'testing/index.ts'
    if (s.startsWith('portico/plugins/')) return `plugins/${s.slice('portico/plugins/'.length)}/index.ts`
    return s
  })
}

const isTest = (f: string) => /\.test\.tsx?$/.test(f) || f.includes('/test-support/')
const shipped = (dir: string) => sources(dir).filter((f) => !isTest(f))

describe('dependency rules', () => {
  it('kernel imports no React, no ui/, no plugins/', () => {
    const bad = shipped('kernel').flatMap((f) =>
      importsOf(f)
        .filter((i) => i === 'react' || i.startsWith('react-') || i.startsWith('ui/') || i.startsWith('plugins/') || i.startsWith('radix-ui'))
        .map((i) => `${f} -> ${i}`),
    )
    expect(bad).toEqual([])
  })

  it('a plugin never imports another plugin', () => {
    const bad = sources('plugins').flatMap((f) => {
      const own = f.split('/')[1]
      return importsOf(f)
        .filter((i) => i.startsWith('plugins/') && i.split('/')[1] !== own)
        .map((i) => `${f} -> ${i}`)
    })
    expect(bad).toEqual([])
  })

  it('a plugin imports the shell (ui/) only through ui/kit, its one door', () => {
    // The kit names what plugins may use; everything else in ui/ may move without touching a plugin.
    // Tests compose the whole shell (createAppKit, ui/test-support) and are not held to it.
    const bad = shipped('plugins').flatMap((f) =>
      importsOf(f)
        .filter((i) => i.startsWith('ui/') && i !== 'ui/kit/index.ts')
        .map((i) => `${f} -> ${i}`),
    )
    expect(bad).toEqual([])
    expect(shipped('plugins').filter((f) => importsOf(f).includes('ui/kit/index.ts')).length).toBeGreaterThan(40)
  })

  it("the shell and the kernel name no plugin's view: plugins contribute features, slots and guards through the plugin contract", () => {
    // every view a plugin contributes (`Name: () => import(...)` in its views map)
    const contributed = new Set(shipped('plugins').flatMap((f) => [...readFileSync(join(root, f), 'utf8').matchAll(/\b([A-Z]\w*): \(\) => import\(/g)].map((m) => m[1]!)))
    // The section names are the shell's own contract (a plugin names its section view so); the catalogs
    // hold button texts ('Send'), not view names.
    const shellNames = new Set(['ConnectSection', 'AccountSection'])
    const bad = [...shipped('kernel'), ...shipped('ui')]
      .filter((f) => !f.startsWith('ui/messages/') && !f.startsWith('kernel/messages/'))
      .flatMap((f) => {
        const text = readFileSync(join(root, f), 'utf8')
        return [...contributed].filter((name) => !shellNames.has(name) && new RegExp(`['"\`]${name}['"\`]`).test(text)).map((name) => `${f} names '${name}'`)
      })
    expect(bad).toEqual([])
    expect([...contributed]).toEqual(expect.arrayContaining(['OnRamp', 'Swap', 'Receive', 'Send', 'Activity', 'RegisterAccountName', 'ConnectingWalletConnect', 'ConnectingWalletConnectBasic', 'ApproveTransaction']))
  })

  it('server/ (portico/server, for Node and edge runtimes) imports no React, DOM-bound part or node: module, and of the kernel only its pure modules', () => {
    const pure = ['kernel/siwx/', 'kernel/caip/', 'kernel/errors/']
    const bad = shipped('server').flatMap((f) =>
      importsOf(f)
        .filter((i) => i === 'react' || i.startsWith('react-') || i.startsWith('radix-ui') || i.startsWith('node:') || /^(ui|plugins|testing|sandbox)\//.test(i) || (i.startsWith('kernel/') && !pure.some((p) => i.startsWith(p))))
        .map((i) => `${f} -> ${i}`),
    )
    expect(bad).toEqual([])
    expect(shipped('server').length).toBeGreaterThan(3)
  })

  it("test helpers in product folders (kernel/, plugins/, ui/, server/ test-support/) import only product code, never testing/ or sandbox/", () => {
    // the helpers that start sandbox parts (the API server, the relay) live in testing/test-support/
    const helpers = ['kernel', 'plugins', 'ui', 'server'].flatMap((dir) => sources(dir).filter((f) => f.includes('/test-support/')))
    const bad = helpers.flatMap((f) =>
      importsOf(f)
        .filter((i) => i.startsWith('testing/') || i.startsWith('sandbox/'))
        .map((i) => `${f} -> ${i}`),
    )
    expect(bad).toEqual([])
    expect(helpers.length).toBeGreaterThan(3)
  })

  it('shipped code never imports testing/ or sandbox/', () => {
    const bad = ['kernel', 'plugins', 'ui', 'server'].flatMap((dir) =>
      shipped(dir).flatMap((f) =>
        importsOf(f)
          .filter((i) => i.startsWith('testing/') || i.startsWith('sandbox/'))
          .map((i) => `${f} -> ${i}`),
      ),
    )
    expect(bad).toEqual([])
  })

  it("shipped code never imports viem, rxjs or valibot whole with import(): an app's bundler then keeps every export in reach and splits the app's first bundle", () => {
    const bad = ['kernel', 'plugins', 'ui', 'server'].flatMap((dir) =>
      shipped(dir).filter((f) => /import\(\s*['"](viem|rxjs|valibot)['"]\s*\)/.test(readFileSync(join(root, f), 'utf8'))),
    )
    expect(bad).toEqual([])
  })
})
