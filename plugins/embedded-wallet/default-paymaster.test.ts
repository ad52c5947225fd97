import { describe, expect, it, vi } from 'vitest'
import { SPONSOR_OF_METHOD, type AuthFrame } from 'portico'
import { sponsoringFrame, withDefaultPaymaster } from './default-paymaster.ts'

const urls = { 1337: 'http://127.0.0.1:4339/', 8453: 'https://paymaster.example/base' }
const calls = [{ to: '0x000000000000000000000000000000000000Ba01', value: '0x1' }]

describe('default paymaster', () => {
  it("adds the chain's paymasterService (the bundle's chainId first, else the active chain)", () => {
    expect(withDefaultPaymaster([{ chainId: '0x2105', calls }], 1337, urls)).toEqual([{ chainId: '0x2105', calls, capabilities: { paymasterService: { url: urls[8453] } } }])
    expect(withDefaultPaymaster([{ calls, capabilities: { atomic: { status: 'required' } } }], 1337, urls)).toEqual([
      { calls, capabilities: { atomic: { status: 'required' }, paymasterService: { url: urls[1337] } } },
    ])
  })

  it("keeps the request's own capability, and leaves chains without a URL and odd params alone", () => {
    const own = [{ chainId: '0x539', calls, capabilities: { paymasterService: { url: 'https://own.example' } } }]
    expect(withDefaultPaymaster(own, 1337, urls)).toBe(own)
    const elsewhere = [{ chainId: '0x1', calls }]
    expect(withDefaultPaymaster(elsewhere, 1337, urls)).toBe(elsewhere)
    expect(withDefaultPaymaster(undefined, 1337, urls)).toBeUndefined()
    expect(withDefaultPaymaster([{ calls }], undefined, urls)).toEqual([{ calls }])
  })

  it("changes the frame's wallet_sendCalls only; without URLs the frame is the same object", async () => {
    const request = vi.fn(async () => 'answer')
    const frame = { request } as unknown as AuthFrame
    expect(sponsoringFrame(frame, undefined, () => 1337)).toBe(frame)
    const sponsoring = sponsoringFrame(frame, urls, () => 1337)
    await sponsoring.request('RPC_REQUEST', { method: 'wallet_sendCalls', params: [{ calls }] } as never)
    await sponsoring.request('RPC_REQUEST', { method: 'eth_chainId' } as never)
    expect(request.mock.calls).toEqual([
      ['RPC_REQUEST', { method: 'wallet_sendCalls', params: [{ calls, capabilities: { paymasterService: { url: urls[1337] } } }] }],
      ['RPC_REQUEST', { method: 'eth_chainId' }],
    ])
  })

  it("sends the modal's eth_sendTransaction as one sponsored call while the smart account is in use, and answers the mined transaction's hash; the EOA's goes as it is", async () => {
    const hash = `0x${'ab'.repeat(32)}`
    let polls = 0
    const request = vi.fn(async (_name: string, call: { method: string }) => {
      if (call.method === 'wallet_sendCalls') return { id: '0xop' }
      if (call.method === 'wallet_getCallsStatus') return ++polls < 2 ? { status: 100 } : { status: 200, receipts: [{ status: '0x1', transactionHash: hash }] }
      return '0xeoa'
    })
    let smart = true
    const sponsoring = sponsoringFrame({ request } as unknown as AuthFrame, urls, () => 1337, () => smart)
    const tx = { from: '0x1111111111111111111111111111111111111111', to: calls[0]!.to, value: '0x1', data: '0xabcd' }
    await expect(sponsoring.request('RPC_REQUEST', { method: 'eth_sendTransaction', params: [tx] } as never)).resolves.toBe(hash)
    expect(request.mock.calls[0]).toEqual([
      'RPC_REQUEST',
      { method: 'wallet_sendCalls', params: [{ version: '2.0.0', from: tx.from, chainId: '0x539', calls: [{ to: tx.to, value: '0x1', data: '0xabcd' }], capabilities: { paymasterService: { url: urls[1337] } } }] },
    ])
    smart = false
    await expect(sponsoring.request('RPC_REQUEST', { method: 'eth_sendTransaction', params: [tx] } as never)).resolves.toBe('0xeoa')
  })

  it('answers who would pay a transaction by the same rule: the frame asked with the sponsored call while the smart account is in use, null for the EOA or a chain without a URL', async () => {
    const request = vi.fn(async (_name: string, call: { method: string }) => (call.method === SPONSOR_OF_METHOD ? { sponsor: 'Portico Playground' } : 'other'))
    let smart = true
    let chain = 1337
    const sponsoring = sponsoringFrame({ request } as unknown as AuthFrame, urls, () => chain, () => smart)
    const tx = { from: '0x1111111111111111111111111111111111111111', to: calls[0]!.to, value: '0x0', data: '0xabcd' }
    await expect(sponsoring.request('RPC_REQUEST', { method: SPONSOR_OF_METHOD, params: [tx] } as never)).resolves.toEqual({ sponsor: 'Portico Playground' })
    expect(request.mock.calls).toEqual([
      [
        'RPC_REQUEST',
        { method: SPONSOR_OF_METHOD, params: [{ version: '2.0.0', from: tx.from, chainId: '0x539', calls: [{ to: tx.to, value: '0x0', data: '0xabcd' }], capabilities: { paymasterService: { url: urls[1337] } } }] },
      ],
    ])
    smart = false
    await expect(sponsoring.request('RPC_REQUEST', { method: SPONSOR_OF_METHOD, params: [tx] } as never)).resolves.toBeNull()
    smart = true
    chain = 1
    await expect(sponsoring.request('RPC_REQUEST', { method: SPONSOR_OF_METHOD, params: [tx] } as never)).resolves.toBeNull()
    expect(request).toHaveBeenCalledTimes(1)
  })

  it('asks about several transactions (an approve and a swap) as the calls of ONE sponsored batch, in order', async () => {
    const request = vi.fn(async () => ({ sponsor: 'Portico Playground' }))
    const sponsoring = sponsoringFrame({ request } as unknown as AuthFrame, urls, () => 1337, () => true)
    const from = '0x1111111111111111111111111111111111111111'
    const approve = { from, to: calls[0]!.to, value: '0x0', data: '0x095ea7b3' }
    const swap = { from, to: '0x2222222222222222222222222222222222222222', value: '0x0', data: '0x38ed1739' }
    await expect(sponsoring.request('RPC_REQUEST', { method: SPONSOR_OF_METHOD, params: [approve, swap] } as never)).resolves.toEqual({ sponsor: 'Portico Playground' })
    expect(request.mock.calls).toEqual([
      [
        'RPC_REQUEST',
        {
          method: SPONSOR_OF_METHOD,
          params: [{ version: '2.0.0', from, chainId: '0x539', calls: [{ to: approve.to, value: '0x0', data: approve.data }, { to: swap.to, value: '0x0', data: swap.data }], capabilities: { paymasterService: { url: urls[1337] } } }],
        },
      ],
    ])
  })
})
