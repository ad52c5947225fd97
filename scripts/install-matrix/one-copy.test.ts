import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { copiesOf, installedPackages, notOneCopy } from './one-copy.ts'

let root = ''
afterEach(() => (root ? rm(root, { recursive: true, force: true }) : undefined))

async function pkg(dir: string, manifest: { name: string; version?: string; dependencies?: Record<string, string>; peerDependencies?: Record<string, string> }) {
  await mkdir(dir, { recursive: true })
  await writeFile(join(dir, 'package.json'), JSON.stringify({ version: '1.0.0', ...manifest }))
}

async function link(target: string, path: string) {
  await mkdir(dirname(path), { recursive: true })
  await symlink(target, path)
}

describe('notOneCopy', () => {
  it('finds one copy of a hoisted package (npm, yarn), and two when one is nested under an importer', async () => {
    root = await mkdtemp(join(tmpdir(), 'one-copy-'))
    const app = join(root, 'app')
    await pkg(app, { name: 'app', dependencies: { viem: '^2', wagmi: '^3', portico: '*' } })
    await pkg(join(app, 'node_modules/viem'), { name: 'viem', version: '2.40.0' })
    await pkg(join(app, 'node_modules/wagmi'), { name: 'wagmi', peerDependencies: { viem: '2.x' }, dependencies: { '@wagmi/core': '3' } })
    await pkg(join(app, 'node_modules/wagmi/node_modules/@wagmi/core'), { name: '@wagmi/core', peerDependencies: { viem: '2.x' } })
    await pkg(join(app, 'node_modules/portico'), { name: 'portico', peerDependencies: { viem: '^2' } })
    expect(notOneCopy(app, ['viem', '@wagmi/core'])).toEqual([])
    expect(copiesOf('viem', installedPackages(app))[0]!.importers.sort()).toEqual(['@wagmi/core', 'app', 'portico', 'wagmi'])

    await pkg(join(app, 'node_modules/portico/node_modules/viem'), { name: 'viem', version: '2.21.0' })
    expect(notOneCopy(app, ['viem'])).toEqual(['2 copies of viem: 2.40.0 (for app, wagmi, @wagmi/core); 2.21.0 (for portico)'])
  })

  it("follows pnpm's store: links to the same store entry are one copy, two store entries are two", async () => {
    root = await mkdtemp(join(tmpdir(), 'one-copy-'))
    const app = join(root, 'app')
    const store = join(app, 'node_modules/.pnpm')
    await pkg(app, { name: 'app', dependencies: { react: '^19', portico: '*' } })
    await pkg(join(store, 'react@19.2.0/node_modules/react'), { name: 'react', version: '19.2.0' })
    await pkg(join(store, 'portico@0.1.0_react@19.2.0/node_modules/portico'), { name: 'portico', peerDependencies: { react: '^19' } })
    await link(join(store, 'react@19.2.0/node_modules/react'), join(store, 'portico@0.1.0_react@19.2.0/node_modules/react'))
    await link(join(store, 'react@19.2.0/node_modules/react'), join(app, 'node_modules/react'))
    await link(join(store, 'portico@0.1.0_react@19.2.0/node_modules/portico'), join(app, 'node_modules/portico'))
    expect(notOneCopy(app, ['react'])).toEqual([])

    await pkg(join(store, 'react@19.1.0/node_modules/react'), { name: 'react', version: '19.1.0' })
    await rm(join(store, 'portico@0.1.0_react@19.2.0/node_modules/react'))
    await link(join(store, 'react@19.1.0/node_modules/react'), join(store, 'portico@0.1.0_react@19.2.0/node_modules/react'))
    expect(notOneCopy(app, ['react'])).toEqual(['2 copies of react: 19.2.0 (for app); 19.1.0 (for portico)'])
  })

  it('counts only the named importers and the app when asked: a copy nested deep in another package is left out', async () => {
    root = await mkdtemp(join(tmpdir(), 'one-copy-'))
    const app = join(root, 'app')
    await pkg(app, { name: 'app', dependencies: { viem: '^2', wagmi: '^2' } })
    await pkg(join(app, 'node_modules/viem'), { name: 'viem', version: '2.40.0' })
    await pkg(join(app, 'node_modules/wagmi'), { name: 'wagmi', peerDependencies: { viem: '2.x' }, dependencies: { '@walletconnect/utils': '2' } })
    await pkg(join(app, 'node_modules/@walletconnect/utils'), { name: '@walletconnect/utils', dependencies: { viem: '2.23.2' } })
    await pkg(join(app, 'node_modules/@walletconnect/utils/node_modules/viem'), { name: 'viem', version: '2.23.2' })
    expect(notOneCopy(app, ['viem'])).toEqual(['2 copies of viem: 2.40.0 (for app, wagmi); 2.23.2 (for @walletconnect/utils)'])
    expect(notOneCopy(app, ['viem'], new Set(['wagmi', 'portico']))).toEqual([])
  })

  it('reports a package nothing imports as missing', async () => {
    root = await mkdtemp(join(tmpdir(), 'one-copy-'))
    await pkg(join(root, 'app'), { name: 'app', dependencies: {} })
    expect(notOneCopy(join(root, 'app'), ['@wagmi/core'])).toEqual(['no copy of @wagmi/core'])
  })
})
