import { describe, expect, it } from 'vitest'
import { barrelSources, firstOpenChunks, firstOpenModules, staticClosure, valueImportsFrom, type Barrel, type ModuleGraph } from './first-open-chunk.ts'

const barrel: Barrel = { id: '/k/index.ts', alias: 'portico' }

/** A graph from `id → [imports, code]`. */
const graphOf = (modules: Record<string, [string[], string?]>): ModuleGraph => ({
  importedIds: (id) => modules[id]?.[0] ?? [],
  code: (id) => modules[id]?.[1] ?? '',
})

describe('the first-open chunk rule', () => {
  it('reads the value names a module imports from the barrel, not its types', () => {
    const code = "import { TOKENS, type Plugin, b as c } from 'portico'\nimport type { X } from 'portico'\nimport { y } from './y.ts'\nexport { Z } from 'portico'"
    expect(valueImportsFrom(code, (s) => s === 'portico')).toEqual(['TOKENS', 'b', 'Z'])
  })

  it("maps the barrel's re-exported names to their files", () => {
    const code = "export { a, type T, b as c } from './a.ts'\nexport * as ns from './ns.ts'\nexport type { U } from './u.ts'"
    expect(Object.fromEntries(barrelSources('/k/index.ts', code))).toEqual({ a: '/k/a.ts', c: '/k/a.ts', ns: '/k/ns.ts' })
  })

  it('follows only the barrel names a module imports', () => {
    const graph = graphOf({
      '/boot.ts': [['/k/index.ts'], "import { a } from 'portico'"],
      '/k/index.ts': [['/k/a.ts', '/k/b.ts'], "export { a } from './a.ts'\nexport { b } from './b.ts'"],
      '/k/a.ts': [[]],
      '/k/b.ts': [[]],
    })
    expect([...staticClosure(graph, ['/boot.ts'], [barrel])].sort()).toEqual(['/boot.ts', '/k/a.ts'])
  })

  it('names a barrel by a relative path too', () => {
    const graph = graphOf({
      '/ui/x/boot.ts': [['/k/index.ts'], "import { a } from '../../k/index.ts'"],
      '/k/index.ts': [['/k/a.ts', '/k/b.ts'], "export { a } from './a.ts'\nexport { b } from './b.ts'"],
    })
    expect([...staticClosure(graph, ['/ui/x/boot.ts'], [barrel])].sort()).toEqual(['/k/a.ts', '/ui/x/boot.ts'])
  })

  it("holds what the open's roots reach and the boot does not", () => {
    const graph = graphOf({
      '/boot.ts': [['/shared.ts']],
      '/kernel-entry.ts': [['/shared.ts', '/kernel.ts', '/node_modules/x/index.js']],
      '/kernel.ts': [['/button.ts']],
      '/shared.ts': [[]],
      '/button.ts': [[]],
    })
    expect([...firstOpenModules(graph, ['/kernel-entry.ts'], ['/boot.ts'], [barrel])].sort()).toEqual(['/button.ts', '/kernel-entry.ts', '/kernel.ts'])
  })

  it("leaves out what another entry point imports statically, and puts in a plugin's parts only the plugin's own modules", () => {
    const graph = graphOf({
      '/boot.ts': [[]],
      '/server.ts': [['/siwx.ts']],
      '/kernel-entry.ts': [['/siwx.ts', '/kernel.ts']],
      '/kernel.ts': [[]],
      '/siwx.ts': [[]],
      '/plugins/wc/wc-parts.ts': [['/plugins/wc/client.ts', '/ui/safe-link.ts']],
      '/plugins/wc/client.ts': [[]],
      '/ui/safe-link.ts': [[]],
    })
    const chunks = firstOpenChunks(graph, { roots: ['/kernel-entry.ts'], bootRoots: ['/boot.ts'], partsRoots: ['/plugins/wc/wc-parts.ts'], barrels: [barrel], apartRoots: ['/server.ts'] })
    // the server's module stays out (else portico/server would import the open's chunk, React and all)
    expect(chunks.has('/siwx.ts')).toBe(false)
    expect(chunks.get('/kernel.ts')).toBe('first-open')
    expect(chunks.get('/plugins/wc/client.ts')).toBe('wc-parts')
    // a ui module the parts use goes with the open: a view importing it must not reach the parts' import()s
    expect(chunks.get('/ui/safe-link.ts')).toBe('first-open')
  })
})
