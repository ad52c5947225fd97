import { describe, expect, it } from 'vitest'
import { defineNetwork, type TokenBalance } from 'portico'
import { findToken, loadSwapTokens, pickToken, searchTokens, sortByHoldings } from './swap-tokens.ts'
import type { SwapTokenInfo } from './swap-types.ts'

const network = defineNetwork({ id: 1337, name: 'Sandbox Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } })
const USDC = '0x574342D6EC50218A7384f9B0B881DB3F64eB4c0A'
const DAI = '0x16B7c5C7Ba3a2c5B2A3b4B1C5D6e7F8091a2B3c4'
const listed = [
  { name: 'Ether', symbol: 'ETH', address: 'eip155:1337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', decimals: 18, logoUri: null, eip2612: false },
  { name: 'Sandbox Dai', symbol: 'sDAI', address: `eip155:1337:${DAI}`, decimals: 18, logoUri: 'http://img/sdai', eip2612: false },
  { name: 'Sandbox USD Coin', symbol: 'sUSDC', address: `eip155:1337:${USDC}`, decimals: 6, logoUri: null, eip2612: false },
]
const held = (symbol: string, address: string | null, numeric: string, decimals: string, price = 1): TokenBalance => ({ name: symbol, symbol, chainId: 'eip155:1337', address, value: null, price, quantity: { decimals, numeric }, iconUrl: '' })
const api = (balances: TokenBalance[]) => ({
  getSwapTokens: async ({ chainId }: { chainId: string }) => ({ tokens: chainId === 'eip155:1337' ? listed : [] }),
  getBalance: async () => ({ balances }),
})

describe('loadSwapTokens', () => {
  it("joins the chain's swap list with the portfolio, held tokens first (most value first)", async () => {
    const tokens = await loadSwapTokens(api([held('ETH', null, '1.5', '18', 3000), held('sUSDC', `eip155:1337:${USDC}`, '100', '6')]), { address: '0xabc', network })
    expect(tokens.map((t) => [t.symbol, t.balance])).toEqual([
      ['ETH', 1_500_000_000_000_000_000n],
      ['sUSDC', 100_000_000n],
      ['sDAI', 0n],
    ])
    expect(tokens[0]).toMatchObject({ price: 3000, address: listed[0]!.address })
    expect(tokens[0]!.contract).toBeUndefined()
    expect(tokens[1]!.contract).toBe(USDC)
    expect(tokens[2]!.logoUri).toBe('http://img/sdai')
  })

  it("falls back to the account's native balance when the portfolio has none", async () => {
    const tokens = await loadSwapTokens(api([]), { address: '0xabc', network, nativeBalance: '0.25' })
    expect(tokens[0]).toMatchObject({ symbol: 'ETH', balance: 250_000_000_000_000_000n })
  })
})

const t = (symbol: string, balance: bigint, price?: number): SwapTokenInfo => ({ symbol, name: `${symbol} token`, decimals: 6, address: `eip155:1:0x${symbol.padEnd(40, '0')}`, balance, ...(price ? { price } : {}) })

describe('sorting and search', () => {
  it('held first by value, the rest in list order', () => {
    expect(sortByHoldings([t('A', 0n), t('B', 1_000_000n, 1), t('C', 0n), t('D', 1_000_000n, 5)]).map((x) => x.symbol)).toEqual(['D', 'B', 'A', 'C'])
  })
  it('searches symbol and name (trimmed, any case) or an exact address', () => {
    const list = [t('ETH', 0n), t('sUSDC', 0n), t('sDAI', 0n)]
    expect(searchTokens(list, ' usd ').map((x) => x.symbol)).toEqual(['sUSDC'])
    expect(searchTokens(list, 'TOKEN').length).toBe(3)
    expect(searchTokens(list, list[2]!.address.split(':')[2]!).map((x) => x.symbol)).toEqual(['sDAI'])
    expect(searchTokens(list, 'nothing')).toEqual([])
    expect(searchTokens(list, '')).toEqual(list)
  })
  it('findToken reads a symbol, a plain address or a CAIP-10 address', () => {
    const list = [t('ETH', 0n), t('sUSDC', 0n)]
    expect(findToken(list, 'susdc')?.symbol).toBe('sUSDC')
    expect(findToken(list, list[1]!.address)?.symbol).toBe('sUSDC')
    expect(findToken(list, list[1]!.address.split(':')[2]!.toUpperCase().replace('0X', '0x'))?.symbol).toBe('sUSDC')
    expect(findToken(list, 'XYZ')).toBeUndefined()
    expect(findToken(list, undefined)).toBeUndefined()
  })
})

describe('pickToken', () => {
  it('sets one side; picking the other side\'s token turns the pair around', () => {
    const pair = { pay: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', receive: 'eip155:1:0x574342D6EC50218A7384f9B0B881DB3F64eB4c0A' }
    expect(pickToken(pair, 'receive', 'eip155:1:0xdai0000000000000000000000000000000000000')).toEqual({ ...pair, receive: 'eip155:1:0xdai0000000000000000000000000000000000000' })
    expect(pickToken(pair, 'pay', pair.receive)).toEqual({ pay: pair.receive, receive: pair.pay })
    expect(pickToken(pair, 'receive', pair.pay)).toEqual({ pay: pair.receive, receive: pair.pay })
    expect(pickToken({ pay: undefined, receive: pair.receive }, 'pay', pair.receive)).toEqual({ pay: pair.receive, receive: '' })
  })
})
