// Every message the on-ramp's checks give, worded in each shipped locale with its values filled in
// (the catalogs' completeness and compilation are checked by scripts/i18n/compile-messages.test.ts).
import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import en from './messages/compiled/en.ts'
import es from './messages/compiled/es.ts'
import ar from './messages/compiled/ar.ts'
import { checkFiatAmount } from './fiat-amount.ts'
import type { OnrampMessage } from './onramp-message.ts'

const usd = { id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] }
const i18n = setupI18n({ locale: 'en', messages: { en, es, ar } })
const say = (locale: string, m: OnrampMessage) => {
  i18n.activate(locale)
  return i18n._(m.id, m.values)
}
const refusal = (text: string, currency: { id: string; payment_method_limits: { id: string; min: string; max: string }[] } = usd) => {
  const check = checkFiatAmount(text, currency)
  if (check.status !== 'invalid') throw new Error(`${text} was not refused`)
  return check.message
}

describe("the amount's refusals, in every locale", () => {
  const cases: [string, OnrampMessage, string][] = [
    ['not a number', refusal('abc'), 'Enter an amount like 50 or 50.25'],
    ['too many decimals', refusal('10.001'), 'USD amounts have at most 2 decimals'],
    ['below the minimum', refusal('5'), 'The minimum is 10.00 USD'],
    ['above the maximum', refusal('8000'), 'The maximum is 7500.00 USD'],
    ['no card limits', refusal('50', { id: 'GBP', payment_method_limits: [] }), 'GBP cannot be paid by card here'],
  ]
  it.each(cases)('%s', (_, message, english) => {
    expect(say('en', message)).toBe(english)
    for (const locale of ['es', 'ar']) {
      const text = say(locale, message)
      expect(text).not.toBe(english)
      expect(text).not.toMatch(/[{}]/)
      for (const value of Object.values(message.values ?? {})) expect(text).toContain(String(value))
    }
  })

  it('the view texts with values fill them in each locale', () => {
    const withValues: OnrampMessage[] = [
      { id: 'onramp.restricted', values: { timeZone: 'Asia/Shanghai' } },
      { id: 'onramp.progress.bought', values: { amount: '49.25', symbol: 'sUSDC' } },
      { id: 'onramp.progress.blocked', values: { provider: 'Sandbox On-ramp' } },
      { id: 'onramp.provider.choose', values: { total: '50.00', currency: 'USD', amount: '49.25', symbol: 'sUSDC' } },
    ]
    expect(say('en', withValues[1]!)).toBe('Bought 49.25 sUSDC')
    expect(say('en', withValues[0]!)).toBe('Buying crypto is not offered in your time zone (Asia/Shanghai): card providers do not serve this region.')
    for (const locale of ['en', 'es', 'ar'])
      for (const m of withValues) for (const value of Object.values(m.values!)) expect(say(locale, m)).toContain(String(value))
  })
})
