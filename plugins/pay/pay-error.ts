// The error a payment rejects with: one class, a code per cause, English messages in the style of the other errors (the
// Pay view shows them in the modal's language from its catalog). No kernel import: this module is
// in the pay entry's first bundle, so an app can test `error instanceof PayError` without loading it.

/** Why `pay()` rejected. */
export const PAY_ERROR_CODES = [
  /** The wallet refused the switch or the transaction. */
  'USER_REJECTED',
  /** The visitor closed the Pay view before paying. */
  'CANCELLED',
  /** Nothing settled within PAY_TIMEOUT_MS. */
  'TIMEOUT',
  /** `features.pay` is off. */
  'PAY_DISABLED',
  /** `pay()` is not among the composed plugins. */
  'PLUGIN_MISSING',
  /** Another payment is still open in this modal. */
  'PAYMENT_IN_PROGRESS',
  /** The request is not of the documented shape. */
  'INVALID_PAYMENT_CONFIG',
  /** The asset is not `native` or an ERC-20 address, or its metadata is unusable. */
  'UNSUPPORTED_ASSET',
  /** The payment's network is not one of the app's networks, or not an EVM one. */
  'UNSUPPORTED_NETWORK',
  'INVALID_RECIPIENT',
  'INVALID_AMOUNT',
  /** The transaction failed or reverted. */
  'PAYMENT_FAILED',
  /** The exchange reported the withdrawal failed or was cancelled. */
  'EXCHANGE_FAILED',
  /** The exchanges API could not be reached or refused the request. */
  'EXCHANGE_UNAVAILABLE',
] as const

export type PayErrorCode = (typeof PAY_ERROR_CODES)[number]

/** The English message of each code (the `message` of a PayError without a more specific one). */
export const PAY_ERROR_MESSAGES: Readonly<Record<PayErrorCode, string>> = {
  USER_REJECTED: 'Payment declined',
  CANCELLED: 'Payment cancelled',
  TIMEOUT: 'The payment timed out',
  PAY_DISABLED: 'Pay is not enabled: set features.pay to true',
  PLUGIN_MISSING: "Pay is not composed: add pay() from 'portico/plugins/pay' to plugins",
  PAYMENT_IN_PROGRESS: 'Another payment is in progress',
  INVALID_PAYMENT_CONFIG: 'Invalid payment configuration',
  UNSUPPORTED_ASSET: 'Unsupported asset',
  UNSUPPORTED_NETWORK: 'Unsupported network',
  INVALID_RECIPIENT: 'Invalid recipient address',
  INVALID_AMOUNT: 'Invalid payment amount',
  PAYMENT_FAILED: 'The payment failed',
  EXCHANGE_FAILED: 'The exchange did not complete the payment',
  EXCHANGE_UNAVAILABLE: 'The exchange is unavailable',
}

export class PayError extends Error {
  override name = 'PayError'
  readonly code: PayErrorCode
  /** What exactly was wrong (the value refused, the exchange's reason), when known. */
  readonly details?: string

  constructor(code: PayErrorCode, options: { message?: string; details?: string; cause?: unknown } = {}) {
    super(options.message ?? PAY_ERROR_MESSAGES[code], options.cause === undefined ? undefined : { cause: options.cause })
    this.code = code
    this.details = options.details
  }
}

export const isPayError = (error: unknown): error is PayError => error instanceof PayError
