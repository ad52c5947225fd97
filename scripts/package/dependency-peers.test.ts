import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { resolvePackage } from '../install-matrix/one-copy.ts'
import { REPO_ROOT } from './pack.ts'
import { unprovidedPeers, type DependencyManifest } from './dependency-peers.ts'

const tree: Record<string, DependencyManifest> = {
  inversify: { name: 'inversify', dependencies: { '@inversifyjs/container': '3' } },
  '@inversifyjs/container': { name: '@inversifyjs/container', peerDependencies: { 'reflect-metadata': '~0.2.2' } },
  'radix-ui': { name: 'radix-ui', peerDependencies: { react: '*', '@types/react': '*' }, peerDependenciesMeta: { '@types/react': { optional: true } } },
}
const read = (name: string) => tree[name]

describe('unprovidedPeers', () => {
  it("finds a dependency's dependency's required peer that nothing lists", () => {
    expect(unprovidedPeers({ name: 'portico', dependencies: { inversify: '8' } }, read)).toEqual([
      { peer: 'reflect-metadata', of: '@inversifyjs/container', path: ['portico', 'inversify', '@inversifyjs/container'] },
    ])
  })

  it("counts the manifest's dependencies and peers as provided, and skips optional peers", () => {
    expect(unprovidedPeers({ name: 'portico', dependencies: { inversify: '8', 'reflect-metadata': '^0.2.2' } }, read)).toEqual([])
    expect(unprovidedPeers({ name: 'portico', dependencies: { 'radix-ui': '1' }, peerDependencies: { react: '^19' } }, read)).toEqual([])
    expect(unprovidedPeers({ name: 'portico', dependencies: { 'radix-ui': '1' } }, read)).toEqual([{ peer: 'react', of: 'radix-ui', path: ['portico', 'radix-ui'] }])
  })

  it("holds for this package's manifest, its dependencies as installed in the repo", () => {
    const manifest = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as DependencyManifest
    // each package resolved from the folder of the one that depends on it, as Node does
    const dirs = new Map<string, string>([[manifest.name, REPO_ROOT]])
    const readInstalled = (name: string, path: readonly string[]) => {
      const from = dirs.get(path.at(-1)!)!
      const dir = resolvePackage(name, from)
      if (!dir) return undefined // an optional dependency for another platform
      dirs.set(name, dir)
      return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as DependencyManifest
    }
    expect(unprovidedPeers(manifest, readInstalled)).toEqual([])
  })
})
