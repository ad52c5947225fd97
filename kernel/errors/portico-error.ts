/** Every error Portico throws: `message` is the exact documented text, `code` is for machines. */
export class PorticoError extends Error {
  override name = 'PorticoError'
  readonly code: string
  readonly details?: string
  override readonly cause?: unknown

  constructor(code: string, message: string, options: { details?: string; cause?: unknown } = {}) {
    super(message)
    this.code = code
    this.details = options.details
    this.cause = options.cause
  }
}

/** EIP-1193 / JSON-RPC error codes a wallet may answer with. */
export const ProviderErrorCode = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  unrecognizedChain: 4902,
} as const

export function errorCodeOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const code = (error as { code?: unknown }).code
  if (typeof code === 'number') return code
  // viem and some wallets nest the provider error
  const cause = (error as { cause?: unknown }).cause
  return cause && cause !== error ? errorCodeOf(cause) : undefined
}

export function isUserRejection(error: unknown): boolean {
  return errorCodeOf(error) === ProviderErrorCode.userRejected
}

export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message
  if (typeof error === 'object' && error && typeof (error as { message?: unknown }).message === 'string') {
    return (error as { message: string }).message
  }
  return String(error)
}
