// No import cycles in product code, counting type-only imports and `import()` alike: a cycle makes
// the order modules evaluate in depend on which one a page imports first, and a lazily loaded view
// that imports its loader back ties the two chunks together.
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { importCycles, importGraph, stronglyConnected } from './import-graph.ts'
import { productFiles } from './product-files.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/**
 * The files still caught in a cycle when this rule came: the list only shrinks. A file leaves it
 * when no cycle runs through it any more; no other file may join a cycle.
 */
const STILL_IN_A_CYCLE = new Set([
  'ui/app-kit/context.tsx',
  'ui/app-kit/create-app-kit.ts',
  'ui/app-kit/kernel-entry.ts',
  'ui/app-kit/kernel-loader.ts',
  'ui/app-kit/load-modal.ts',
  'ui/app-kit/modal-entry.ts',
  'ui/app-kit/modal-mounter.ts',
  'ui/components/network-list.tsx',
  'ui/hooks/use-account-state.ts',
  'ui/hooks/use-namespace.ts',
  'ui/i18n/use-translate.ts',
  'ui/modal/alert-bar.tsx',
  'ui/modal/header.tsx',
  'ui/modal/modal-root.tsx',
  'ui/modal/modal-shell.tsx',
  'ui/modal/mount.tsx',
  'ui/modal/toast-view.tsx',
  'ui/modal/view-outlet.tsx',
  'ui/views/account/account-section.tsx',
  'ui/views/account/account-tabs.tsx',
  'ui/views/account/account-view.tsx',
  'ui/views/account/tokens-tab.tsx',
  'ui/views/account/use-portfolio.ts',
  'ui/views/all-wallets/all-wallets-view.tsx',
  'ui/views/all-wallets/wallet-grid.tsx',
  'ui/views/connect/connect-section.tsx',
  'ui/views/connect/connect-view.tsx',
  'ui/views/connect/listing-failure-notice.tsx',
  'ui/views/connecting-external/connecting-external-view.tsx',
  'ui/views/connecting-external/connection-error-text.ts',
  'ui/views/connection-unavailable/connection-unavailable-view.tsx',
  'ui/views/core-views.ts',
  'ui/views/networks/networks-view.tsx',
  'ui/views/plugin-section.tsx',
  'ui/views/unsupported-chain/unsupported-chain-view.tsx',
  'ui/views/wallet-details/wallet-details-view.tsx',
])

const graphOfTheProduct = () => importGraph(root, productFiles(root))

describe('import cycles', () => {
  it('none in kernel/, plugins/, ui/ or server/ (runtime, type-only and import() edges) but through the files not yet freed', () => {
    const graph = graphOfTheProduct()
    const cycles = importCycles(graph).filter((cycle) => cycle.some((file) => !STILL_IN_A_CYCLE.has(file)))
    expect(cycles.map((cycle) => cycle.join(' → ')), 'break these cycles').toEqual([])
  })

  it('lists only files still in a cycle (remove a file once no cycle runs through it)', () => {
    const inCycles = new Set(stronglyConnected(graphOfTheProduct()).flat())
    expect([...STILL_IN_A_CYCLE].filter((file) => !inCycles.has(file))).toEqual([])
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
