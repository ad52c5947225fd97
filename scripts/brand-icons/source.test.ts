import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { brandPathsSource } from './source.ts'

describe('ui/components/brand-paths.ts', () => {
  it('is current with the simple-icons package (regenerate: npx tsx scripts/brand-icons/generate.ts)', async () => {
    const shipped = readFileSync(fileURLToPath(new URL('../../ui/components/brand-paths.ts', import.meta.url)), 'utf8')
    expect(shipped).toBe(await brandPathsSource())
  })
})
