/** EIP-1193 / EIP-1474 error codes the test wallet produces. */
export const ProviderRpcErrorCode = {
  UserRejected: 4001,
  Unauthorized: 4100,
  UnsupportedMethod: 4200,
  Disconnected: 4900,
  ChainDisconnected: 4901,
  UnrecognizedChain: 4902,
  InvalidParams: -32602,
  Internal: -32603,
} as const

/** The error every provider method rejects with: a numeric `code`, a `message`, optional `data`. */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  readonly code: number
  declare readonly data?: unknown
  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    if (data !== undefined) this.data = data
  }
}

export const userRejected = () =>
  new ProviderRpcError(ProviderRpcErrorCode.UserRejected, 'User rejected the request.')

export const unauthorized = () =>
  new ProviderRpcError(
    ProviderRpcErrorCode.Unauthorized,
    'The requested account and/or method has not been authorized by the user.',
  )

export const unsupportedMethod = (method: string) =>
  new ProviderRpcError(
    ProviderRpcErrorCode.UnsupportedMethod,
    `The Provider does not support the requested method: ${method}`,
  )

export const unrecognizedChain = (chainId: string) =>
  new ProviderRpcError(
    ProviderRpcErrorCode.UnrecognizedChain,
    `Unrecognized chain ID "${chainId}". Try adding the chain using wallet_addEthereumChain first.`,
  )

export const invalidParams = (detail: string) =>
  new ProviderRpcError(ProviderRpcErrorCode.InvalidParams, `Invalid parameters: ${detail}`)

export const disconnected = () =>
  new ProviderRpcError(ProviderRpcErrorCode.Disconnected, 'The provider is disconnected from all chains.')

/** A `features` switch: `true` fails as a user rejection, an Error is thrown as is. */
export function failIfFeature(feature: boolean | Error | undefined): void {
  if (feature instanceof Error) throw feature
  if (feature) throw userRejected()
}
