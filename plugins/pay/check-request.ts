// Checks a pay() request before anything opens: each refusal a PayError naming what was wrong.
// Pure and without viem (it runs before the Pay view's code loads).
import { formatUnits, isRecord, parseCaipNetworkId, readUnits } from 'portico'
import { PayError } from './pay-error.ts'
import type { PayPlan, PayRequest } from './pay-types.ts'

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** `amount` in base units of `decimals`: a positive decimal (number or string) with no more decimals than the asset has. */
export function toBaseUnits(amount: unknown, decimals: number): { text: string; baseUnits: bigint } {
  let text: string
  if (typeof amount === 'number') {
    if (!Number.isFinite(amount)) throw new PayError('INVALID_AMOUNT', { details: String(amount) })
    // no exponent form: 1e-7 is 0.0000001
    text = amount.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 })
  } else if (typeof amount === 'string') text = amount.trim()
  else throw new PayError('INVALID_AMOUNT', { details: JSON.stringify(amount) ?? String(amount) })
  // digits on both sides of a point: a request names its amount in full ('0.5', not '.5' or '5.')
  if (!/^\d+(\.\d+)?$/.test(text)) throw new PayError('INVALID_AMOUNT', { details: text })
  const read = readUnits(text, decimals)
  if (!read.ok) throw new PayError('INVALID_AMOUNT', { message: `The amount has more than ${decimals} decimals`, details: text })
  if (read.value <= 0n) throw new PayError('INVALID_AMOUNT', { message: 'The amount must be above zero', details: text })
  return { text: formatUnits(read.value, decimals), baseUnits: read.value }
}

/** The plan of a request, or a PayError: INVALID_PAYMENT_CONFIG, UNSUPPORTED_NETWORK, UNSUPPORTED_ASSET, INVALID_RECIPIENT, INVALID_AMOUNT. */
export function checkRequest(request: PayRequest): PayPlan {
  if (!isRecord(request) || !isRecord(request.paymentAsset)) throw new PayError('INVALID_PAYMENT_CONFIG', { details: 'expected { paymentAsset: { network, asset, metadata }, recipient, amount }' })
  const { network, asset, metadata } = request.paymentAsset
  if (typeof network !== 'string' || !/^eip155:\d+$/.test(network))
    throw new PayError('UNSUPPORTED_NETWORK', { message: 'Pay supports EVM networks only (paymentAsset.network: eip155:<chain id>)', details: String(network) })
  if (typeof asset !== 'string' || (asset !== 'native' && !EVM_ADDRESS.test(asset)))
    throw new PayError('UNSUPPORTED_ASSET', { message: "paymentAsset.asset must be 'native' or an ERC-20 contract address", details: String(asset) })
  if (!isRecord(metadata) || typeof metadata.symbol !== 'string' || !metadata.symbol || typeof metadata.name !== 'string')
    throw new PayError('UNSUPPORTED_ASSET', { message: 'paymentAsset.metadata needs a name, a symbol and decimals', details: JSON.stringify(metadata) })
  const decimals = metadata.decimals
  if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > 36)
    throw new PayError('UNSUPPORTED_ASSET', { message: 'paymentAsset.metadata.decimals must be a whole number from 0 to 36', details: String(decimals) })
  if (typeof request.recipient !== 'string' || !EVM_ADDRESS.test(request.recipient)) throw new PayError('INVALID_RECIPIENT', { details: String(request.recipient) })
  const { text, baseUnits } = toBaseUnits(request.amount, decimals)
  const chainId = Number(parseCaipNetworkId(network).chainId)
  const contract = asset === 'native' ? undefined : asset
  return {
    network,
    chainId,
    contract,
    caip19: contract ? `${network}/erc20:${contract}` : `${network}/slip44:60`,
    symbol: metadata.symbol,
    assetName: metadata.name,
    decimals,
    recipient: request.recipient,
    amount: text,
    baseUnits,
  }
}
