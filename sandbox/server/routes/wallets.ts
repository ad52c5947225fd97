// GET /getWallets: the wallet explorer listing.
import { ApiError, csv, json, positiveInt } from '../http.ts'
import type { ApiRoute } from '../state.ts'
import { queryWallets, type WcWallet } from '../wallet-listing.ts'

const MAX_ENTRIES = 1000

export const walletRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/getWallets',
    handle({ query, state }) {
      // `badge` is the name the "wallet ranks" prefetch uses; 'none' (or nothing) means no badge filter.
      const badge = query.get('badge_type') ?? query.get('badge') ?? undefined
      if (badge !== undefined && badge !== '' && badge !== 'none' && badge !== 'certified')
        throw new ApiError(400, 'badge_type', `badge_type must be 'none' or 'certified', got "${badge}"`)
      const { count, data } = queryWallets(state.wallets, {
        page: positiveInt(query, 'page', 1),
        entries: Math.min(positiveInt(query, 'entries', 40), MAX_ENTRIES),
        search: query.get('search') ?? undefined,
        include: csv(query, 'include'),
        exclude: csv(query, 'exclude'),
        chains: csv(query, 'chains'),
        badge: badge === 'certified' ? 'certified' : undefined,
        names: csv(query, 'names'),
        rdns: csv(query, 'rdns'),
      })
      return json({ count, data: data.map(({ logo: _logo, ...wallet }): WcWallet => wallet) })
    },
  },
]
