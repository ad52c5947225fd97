import { describe, expect, it } from 'vitest'
import { checkCard, TEST_CARDS } from './test-cards.ts'

const now = new Date('2026-11-25T00:00:00Z')

describe('the test cards', () => {
  it('knows a success, a declined and a confirm-step card, with or without spaces', () => {
    expect(TEST_CARDS.map((c) => c.outcome)).toEqual(['success', 'declined', 'confirm'])
    expect(checkCard({ cardNumber: '4242424242424242', expiry: '12/30', cvc: '123' }, now)).toMatchObject({ ok: true, card: { outcome: 'success' } })
    expect(checkCard({ cardNumber: '4000 0000 0000 0002', expiry: '11/26', cvc: '123' }, now)).toMatchObject({ ok: true, card: { outcome: 'declined' } })
    expect(checkCard({ cardNumber: '4000-0000-0000-3220', expiry: '01 / 27', cvc: '1234' }, now)).toMatchObject({ ok: true, card: { outcome: 'confirm' } })
  })

  it('says what is wrong with anything else', () => {
    expect(checkCard({ cardNumber: '', expiry: '12/30', cvc: '123' }, now)).toMatchObject({ ok: false, field: 'cardNumber', message: 'Enter a card number (digits only, 12 to 19 of them).' })
    expect(checkCard({ cardNumber: '5555555555554444', expiry: '12/30', cvc: '123' }, now)).toMatchObject({ ok: false, field: 'cardNumber', message: expect.stringContaining('4242 4242 4242 4242') })
    expect(checkCard({ cardNumber: '4242424242424242', expiry: '13/30', cvc: '123' }, now)).toMatchObject({ ok: false, field: 'expiry', message: 'Enter the expiry date as MM/YY.' })
    expect(checkCard({ cardNumber: '4242424242424242', expiry: '10/26', cvc: '123' }, now)).toMatchObject({ ok: false, field: 'expiry', message: 'This card has expired.' })
    expect(checkCard({ cardNumber: '4242424242424242', expiry: '11/26', cvc: '12' }, now)).toMatchObject({ ok: false, field: 'cvc' })
  })
})
