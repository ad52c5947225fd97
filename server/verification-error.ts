// Why a sign-in was refused, for machines (`code`) and people (`message`, naming the field and values).

export type SiwxVerificationCode =
  | 'INVALID_MESSAGE'
  | 'DOMAIN_MISMATCH'
  | 'URI_MISMATCH'
  | 'CHAIN_NOT_ALLOWED'
  | 'NONCE_MISMATCH'
  | 'NOT_YET_VALID'
  | 'EXPIRED'
  | 'ISSUED_IN_FUTURE'
  | 'INVALID_SIGNATURE'
  | 'UNSUPPORTED_NAMESPACE'
  | 'NO_RPC'
  /** The chain's RPC failed while a contract account's signature was being checked. */
  | 'RPC_ERROR'
  /** The nonce store could not answer (e.g. Redis down or slow): the sign-in is refused; it may be tried again with a new nonce. */
  | 'NONCE_STORE_UNAVAILABLE'

export class SiwxVerificationError extends Error {
  override name = 'SiwxVerificationError'
  readonly code: SiwxVerificationCode
  override readonly cause?: unknown

  constructor(code: SiwxVerificationCode, message: string, options: { cause?: unknown } = {}) {
    super(message)
    this.code = code
    this.cause = options.cause
  }
}
