import type { OutputBundle, OutputChunk } from 'rolldown'
import { describe, expect, it } from 'vitest'
import { collapseDynamicFacades, parseFacade, pickingImport } from './dynamic-facades.ts'

/** A chunk with only the fields the rule reads. */
const chunk = (fileName: string, code: string, o: Partial<OutputChunk> = {}): OutputChunk =>
  ({ type: 'chunk', fileName, code, isEntry: false, isDynamicEntry: false, imports: [], dynamicImports: [], ...o }) as OutputChunk

const bundleOf = (...chunks: OutputChunk[]): OutputBundle => Object.fromEntries(chunks.map((c) => [c.fileName, c])) as OutputBundle

describe('dynamic imports into a grouped chunk', () => {
  it('reads a file that only re-exports names of one other file', () => {
    const facade = parseFacade('import { i as titleId, t as ConnectView } from "./first-open-X.js";\n\nexport { ConnectView as default, titleId };\n')
    expect(facade?.from).toBe('./first-open-X.js')
    expect(Object.fromEntries(facade!.names)).toEqual({ default: 't', titleId: 'i' })
  })

  it('reads nothing else as one: a statement, a second import, an export the import does not name', () => {
    expect(parseFacade('import { t } from "./a.js";\nconsole.log(t);\nexport { t };')).toBeUndefined()
    expect(parseFacade('import { t } from "./a.js";\nimport { u } from "./b.js";\nexport { t, u };')).toBeUndefined()
    expect(parseFacade('import { t } from "./a.js";\nexport { u };')).toBeUndefined()
    expect(parseFacade('export const a = 1;')).toBeUndefined()
  })

  it('picks the names from the target as the namespace the import() gave', async () => {
    const call = pickingImport('./first-open.js', new Map([['default', 't'], ['startKernel', 'y']]))
    expect(call).toBe('import("./first-open.js").then((m) => ({ default: m.t, startKernel: m.y }))')
    // the same shape evaluated against a module object
    const picked = await Promise.resolve({ t: 'view', y: 'kernel' }).then((m) => ({ default: m.t, startKernel: m.y }))
    expect(picked).toEqual({ default: 'view', startKernel: 'kernel' })
  })

  it('points every import() of a facade at its target, across folders, and drops the facade', () => {
    const bundle = bundleOf(
      chunk('react.js', 'const k = () => import("./kernel-entry-A.js");\nconst v = () => import("./view-B.js");', { isEntry: true, dynamicImports: ['kernel-entry-A.js', 'view-B.js'] }),
      chunk('plugins/evm.js', 'load: () => import("../evm-parts-C.js").then((m) => m.evmParts())', { isEntry: true, dynamicImports: ['evm-parts-C.js'] }),
      chunk('kernel-entry-A.js', 'import { b as warn, y as startKernel } from "./first-open-D.js";\nexport { startKernel, warn };\n', { isDynamicEntry: true, imports: ['first-open-D.js'] }),
      chunk('evm-parts-C.js', 'import { t as evmParts } from "./evm-parts-E.js";\nexport { evmParts };\n', { isDynamicEntry: true, imports: ['evm-parts-E.js'] }),
      chunk('first-open-D.js', 'export { k as b, s as y };'),
      chunk('evm-parts-E.js', 'export { p as t };'),
      chunk('view-B.js', 'export default 1;', { isDynamicEntry: true }),
    )
    expect(collapseDynamicFacades(bundle).sort()).toEqual(['evm-parts-C.js', 'kernel-entry-A.js'])
    expect(Object.keys(bundle).sort()).toEqual(['evm-parts-E.js', 'first-open-D.js', 'plugins/evm.js', 'react.js', 'view-B.js'])
    expect((bundle['react.js'] as OutputChunk).code).toBe(
      'const k = () => import("./first-open-D.js").then((m) => ({ startKernel: m.y, warn: m.b }));\nconst v = () => import("./view-B.js");',
    )
    expect((bundle['plugins/evm.js'] as OutputChunk).code).toBe('load: () => import("../evm-parts-E.js").then((m) => ({ evmParts: m.t })).then((m) => m.evmParts())')
  })

  it('keeps a facade another file imports statically, or that is an entry of the package', () => {
    const bundle = bundleOf(
      chunk('a.js', 'import { x } from "./f.js";\nimport("./f.js");', { isEntry: true, imports: ['f.js'], dynamicImports: ['f.js'] }),
      chunk('f.js', 'import { t as x } from "./g.js";\nexport { x };', { isDynamicEntry: true, imports: ['g.js'] }),
      chunk('entry.js', 'import { t as x } from "./g.js";\nexport { x };', { isEntry: true, isDynamicEntry: true, imports: ['g.js'] }),
      chunk('g.js', 'export { y as t };'),
    )
    expect(collapseDynamicFacades(bundle)).toEqual([])
    expect(Object.keys(bundle).sort()).toEqual(['a.js', 'entry.js', 'f.js', 'g.js'])
    expect((bundle['a.js'] as OutputChunk).code).toContain('import("./f.js");')
  })
})
