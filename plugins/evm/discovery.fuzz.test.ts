// Property-based tests (fast-check) of the EIP-6963 announcement reader: any script on the page can
// announce a "wallet" (outside input).
import fc from 'fast-check'
import { describe, it } from 'vitest'
import { assertProperty } from '../../scripts/fuzz/property.ts'
import { readAnnouncement, safeIcon } from './discovery.ts'

const anyValue = fc.anything({ withBigInt: true, withNullPrototype: true, withBoxedValues: true, withMap: true, withSet: true, withDate: true })
const provider = { request: async () => null }
const icon = fc.oneof(
  fc.constantFrom('data:image/svg+xml;base64,PHN2Zy8+', 'DATA:IMAGE/png;base64,AA==', 'https://wallet.example/icon.png', 'http://wallet.example/icon.png', 'javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', ' https://x.example/i.png', '//x.example/i.png', 'vbscript:x'),
  fc.webUrl({ validSchemes: ['https', 'http', 'ftp', 'javascript', 'data'] }),
  fc.string(),
  anyValue,
)
const text = fc.oneof(fc.string(), fc.constantFrom('', ' ', '\t\n', '<img src=x onerror=alert(1)>'), anyValue)
const detail = fc.record(
  {
    info: fc.oneof(fc.record({ uuid: fc.oneof(fc.uuid(), anyValue), name: text, rdns: text, icon }, { requiredKeys: [] }), anyValue),
    provider: fc.oneof(fc.constant(provider), fc.constant({ request: 'not a function' }), anyValue),
  },
  { requiredKeys: [] },
)

/** An icon the page may render: a data:image URI or an https URL, nothing else. */
const allowedIcon = (value: string) => {
  if (/^data:image\//i.test(value)) return true
  try {
    return new URL(value).protocol === 'https:'
  } catch {
    return false
  }
}

describe('EIP-6963 announcements (readAnnouncement)', () => {
  it('any announcement never throws: listed only with a provider that has request(), a non-empty name and rdns (trimmed), an icon only if data:image or https', () => {
    assertProperty(
      'EIP-6963 announcement',
      fc.property(fc.oneof(detail, anyValue), (raw) => {
        const wallet = readAnnouncement(raw)
        const d = raw as { info?: Record<string, unknown>; provider?: { request?: unknown } }
        const info = typeof raw === 'object' && raw !== null && typeof d.info === 'object' && d.info !== null ? d.info : undefined
        const hasProvider = typeof d?.provider === 'object' && d.provider !== null && typeof d.provider.request === 'function'
        const filled = (v: unknown) => typeof v === 'string' && v.trim() !== ''
        if (!info || !hasProvider || !filled(info.name) || !filled(info.rdns)) return wallet === undefined
        if (!wallet) return false
        if (wallet.name !== (info.name as string).trim() || wallet.rdns !== (info.rdns as string).trim() || wallet.provider !== d.provider) return false
        return wallet.icon === undefined ? typeof info.icon !== 'string' || !allowedIcon(info.icon) : wallet.icon === info.icon && allowedIcon(wallet.icon)
      }),
    )
  })

  it('an icon the page renders is a data:image URI or an https URL: javascript:, http and the rest are dropped', () => {
    assertProperty(
      'EIP-6963 icon',
      fc.property(icon, (value) => {
        const kept = safeIcon(value)
        return kept === undefined ? typeof value !== 'string' || !allowedIcon(value) : kept === value && !/^\s*(javascript|vbscript):/i.test(kept) && !/^data:(?!image\/)/i.test(kept)
      }),
    )
  })
})
