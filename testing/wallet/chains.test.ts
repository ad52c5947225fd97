import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createPublicClient, custom } from 'viem'
import { ANVIL_ACCOUNT_0 } from '../accounts.ts'
import { startAnvil, type AnvilInstance } from '../anvil.ts'
import { createTestWallet } from './createTestWallet.ts'
import { startTestChains } from './fixtures.ts'
import type { TestWalletChain } from './types.ts'

let chains: [TestWalletChain, TestWalletChain]
let stop: () => Promise<void>
let third: AnvilInstance
beforeAll(async () => {
  ;({ chains, stop } = await startTestChains())
  third = await startAnvil({ chainId: 10 })
  await Promise.all([markNode(chains[0].rpcUrl, 1337), markNode(chains[1].rpcUrl, 8453), markNode(third.rpcUrl, 10)])
})
afterAll(() => Promise.all([stop(), third.stop()]))

const key = ANVIL_ACCOUNT_0.privateKey

describe('eth_chainId', () => {
  it('is the first chain by default, or the chainId option, as hex', async () => {
    expect(await createTestWallet({ account: key, chains }).provider.request({ method: 'eth_chainId' })).toBe('0x539')
    const wallet = createTestWallet({ account: key, chains, chainId: 8453 })
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x2105')
    expect(await wallet.provider.request({ method: 'net_version' })).toBe('8453')
  })

  it('refuses a chainId that is not one of the chains', () => {
    expect(() => createTestWallet({ account: key, chains, chainId: 5 })).toThrow(/chainId 5/)
  })
})

describe('wallet_switchEthereumChain', () => {
  it('switches between two anvil chains, asks the user and emits chainChanged', async () => {
    const approve = vi.fn(async () => true)
    const wallet = createTestWallet({ account: key, chains, approve })
    const chainChanged = vi.fn()
    wallet.provider.on('chainChanged', chainChanged)
    // Reads go to the node of the current chain: ask the nodes themselves through viem.
    const client = createPublicClient({ transport: custom(wallet.provider) })

    const params = [{ chainId: '0x2105' }]
    expect(await wallet.provider.request({ method: 'wallet_switchEthereumChain', params })).toBeNull()
    expect(approve).toHaveBeenCalledWith(expect.objectContaining({ method: 'wallet_switchEthereumChain', params, chain: chains[1] }))
    expect(chainChanged).toHaveBeenCalledWith('0x2105')
    expect(wallet.chainId).toBe(8453)
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x2105')
    expect(await fetchNodeChainId(wallet.provider)).toBe(8453)

    await wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x539' }] })
    expect(chainChanged).toHaveBeenLastCalledWith('0x539')
    expect(await fetchNodeChainId(wallet.provider)).toBe(1337)
    expect(await client.getChainId()).toBe(1337)
  })

  it('does nothing (no prompt, no event) when already on the chain', async () => {
    const approve = vi.fn(async () => true)
    const wallet = createTestWallet({ account: key, chains, approve })
    const chainChanged = vi.fn()
    wallet.provider.on('chainChanged', chainChanged)
    await wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x539' }] })
    expect(approve).not.toHaveBeenCalled()
    expect(chainChanged).not.toHaveBeenCalled()
  })

  it('rejects an unknown chain with 4902', async () => {
    const wallet = createTestWallet({ account: key, chains })
    await expect(wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] })).rejects.toMatchObject({
      code: 4902,
      message: 'Unrecognized chain ID "0xa". Try adding the chain using wallet_addEthereumChain first.',
    })
  })

  it('rejects with 4001 when the user refuses, and stays on the chain', async () => {
    const wallet = createTestWallet({ account: key, chains, approve: async () => false })
    await expect(wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] })).rejects.toMatchObject({ code: 4001 })
    expect(wallet.chainId).toBe(1337)
  })

  it('fails through the switchChainError feature', async () => {
    const wallet = createTestWallet({ account: key, chains, features: { switchChainError: true } })
    await expect(wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] })).rejects.toMatchObject({ code: 4001 })
    const custom = Object.assign(new Error('Internal error'), { code: -32603 })
    wallet.setFeatures({ switchChainError: custom })
    await expect(wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] })).rejects.toBe(custom)
    expect(wallet.chainId).toBe(1337)
  })

  it('rejects malformed params with -32602', async () => {
    const wallet = createTestWallet({ account: key, chains })
    for (const params of [undefined, [], [{ chainId: 8453 }], [{ chainId: '8453' }]])
      await expect(wallet.provider.request({ method: 'wallet_switchEthereumChain', params })).rejects.toMatchObject({ code: -32602 })
  })
})

describe('wallet_addEthereumChain', () => {
  const addParams = () => [
    {
      chainId: '0xa',
      chainName: 'Chain C',
      rpcUrls: [third.rpcUrl],
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      blockExplorerUrls: ['https://explorer.example'],
    },
  ]

  it('asks the user, adds the chain and switches to it', async () => {
    const approve = vi.fn(async () => true)
    const wallet = createTestWallet({ account: key, chains, approve })
    const chainChanged = vi.fn()
    wallet.provider.on('chainChanged', chainChanged)

    expect(await wallet.provider.request({ method: 'wallet_addEthereumChain', params: addParams() })).toBeNull()
    const added = {
      id: 10,
      name: 'Chain C',
      rpcUrl: third.rpcUrl,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      blockExplorerUrl: 'https://explorer.example',
    }
    expect(approve).toHaveBeenCalledWith(expect.objectContaining({ method: 'wallet_addEthereumChain', chain: added }))
    expect(wallet.chains).toContainEqual(added)
    expect(chainChanged).toHaveBeenCalledWith('0xa')
    expect(await fetchNodeChainId(wallet.provider)).toBe(10)
    // Known from now on: switching back and forth works.
    await wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x539' }] })
    await wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] })
    expect(wallet.chainId).toBe(10)
  })

  it('does not add the chain when the user refuses', async () => {
    const wallet = createTestWallet({ account: key, chains, approve: async () => false })
    await expect(wallet.provider.request({ method: 'wallet_addEthereumChain', params: addParams() })).rejects.toMatchObject({ code: 4001 })
    expect(wallet.chains.map((c) => c.id)).toEqual([1337, 8453])
  })

  it('validates chainId, chainName and rpcUrls', async () => {
    const wallet = createTestWallet({ account: key, chains })
    const base = addParams()[0]
    for (const broken of [
      { ...base, chainId: 10 },
      { ...base, chainName: '' },
      { ...base, chainName: undefined },
      { ...base, rpcUrls: [] },
      { ...base, rpcUrls: ['ftp://x'] },
      { ...base, nativeCurrency: { symbol: 'ETH' } },
    ])
      await expect(wallet.provider.request({ method: 'wallet_addEthereumChain', params: [broken] })).rejects.toMatchObject({ code: -32602 })
  })
})

// eth_chainId is answered by the wallet itself; to see which node reads are forwarded to, each
// node gives a marker address a balance equal to its chain id.
const marker = '0x000000000000000000000000000000000000cafe'
async function fetchNodeChainId(provider: { request(args: { method: string; params?: unknown }): Promise<unknown> }) {
  return Number(await provider.request({ method: 'eth_getBalance', params: [marker, 'latest'] }))
}
async function markNode(rpcUrl: string, chainId: number) {
  await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [marker, `0x${chainId.toString(16)}`] }),
  })
}
