import { BaseError, createWalletClient, defineChain, hexToBigInt, http, type Hex, type SendTransactionParameters } from 'viem'
import { defaultNativeCurrency } from './chains.ts'
import { ask, assertAuthorized, currentChain, paramsList, type MethodHandler } from './context.ts'
import { ProviderRpcError, ProviderRpcErrorCode, failIfFeature, invalidParams } from './errors.ts'

/** An eth_sendTransaction request object: quantities are hex strings. */
type RpcTransaction = {
  from?: string
  to?: Hex
  value?: Hex
  data?: Hex
  input?: Hex
  gas?: Hex
  gasPrice?: Hex
  maxFeePerGas?: Hex
  maxPriorityFeePerGas?: Hex
  nonce?: Hex
  chainId?: Hex
}

const quantity = (value: Hex | undefined) => (value === undefined ? undefined : hexToBigInt(value))

/** The node's own error (code, message, data) rather than viem's wrappers around it. */
function toProviderError(error: unknown): ProviderRpcError {
  type Coded = Error & { code?: unknown; details?: string; shortMessage?: string; data?: unknown }
  let nodeError: Coded | undefined
  for (let e = error as Coded | undefined; e; e = e.cause as Coded | undefined)
    if (typeof e.code === 'number') nodeError = e
  if (nodeError) return new ProviderRpcError(nodeError.code as number, nodeError.details || nodeError.shortMessage || nodeError.message, nodeError.data)
  if (error instanceof BaseError) return new ProviderRpcError(ProviderRpcErrorCode.Internal, error.shortMessage)
  return new ProviderRpcError(ProviderRpcErrorCode.Internal, error instanceof Error ? error.message : String(error))
}

export const transactionMethods: Record<string, MethodHandler> = {
  // Signs with the wallet's key and sends through the current chain's RPC; returns the hash.
  async eth_sendTransaction(ctx, params) {
    const [value] = paramsList(params, 'eth_sendTransaction', 1)
    if (typeof value !== 'object' || value === null) throw invalidParams('eth_sendTransaction expects a transaction object')
    const tx = value as RpcTransaction
    assertAuthorized(ctx, tx.from ?? ctx.account.address)
    const chain = currentChain(ctx)
    if (tx.chainId !== undefined && Number(tx.chainId) !== chain.id)
      throw invalidParams(`eth_sendTransaction: chainId ${tx.chainId} does not match the current chain ${chain.id}`)
    failIfFeature(ctx.features.sendTransactionError)
    await ask(ctx, 'eth_sendTransaction', params, chain)

    const client = createWalletClient({
      account: ctx.account,
      chain: defineChain({
        id: chain.id,
        name: chain.name,
        nativeCurrency: chain.nativeCurrency ?? defaultNativeCurrency,
        rpcUrls: { default: { http: [chain.rpcUrl] } },
      }),
      transport: http(chain.rpcUrl, { retryCount: 0 }),
    })
    const fees =
      tx.gasPrice !== undefined
        ? { gasPrice: quantity(tx.gasPrice) }
        : { maxFeePerGas: quantity(tx.maxFeePerGas), maxPriorityFeePerGas: quantity(tx.maxPriorityFeePerGas) }
    try {
      return await client.sendTransaction({
        to: tx.to,
        value: quantity(tx.value),
        data: tx.data ?? tx.input,
        gas: quantity(tx.gas),
        nonce: tx.nonce === undefined ? undefined : Number(tx.nonce),
        ...fees,
      } as SendTransactionParameters)
    } catch (error) {
      throw toProviderError(error)
    }
  },
}
