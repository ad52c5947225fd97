import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { packageOf, shippedImports, unresolvableImports } from './shipped-imports.ts'

const dirs: string[] = []
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))))

describe('shippedImports', () => {
  it('reads static, dynamic, re-export and type imports of .js and .d.ts files', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portico-imports-'))
    dirs.push(dir)
    await mkdir(join(dir, 'plugins'))
    await writeFile(join(dir, 'a.js'), `import { x } from "react";\nexport * from "./b.js";\nconst m = () => import("@walletconnect/sign-client");`)
    await writeFile(join(dir, 'plugins', 'c.d.ts'), `import type { Chain } from "viem/chains";\nexport type T = import("rxjs").Observable<number>;`)
    await writeFile(join(dir, 'font.woff2'), 'not code')
    const found = await shippedImports(dir)
    expect(found).toEqual(
      expect.arrayContaining([
        { file: 'a.js', specifier: 'react' },
        { file: 'a.js', specifier: './b.js' },
        { file: 'a.js', specifier: '@walletconnect/sign-client' },
        { file: join('plugins', 'c.d.ts'), specifier: 'viem/chains' },
        { file: join('plugins', 'c.d.ts'), specifier: 'rxjs' },
      ]),
    )
    expect(found).toHaveLength(5)
  })
})

describe('unresolvableImports', () => {
  const manifest = { name: 'portico', dependencies: { viem: '^2' }, peerDependencies: { react: '^19' } }
  const at = (specifier: string) => ({ file: 'x.js', specifier })

  it('accepts declared packages and their subpaths, relative files, node: built-ins and the package itself', () => {
    expect(unresolvableImports([at('viem/actions'), at('react'), at('./chunk.js'), at('node:net'), at('portico')], manifest)).toEqual([])
  })

  it('names an undeclared package, a bare Node built-in and a bundler-specific import', () => {
    const bad = unresolvableImports([at('@walletconnect/types'), at('fs'), at('./styles.css?inline')], manifest)
    expect(bad.map((b) => b.reason)).toEqual([
      "'@walletconnect/types' is not in dependencies or peerDependencies",
      'Node built-in without the node: prefix',
      'bundler-specific import',
    ])
  })

  it('takes the package name of scoped and deep specifiers', () => {
    expect(packageOf('@scope/pkg/deep/file.js')).toBe('@scope/pkg')
    expect(packageOf('pkg/sub')).toBe('pkg')
    expect(packageOf('./local.js')).toBeUndefined()
    expect(packageOf('https://example.com/x.js')).toBeUndefined()
  })
})
