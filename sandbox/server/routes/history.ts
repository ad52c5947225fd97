// GET /v1/account/{address}/history?chainId=…&cursor=…: the transactions
// that moved native currency or a chain's ERC-20 tokens from or to the address on the sandbox
// chains, newest first, a page at a time; one item per transaction, one transfer per movement.
import { formatUnits } from 'viem'
import type { IndexedTransaction, Movement } from '../chain-index.ts'
import type { Erc20Info } from '../erc20.ts'
import { ApiError, json } from '../http.ts'
import { imageUrl, type ApiRoute, type ApiState } from '../state.ts'
import { nativeToken, priceIn } from '../tokens.ts'
import { currencyParam, fiatValue, pathAddress, selectedChains, tokenPrice } from './balance.ts'
import { onrampHistory } from './onramp-history.ts'
import { operationType, type OperationType } from './operation-type.ts'

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
    operationType: OperationType
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

const keyOf = (t: IndexedTransaction): Key => [t.timestamp, t.chainId, t.blockNumber, t.transactionIndex]

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

/** One movement as a hosted `transfers` entry, seen from `address` (lowercase). */
function historyTransfer(state: ApiState, projectId: string, currency: string, address: string, movement: Movement, tokens: Map<string, Erc20Info> | undefined): HistoryTransfer {
  const direction = movement.from === address && movement.to === address ? 'self' : movement.to === address && movement.from !== address ? 'in' : 'out'
  const info = movement.token ? tokens?.get(movement.token) : undefined
  const asset = movement.token ? info : { name: nativeToken.name, symbol: nativeToken.symbol, decimals: nativeToken.decimals }
  const price = movement.token ? tokenPrice(movement.token, currency) : priceIn(nativeToken, currency)
  if (!asset) {
    // A token whose contract no longer answers (e.g. reverted away since): amount in base units.
    return { fungible_info: null, nft_info: null, direction, quantity: { numeric: movement.value.toString(), decimals: '0' }, value: null, price: null }
  }
  const numeric = formatUnits(movement.value, asset.decimals)
  return {
    fungible_info: { name: asset.name, symbol: asset.symbol, icon: { url: imageUrl(state, 'public/getTokenImage', asset.symbol, projectId) } },
    nft_info: null,
    direction,
    quantity: { numeric, decimals: String(asset.decimals) },
    value: price === null ? null : fiatValue(numeric, price),
    price,
  }
}

export const historyRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/v1/account/:address/history',
    async handle({ params, query, projectId, state }) {
      const onramp = query.get('onramp')
      if (onramp !== null && onramp !== 'coinbase') throw new ApiError(400, 'onramp', `Unsupported onramp provider: ${onramp}`)
      // On-ramp purchases: the sandbox on-ramp provider's records (onramp-history.ts).
      if (onramp) return onrampHistory(state, projectId, params.address, query)
      const address = pathAddress(params.address)
      const currency = currencyParam(query, false)
      const cursor = query.get('cursor')
      const after = cursor ? decodeCursor(cursor) : undefined

      const chains = selectedChains(state, query.get('chainId'))
      await Promise.all(chains.map((chain) => chain.index.sync()))
      const lower = address.toLowerCase()
      const transactions = chains
        .flatMap((chain) => chain.index.transactionsOf(address))
        .filter((tx) => !after || compareDesc(after, keyOf(tx)) < 0)
        .sort((a, b) => compareDesc(keyOf(a), keyOf(b)))
      const page = transactions.slice(0, state.historyPageSize)
      // The metadata of the tokens this page moved, read from their contracts (once per token).
      const infos = new Map<number, Map<string, Erc20Info>>()
      for (const chain of chains) {
        const moved = page.filter((tx) => tx.chainId === chain.config.chainId).flatMap((tx) => tx.movements.flatMap((m) => (m.token ? [m.token] : [])))
        if (moved.length) infos.set(chain.config.chainId, await chain.erc20.info(moved))
      }

      const data = page.map((tx): HistoryItem => {
        const transfers = tx.movements.map((movement) => historyTransfer(state, projectId, currency, lower, movement, infos.get(tx.chainId)))
        // The first movement names the parties: the sender and recipient of the value or the token.
        const [first] = tx.movements
        return {
          id: `${tx.hash}:eip155:${tx.chainId}`,
          metadata: {
            // a failed transaction is listed for its sender only: what it tried to send
            operationType: tx.status === 'failed' ? 'send' : operationType(tx.movements, lower),
            hash: tx.hash,
            minedAt: new Date(tx.timestamp * 1000).toISOString().replace('.000Z', 'Z'),
            sentFrom: first.from,
            sentTo: first.to,
            status: tx.status,
            nonce: tx.nonce,
            application: null,
            chain: `eip155:${tx.chainId}`,
          },
          transfers,
        }
      })
      const next = transactions.length > page.length ? encodeCursor(keyOf(page[page.length - 1])) : null
      return json({ data, next })
    },
  },
]
