// GET /v1/account/{address}/history?onramp=coinbase: the on-ramp
// purchases to the address, read from the sandbox on-ramp provider (sandbox/onramp/), in the
// history's own shape with the on-ramp status in `metadata.status`
// (ONRAMP_TRANSACTION_STATUS_IN_PROGRESS | _SUCCESS | _FAILED, as AppKit's activity reads it).
// Unlike the hosted API (eip155 only) a Solana address is accepted too: the sandbox sells SOL.
import type { Purchase, PurchaseStatus } from '../../onramp/purchases.ts'
import { ApiError, json, type Reply } from '../http.ts'
import { imageUrl, type ApiState } from '../state.ts'
import { plainAddress } from '../tokens.ts'

export type OnrampTransactionStatus = 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS' | 'ONRAMP_TRANSACTION_STATUS_SUCCESS' | 'ONRAMP_TRANSACTION_STATUS_FAILED'

export const onrampStatus = (status: PurchaseStatus): OnrampTransactionStatus =>
  status === 'success' ? 'ONRAMP_TRANSACTION_STATUS_SUCCESS' : status === 'failed' ? 'ONRAMP_TRANSACTION_STATUS_FAILED' : 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS'

const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** An item of the history for one purchase. */
export function purchaseItem(state: ApiState, projectId: string, purchase: Purchase) {
  const subtotal = Number(purchase.paymentSubtotal)
  const quantity = Number(purchase.cryptoAmount)
  return {
    id: purchase.id,
    metadata: {
      operationType: 'buy',
      hash: purchase.txHash ?? '',
      minedAt: purchase.updatedAt.replace(/\.\d{3}Z$/, 'Z'),
      sentFrom: purchase.sentFrom,
      sentTo: purchase.address,
      status: onrampStatus(purchase.status),
      nonce: 0,
      application: { name: 'Sandbox On-ramp', iconUrl: null },
      chain: purchase.chain,
    },
    transfers: [
      {
        fungible_info: { name: purchase.assetName, symbol: purchase.symbol, icon: { url: imageUrl(state, 'public/getTokenImage', purchase.symbol, projectId) } },
        nft_info: null,
        direction: 'in',
        quantity: { numeric: purchase.cryptoAmount },
        value: subtotal,
        price: quantity > 0 ? Number((subtotal / quantity).toPrecision(8)) : null,
      },
    ],
  }
}

/** The page of purchases after `cursor` (an offset), `chainId` (CAIP-2) filtering. */
export async function onrampHistory(state: ApiState, projectId: string, rawAddress: string, query: URLSearchParams): Promise<Reply> {
  const evm = plainAddress(rawAddress)
  const plain = rawAddress.includes(':') ? rawAddress.slice(rawAddress.lastIndexOf(':') + 1) : rawAddress
  const address = evm ?? (SOLANA_ADDRESS.test(plain) ? plain : undefined)
  if (!address) throw new ApiError(400, 'address', 'The address provided is invalid')
  const cursor = query.get('cursor')
  const offset = cursor ? Number(Buffer.from(cursor, 'base64url').toString('utf8')) : 0
  if (!Number.isInteger(offset) || offset < 0) throw new ApiError(400, 'cursor', 'Invalid cursor: pass the `next` value of the previous page')
  if (!state.onrampProviderUrl) return json({ data: [], next: null })

  const url = new URL('/api/purchases', state.onrampProviderUrl)
  url.searchParams.set('address', address)
  const chainId = query.get('chainId')
  if (chainId) url.searchParams.set('chain', chainId)
  let purchases: Purchase[]
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    purchases = ((await response.json()) as { purchases: Purchase[] }).purchases
  } catch {
    throw new ApiError(503, 'onramp', 'We failed to reach the on-ramp provider for your request')
  }
  const page = purchases.slice(offset, offset + state.historyPageSize)
  const end = offset + page.length
  return json({ data: page.map((purchase) => purchaseItem(state, projectId, purchase)), next: end < purchases.length ? Buffer.from(String(end)).toString('base64url') : null })
}
