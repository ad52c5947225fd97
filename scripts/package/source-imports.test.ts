// The source the package is built from (kernel/, plugins/, ui/, server/, the public part of testing/) may
// import only what package.json gives a consumer: even a type-only import of an undeclared package
// would reach a public .d.ts the day an exported type uses it. Tests and their helpers are exempt.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from './pack.ts'
import { shippedImports, unresolvableImports } from './shipped-imports.ts'

const shipped = (path: string) => /\.tsx?$/.test(path) && !/\.test\.tsx?$|(^|\/)(test-support|e2e)\//.test(path)

describe('shipped source', () => {
  it('imports only packages that dependencies or peerDependencies list', async () => {
    const manifest = JSON.parse(await readFile(join(REPO_ROOT, 'package.json'), 'utf8'))
    const imports = (await Promise.all(['kernel', 'plugins', 'ui', 'testing', 'server'].map(async (dir) => (await shippedImports(join(REPO_ROOT, dir), shipped)).map((i) => ({ ...i, file: `${dir}/${i.file}` }))))).flat()
    expect(imports.length).toBeGreaterThan(100)
    // Vite serves the modal's stylesheet with ?inline in development; the library build compiles it (scripts/build/tailwind-inline.ts).
    const bad = unresolvableImports(imports, manifest).filter((i) => !(i.specifier.endsWith('.css?inline') && i.file === 'ui/modal/mount.tsx'))
    expect(bad).toEqual([])
  })
})
