// The one list of entry points against the wiring files that cannot import it (JSON) and those that
// derive from it: a test failure names the file and the entry it lacks or has too many.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import tsdownConfig from '../../tsdown.config.ts'
import vitestConfig from '../../vitest.config.ts'
import { playgroundConfig } from '../../sandbox/playground/vite.config.ts'
import { ENTRY_POINTS, entryAliases, exportKeyOf, specifierOf } from './entry-points.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))
const json = (file: string) => JSON.parse(readFileSync(`${root}${file}`, 'utf8')) as Record<string, unknown>
const names = Object.keys(ENTRY_POINTS)

/** What `file` lacks and has too many, as one line each: empty when it agrees with the list. */
function disagreement(file: string, expected: Record<string, string>, actual: Record<string, string>): string[] {
  const lines: string[] = []
  for (const [key, value] of Object.entries(expected)) {
    if (!(key in actual)) lines.push(`${file} lacks ${key} (${value})`)
    else if (actual[key] !== value) lines.push(`${file} has ${key} -> ${actual[key]}, the list says ${value}`)
  }
  for (const key of Object.keys(actual)) if (!(key in expected)) lines.push(`${file} has ${key}, which the list does not`)
  return lines
}

type Alias = { find: RegExp | string; replacement: string }
const aliasMap = (aliases: unknown) => Object.fromEntries((aliases as Alias[]).map((a) => [String(a.find), a.replacement]))

describe('the entry points (scripts/build/entry-points.ts)', () => {
  it('package.json "exports": dist/<name>.d.ts and dist/<name>.js per entry, and nothing else but ./package.json', () => {
    const exports = json('package.json').exports as Record<string, unknown>
    const actual = Object.fromEntries(Object.entries(exports).filter(([key]) => key !== './package.json').map(([key, value]) => [key, JSON.stringify(value)]))
    const expected = Object.fromEntries(names.map((name) => [exportKeyOf(name), JSON.stringify({ types: `./dist/${name}.d.ts`, import: `./dist/${name}.js` })]))
    expect(disagreement('package.json "exports"', expected, actual)).toEqual([])
    expect(exports['./package.json']).toBe('./package.json')
  })

  it('tsconfig.json "paths": each specifier to its source file', () => {
    const paths = (json('tsconfig.json').compilerOptions as { paths: Record<string, string[]> }).paths
    const actual = Object.fromEntries(Object.entries(paths).map(([key, value]) => [key, value.join(',')]))
    const expected = Object.fromEntries(Object.entries(ENTRY_POINTS).map(([name, file]) => [specifierOf(name), `./${file}`]))
    expect(disagreement('tsconfig.json "paths"', expected, actual)).toEqual([])
  })

  it('tsdown builds exactly the list', () => {
    const entry = (Array.isArray(tsdownConfig) ? tsdownConfig[0] : tsdownConfig).entry as Record<string, string>
    expect(disagreement('tsdown.config.ts entry', ENTRY_POINTS, entry)).toEqual([])
  })

  it('vitest and the playground alias every specifier to its source file', () => {
    const expected = aliasMap(entryAliases((file) => `${root}${file}`))
    expect(disagreement('vitest.config.ts resolve.alias', expected, aliasMap(vitestConfig.resolve?.alias))).toEqual([])
    const playground = playgroundConfig()
    expect(disagreement('sandbox/playground/vite.config.ts resolve.alias', expected, aliasMap(playground.resolve?.alias))).toEqual([])
  })

  it('tells which file lacks which entry', () => {
    expect(disagreement('f', { a: '1', b: '2' }, { a: '1', c: '3' })).toEqual(['f lacks b (2)', 'f has c, which the list does not'])
    // the aliases match their specifier exactly: `portico` is not `portico/react`
    const [index] = entryAliases((file) => file)
    expect(index!.find.test('portico')).toBe(true)
    expect(index!.find.test('portico/react')).toBe(false)
  })
})
