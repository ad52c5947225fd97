// No product function over 150 lines: past that a function cannot be read in one sitting, and a tool
// that follows a call cannot enter the inner functions that share its closure. Split it into named
// capabilities, a file each, with an explicit state object passed to the parts.
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { longFunctions } from './function-length.ts'
import { productFiles } from './product-files.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const MAX_LINES = 150

/**
 * The functions still over the limit, each at the length it had when the limit came: one may only
 * shrink, and its entry goes when it is split. Nothing may be added here.
 */
const NOT_YET_SPLIT: Record<string, number> = {}

const longOnes = () => {
  const found = new Map<string, number>()
  for (const file of productFiles(root))
    for (const f of longFunctions(file, readFileSync(resolve(root, file), 'utf8'), MAX_LINES)) {
      const key = `${file} ${f.name}`
      found.set(key, Math.max(found.get(key) ?? 0, f.lines))
    }
  return found
}

describe('function length', () => {
  it(`no function in kernel/, plugins/, ui/ or server/ spans more than ${MAX_LINES} lines, but the ones not yet split, none longer than it was`, () => {
    const found = longOnes()
    const offending = [...found].filter(([key, lines]) => !(key in NOT_YET_SPLIT) || lines > NOT_YET_SPLIT[key]!).map(([key, lines]) => `${key} (${lines} lines)`)
    expect(offending, `split these under ${MAX_LINES} lines`).toEqual([])
  })

  it('lists only functions still over the limit (remove an entry when its function is split)', () => {
    const found = longOnes()
    expect(Object.keys(NOT_YET_SPLIT).filter((key) => !found.has(key))).toEqual([])
  })

  it('counts a function from its first line to its last, nested ones on their own', () => {
    const body = Array.from({ length: 150 }, (_, i) => `  const a${i} = ${i}`).join('\n')
    const source = `export function outer() {\n  const inner = () => {\n${body}\n  }\n  return inner\n}\nconst short = () => 1\n`
    expect(longFunctions('x.ts', source, 150)).toEqual([
      { line: 1, name: 'outer', lines: 155 },
      { line: 2, name: 'inner', lines: 152 },
    ])
    expect(longFunctions('x.ts', source, 155)).toEqual([])
  })
})
