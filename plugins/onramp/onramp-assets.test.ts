import { describe, expect, it } from 'vitest'
import type { OnrampOptions } from './onramp-api.ts'
import { DEFAULT_ONRAMP_OPTIONS } from './onramp-api.ts'
import { assetsFor } from './onramp-assets.ts'

const sandbox1337 = { caipNetworkId: 'eip155:1337', name: 'Sandbox Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH' } }
const solana = { caipNetworkId: 'solana:AUtMhem6oc3zPx9BUpkeQbqwvAq6YG3Q', name: 'Sandbox Solana', nativeCurrency: { name: 'Solana', symbol: 'SOL' } }

// the shape the sandbox provider answers (sandbox/onramp/price-table.ts)
const options: OnrampOptions = {
  paymentCurrencies: DEFAULT_ONRAMP_OPTIONS.paymentCurrencies,
  purchaseCurrencies: [
    { id: 'sandbox-eth', name: 'Ether', symbol: 'ETH', networks: [{ name: 'sandbox-1337', display_name: 'Sandbox Ethereum', chain_id: '1337', contract_address: '' }, { name: 'sandbox-8453', display_name: 'Sandbox Base', chain_id: '8453', contract_address: '' }] },
    { id: 'sandbox-susdc', name: 'Sandbox USD Coin', symbol: 'sUSDC', networks: [{ name: 'sandbox-1337', display_name: 'Sandbox Ethereum', chain_id: '1337', contract_address: '0xabc' }] },
    { id: 'sandbox-sol', name: 'Solana', symbol: 'SOL', networks: [{ name: 'solana-sandbox', display_name: 'Sandbox Solana', chain_id: 'AUtMhem6oc3zPx9BUpkeQbqwvAq6YG3Q', contract_address: '' }] },
  ],
}

describe("what can be bought to the account's network", () => {
  it('the purchase currencies delivered on it, matched by chain reference, in order', () => {
    expect(assetsFor(options, sandbox1337).map((a) => [a.currency.symbol, a.network.name])).toEqual([['ETH', 'sandbox-1337'], ['sUSDC', 'sandbox-1337']])
    expect(assetsFor(options, solana).map((a) => [a.currency.symbol, a.network.name])).toEqual([['SOL', 'solana-sandbox']])
  })

  it('nothing on a network the provider does not deliver to (the view says Buy is not available)', () => {
    expect(assetsFor(options, { ...sandbox1337, caipNetworkId: 'eip155:10' })).toEqual([])
  })

  it("the built-in list (options request failed): its entries on the network, else the network's native coin named by its CAIP-2 id", () => {
    const builtIn: OnrampOptions = { ...structuredClone(DEFAULT_ONRAMP_OPTIONS), fallback: true }
    expect(assetsFor(builtIn, { caipNetworkId: 'eip155:1', name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH' } }).map((a) => a.currency.symbol)).toEqual(['USDC'])
    expect(assetsFor(builtIn, sandbox1337)).toEqual([
      {
        currency: { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [] },
        network: { name: 'eip155:1337', display_name: 'Sandbox Ethereum', chain_id: '1337', contract_address: '' },
      },
    ])
    expect(assetsFor(builtIn, solana).map((a) => [a.currency.symbol, a.network.name])).toEqual([['SOL', solana.caipNetworkId]])
  })
})
