// What can be bought to the connected account: the options' purchase currencies that deliver on the
// account's own network (matched by the network's chain reference). When the options are the
// built-in list (the request failed) and it names nothing on this network, the network's native coin
// is offered, its network named by its CAIP-2 id, so Buy still works; the view says the list is the
// built-in one.
import { parseCaipNetworkId } from 'portico'
import type { OnrampOptions, PurchaseCurrency, PurchaseCurrencyNetwork } from './onramp-api.ts'

export interface OnrampAsset {
  /** The purchase currency, as the quote call takes it. */
  currency: PurchaseCurrency
  /** Where it is delivered: the account's network, as the provider names it. */
  network: PurchaseCurrencyNetwork
}

export interface AccountNetwork {
  caipNetworkId: string
  name: string
  nativeCurrency: { name: string; symbol: string }
}

/** The purchase currencies deliverable on the account's network, in the options' order. */
export function assetsFor(options: OnrampOptions, account: AccountNetwork): OnrampAsset[] {
  const { chainId } = parseCaipNetworkId(account.caipNetworkId)
  const found = options.purchaseCurrencies.flatMap((currency) => {
    const network = currency.networks.find((n) => n.chain_id === chainId)
    return network ? [{ currency, network }] : []
  })
  if (found.length > 0 || !options.fallback) return found
  const { symbol, name } = account.nativeCurrency
  return [
    {
      currency: { id: symbol, name, symbol, networks: [] },
      network: { name: account.caipNetworkId, display_name: account.name, chain_id: chainId, contract_address: '' },
    },
  ]
}

/** A stable key for an asset in a list (its id; the same id may not repeat). */
export const assetKey = (asset: OnrampAsset): string => asset.currency.id
