// A nonce store that could not answer (its database down, slow or refusing): the sign-in step is
// refused, never guessed. verifySiwx reports it as SiwxVerificationError 'NONCE_STORE_UNAVAILABLE'.

export class NonceStoreError extends Error {
  override name = 'NonceStoreError'
  override readonly cause?: unknown

  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message)
    this.cause = options.cause
  }
}
