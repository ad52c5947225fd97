import { describe, expect, it, vi } from 'vitest'
import { defineNetwork } from '../network/network.ts'
import { gasSponsorOf } from './gas-sponsor.ts'
import { SPONSOR_OF_METHOD } from './paymaster-capability.ts'

const FROM = '0x000000000000000000000000000000000000a11c'
const TOKEN = '0x000000000000000000000000000000000000Ba01'
const ROUTER = '0x000000000000000000000000000000000000Ba02'
const ethereum = defineNetwork({ id: 1337, name: 'Sandbox', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } })
const solana = defineNetwork({ id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', chainNamespace: 'solana', name: 'Solana', nativeCurrency: { name: 'Sol', symbol: 'SOL', decimals: 9 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } })

function connectionOf(request: (args: { method: string; params?: unknown }) => Promise<unknown>, type: 'smartAccount' | 'eip7702' | 'eoa' = 'smartAccount') {
  return { getProvider: () => ({ request }), account: () => ({ preferredAccountType: type }) } as never
}

describe('gasSponsorOf', () => {
  it("asks the smart account's wallet with every call, in order, as eth_sendTransaction's; answers the sponsor it names", async () => {
    const request = vi.fn(async () => ({ sponsor: 'Portico Playground' }))
    const calls = [{ to: TOKEN, data: '0x095ea7b3' }, { to: ROUTER, value: 5n, data: '0x38ed1739' }]
    await expect(gasSponsorOf(connectionOf(request), ethereum, FROM, calls)).resolves.toBe('Portico Playground')
    expect(request.mock.calls).toEqual([
      [{ method: SPONSOR_OF_METHOD, params: [{ from: FROM, to: TOKEN, value: '0x0', data: '0x095ea7b3' }, { from: FROM, to: ROUTER, value: '0x5', data: '0x38ed1739' }] }],
    ])
  })

  it('asks the wallet of an EIP-7702 account (the key upgraded in place) as it asks a smart account', async () => {
    const request = vi.fn(async () => ({ sponsor: 'Portico Playground' }))
    await expect(gasSponsorOf(connectionOf(request, 'eip7702'), ethereum, FROM, [{ to: TOKEN }])).resolves.toBe('Portico Playground')
    expect(request).toHaveBeenCalledTimes(1)
  })

  it('the account pays when the wallet answers null, an empty name, or does not know the method', async () => {
    const calls = [{ to: TOKEN }]
    await expect(gasSponsorOf(connectionOf(async () => null), ethereum, FROM, calls)).resolves.toBeUndefined()
    await expect(gasSponsorOf(connectionOf(async () => ({ sponsor: '' })), ethereum, FROM, calls)).resolves.toBeUndefined()
    const unknown = async () => Promise.reject(Object.assign(new Error('Method not found'), { code: -32601 }))
    await expect(gasSponsorOf(connectionOf(unknown), ethereum, FROM, calls)).resolves.toBeUndefined()
  })

  it('asks nothing for an EOA, a non-EVM network or no calls', async () => {
    const request = vi.fn(async () => ({ sponsor: 'Nobody' }))
    await expect(gasSponsorOf(connectionOf(request, 'eoa'), ethereum, FROM, [{ to: TOKEN }])).resolves.toBeUndefined()
    await expect(gasSponsorOf(connectionOf(request), solana, FROM, [{ to: TOKEN }])).resolves.toBeUndefined()
    await expect(gasSponsorOf(connectionOf(request), ethereum, FROM, [])).resolves.toBeUndefined()
    expect(request).not.toHaveBeenCalled()
  })
})

describe('gasSponsorOf with calls built on demand', () => {
  it('builds them only when the wallet is asked; a build that fails rejects', async () => {
    const build = vi.fn(async () => [{ to: TOKEN }])
    const request = vi.fn(async () => ({ sponsor: 'Portico Playground' }))
    await expect(gasSponsorOf(connectionOf(request, 'eoa'), ethereum, FROM, build)).resolves.toBeUndefined()
    expect(build).not.toHaveBeenCalled()
    await expect(gasSponsorOf(connectionOf(request), ethereum, FROM, build)).resolves.toBe('Portico Playground')
    expect(build).toHaveBeenCalledTimes(1)
    expect(request).toHaveBeenCalledWith({ method: SPONSOR_OF_METHOD, params: [{ from: FROM, to: TOKEN, value: '0x0' }] })
    await expect(gasSponsorOf(connectionOf(request), ethereum, FROM, async () => Promise.reject(new Error('quote expired')))).rejects.toThrow('quote expired')
  })
})
