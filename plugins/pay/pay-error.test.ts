import { describe, expect, it } from 'vitest'
import { isPayError, PAY_ERROR_CODES, PAY_ERROR_MESSAGES, PayError } from './pay-error.ts'

describe('PayError', () => {
  it('has an English message for every code, each its own', () => {
    expect(Object.keys(PAY_ERROR_MESSAGES).sort()).toEqual([...PAY_ERROR_CODES].sort())
    expect(new Set(Object.values(PAY_ERROR_MESSAGES)).size).toBe(PAY_ERROR_CODES.length)
  })

  it.each(PAY_ERROR_CODES)('%s: an Error named PayError with its code and message', (code) => {
    const error = new PayError(code)
    expect(error).toBeInstanceOf(Error)
    expect(isPayError(error)).toBe(true)
    expect(error).toMatchObject({ name: 'PayError', code, message: PAY_ERROR_MESSAGES[code], details: undefined })
  })

  it('carries a more specific message, the details and the cause when given', () => {
    const cause = new Error('boom')
    const error = new PayError('PAYMENT_FAILED', { message: 'The payment was reverted on chain', details: '0xabc', cause })
    expect(error).toMatchObject({ message: 'The payment was reverted on chain', details: '0xabc', cause })
    expect(isPayError(new Error('x'))).toBe(false)
  })

  it('states the texts an app shows', () => {
    expect(PAY_ERROR_MESSAGES).toMatchInlineSnapshot(`
      {
        "CANCELLED": "Payment cancelled",
        "EXCHANGE_FAILED": "The exchange did not complete the payment",
        "EXCHANGE_UNAVAILABLE": "The exchange is unavailable",
        "INVALID_AMOUNT": "Invalid payment amount",
        "INVALID_PAYMENT_CONFIG": "Invalid payment configuration",
        "INVALID_RECIPIENT": "Invalid recipient address",
        "PAYMENT_FAILED": "The payment failed",
        "PAYMENT_IN_PROGRESS": "Another payment is in progress",
        "PAY_DISABLED": "Pay is not enabled: set features.pay to true",
        "PLUGIN_MISSING": "Pay is not composed: add pay() from 'portico/plugins/pay' to plugins",
        "TIMEOUT": "The payment timed out",
        "UNSUPPORTED_ASSET": "Unsupported asset",
        "UNSUPPORTED_NETWORK": "Unsupported network",
        "USER_REJECTED": "Payment declined",
      }
    `)
  })
})
