import { describe, expect, it } from 'vitest'
import { readStoredCookies, serverStorage } from './server-cookies.ts'

describe('readStoredCookies', () => {
  it("keeps Portico's cookies only, names and values decoded", () => {
    const header = `theme=dark; ${encodeURIComponent('portico:connections')}=${encodeURIComponent('{"eip155":[1]}')}; session=abc; portico%3AconnectionStatus=connected`
    expect(readStoredCookies(header)).toEqual({ 'portico:connections': '{"eip155":[1]}', 'portico:connectionStatus': 'connected' })
  })

  it("leaves out the embedded wallet's session token, which the server render never reads and the page must not carry", () => {
    const header = `portico%3AsessionToken=secret; portico%3AconnectionStatus=connected; shop%3AsessionToken=secret2`
    expect(readStoredCookies(header)).toEqual({ 'portico:connectionStatus': 'connected' })
    expect(readStoredCookies(header, 'shop')).toEqual({})
  })

  it('follows the storagePrefix option', () => {
    expect(readStoredCookies('shop%3Aa=1; portico%3Ab=2', 'shop')).toEqual({ 'shop:a': '1' })
  })

  it('skips malformed entries and takes no header as none', () => {
    expect(readStoredCookies('portico%3Aa=%E0%A4%A; =x; portico%3Ab=ok; junk')).toEqual({ 'portico:b': 'ok' })
    expect(readStoredCookies(undefined)).toEqual({})
    expect(readStoredCookies(null)).toEqual({})
  })
})

describe('serverStorage', () => {
  it('reads what the request carried and writes nothing', () => {
    const storage = serverStorage({ 'portico:a': '1' })
    expect(storage.getItem('portico:a')).toBe('1')
    expect(storage.getItem('portico:b')).toBeNull()
    expect(storage.getItem('toString')).toBeNull()
    storage.setItem('portico:b', '2')
    storage.removeItem('portico:a')
    expect(storage.getItem('portico:b')).toBeNull()
    expect(storage.getItem('portico:a')).toBe('1')
  })
})
