import { describe, expect, it, vi } from 'vitest'
import { createLogger } from '../logger/logger.ts'
import { createLocaleService } from './locale-service.ts'
import { chooseLocale } from './locale-tag.ts'
import type { MessageLoaders, Messages } from './messages.ts'

// Precompiled as scripts/i18n/compile-messages.ts writes them.
const english: Messages = {
  'demo.title': 'Connect Wallet',
  'demo.count': [['count', 'plural', { one: ['#', ' wallet'], other: ['#', ' wallets'] }]],
  'demo.only': 'Only in English',
}
const catalogs = (calls: string[]): MessageLoaders => ({
  es: async () => {
    calls.push('es')
    return { default: { 'demo.title': 'Conectar billetera', 'demo.count': [['count', 'plural', { one: ['#', ' billetera'], other: ['#', ' billeteras'] }]] } }
  },
  ar: async () => {
    calls.push('ar')
    return { default: { 'demo.title': 'ربط المحفظة' } }
  },
})
const logger = createLogger({ level: 'fatal' })

describe('chooseLocale', () => {
  it('serves a tag from its shipped language, canonical, with its direction', () => {
    expect(chooseLocale('es-mx')).toEqual({ tag: 'es-MX', language: 'es', dir: 'ltr' })
    expect(chooseLocale('ar')).toEqual({ tag: 'ar', language: 'ar', dir: 'rtl' })
    expect(chooseLocale(undefined)).toEqual({ tag: 'en', language: 'en', dir: 'ltr' })
  })

  it('falls back to English with a warning naming an unknown or malformed tag', () => {
    const warn = vi.fn()
    expect(chooseLocale('xx', warn).tag).toBe('en')
    expect(chooseLocale('not a tag!', warn).tag).toBe('en')
    expect(warn.mock.calls.map((c) => c[0])).toEqual([expect.stringContaining('"xx"'), expect.stringContaining('"not a tag!"')])
  })
})

describe('locale service', () => {
  it('speaks English without loading anything, formatting ICU plurals', async () => {
    const calls: string[] = []
    const locale = createLocaleService({ initial: undefined, loaders: [catalogs(calls)], logger })
    await locale.ready
    expect(locale.get()).toMatchObject({ tag: 'en', dir: 'ltr', ready: true })
    expect(locale.translate(english, 'demo.title')).toBe('Connect Wallet')
    expect(locale.translate(english, 'demo.count', { count: 1 })).toBe('1 wallet')
    expect(locale.translate(english, 'demo.count', { count: 2 })).toBe('2 wallets')
    expect(calls).toEqual([])
  })

  it('loads only the active locale, is ready once loaded, and falls back to English per missing id', async () => {
    const calls: string[] = []
    const locale = createLocaleService({ initial: 'ar', loaders: [catalogs(calls)], logger })
    expect(locale.get().ready).toBe(false)
    await locale.ready
    expect(locale.get()).toMatchObject({ tag: 'ar', dir: 'rtl', ready: true })
    expect(calls).toEqual(['ar'])
    expect(locale.translate(english, 'demo.title')).toBe('ربط المحفظة')
    expect(locale.translate(english, 'demo.only')).toBe('Only in English')
  })

  it('serves compiled messages without Lingui warning that they are uncompiled (a bare text is compiled)', async () => {
    // A production build: Lingui then has no runtime ICU compiler and warns on every string it is given.
    const environment = process.env.NODE_ENV
    process.env.NODE_ENV = 'production'
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      for (const initial of [undefined, 'es', 'ar']) {
        const locale = createLocaleService({ initial, loaders: [catalogs([])], logger })
        await locale.ready
        locale.translate(english, 'demo.title')
        locale.translate(english, 'demo.only')
        locale.translate(english, 'demo.count', { count: 3 })
      }
      expect(warn).not.toHaveBeenCalled()
    } finally {
      warn.mockRestore()
      process.env.NODE_ENV = environment
    }
  })

  it('switches at run time once the new catalogs have loaded; the last switch wins', async () => {
    const calls: string[] = []
    const locale = createLocaleService({ initial: 'en', loaders: [catalogs(calls)], logger })
    const seen: string[] = []
    locale.state$.subscribe((s) => seen.push(s.tag))
    const first = locale.setLocale('ar')
    const second = locale.setLocale('es')
    await Promise.all([first, second])
    expect(locale.get().tag).toBe('es')
    expect(seen).toEqual(['en', 'es']) // Arabic never showed: Spanish was asked for before it loaded
    expect(locale.translate(english, 'demo.count', { count: 3 })).toBe('3 billeteras')
  })

  it('two services (two modals on one page) keep their own locales', async () => {
    const a = createLocaleService({ initial: 'es', loaders: [catalogs([])], logger })
    const b = createLocaleService({ initial: 'ar', loaders: [catalogs([])], logger })
    await Promise.all([a.ready, b.ready])
    expect(a.translate(english, 'demo.title')).toBe('Conectar billetera')
    expect(b.translate(english, 'demo.title')).toBe('ربط المحفظة')
  })

  it('shows English text for a scope whose catalog fails to load', async () => {
    const failing: MessageLoaders = { es: () => Promise.reject(new Error('offline')) }
    const locale = createLocaleService({ initial: 'es', loaders: [failing], logger })
    await locale.ready
    expect(locale.translate(english, 'demo.title')).toBe('Connect Wallet')
  })
})
