import { describe, expect, it } from 'vitest'
import { createMemoryBackend } from './backends.ts'
import { keepOffCookies, selectStorageBackend } from './cookieless-keys.ts'
import { createStorage } from './storage.ts'
import { cookiePage } from '../test-support/cookie-page.ts'

describe("the 'cookie' storage keeps the session token off cookies", () => {
  it('writes every other key to a cookie and the session token to localStorage only', () => {
    const page = cookiePage()
    const storage = createStorage(selectStorageBackend('cookie', page.win, 'portico'), 'portico')
    storage.set('connectionStatus', 'connected')
    storage.set('sessionToken', 'tok-secret')
    expect(page.document.cookie).toBe('portico%3AconnectionStatus=connected')
    expect(page.document.cookie).not.toContain('tok-secret')
    expect(page.local.get('portico:sessionToken')).toBe('tok-secret')
    expect(storage.get('sessionToken')).toBe('tok-secret')
    storage.remove('sessionToken')
    expect(page.local.has('portico:sessionToken')).toBe(false)
    expect(storage.get('connectionStatus')).toBe('connected')
  })

  it('moves a session token an earlier version left in a cookie to localStorage and deletes the cookie', () => {
    const page = cookiePage({ 'portico:sessionToken': 'tok-old', 'portico:emailLoginUsed': 'true' })
    const storage = createStorage(selectStorageBackend('cookie', page.win, 'portico'), 'portico')
    expect(page.document.cookie).toBe('portico%3AemailLoginUsed=true')
    expect(page.local.get('portico:sessionToken')).toBe('tok-old')
    expect(storage.get('sessionToken')).toBe('tok-old')
    expect(storage.get('emailLoginUsed')).toBe(true)
  })

  it('keeps the token localStorage already holds (the newer one) and still deletes the old cookie', () => {
    const page = cookiePage({ 'portico:sessionToken': 'tok-old' })
    page.local.set('portico:sessionToken', 'tok-new')
    const storage = createStorage(selectStorageBackend('cookie', page.win, 'portico'), 'portico')
    expect(storage.get('sessionToken')).toBe('tok-new')
    expect(page.document.cookie).toBe('')
  })

  it('follows the storagePrefix option, and leaves another prefix alone', () => {
    const page = cookiePage({ 'shop:sessionToken': 'tok-shop', 'portico:sessionToken': 'tok-other' })
    const storage = createStorage(selectStorageBackend('cookie', page.win, 'shop'), 'shop')
    expect(storage.get('sessionToken')).toBe('tok-shop')
    expect(page.document.cookie).toBe('portico%3AsessionToken=tok-other')
  })

  it('keeps the token in memory when the page has no localStorage, never in a cookie', () => {
    const page = cookiePage({ 'portico:sessionToken': 'tok-old' }, false)
    const storage = createStorage(selectStorageBackend('cookie', page.win, 'portico'), 'portico')
    expect(storage.get('sessionToken')).toBe('tok-old')
    storage.set('sessionToken', 'tok-2')
    expect(page.document.cookie).toBe('')
    expect(storage.get('sessionToken')).toBe('tok-2')
  })

  it('changes nothing for the other storages', () => {
    const page = cookiePage({ 'portico:sessionToken': 'tok-cookie' })
    const storage = createStorage(selectStorageBackend('localStorage', page.win, 'portico'), 'portico')
    storage.set('sessionToken', 'tok-local')
    expect(page.local.get('portico:sessionToken')).toBe('tok-local')
    // not the 'cookie' storage: a cookie is not Portico's to move
    expect(page.document.cookie).toBe('portico%3AsessionToken=tok-cookie')
  })

  it('keepOffCookies routes only the named keys', () => {
    const cookies = createMemoryBackend()
    const local = createMemoryBackend()
    const backend = keepOffCookies(cookies, local, ['p:a'])
    backend.setItem('p:a', '1')
    backend.setItem('p:b', '2')
    expect([local.getItem('p:a'), cookies.getItem('p:a')]).toEqual(['1', null])
    expect([local.getItem('p:b'), cookies.getItem('p:b')]).toEqual([null, '2'])
  })
})
