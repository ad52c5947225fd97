import { describe, expect, it } from 'vitest'
import { corsHeaders, defaultProjects, originAllowed } from './projects.ts'

describe('originAllowed', () => {
  it('matches * within the origin (ports, subdomains), case-insensitively', () => {
    const patterns = ['http://localhost:*', 'http://127.0.0.1:*', 'https://*.example.com']
    expect(originAllowed('http://localhost:5173', patterns)).toBe(true)
    expect(originAllowed('http://127.0.0.1:15173', patterns)).toBe(true)
    expect(originAllowed('https://app.example.com', patterns)).toBe(true)
    expect(originAllowed('HTTPS://APP.EXAMPLE.COM', patterns)).toBe(true)
    expect(originAllowed('https://example.com', patterns)).toBe(false)
    expect(originAllowed('http://localhost.evil.com:80', patterns)).toBe(false)
    expect(originAllowed('https://localhost:5173', patterns)).toBe(false)
    expect(originAllowed('http://192.168.1.2:5173', patterns)).toBe(false)
  })

  it('allows every origin for an empty list, as the hosted API does', () => {
    expect(originAllowed('https://anything.example', [])).toBe(true)
  })
})

describe('corsHeaders', () => {
  it("echoes an origin some project allows and exposes Retry-After; nothing for others", () => {
    expect(corsHeaders('http://127.0.0.1:5173', defaultProjects)).toEqual({
      'access-control-allow-origin': 'http://127.0.0.1:5173',
      'access-control-expose-headers': 'Retry-After, Content-Type',
      vary: 'Origin',
    })
    expect(corsHeaders('https://evil.example', defaultProjects)).toEqual({ vary: 'Origin' })
    expect(corsHeaders(undefined, defaultProjects)).toEqual({})
  })
})
