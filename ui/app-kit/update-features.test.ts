import { describe, expect, it } from 'vitest'
import { DEFAULT_FEATURES } from '../../kernel/config/features.ts'
import { chainA } from '../../kernel/test-support/networks.ts'
import { applyFeatures } from './update-features.ts'

const target = () => ({ networks: [chainA], features: { ...DEFAULT_FEATURES } })

describe('updateFeatures', () => {
  it('merges the flags into every copy of the options', () => {
    const boot = target()
    const kernel = target()
    applyFeatures({ swaps: false, socials: ['google'] }, [boot, undefined, kernel], () => {})
    for (const t of [boot, kernel]) expect(t.features).toEqual({ ...DEFAULT_FEATURES, swaps: false, socials: ['google'] })
  })

  it('names an unknown flag in a warning and skips it; a bad value throws naming it and changes nothing', () => {
    const boot = target()
    const warnings: string[] = []
    applyFeatures({ reownAuthentication: true, send: false } as never, [boot], (m) => warnings.push(m))
    expect(warnings).toEqual([expect.stringContaining('"features.reownAuthentication"')])
    expect(boot.features.send).toBe(false)
    expect('reownAuthentication' in boot.features).toBe(false)
    expect(() => applyFeatures({ email: 'yes' } as never, [boot], () => {})).toThrow('Invalid option "features.email"')
    expect(boot.features.email).toBe(true)
  })
})
