// Nothing of the sign-client may reach the page's first bundle: the entry and the parts import it
// neither statically nor transitively; session.ts imports it only dynamically.
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { staticGraph } from '../../scripts/static-graph.ts'

const here = dirname(fileURLToPath(import.meta.url))

const graph = (entry: string) => staticGraph(entry, here)

describe('what portico/plugins/walletconnect loads', () => {
  it('at page start: only the plugin object, no rxjs, no sign-client', () => {
    expect(graph(resolve(here, 'index.ts'))).toEqual({ files: ['index.ts', 'walletconnect.ts'], packages: [] })
  })
  it('with the kernel (the parts): no @walletconnect package statically', () => {
    const { packages } = graph(resolve(here, 'walletconnect-parts.ts'))
    expect(packages.filter((p) => p.startsWith('@walletconnect') || p.startsWith('@reown'))).toEqual([])
    expect(readFileSync(resolve(here, 'load-sign-client.ts'), 'utf8')).toContain("import('@walletconnect/sign-client')")
  })
})
