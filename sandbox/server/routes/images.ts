// The image routes: wallet logos, network/connector icons, currency
// flags and token icons, as image bytes with their content type.
import { readFile } from 'node:fs/promises'
import { ApiError, bytes } from '../http.ts'
import { initials, tileSvg } from '../images.ts'
import type { ApiRoute } from '../state.ts'

const SVG = 'image/svg+xml'
const cache = { 'cache-control': 'public, max-age=86400' }

/** AppKit's native-token asset ids and their labels. */
const KNOWN_ASSETS: Record<string, string> = {
  'ba0ba0cd-17c6-4806-ad93-f9d174f17900': 'ETH',
  '3e8119e5-2a6f-4818-c50c-1937011d5900': 'SOL',
  '0b4838db-0161-4ffe-022d-532bf03dba00': 'BTC',
}

function checkId(id: string, field: string): string {
  if (!/^[A-Za-z0-9._-]{1,128}$/.test(id)) throw new ApiError(400, field, `Invalid image id: "${id}"`)
  return id
}

const logoFiles = new Map<string, Buffer>()

export const imageRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/getWalletImage/:id',
    async handle({ params, state }) {
      const id = checkId(params.id, 'id')
      const wallet = state.wallets.find((entry) => entry.image_id === id)
      if (!wallet) throw new ApiError(404, 'id', `No wallet image with id "${id}"`)
      if (wallet.logo.kind === 'generated') return bytes(tileSvg(wallet.id, initials(wallet.name)), SVG, cache)
      let file = logoFiles.get(wallet.logo.path)
      if (!file) logoFiles.set(wallet.logo.path, (file = await readFile(wallet.logo.path)))
      return bytes(file, 'image/jpeg', cache)
    },
  },
  {
    method: 'GET',
    path: '/public/getAssetImage/:id',
    handle({ params }) {
      const id = checkId(params.id, 'id')
      const label = KNOWN_ASSETS[id] ?? id.replace(/[^A-Za-z0-9]/g, '').slice(0, 2).toUpperCase()
      return bytes(tileSvg(`asset:${id}`, label, 'circle'), SVG, cache)
    },
  },
  {
    method: 'GET',
    path: '/public/getCurrencyImage/:code',
    handle({ params }) {
      const code = checkId(params.code, 'code').toUpperCase()
      return bytes(tileSvg(`currency:${code}`, code.slice(0, 3), 'circle'), SVG, cache)
    },
  },
  {
    method: 'GET',
    path: '/public/getTokenImage/:symbol',
    handle({ params }) {
      const symbol = checkId(params.symbol, 'symbol').toUpperCase()
      return bytes(tileSvg(`token:${symbol}`, symbol, 'circle'), SVG, cache)
    },
  },
]
