// Every text of the Pay view and every error, in each shipped locale with its values filled in
// (the catalogs' completeness and compilation are checked by scripts/i18n/compile-messages.test.ts).
import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import en from './messages/compiled/en.ts'
import es from './messages/compiled/es.ts'
import ar from './messages/compiled/ar.ts'
import source from './messages/en.ts'
import { PAY_ERROR_CODES, PAY_ERROR_MESSAGES } from './pay-error.ts'

const i18n = setupI18n({ locale: 'en', messages: { en, es, ar } })
const say = (locale: string, id: string, values?: Record<string, string>) => {
  i18n.activate(locale)
  return i18n._(id, values)
}

const VALUES: Record<string, Record<string, string>> = {
  'pay.merchant': { merchant: 'Portico Playground' },
  'pay.amount': { amount: '5', symbol: 'sUSDC' },
  'pay.asset': { name: 'Sandbox USD Coin', network: 'Sandbox Ethereum' },
  'pay.recipient': { recipient: '0x33b8…F246' },
  'pay.walletAccount': { address: '0xf39F…2266' },
  'pay.payWallet': { amount: '5', symbol: 'sUSDC' },
  'pay.noExchanges': { symbol: 'sUSDC' },
  'pay.payExchange': { name: 'Sandbox Exchange' },
  'pay.switching': { network: 'Sandbox Base' },
  'pay.exchangeStarting': { name: 'Sandbox Exchange' },
  'pay.exchangeWaiting': { name: 'Sandbox Exchange' },
  'pay.popupBlocked': { name: 'Sandbox Exchange' },
  'pay.openExchange': { name: 'Sandbox Exchange' },
  'pay.paid': { amount: '5', symbol: 'sUSDC', merchant: 'Portico Playground' },
}

describe('the Pay texts', () => {
  it('every message with values lists them here, and only those', () => {
    const withValues = Object.entries(source).filter(([, text]) => text.includes('{')).map(([id]) => id)
    expect(withValues.sort()).toEqual(Object.keys(VALUES).sort())
  })

  it.each(Object.keys(source))('%s: worded in es and ar, every value filled in', (id) => {
    const values = VALUES[id]
    const english = say('en', id, values)
    expect(english).not.toMatch(/[{}]/)
    for (const locale of ['es', 'ar']) {
      const text = say(locale, id, values)
      expect(text).not.toMatch(/[{}]/)
      // a bare "{amount} {symbol}" reads the same in every language
      if (id !== 'pay.amount') expect(text).not.toBe(english)
      for (const value of Object.values(values ?? {})) expect(text).toContain(value)
    }
  })

  it('the English view texts a visitor reads in the flow', () => {
    expect(say('en', 'pay.merchant', VALUES['pay.merchant'])).toBe('Portico Playground asks you to pay')
    expect(say('en', 'pay.paid', VALUES['pay.paid'])).toBe('Paid 5 sUSDC to Portico Playground')
    expect(say('es', 'pay.paid', VALUES['pay.paid'])).toBe('Pagó 5 sUSDC a Portico Playground')
  })
})

describe('every PayError code in the view', () => {
  it.each(PAY_ERROR_CODES)('%s has its text in every locale', (code) => {
    const id = `pay.error.${code}`
    expect(id in source).toBe(true)
    for (const locale of ['en', 'es', 'ar']) expect(say(locale, id)).not.toBe(id)
    expect(say('es', id)).not.toBe(say('en', id))
    expect(say('ar', id)).not.toBe(say('en', id))
  })

  it('the view says what the API says, except the two that address the developer', () => {
    const developerOnly = ['PAY_DISABLED', 'PLUGIN_MISSING']
    for (const code of PAY_ERROR_CODES.filter((c) => !developerOnly.includes(c))) expect(say('en', `pay.error.${code}`)).toBe(PAY_ERROR_MESSAGES[code])
  })

  it('has no text for a code that does not exist', () => {
    const ids = Object.keys(source).filter((id) => id.startsWith('pay.error.'))
    expect(ids.map((id) => id.slice('pay.error.'.length)).sort()).toEqual([...PAY_ERROR_CODES].sort())
  })
})
