// The `portico/plugins/pay` entry point.
export { pay } from './pay.ts'
export { PayError, PAY_ERROR_CODES, PAY_ERROR_MESSAGES, isPayError, type PayErrorCode } from './pay-error.ts'
export { EXCHANGE_STATUS_POLL_MS, PAY_TIMEOUT_MS } from './pay-constants.ts'
export type { Exchange, PaymentAsset, PayRequest, PayResult } from './pay-types.ts'
