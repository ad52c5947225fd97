// GET /v1/account/{address}/history?chainId=…&cursor=… (hosted-protocols.md §4.5): the native
// transfers from and to the address on the sandbox chains, newest first, a page at a time.
import { formatUnits } from 'viem'
import type { NativeTransfer } from '../chain-index.ts'
import { ApiError, json } from '../http.ts'
import { imageUrl, type ApiRoute } from '../state.ts'
import { nativeToken, priceIn } from '../tokens.ts'
import { currencyParam, pathAddress, selectedChains } from './balance.ts'

export type HistoryTransfer = {
  fungible_info: { name: string | null; symbol: string | null; icon: { url: string } | null } | null
  nft_info: null
  direction: 'in' | 'out' | 'self'
  quantity: { numeric: string; decimals: string }
  value: number | null
  price: number | null
}

export type HistoryItem = {
  id: string
  metadata: {
    operationType: 'send' | 'receive'
    hash: string
    minedAt: string
    sentFrom: string
    sentTo: string
    status: 'confirmed' | 'failed'
    nonce: number
    application: null
    chain: string
  }
  transfers: HistoryTransfer[]
}

/** The order of the history, newest first; the cursor is the key of the last item of a page. */
type Key = [timestamp: number, chainId: number, blockNumber: number, transactionIndex: number]

const keyOf = (t: NativeTransfer): Key => [t.timestamp, t.chainId, t.blockNumber, t.transactionIndex]

/** Compares keys for a newest-first order: negative when `a` comes first. */
function compareDesc(a: Key, b: Key): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return b[i] - a[i]
  return 0
}

const encodeCursor = (key: Key) => Buffer.from(JSON.stringify(key)).toString('base64url')

function decodeCursor(cursor: string): Key {
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown
    if (Array.isArray(key) && key.length === 4 && key.every((n) => Number.isInteger(n))) return key as Key
  } catch {
    // fall through
  }
  throw new ApiError(400, 'cursor', 'Invalid cursor: pass the `next` value of the previous page')
}

export const historyRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/v1/account/:address/history',
    async handle({ params, query, projectId, state }) {
      const address = pathAddress(params.address)
      const currency = currencyParam(query, false)
      const onramp = query.get('onramp')
      if (onramp !== null && onramp !== 'coinbase') throw new ApiError(400, 'onramp', `Unsupported onramp provider: ${onramp}`)
      const cursor = query.get('cursor')
      const after = cursor ? decodeCursor(cursor) : undefined
      // On-ramp purchases: the sandbox on-ramp records none.
      if (onramp) return json({ data: [], next: null })

      const chains = selectedChains(state, query.get('chainId'))
      await Promise.all(chains.map((chain) => chain.index.sync()))
      const lower = address.toLowerCase()
      const transfers = chains
        .flatMap((chain) => chain.index.transfersOf(address))
        .filter((transfer) => !after || compareDesc(after, keyOf(transfer)) < 0)
        .sort((a, b) => compareDesc(keyOf(a), keyOf(b)))
      const page = transfers.slice(0, state.historyPageSize)
      const price = priceIn(nativeToken, currency)

      const data = page.map((t): HistoryItem => {
        const direction = t.from === lower && t.to === lower ? 'self' : t.from === lower ? 'out' : 'in'
        const numeric = formatUnits(t.value, nativeToken.decimals)
        return {
          id: `${t.hash}:eip155:${t.chainId}`,
          metadata: {
            operationType: direction === 'in' ? 'receive' : 'send',
            hash: t.hash,
            minedAt: new Date(t.timestamp * 1000).toISOString().replace('.000Z', 'Z'),
            sentFrom: t.from,
            sentTo: t.to,
            status: t.status,
            nonce: t.nonce,
            application: null,
            chain: `eip155:${t.chainId}`,
          },
          transfers: [
            {
              fungible_info: {
                name: nativeToken.name,
                symbol: nativeToken.symbol,
                icon: { url: imageUrl(state, 'public/getTokenImage', nativeToken.symbol, projectId) },
              },
              nft_info: null,
              direction,
              quantity: { numeric, decimals: String(nativeToken.decimals) },
              value: Number((Number(numeric) * price).toFixed(6)),
              price,
            },
          ],
        }
      })
      const next = transfers.length > page.length ? encodeCursor(keyOf(page[page.length - 1])) : null
      return json({ data, next })
    },
  },
]
