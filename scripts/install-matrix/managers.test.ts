import { describe, expect, it } from 'vitest'
import { managers } from './managers.ts'

describe('managers', () => {
  it('npm adds --legacy-peer-deps only when the cell asks, and never --force', () => {
    expect(managers.npm.add(['/t/portico-0.1.0.tgz'], true)).toContain('--legacy-peer-deps')
    expect(managers.npm.add(['/t/portico-0.1.0.tgz'])).not.toContain('--legacy-peer-deps')
    for (const manager of Object.values(managers)) {
      const all = [...manager.command, ...manager.install, ...manager.add(['x.tgz'], true)]
      expect(all.filter((arg) => /^--force$|^-f$/.test(arg)), manager.name).toEqual([])
    }
  })

  it("names the tarball by Yarn's file: protocol, with the package's name", () => {
    expect(managers.yarn.add(['/t/portico-0.1.0.tgz', 'viem@^2.21.0'])).toEqual(['add', 'portico@file:/t/portico-0.1.0.tgz', 'viem@^2.21.0'])
  })

  it('points Yarn at the npm registry and at a node_modules folder', () => {
    expect(managers.yarn.config?.['.yarnrc.yml']).toMatch(/nodeLinker: node-modules/)
    expect(managers.yarn.config?.['.yarnrc.yml']).toMatch(/npmRegistryServer: "https:\/\/registry\.npmjs\.org"/)
  })
})
