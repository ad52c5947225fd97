import { describe, expect, it } from 'vitest'
import { defineNetwork, PorticoError, type Network } from 'portico'
import { executeSwap, supportsAtomicBatch, SwapFailure, type ExecuteSwapDeps, type SwapStep } from './execute-swap.ts'
import type { SwapPlan, SwapTokenInfo } from './swap-types.ts'

const network: Network = defineNetwork({ id: 1337, name: 'Sandbox Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } })
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ROUTER = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D'
const USDC = '0x574342D6EC50218A7384f9B0B881DB3F64eB4c0A'
const eth: SwapTokenInfo = { symbol: 'ETH', name: 'Ether', decimals: 18, address: 'eip155:1337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', balance: 10n ** 18n }
const usdc: SwapTokenInfo = { symbol: 'sUSDC', name: 'Sandbox USD Coin', decimals: 6, address: `eip155:1337:${USDC}`, contract: USDC, balance: 10n ** 9n }
const settings = { networks: ['eip155:1337'], slippage: 1, providerFeePercent: 0.3, quoteRefreshMs: 10_000, quoteDebounceMs: 0 }
const quoteFor = (fromAmount: bigint, toAmount: bigint, needsApproval = false) => ({ fromAmount, toAmount, minimumReceived: (toAmount * 99n) / 100n, providerFee: 0n, networkCost: 0n, needsApproval, fetchedAt: 0 })
const plan = (from: SwapTokenInfo, to: SwapTokenInfo, fromAmount: bigint, toAmount: bigint): SwapPlan => ({ from, to, amount: '0.1', quote: quoteFor(fromAmount, toAmount), caipNetworkId: 'eip155:1337', settings, draft: {} })
const rejected = () => Object.assign(new PorticoError('USER_REJECTED', 'Transaction declined'), { cause: Object.assign(new Error('User rejected the request.'), { code: 4001 }) })

function setup(options: { swapGas?: string; allowance?: string; fresh?: string; send?: (call: { to: string; data?: string; value?: bigint }) => Promise<string>; status?: (hash: string) => 'success' | 'reverted'; provider?: unknown; received?: bigint } = {}) {
  const log: string[] = []
  const sent: { to: string; data?: string; value?: bigint; gas?: bigint }[] = []
  const deps: ExecuteSwapDeps = {
    api: {
      getSwapAllowance: async () => (log.push('allowance'), { allowance: options.allowance ?? '0' }),
      getSwapQuote: async (p) => (log.push('quote'), { quotes: [{ id: null, fromAmount: p.amount, fromAccount: p.from, toAmount: options.fresh ?? '297000000', toAccount: p.to }] }),
      buildApproveTransaction: async (p) => (log.push(`build-approve ${p.amount}`), { tx: { from: p.from, to: p.from, data: '0xapprove', value: '0', eip155: null } }),
      buildSwapTransaction: async (p) => (log.push(`build-swap ${p.amount} slippage ${p.slippage}`), { tx: { from: p.userAddress, to: `eip155:1337:${ROUTER}`, data: '0xswap', amount: '0', eip155: options.swapGas ? { gas: options.swapGas, gasPrice: '1' } : null } }),
      invalidateBalances: (caip) => void log.push(`invalidate ${caip}`),
    },
    connection: {
      account: () => ({ address: ACCOUNT }) as never,
      sendTransaction: async (call) => {
        sent.push(call)
        log.push(`send ${call.data}`)
        return options.send ? options.send(call) : `0xhash-${call.data}`
      },
      refreshBalance: async () => void log.push('refresh'),
      getProvider: () => options.provider,
    },
    network: { get: () => ({ activeNetwork: network }) as never },
    rpc: { provider: () => ({ request: async () => Promise.reject(new Error('the chain part is replaced in this test')) }) },
    chain: async () => ({
      waitForReceipt: async (_n, hash) => (log.push(`wait ${hash}`), { status: options.status?.(hash) ?? 'success', transactionHash: hash }),
      receivedAmount: async () => options.received,
    }),
    pollMs: 1,
  }
  const steps: SwapStep[] = []
  return { deps, log, sent, steps, onStep: (s: SwapStep) => void steps.push(s) }
}

describe('executeSwap', () => {
  it('native → ERC-20: no allowance asked, a fresh quote, the swap with its value, waited for; balances read again', async () => {
    const t = setup({ received: 296_500_000n })
    const outcome = await executeSwap(t.deps, plan(eth, usdc, 10n ** 17n, 297_000_000n), t.onStep)
    expect(outcome).toEqual({ hash: '0xhash-0xswap', received: 296_500_000n, batched: false })
    expect(t.sent).toEqual([{ to: ROUTER, data: '0xswap', value: 10n ** 17n }])
    expect(t.steps).toEqual(['checking', 'swap', 'swapping'])
    expect(t.log).toEqual(['quote', 'build-swap 100000000000000000 slippage 1', 'send 0xswap', 'wait 0xhash-0xswap', 'wait 0xhash-0xswap', `invalidate eip155:1337:${ACCOUNT}`, 'refresh'])
  })

  it("sends the swap with the API's gas limit when it gives one (the wallet's estimate can fall short)", async () => {
    const t = setup({ swapGas: '200000' })
    await executeSwap(t.deps, plan(eth, usdc, 10n ** 17n, 297_000_000n), t.onStep)
    expect(t.sent).toEqual([{ to: ROUTER, data: '0xswap', value: 10n ** 17n, gas: 200_000n }])
  })

  it('ERC-20 with a short allowance: the approval is sent and mined before the swap is built; the quote amount stands in when the receipt cannot tell', async () => {
    const t = setup({ allowance: '4999999', fresh: '1600000000000000' })
    const outcome = await executeSwap(t.deps, plan(usdc, eth, 5_000_000n, 1_600_000_000_000_000n), t.onStep)
    expect(outcome).toEqual({ hash: '0xhash-0xswap', approvalHash: '0xhash-0xapprove', received: 1_600_000_000_000_000n, batched: false })
    expect(t.steps).toEqual(['checking', 'approve', 'approving', 'swap', 'swapping'])
    expect(t.sent).toEqual([
      { to: USDC, data: '0xapprove', value: 0n },
      { to: ROUTER, data: '0xswap', value: 0n },
    ])
    expect(t.log.slice(0, 5)).toEqual(['allowance', 'build-approve 5000000', 'send 0xapprove', 'wait 0xhash-0xapprove', 'quote'])
  })

  it('an allowance that covers the amount asks no approval', async () => {
    const t = setup({ allowance: '5000000', fresh: '1600000000000000' })
    await executeSwap(t.deps, plan(usdc, eth, 5_000_000n, 1_600_000_000_000_000n), t.onStep)
    expect(t.sent.map((c) => c.data)).toEqual(['0xswap'])
  })

  it('a refused approval says so and sends nothing more', async () => {
    const t = setup({ send: async (call) => (call.data === '0xapprove' ? Promise.reject(rejected()) : '0xh') })
    const error = (await executeSwap(t.deps, plan(usdc, eth, 5_000_000n, 10n ** 15n), t.onStep).catch((e: unknown) => e)) as SwapFailure
    expect(error).toBeInstanceOf(SwapFailure)
    expect([error.stage, error.kind, error.message]).toEqual(['approval', 'declined', 'You declined the approval in your wallet. Nothing was swapped.'])
    expect(t.sent.map((c) => c.data)).toEqual(['0xapprove'])
  })

  it('a refused swap says so', async () => {
    const t = setup({ send: async () => Promise.reject(rejected()) })
    const error = (await executeSwap(t.deps, plan(eth, usdc, 10n ** 17n, 297_000_000n), t.onStep).catch((e: unknown) => e)) as SwapFailure
    expect([error.stage, error.kind, error.message]).toEqual(['swap', 'declined', 'You declined the swap in your wallet. Nothing was swapped.'])
  })

  it('a swap the chain reverted says the price moved past the slippage', async () => {
    const t = setup({ status: (hash) => (hash.endsWith('swap') ? 'reverted' : 'success') })
    const error = (await executeSwap(t.deps, plan(eth, usdc, 10n ** 17n, 297_000_000n), t.onStep).catch((e: unknown) => e)) as SwapFailure
    expect([error.stage, error.kind]).toEqual(['swap', 'reverted'])
    expect(error.message).toBe('The swap was reverted on chain: the price moved more than your 1% slippage tolerance. Nothing was swapped; only the network fee was spent.')
    expect(t.log).not.toContain('refresh')
  })

  it('a wallet whose estimate refuses the swap for its minimum output says the same', async () => {
    const t = setup({ send: async () => Promise.reject(new Error('execution reverted: UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT')) })
    const error = (await executeSwap(t.deps, plan(eth, usdc, 10n ** 17n, 297_000_000n), t.onStep).catch((e: unknown) => e)) as SwapFailure
    expect([error.stage, error.kind]).toEqual(['swap', 'reverted'])
  })

  it('a reverted approval stops before the swap', async () => {
    const t = setup({ status: (hash) => (hash.endsWith('approve') ? 'reverted' : 'success') })
    const error = (await executeSwap(t.deps, plan(usdc, eth, 5_000_000n, 10n ** 15n), t.onStep).catch((e: unknown) => e)) as SwapFailure
    expect([error.stage, error.kind, error.message]).toEqual(['approval', 'reverted', 'The approval was reverted on chain. Nothing was swapped.'])
    expect(t.sent.map((c) => c.data)).toEqual(['0xapprove'])
  })

  it('a stale quote never executes: a fresh one below the minimum shown stops before the wallet', async () => {
    const t = setup({ fresh: '290000000' })
    const error = (await executeSwap(t.deps, plan(eth, usdc, 10n ** 17n, 297_000_000n), t.onStep).catch((e: unknown) => e)) as SwapFailure
    expect([error.kind, error.freshToAmount]).toEqual(['moved', 290_000_000n])
    expect(error.message).toBe('The price moved more than your 1% slippage tolerance since this quote. Review the new quote and swap again.')
    expect(t.sent).toEqual([])
  })

  it('refuses when the network changed since the quote', async () => {
    const t = setup()
    const error = (await executeSwap(t.deps, { ...plan(eth, usdc, 1n, 1n), caipNetworkId: 'eip155:8453' }, t.onStep).catch((e: unknown) => e)) as SwapFailure
    expect([error.kind, error.message]).toEqual(['network', 'The network changed to Sandbox Ethereum; go back and fill in the swap again'])
  })

  it('a wallet with atomic batches gets approve + swap as one wallet_sendCalls, and the batch is followed to its receipt', async () => {
    const requests: { method: string; params?: unknown[] }[] = []
    let polls = 0
    const provider = {
      request: async (args: { method: string; params?: unknown[] }) => {
        requests.push(args)
        if (args.method === 'wallet_getCapabilities') return { '0x539': { atomic: { status: 'supported' } } }
        if (args.method === 'wallet_sendCalls') return { id: 'batch-1' }
        if (args.method === 'wallet_getCallsStatus') return ++polls < 2 ? { status: 100 } : { status: 200, atomic: true, receipts: [{ status: '0x1', transactionHash: '0xbatchtx' }] }
        throw new Error(`unexpected ${args.method}`)
      },
    }
    const t = setup({ provider, fresh: '1600000000000000' })
    const outcome = await executeSwap(t.deps, plan(usdc, eth, 5_000_000n, 1_600_000_000_000_000n), t.onStep)
    expect(outcome).toMatchObject({ hash: '0xbatchtx', batched: true })
    expect(t.sent).toEqual([])
    expect(t.steps).toEqual(['checking', 'batch', 'swapping'])
    expect(requests[0]).toEqual({ method: 'wallet_getCapabilities', params: [ACCOUNT, ['0x539']] })
    expect(requests[1]).toEqual({
      method: 'wallet_sendCalls',
      params: [{ version: '2.0.0', from: ACCOUNT, chainId: '0x539', atomicRequired: true, calls: [{ to: USDC, data: '0xapprove', value: '0x0' }, { to: ROUTER, data: '0xswap', value: '0x0' }] }],
    })
  })

  it('a refused batch says the approval was declined', async () => {
    const provider = {
      request: async (args: { method: string }) => {
        if (args.method === 'wallet_getCapabilities') return { '0x539': { atomic: { status: 'ready' } } }
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      },
    }
    const t = setup({ provider, fresh: '1000000000000000' })
    const error = (await executeSwap(t.deps, plan(usdc, eth, 5_000_000n, 10n ** 15n), t.onStep).catch((e: unknown) => e)) as SwapFailure
    expect([error.stage, error.kind]).toEqual(['approval', 'declined'])
  })
})

describe('supportsAtomicBatch', () => {
  const answering = (answer: unknown) => ({ request: async () => answer })
  it('reads EIP-5792 v2 atomic and v1 atomicBatch, and anything else as no', async () => {
    expect(await supportsAtomicBatch(answering({ '0x539': { atomic: { status: 'supported' } } }), ACCOUNT, '0x539')).toBe(true)
    expect(await supportsAtomicBatch(answering({ '0x539': { atomicBatch: { supported: true } } }), ACCOUNT, '0x539')).toBe(true)
    expect(await supportsAtomicBatch(answering({ '0x539': { atomic: { status: 'unsupported' } } }), ACCOUNT, '0x539')).toBe(false)
    expect(await supportsAtomicBatch(answering({ '0x1': { atomic: { status: 'supported' } } }), ACCOUNT, '0x539')).toBe(false)
    expect(await supportsAtomicBatch(answering(null), ACCOUNT, '0x539')).toBe(false)
    expect(await supportsAtomicBatch({ request: async () => Promise.reject(new Error('Method not supported')) }, ACCOUNT, '0x539')).toBe(false)
    expect(await supportsAtomicBatch(undefined, ACCOUNT, '0x539')).toBe(false)
  })
})
