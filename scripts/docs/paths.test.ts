// The docs name files of the repository (a test that proves a rule, the file that holds a constant):
// each must exist, and each constant the constants table names must be declared in the file its row
// gives, so a file moved or a constant renamed fails here instead of leaving the page untrue.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from './entry-points.ts'

const TOP_FILES = ['README.md', 'ARCHITECTURE.md', 'CONTRIBUTING.md', 'SECURITY.md']
const ROOTS = ['kernel', 'plugins', 'ui', 'server', 'sandbox', 'testing', 'scripts', 'bench', 'examples', 'templates']

function markdownFiles(dir: string): string[] {
  return readdirSync(join(REPO_ROOT, dir)).flatMap((name) => {
    const path = join(dir, name)
    if (name.startsWith('.') || name === 'node_modules') return []
    if (statSync(join(REPO_ROOT, path)).isDirectory()) return markdownFiles(path)
    return name.endsWith('.md') ? [path] : []
  })
}

/** The repository paths a page names (`kernel/x/y.ts`), globs and brace lists left out. */
export function pathsIn(markdown: string): string[] {
  const found = markdown.matchAll(new RegExp(`\\b(?:${ROOTS.join('|')})/[A-Za-z0-9_./-]+`, 'g'))
  return [...new Set([...found].map((m) => m[0].replace(/[.]+$/, '')).filter((p) => !p.endsWith('/')))]
}

/** `[constant names, file]` for every row of the constants table that names constants (before its parenthesis) and a file. */
export function constantRows(markdown: string): [string[], string][] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .map((cells) => [cells[1]!, cells[cells.length - 2]!] as const)
    .filter(([, file]) => /^[a-z]+\/\S+\.tsx?$/.test(file))
    .map(([names, file]) => [[...names.split('(')[0]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!), file])
}

describe('the files the docs name', () => {
  it('reads paths and table rows', () => {
    expect(pathsIn('see `kernel/rpc/retry-rules.test.ts`. And plugins/*/x.ts, ui/{a,b}.ts')).toEqual(['kernel/rpc/retry-rules.test.ts'])
    expect(constantRows('| `A_MS` / `B_MS` (then `CODE`) | 1 s | kernel/a.ts |\n| storage key prefix | x | kernel/b.ts |')).toEqual([[['A_MS', 'B_MS'], 'kernel/a.ts']])
  })

  it('exist', () => {
    const pages = [...TOP_FILES, ...markdownFiles('docs')]
    const missing = pages.flatMap((page) => pathsIn(readFileSync(join(REPO_ROOT, page), 'utf8')).filter((path) => !existsSync(join(REPO_ROOT, path))).map((path) => `${page}: ${path}`))
    expect(missing).toEqual([])
  })

  it('hold the constants the constants table says they hold', () => {
    const rows = constantRows(readFileSync(join(REPO_ROOT, 'docs/reference/constants.md'), 'utf8'))
    expect(rows.length).toBeGreaterThan(10)
    const wrong = rows.flatMap(([names, file]) => {
      if (!existsSync(join(REPO_ROOT, file))) return [`${file}: no such file`]
      const text = readFileSync(join(REPO_ROOT, file), 'utf8')
      return names.filter((name) => !new RegExp(`\\bconst ${name}\\b`).test(text)).map((name) => `${name} is not declared in ${file}`)
    })
    expect(wrong).toEqual([])
  })
})
