// The mapping from the portfolio answer to sendable tokens (the real server's answer is covered by
// send.kernel.test.ts); the API here is a fixed list.
import { describe, expect, it } from 'vitest'
import { defineNetwork, type TokenBalance } from 'portico'
import { loadSendTokens } from './send-tokens.ts'

const network = defineNetwork({ id: 1337, name: 'Sandbox Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } })
const USDC = '0x574342D6EC50218A7384f9B0B881DB3F64eB4c0A'
const entry = (over: Partial<TokenBalance>): TokenBalance => ({
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1337',
  address: null,
  value: null,
  price: 0,
  quantity: { decimals: '18', numeric: '1.5' },
  iconUrl: '',
  ...over,
})
const apiOf = (balances: TokenBalance[]) => ({ getBalance: async () => ({ balances }) })

describe('loadSendTokens', () => {
  it('reads native and ERC-20 entries of the network into exact balances, native first', async () => {
    const tokens = await loadSendTokens(
      apiOf([
        entry({ name: 'Sandbox USD Coin', symbol: 'sUSDC', address: `eip155:1337:${USDC}`, quantity: { decimals: '6', numeric: '10000.5' }, iconUrl: 'https://x/i.png' }),
        entry({}),
      ]),
      { address: '0x1', network },
    )
    expect(tokens).toEqual([
      { symbol: 'ETH', name: 'Ether', decimals: 18, contract: undefined, balance: 1_500_000_000_000_000_000n, iconUrl: undefined },
      { symbol: 'sUSDC', name: 'Sandbox USD Coin', decimals: 6, contract: USDC, balance: 10_000_500_000n, iconUrl: 'https://x/i.png' },
    ])
  })

  it("leaves out other networks' entries, empty positions and malformed quantities", async () => {
    const tokens = await loadSendTokens(
      apiOf([
        entry({ chainId: 'eip155:8453' }),
        entry({ symbol: 'ZERO', address: `eip155:1337:${USDC}`, quantity: { decimals: '6', numeric: '0' } }),
        entry({ symbol: 'BAD', address: `eip155:1337:${USDC}`, quantity: { decimals: '6', numeric: '1.0000001' } }),
      ]),
      { address: '0x1', network },
    )
    expect(tokens).toEqual([])
  })

  it("falls back to the chain's native balance when the portfolio has none (API down or network not served)", async () => {
    const tokens = await loadSendTokens(apiOf([]), { address: '0x1', network, nativeBalance: '2.25' })
    expect(tokens).toEqual([{ symbol: 'ETH', name: 'Ether', decimals: 18, balance: 2_250_000_000_000_000_000n }])
    expect(await loadSendTokens(apiOf([]), { address: '0x1', network, nativeBalance: '0.00' })).toEqual([])
  })

  it('offers only the native token on Solana (its adapter sends SOL transfers)', async () => {
    const sol = defineNetwork({ id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', chainNamespace: 'solana', name: 'Solana', nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 }, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } })
    const tokens = await loadSendTokens(
      apiOf([
        entry({ chainId: sol.caipNetworkId, symbol: 'SOL', name: 'Solana', quantity: { decimals: '9', numeric: '1' } }),
        entry({ chainId: sol.caipNetworkId, symbol: 'USDC', address: `${sol.caipNetworkId}:EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v`, quantity: { decimals: '6', numeric: '1' } }),
      ]),
      { address: 'x', network: sol },
    )
    expect(tokens.map((t) => t.symbol)).toEqual(['SOL'])
  })
})
