// What a page loads at start for embeddedWallet(): only the plugin object. The adapter, the email
// flow (valibot), rxjs and the views load with the kernel or when first shown.
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { staticGraph } from '../../scripts/static-graph.ts'

const here = dirname(fileURLToPath(import.meta.url))

describe('what portico/plugins/embedded-wallet loads at page start', () => {
  it('is the plugin object alone: no package at run time (no rxjs, no valibot, no adapter, no views)', () => {
    const { files, packages } = staticGraph(resolve(here, 'index.ts'), here)
    expect(files).toEqual(expect.arrayContaining([expect.stringMatching(/embedded-wallet\.ts$/)]))
    expect(packages).toEqual([])
    for (const lazy of ['adapter.ts', 'email-flow.ts', 'embedded-wallet-parts.ts', 'email-section.tsx']) expect(files.join(' ')).not.toContain(lazy)
  })
})
