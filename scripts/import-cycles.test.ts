// No import cycles in product code, counting type-only imports and `import()` alike: a cycle makes
// the order modules evaluate in depend on which one a page imports first, and a lazily loaded view
// that imports its loader back ties the two chunks together.
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { importCycles, importGraph } from './import-graph.ts'
import { productFiles } from './product-files.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')

const graphOfTheProduct = () => importGraph(root, productFiles(root))

describe('import cycles', () => {
  it('none in kernel/, plugins/, ui/ or server/ (runtime, type-only and import() edges)', () => {
    const cycles = importCycles(graphOfTheProduct())
    expect(cycles.map((cycle) => cycle.join(' → ')), 'break these cycles').toEqual([])
  })

  it('finds a cycle through a type-only import and one through import(), each as its chain of files', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
      ['e.ts', ['e.ts']],
    ])
    expect(importCycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts'], ['e.ts', 'e.ts']])
  })

  it('resolves the portico entry points, type-only imports and import() of the real tree', () => {
    const graph = graphOfTheProduct()
    // a lazily loaded plugin part and a type-only import, both edges of the graph
    expect(graph.get('plugins/walletconnect/walletconnect.ts')).toContain('plugins/walletconnect/walletconnect-parts.ts')
    expect(graph.get('plugins/walletconnect/provider.ts')).toContain('plugins/walletconnect/session.ts')
    expect(graph.get('plugins/walletconnect/walletconnect-parts.ts')).toContain('kernel/index.ts')
  })
})
