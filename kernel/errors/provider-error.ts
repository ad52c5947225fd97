// What a provider handed to an app (useAppKitProvider's walletProvider, for every connector) rejects
// with when the wallet or the node refused: EIP-1193's ProviderRpcError, its numeric `code` unchanged
// (wagmi and apps test `code === 4001`), the message and `data` as they came, and beside them the
// code's name from the tables (`rpcName`), so an app tells a refusal from a failure by name too.
import { errorCodeOf, messageOf } from './portico-error.ts'
import { rpcErrorName, type RpcErrorName } from './rpc-error-codes.ts'

export class NamedProviderError extends Error {
  override name = 'ProviderRpcError'
  readonly code: number
  readonly rpcName: RpcErrorName
  readonly data?: unknown
  override readonly cause: unknown

  constructor(code: number, rpcName: RpcErrorName, message: string, options: { data?: unknown; cause: unknown }) {
    super(message)
    this.code = code
    this.rpcName = rpcName
    if (options.data !== undefined) this.data = options.data
    this.cause = options.cause
  }
}

/** The first `data` on the way from `error` down its causes. */
function dataOf(error: unknown, seen = new Set<unknown>()): unknown {
  if (typeof error !== 'object' || error === null || seen.has(error)) return undefined
  seen.add(error)
  const { data, cause } = error as { data?: unknown; cause?: unknown }
  return data !== undefined ? data : dataOf(cause, seen)
}

/**
 * `error` as a NamedProviderError when it carries a code of the tables (a nested cause's included):
 * the code, the top error's message, its data, the error itself as `cause`. Any other error is
 * returned as it is.
 */
export function namedProviderError(error: unknown): unknown {
  if (error instanceof NamedProviderError) return error
  const code = errorCodeOf(error)
  const name = rpcErrorName(code)
  if (code === undefined || !name) return error
  return new NamedProviderError(code, name, messageOf(error), { data: dataOf(error), cause: error })
}

/** `request`, its rejections named (namedProviderError): the one wrapper every provider's calls go through. */
export function withNamedErrors<A extends unknown[], T>(request: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  return async (...args) => {
    try {
      return await request(...args)
    } catch (error) {
      throw namedProviderError(error)
    }
  }
}
