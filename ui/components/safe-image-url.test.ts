import { describe, expect, it } from 'vitest'
import { isSafeImageUrl } from './safe-image-url.ts'

const base = 'https://dapp.example/page'

describe('isSafeImageUrl', () => {
  it('accepts data images, http(s) and same-origin paths', () => {
    expect(isSafeImageUrl('data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=', base)).toBe(true)
    expect(isSafeImageUrl('data:image/png,abc', base)).toBe(true)
    expect(isSafeImageUrl('https://cdn.example/w.png', base)).toBe(true)
    expect(isSafeImageUrl('http://127.0.0.1:5173/w.png', base)).toBe(true)
    expect(isSafeImageUrl('/icons/w.svg', base)).toBe(true)
  })

  it('rejects scripts, other schemes and non-image data', () => {
    expect(isSafeImageUrl('javascript:alert(1)', base)).toBe(false)
    expect(isSafeImageUrl(' JavaScript:alert(1)', base)).toBe(false)
    expect(isSafeImageUrl('data:text/html,<script>alert(1)</script>', base)).toBe(false)
    expect(isSafeImageUrl('blob:https://evil.example/123', base)).toBe(false)
    expect(isSafeImageUrl('file:///etc/passwd', base)).toBe(false)
    expect(isSafeImageUrl('', base)).toBe(false)
    expect(isSafeImageUrl(undefined, base)).toBe(false)
  })
})
