// eth_sendTransaction, with the checks.
import { PorticoError, type AdapterTransactionRequest } from 'portico'
import type { Eip1193Provider } from './eip1193.ts'
import { numberToHex, parseChainId } from './hex.ts'


const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const invalid = (reason: string, got?: unknown) =>
  new PorticoError('INVALID_TRANSACTION', `Invalid transaction: ${reason}`, got === undefined ? {} : { details: `got ${JSON.stringify(String(got))}` })

/** Throws a PorticoError (`INVALID_TRANSACTION`, the reason in its message) for a request no wallet should see. */
export function validateTransaction(request: AdapterTransactionRequest): void {
  const { to, data, value, gas, address } = request
  if (typeof to !== 'string' || !to.startsWith('0x')) throw invalid(`'to' must start with 0x`, to)
  if (!ADDRESS.test(to)) throw invalid(`'to' must be an address (0x and 40 hex digits)`, to)
  if (data !== undefined && (typeof data !== 'string' || !data.startsWith('0x'))) {
    throw invalid(`'data' must start with 0x`, data)
  }
  if (data !== undefined && !/^0x[0-9a-fA-F]*$/.test(data)) throw invalid(`'data' must be hex digits after 0x`, data)
  if (value !== undefined && (typeof value !== 'bigint' || value < 0n)) throw invalid(`'value' must be a non-negative bigint`, value)
  if (gas !== undefined && (typeof gas !== 'bigint' || gas <= 0n)) throw invalid(`'gas' must be a positive bigint`, gas)
  if (typeof address !== 'string' || !ADDRESS.test(address)) throw invalid(`'address' must be the sender's address (0x and 40 hex digits)`, address)
}

/**
 * Sends through the wallet and resolves with the transaction hash. The wallet must be on
 * `network`: a transaction never goes out on another chain than the one the caller meant.
 */
export async function sendTransaction(provider: Eip1193Provider, request: AdapterTransactionRequest): Promise<string> {
  validateTransaction(request)
  const walletChain = parseChainId(await provider.request({ method: 'eth_chainId' }))
  if (walletChain !== Number(request.network.id)) {
    throw new PorticoError('CHAIN_MISMATCH', `Switch the wallet to ${request.network.name} first`, {
      details: `the wallet is on chain ${walletChain}, the transaction is for ${request.network.caipNetworkId}`,
    })
  }
  const tx: Record<string, string> = { from: request.address, to: request.to }
  if (request.value !== undefined) tx.value = numberToHex(request.value)
  if (request.data !== undefined) tx.data = request.data
  if (request.gas !== undefined) tx.gas = numberToHex(request.gas)
  return (await provider.request({ method: 'eth_sendTransaction', params: [tx] })) as string
}
