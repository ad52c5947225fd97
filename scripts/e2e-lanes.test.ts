import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { DEFAULT_SPEC_SECONDS, e2eLanes, EXAMPLES_SECONDS, INSTALL_MATRIX_SECONDS, SPEC_SECONDS, splitSpecs } from './e2e-lanes.ts'

describe('splitSpecs', () => {
  it('gives each file to one lane, longest first to the lane that ends soonest', () => {
    const seconds: Record<string, number> = { a: 90, b: 60, c: 45, d: 40, e: 10 }
    const lanes = splitSpecs(Object.keys(seconds), [0, 0], (file) => seconds[file]!)
    expect(lanes).toEqual([['a', 'd'], ['b', 'c', 'e']]) // 90+40 against 60+45+10
    expect(lanes.flat().sort()).toEqual(['a', 'b', 'c', 'd', 'e'])
  })

  it('counts what a lane does before its specs', () => {
    const seconds: Record<string, number> = { a: 90, b: 60, c: 45, d: 40, e: 10 }
    // the third lane starts 100 s late: it gets only what fits beside the others
    expect(splitSpecs(Object.keys(seconds), [0, 0, 100], (file) => seconds[file]!)).toEqual([['a', 'd'], ['b', 'c'], ['e']]) // 130, 105 and 100+10
  })

  it('keeps lanes empty rather than splitting a file', () => {
    expect(splitSpecs(['only'], [0, 0], () => 5)).toEqual([['only'], []])
  })
})

describe('e2eLanes', () => {
  const specs = readdirSync(fileURLToPath(new URL('../testing/e2e/', import.meta.url))).filter((name) => name.endsWith('.spec.ts'))
  const seconds = (file: string) => SPEC_SECONDS[file] ?? DEFAULT_SPEC_SECONDS
  const specFiles = (lane: { runs: { args: string[] }[] }) => lane.runs.flatMap((run) => run.args.filter((arg) => arg.startsWith('testing/e2e/')))

  it('runs every sandbox spec exactly once across three sandboxes; the third lane runs the examples first, alone', () => {
    const lanes = e2eLanes(specs, 100)
    expect(lanes.map((lane) => lane.offset)).toEqual([100, 130, 160])
    expect(lanes.flatMap(specFiles).sort()).toEqual(specs.map((name) => `testing/e2e/${name}`).sort())
    expect(lanes[2]!.runs[0]).toEqual({ command: 'playwright', args: ['--project=examples'], env: { PORTICO_E2E_EXAMPLES_ALONE: '1' } })
    expect(lanes[2]!.runs.map((run) => run.command)).toEqual(['playwright', 'playwright'])
    // the examples' traces are not emptied by the sandbox run after them
    expect(lanes[2]!.runs[1]!.args).toContain('--output=test-results/offset-160-sandbox')
  })

  it('adds the install matrix, with the cells asked for, to the third lane after the examples', () => {
    const lanes = e2eLanes(specs, 0, 'npm vite-wagmi,pnpm vite-wagmi')
    expect(lanes[2]!.runs.map((run) => run.command)).toEqual(['playwright', 'install-matrix', 'playwright'])
    expect(lanes[2]!.runs[1]!.env).toEqual({ PORTICO_INSTALL_CELLS: 'npm vite-wagmi,pnpm vite-wagmi' })
    expect(lanes.flatMap(specFiles).sort()).toEqual(specs.map((name) => `testing/e2e/${name}`).sort())
  })

  it('ends the three lanes within the longest spec of one another', () => {
    for (const installCells of ['', 'npm vite-wagmi']) {
      const ends = e2eLanes(specs, 0, installCells).map(
        (lane, i) => (i === 2 ? EXAMPLES_SECONDS + (installCells ? INSTALL_MATRIX_SECONDS : 0) : 0) + specFiles(lane).reduce((sum, file) => sum + seconds(file.slice('testing/e2e/'.length)), 0),
      )
      expect(Math.max(...ends) - Math.min(...ends)).toBeLessThanOrEqual(Math.max(...specs.map(seconds)))
    }
  })
})
