import { describe, expect, it, vi } from 'vitest'
import { defineNetwork, SPONSOR_OF_METHOD, type Network } from 'portico'
import { swapSponsorOf, type SwapSponsorDeps } from './swap-sponsor.ts'
import type { SwapPlan, SwapTokenInfo } from './swap-types.ts'

const network: Network = defineNetwork({ id: 1337, name: 'Sandbox Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } })
const other: Network = defineNetwork({ id: 8453, name: 'Base', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } })
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ROUTER = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D'
const USDC = '0x574342D6EC50218A7384f9B0B881DB3F64eB4c0A'
const DAI = '0x0000000000000000000000000000000000000dA1'
const usdc: SwapTokenInfo = { symbol: 'sUSDC', name: 'Sandbox USD Coin', decimals: 6, address: `eip155:1337:${USDC}`, contract: USDC, balance: 10n ** 9n }
const dai: SwapTokenInfo = { symbol: 'sDAI', name: 'Sandbox Dai', decimals: 18, address: `eip155:1337:${DAI}`, contract: DAI, balance: 0n }
const settings = { networks: ['eip155:1337'], slippage: 1, providerFeePercent: 0.3, quoteRefreshMs: 10_000, quoteDebounceMs: 0 }
const plan = (needsApproval: boolean): SwapPlan => ({
  from: usdc,
  to: dai,
  amount: '5',
  quote: { fromAmount: 5_000_000n, toAmount: 4n * 10n ** 18n, minimumReceived: 3n * 10n ** 18n, providerFee: 0n, networkCost: 10n ** 14n, needsApproval, fetchedAt: 0 },
  caipNetworkId: 'eip155:1337',
  settings,
  draft: {},
})

function setup(type: 'smartAccount' | 'eoa', answer: unknown = { sponsor: 'Portico Playground' }) {
  const built: string[] = []
  const request = vi.fn(async (_args: { method: string; params?: unknown }) => answer)
  const deps: SwapSponsorDeps = {
    api: {
      buildApproveTransaction: async (p) => (built.push(`approve ${p.amount} from ${p.userAddress}`), { tx: { from: p.from, to: p.from, data: '0xapprove', value: '0', eip155: null } }),
      buildSwapTransaction: async (p) => (built.push(`swap ${p.amount} slippage ${p.slippage}`), { tx: { from: p.userAddress, to: `eip155:1337:${ROUTER}`, data: '0xswap', amount: '0', eip155: { gas: '200000', gasPrice: '1' } } }),
    },
    connection: { account: () => ({ address: ACCOUNT, preferredAccountType: type }) as never, getProvider: () => ({ request }) },
  }
  return { deps, built, request }
}

describe('swapSponsorOf', () => {
  it("asks the smart account's wallet about the approval and the swap the review will send, in order", async () => {
    const t = setup('smartAccount')
    await expect(swapSponsorOf(t.deps, network, plan(true))).resolves.toBe('Portico Playground')
    expect(t.built).toEqual([`approve 5000000 from eip155:1337:${ACCOUNT}`, 'swap 5000000 slippage 1'])
    expect(t.request.mock.calls).toEqual([
      [
        {
          method: SPONSOR_OF_METHOD,
          params: [
            { from: ACCOUNT, to: USDC, value: '0x0', data: '0xapprove' },
            { from: ACCOUNT, to: ROUTER, value: '0x0', data: '0xswap' },
          ],
        },
      ],
    ])
  })

  it('the swap alone when the allowance covers it; no sponsor named means the account pays', async () => {
    const t = setup('smartAccount', null)
    await expect(swapSponsorOf(t.deps, network, plan(false))).resolves.toBeUndefined()
    expect(t.built).toEqual(['swap 5000000 slippage 1'])
    expect(t.request.mock.calls[0]![0].params).toEqual([{ from: ACCOUNT, to: ROUTER, value: '0x0', data: '0xswap' }])
  })

  it('builds and asks nothing for an EOA, or when the network is no longer the quote’s', async () => {
    const eoa = setup('eoa')
    await expect(swapSponsorOf(eoa.deps, network, plan(true))).resolves.toBeUndefined()
    const moved = setup('smartAccount')
    await expect(swapSponsorOf(moved.deps, other, plan(true))).resolves.toBeUndefined()
    expect([...eoa.built, ...moved.built]).toEqual([])
    expect([...eoa.request.mock.calls, ...moved.request.mock.calls]).toEqual([])
  })
})
