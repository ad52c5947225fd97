// The product's files state their rules in words: no citation of a document the repository does not
// hold (a section of the product specification or of the hosted-protocols notes), no issue number,
// and nothing that says who or what wrote the code or on which machine (a machine's path, the
// tooling that wrote it). Checked in README.md, the docs and the product folders.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from './docs/entry-points.ts'

/** What a file may not say, each with why. */
export const FORBIDDEN: readonly { pattern: RegExp; what: string }[] = [
  { pattern: /SPEC\s*§|§\s*\d/, what: 'a section of a specification the repository does not hold' },
  { pattern: /hosted-protocols/, what: 'notes the repository does not hold' },
  { pattern: /\b[Ii]ssues? #?\d+\b/, what: 'an issue number' },
  { pattern: /\/work\//, what: 'a path on a build machine' },
  { pattern: /\b(?:Claude|ChatGPT|LLM)\b/, what: 'the tooling that wrote the code' },
  { pattern: /\b(?:other|six|several) agents\b|\bhelpers? "(?:docs|install|conn|wc|seam|shared|rpc|appkit)"/, what: 'who wrote the code' },
]

const FOLDERS = ['kernel', 'plugins', 'ui', 'server', 'sandbox', 'testing', 'docs', 'examples']
const TOP_FILES = ['README.md', 'ARCHITECTURE.md', 'CONTRIBUTING.md', 'SECURITY.md']
const SKIP = new Set(['node_modules', 'dist', 'cache', 'test-results', '.next'])
const TEXT = /\.(ts|tsx|js|mjs|cjs|md|html|css|json|sol|sh)$/

function files(dir: string): string[] {
  return readdirSync(join(REPO_ROOT, dir)).flatMap((name) => {
    const path = join(dir, name)
    if (SKIP.has(name)) return []
    if (statSync(join(REPO_ROOT, path)).isDirectory()) return files(path)
    return TEXT.test(name) ? [path] : []
  })
}

/** `file:line: what` for every line of `text` that holds a forbidden phrase (the first one named). */
export function citationsIn(text: string, file: string): string[] {
  const out: string[] = []
  text.split('\n').forEach((line, i) => {
    const found = FORBIDDEN.find(({ pattern }) => pattern.test(line))
    if (found) out.push(`${file}:${i + 1}: ${found.what}: ${line.trim().slice(0, 120)}`)
  })
  return out
}

describe('no citations', () => {
  it('recognizes each forbidden phrase, and leaves plain words alone', () => {
    const hits = (line: string) => citationsIn(line, 'x').length
    expect(hits('// a listing page holds 40 wallets (SPEC §9)')).toBe(1)
    expect(hits('// hosted-protocols §3.1: every 10 s')).toBe(1)
    expect(hits('// the frame answers within 30 s (§8)')).toBe(1)
    expect(hits('// (issue 22: an RPC node down)')).toBe(1)
    expect(hits('// see /work/shared/notes/library-sizes.md')).toBe(1)
    expect(hits('// a WalletConnect session of this wallet; user agents; this machine; the specification')).toBe(0)
  })

  it('finds none in README.md, the docs, and the product folders', () => {
    const found = [...TOP_FILES, ...FOLDERS.flatMap(files)].flatMap((file) => citationsIn(readFileSync(join(REPO_ROOT, file), 'utf8'), file))
    expect(found).toEqual([])
  })
})
