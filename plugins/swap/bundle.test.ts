// What Swap adds where: the page's start gets only the plugin object; viem (receipts) loads only once
// a swap goes out, after the views.
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { staticGraph } from '../../scripts/static-graph.ts'

const here = dirname(fileURLToPath(import.meta.url))
const graph = (file: string) => staticGraph(resolve(here, file), here)

describe('what portico/plugins/swap loads', () => {
  it('at page start: the plugin object alone (no view, no React, no kernel, no viem)', () => {
    const { files, packages } = graph('index.ts')
    expect(files).toEqual(['index.ts', 'swap-defaults.ts', 'swap-networks.ts', 'swap.ts'])
    expect(packages).toEqual([])
  })

  it('with its views: no viem; the viem part is reached through import() only', () => {
    for (const view of ['views/swap-view.tsx', 'views/swap-review-view.tsx']) {
      const { files, packages } = graph(view)
      expect(packages.filter((p) => p === 'viem' || p.startsWith('viem/'))).toEqual([])
      expect(files).not.toContain('swap-chain.ts')
    }
    expect(graph('swap-chain.ts').packages).toContain('viem')
  })
})
