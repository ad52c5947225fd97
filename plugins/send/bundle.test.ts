// What Send adds where: the page's start gets only the plugin object; viem (calldata, fee estimate)
// loads after the views, only when a fee is estimated or a send goes out.
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { staticGraph } from '../../scripts/static-graph.ts'

const here = dirname(fileURLToPath(import.meta.url))
const graph = (file: string) => staticGraph(resolve(here, file), here)

describe('what portico/plugins/send loads', () => {
  it('at page start: the plugin object alone (no view, no React, no viem)', () => {
    const { files, packages } = graph('index.ts')
    expect(files.map((f) => f.replace(`${here}/`, '')).sort()).toEqual(['index.ts', 'send.ts'])
    expect(packages).toEqual([])
  })

  it('with its views: no viem; the viem part is reached through import() only', () => {
    for (const view of ['views/send-view.tsx', 'views/send-confirm-view.tsx', 'views/send-success-view.tsx']) {
      const { files, packages } = graph(view)
      expect(packages.filter((p) => p === 'viem' || p.startsWith('viem/'))).toEqual([])
      expect(files).not.toContain(resolve(here, 'evm-transfer.ts'))
    }
    expect(graph('evm-transfer.ts').packages).toContain('viem')
  })
})
