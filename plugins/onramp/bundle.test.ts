// What Buy adds where: the page's start gets only the plugin object; React, rxjs and the views load
// when Buy is first opened.
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { staticGraph } from '../../scripts/static-graph.ts'

const here = dirname(fileURLToPath(import.meta.url))
const graph = (file: string) => staticGraph(resolve(here, file), here)

describe('what portico/plugins/onramp loads', () => {
  it('at page start: the plugin object alone (no view, no catalog, no React, no kernel, no rxjs)', () => {
    const { files, packages } = graph('index.ts')
    expect(files).toEqual(['index.ts', 'onramp.ts', 'restricted-time-zones.ts'])
    expect(packages).toEqual([])
  })
})
