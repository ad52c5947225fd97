// What Pay adds where: the page's start gets the plugin object, pay()'s lazy loader, the error class
// and the constants; the kernel, React, rxjs, viem and the view load when a payment is asked for.
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { staticGraph } from '../../scripts/static-graph.ts'

const here = dirname(fileURLToPath(import.meta.url))
const graph = (file: string) => staticGraph(resolve(here, file), here)

describe('what portico/plugins/pay loads', () => {
  it('at page start: the plugin and pay() (its body loads on the first call), PayError and the constants; no package', () => {
    const { files, packages } = graph('index.ts')
    expect(files).toEqual(['index.ts', 'pay-constants.ts', 'pay-error.ts', 'pay.ts'])
    expect(packages).toEqual([])
  })

  it('the Pay view does not load viem until a payment goes out', () => {
    expect(graph('views/pay-view.tsx').packages).not.toContain('viem')
  })
})
