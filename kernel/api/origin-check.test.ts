import { describe, expect, it } from 'vitest'
import { createLogger } from '../logger/logger.ts'
import { checkOrigin, isOriginAllowed, matchesOriginPattern, needsOriginCheck } from './origin-check.ts'

describe('matchesOriginPattern', () => {
  it.each([
    ['https://app.example.com', 'https://app.example.com', true],
    ['https://app.example.com', 'https://app.example.com/', true],
    ['https://APP.example.com', 'https://app.EXAMPLE.com', true],
    ['http://app.example.com', 'https://app.example.com', false],
    ['https://app.example.com:8443', 'https://app.example.com', false],
    ['https://evil-app.example.com.attacker.io', 'https://app.example.com', false],
    // subdomain wildcards: one or more labels, never the bare domain, never a look-alike
    ['https://a.example.com', 'https://*.example.com', true],
    ['https://a.b.example.com', 'https://*.example.com', true],
    ['https://example.com', 'https://*.example.com', false],
    ['https://a.example.com.evil.io', 'https://*.example.com', false],
    ['https://aexample.com', 'https://*.example.com', false],
    ['https://a.example.com:444', 'https://*.example.com', false],
    // port wildcards: any port, or none
    ['http://localhost:5173', 'http://localhost:*', true],
    ['http://localhost', 'http://localhost:*', true],
    ['http://localhost.evil.io', 'http://localhost:*', false],
    ['https://a.example.com:8443', 'https://*.example.com:*', true],
    // no scheme: http and https
    ['https://shop.io', 'shop.io', true],
    ['http://shop.io', 'shop.io', true],
    ['ftp://shop.io', 'shop.io', false],
    ['https://anything.at.all', '*', true],
    ['https://x.io', '', false],
    ['https://x.io', 'not a pattern/with/path', false],
  ])('%s against %s → %s', (origin, pattern, expected) => {
    expect(matchesOriginPattern(origin, pattern)).toBe(expected)
  })
})

describe('isOriginAllowed', () => {
  it('always allows the default ancestors', () => {
    for (const origin of [
      'http://localhost:3000',
      'https://localhost',
      'http://127.0.0.1:8080',
      'https://my-app.pages.dev',
      'https://preview-123.my-team.vercel.app',
      'https://abcd-1-2-3-4.ngrok-free.app',
      'https://secure-mobile.walletconnect.com',
      'https://secure-mobile.walletconnect.org',
    ]) {
      expect(isOriginAllowed(origin, []), origin).toBe(true)
    }
    expect(isOriginAllowed('https://pages.dev', [])).toBe(false)
    expect(isOriginAllowed('http://my-app.vercel.app', [])).toBe(false)
    expect(isOriginAllowed('https://secure-mobile.walletconnect.net', [])).toBe(false)
  })

  it('allows an origin on the project list and refuses the others', () => {
    const list = ['https://app.example.com', 'https://*.staging.example.com']
    expect(isOriginAllowed('https://app.example.com', list)).toBe(true)
    expect(isOriginAllowed('https://pr-7.staging.example.com', list)).toBe(true)
    expect(isOriginAllowed('https://www.example.com', list)).toBe(false)
  })
})

describe('needsOriginCheck', () => {
  it('is on with email, or with a non-empty socials list', () => {
    expect(needsOriginCheck({ email: true, socials: false })).toBe(true)
    expect(needsOriginCheck({ email: false, socials: ['google'] })).toBe(true)
    expect(needsOriginCheck({ email: false, socials: [] })).toBe(false)
    expect(needsOriginCheck({ email: false, socials: false })).toBe(false)
  })
})

describe('checkOrigin', () => {
  const logger = createLogger({ level: 'silent' })
  const run = async (origin: string | undefined, allowed: string[]) => {
    let fetches = 0
    const shown: string[] = []
    const result = await checkOrigin({
      origin,
      explorer: { getAllowedOrigins: async () => (fetches++, allowed) },
      alerts: { show: (code) => (shown.push(code), true) },
      logger,
    })
    return { result, fetches, shown }
  }

  it('needs no request for a default ancestor or a page that is not http(s)', async () => {
    expect(await run('http://localhost:5173', ['https://x.io'])).toEqual({ result: 'allowed', fetches: 0, shown: [] })
    expect(await run('null', ['https://x.io'])).toEqual({ result: 'skipped', fetches: 0, shown: [] })
    expect(await run(undefined, ['https://x.io'])).toEqual({ result: 'skipped', fetches: 0, shown: [] })
  })

  it('raises the invalid-app-configuration alert only for an origin off a known list', async () => {
    expect(await run('https://shop.io', ['https://shop.io'])).toEqual({ result: 'allowed', fetches: 1, shown: [] })
    expect(await run('https://evil.io', ['https://shop.io'])).toEqual({ result: 'not-allowed', fetches: 1, shown: ['INVALID_APP_CONFIGURATION'] })
    // an empty list (also what a failed fetch gives) cannot verify anything
    expect(await run('https://evil.io', [])).toEqual({ result: 'unverified', fetches: 1, shown: [] })
  })
})
