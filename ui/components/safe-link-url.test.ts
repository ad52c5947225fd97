import { describe, expect, it } from 'vitest'
import { safeLinkUrl } from './safe-link-url.ts'

describe('safeLinkUrl', () => {
  it('keeps absolute http(s) URLs', () => {
    expect(safeLinkUrl('https://rainbow.me/')).toBe('https://rainbow.me/')
    expect(safeLinkUrl(' https://apps.apple.com/app/id1 ')).toBe('https://apps.apple.com/app/id1')
    expect(safeLinkUrl('http://127.0.0.1:3000/x')).toBe('http://127.0.0.1:3000/x')
  })

  it('refuses relative links, empty values and app schemes unless asked', () => {
    expect(safeLinkUrl('/wallet')).toBeUndefined()
    expect(safeLinkUrl('rainbow.me')).toBeUndefined()
    expect(safeLinkUrl('')).toBeUndefined()
    expect(safeLinkUrl(undefined)).toBeUndefined()
    expect(safeLinkUrl('rainbow:')).toBeUndefined()
  })

  it('allows app deep links when asked, never script or local schemes', () => {
    expect(safeLinkUrl('rainbow:', { allowAppSchemes: true })).toBe('rainbow:')
    expect(safeLinkUrl('metamask://wc', { allowAppSchemes: true })).toBe('metamask://wc')
    for (const bad of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'java\tscript:alert(1)', ' javascript:alert(1)', 'vbscript:x', 'data:text/html,x', 'file:///etc/passwd', 'blob:https://x/1']) {
      expect(safeLinkUrl(bad, { allowAppSchemes: true }), bad).toBeUndefined()
    }
  })
})
