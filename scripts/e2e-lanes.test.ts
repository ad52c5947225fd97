import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { DEFAULT_SPEC_SECONDS, e2eLanes, SPEC_SECONDS, splitSpecs } from './e2e-lanes.ts'

describe('splitSpecs', () => {
  it('gives each file to one lane, longest first to the lightest lane', () => {
    const seconds: Record<string, number> = { a: 90, b: 60, c: 45, d: 40, e: 10 }
    const lanes = splitSpecs(Object.keys(seconds), 2, (file) => seconds[file]!)
    expect(lanes).toEqual([['a', 'd'], ['b', 'c', 'e']]) // 90+40 against 60+45+10
    expect(lanes.flat().sort()).toEqual(['a', 'b', 'c', 'd', 'e'])
  })

  it('keeps lanes empty rather than splitting a file', () => {
    expect(splitSpecs(['only'], 2, () => 5)).toEqual([['only'], []])
  })
})

describe('e2eLanes', () => {
  const specs = readdirSync(fileURLToPath(new URL('../testing/e2e/', import.meta.url))).filter((name) => name.endsWith('.spec.ts'))

  it('runs every sandbox spec exactly once, across two sandboxes, and the examples on a third', () => {
    const lanes = e2eLanes(specs, 100)
    expect(lanes.map((lane) => lane.offset)).toEqual([100, 130, 160])
    const files = lanes.flatMap((lane) => lane.args.filter((arg) => arg.startsWith('testing/e2e/')))
    expect(files.sort()).toEqual(specs.map((name) => `testing/e2e/${name}`).sort())
    expect(lanes[2]!.args).toEqual(['--project=examples'])
    expect(lanes[2]!.env).toEqual({ PORTICO_E2E_EXAMPLES_ALONE: '1' })
  })

  it('balances the two sandbox lanes within the longest spec', () => {
    const seconds = (file: string) => SPEC_SECONDS[file] ?? DEFAULT_SPEC_SECONDS
    const [a, b] = splitSpecs(specs, 2, seconds).map((lane) => lane.reduce((sum, file) => sum + seconds(file), 0))
    expect(Math.abs(a! - b!)).toBeLessThanOrEqual(Math.max(...specs.map(seconds)))
  })
})
