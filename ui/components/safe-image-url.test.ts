import { describe, expect, it } from 'vitest'
import { isSafeImageUrl, isSafeRemoteImageUrl } from './safe-image-url.ts'

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

describe('isSafeRemoteImageUrl (listing images)', () => {
  it('accepts http(s) URLs and same-origin paths', () => {
    expect(isSafeRemoteImageUrl('https://api.example/getWalletImage/abc?projectId=p', base)).toBe(true)
    expect(isSafeRemoteImageUrl('http://127.0.0.1:14000/getWalletImage/abc', base)).toBe(true)
    expect(isSafeRemoteImageUrl('/getWalletImage/abc', base)).toBe(true)
    expect(isSafeRemoteImageUrl('w.png', base)).toBe(true)
  })

  it('rejects data:, script and other schemes, including ones hidden by whitespace or tabs', () => {
    expect(isSafeRemoteImageUrl('data:image/png,abc', base)).toBe(false)
    expect(isSafeRemoteImageUrl('javascript:alert(1)', base)).toBe(false)
    expect(isSafeRemoteImageUrl('java\tscript:alert(1)', base)).toBe(false)
    expect(isSafeRemoteImageUrl('  javascript:alert(1)', base)).toBe(false)
    expect(isSafeRemoteImageUrl('blob:https://evil.example/1', base)).toBe(false)
    expect(isSafeRemoteImageUrl('ftp://files.example/w.png', base)).toBe(false)
    expect(isSafeRemoteImageUrl('   ', base)).toBe(false)
    expect(isSafeRemoteImageUrl(null, base)).toBe(false)
  })
})
