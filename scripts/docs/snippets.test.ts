// Every TypeScript snippet of README.md and docs/ compiles against the packed package: each block
// becomes a module of a throwaway project whose node_modules/portico is the tarball unpacked
// (the other packages a snippet imports, react, wagmi, viem, resolve from the repository's own
// node_modules), and tsc checks them all. A renamed export, option or hook fails here.
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { PACK_DIR, REPO_ROOT, testTarball } from '../package/pack.ts'
import { allSnippets, snippetsOf } from './snippets.ts'

let project = ''
afterAll(() => (project ? rmSync(project, { recursive: true, force: true }) : undefined))

describe('snippetsOf', () => {
  it('takes ts and tsx blocks, indented ones too, and leaves out no-check and other languages', () => {
    const md = ['```ts', 'const a = 1', '```', '```sh', 'npm i', '```', '  ```tsx', '  <b />', '  ```', '```ts no-check', 'x', '```'].join('\n')
    expect(snippetsOf(md, 'x.md')).toEqual([
      { file: 'x.md', line: 1, lang: 'ts', code: 'const a = 1' },
      { file: 'x.md', line: 7, lang: 'tsx', code: '<b />' },
    ])
  })
})

describe('the docs snippets', () => {
  it('type-check against the packed package', { timeout: 600_000 }, async () => {
    const snippets = allSnippets(REPO_ROOT)
    expect(snippets.length).toBeGreaterThan(20)
    const tarball = await testTarball()
    mkdirSync(PACK_DIR, { recursive: true })
    project = mkdtempSync(join(PACK_DIR, 'snippets-'))
    mkdirSync(join(project, 'node_modules'), { recursive: true })
    execFileSync('tar', ['-xzf', tarball, '-C', join(project, 'node_modules')])
    renameSync(join(project, 'node_modules', 'package'), join(project, 'node_modules', 'portico'))
    mkdirSync(join(project, 'src'))
    const names = new Map<string, string>()
    snippets.forEach((s) => {
      // one folder per markdown file; a block that starts with its file's path (`// app/layout.tsx`)
      // is written there, so the page's blocks import each other as the files they show
      const named = /^\/\/ ([\w./-]+\.tsx?)\s*$/m.exec(s.code.split('\n')[0] ?? '')?.[1]
      const name = `${s.file.replace(/[^a-z0-9]+/gi, '-')}/${named ?? `line-${s.line}.${s.lang}`}`
      names.set(name, `${s.file}:${s.line}`)
      mkdirSync(dirname(join(project, 'src', name)), { recursive: true })
      // each block is a module of its own, so two blocks' top-level names never collide
      writeFileSync(join(project, 'src', name), `${s.code}\nexport {}\n`)
    })
    // Next.js is not among the repository's packages: the two functions the snippets use
    writeFileSync(join(project, 'src', 'next-shims.d.ts'), "declare module 'next/headers' {\n  export function headers(): Promise<Headers>\n}\n")
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'Bundler',
          jsx: 'react-jsx',
          strict: true,
          skipLibCheck: true,
          noEmit: true,
          types: ['node'],
        },
        include: ['src'],
      }),
    )
    const run = spawnSync(join(REPO_ROOT, 'node_modules', '.bin', 'tsc'), ['-p', project], { encoding: 'utf8' })
    // name each error by the markdown file and line of its block
    const report = (run.stdout + run.stderr).replace(/src\/([^(:]+)[(:]/g, (all, file: string) => `${names.get(file) ?? file} → ${all}`)
    expect(report).toBe('')
    expect(run.status).toBe(0)
  })
})
