// Property-based tests (fast-check) of the wallet-listing reader: every entry of the explorer's
// getWallets answer is untrusted input.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { assertProperty } from '../../scripts/fuzz/property.ts'
import { readExplorerWallet } from './explorer-service.ts'

const anyValue = fc.anything({ withBigInt: true, withNullPrototype: true, withBoxedValues: true, withMap: true, withSet: true, withDate: true, withSparseArray: true })
const LINKS = ['image_id', 'image_url', 'homepage', 'mobile_link', 'desktop_link', 'webapp_link', 'link_mode', 'app_store', 'play_store', 'chrome_store', 'rdns'] as const
const KNOWN = new Set<string>(['id', 'name', ...LINKS, 'chains', 'badge_type', 'order'])
const shallow = fc.anything({ maxDepth: 1, withBigInt: true, withNullPrototype: true, withBoxedValues: true })
const fieldValue = fc.oneof(fc.string({ maxLength: 12 }), fc.constant(null), fc.constant(''), shallow)
/** Entries with the listing's keys holding anything, plus keys of their own. */
const entry = fc.record(
  {
    id: fieldValue,
    name: fieldValue,
    ...Object.fromEntries(LINKS.map((k) => [k, fieldValue])),
    chains: fc.oneof(fc.array(fc.oneof(fc.string({ maxLength: 12 }), shallow), { maxLength: 4 }), shallow),
    badge_type: fc.oneof(fc.constantFrom('none', 'certified', 'gold'), shallow),
    order: fc.oneof(fc.integer(), fc.double(), shallow),
    extra: shallow,
  },
  { requiredKeys: [] },
)
/** JSON can carry a "__proto__" key as an own field: it must not become the entry's prototype or a field. */
const polluting = entry.map((e) => JSON.parse(JSON.stringify({ ...e, id: 'w', name: 'W' }, (_k, v) => (typeof v === 'bigint' ? String(v) : v)).replace(/^\{/, '{"__proto__":{"polluted":true},')))

describe('the wallet-listing reader (readExplorerWallet)', () => {
  it('any entry never throws: kept only with a non-empty id and name, holding only the listing\'s fields, each of its type', () => {
    assertProperty(
      'wallet listing entry',
      fc.property(fc.oneof(entry, polluting, anyValue), (raw) => {
        const wallet = readExplorerWallet(raw)
        const source = raw as Record<string, unknown>
        const valid = typeof raw === 'object' && raw !== null && !Array.isArray(raw) && typeof source.id === 'string' && source.id !== '' && typeof source.name === 'string' && source.name !== ''
        if (!valid) return wallet === undefined
        if (!wallet || wallet.id !== source.id || wallet.name !== source.name) return false
        for (const [key, value] of Object.entries(wallet)) {
          if (!KNOWN.has(key)) return false
          if ((LINKS as readonly string[]).includes(key) && !(value === null || typeof value === 'string')) return false
        }
        if (wallet.chains && !wallet.chains.every((c) => typeof c === 'string')) return false
        if (wallet.badge_type !== undefined && wallet.badge_type !== 'none' && wallet.badge_type !== 'certified') return false
        if (wallet.order !== undefined && !Number.isFinite(wallet.order)) return false
        // A "__proto__" field is neither read nor made the wallet's prototype.
        return Object.getPrototypeOf(wallet) === Object.prototype && !('polluted' in wallet)
      }),
    )
  })

  it('a well-formed entry is read back field by field', () => {
    const link = fc.option(fc.string({ maxLength: 20 }), { nil: null })
    const wellFormed = fc.record({
      id: fc.string({ minLength: 1, maxLength: 20 }),
      name: fc.string({ minLength: 1, maxLength: 20 }),
      ...Object.fromEntries(LINKS.map((k) => [k, link])),
      chains: fc.array(fc.string({ maxLength: 12 }), { maxLength: 3 }),
      badge_type: fc.constantFrom('none', 'certified'),
      order: fc.integer(),
    })
    assertProperty(
      'wallet listing round trip',
      fc.property(wellFormed, (raw) => {
        expect(readExplorerWallet(raw)).toEqual(raw)
      }),
    )
  })
})
