import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ANVIL_ACCOUNT_0 } from '../accounts.ts'
import { startAnvil, type AnvilInstance } from '../anvil.ts'
import type { EIP6963ProviderDetail } from './announce.ts'
import { createTestWallet } from './createTestWallet.ts'
import { startTestChains } from './fixtures.ts'
import { createMemoryStorage } from './storage.ts'
import type { TestWalletChain } from './types.ts'

let chains: [TestWalletChain, TestWalletChain]
let stop: () => Promise<void>
let third: AnvilInstance
beforeAll(async () => {
  ;({ chains, stop } = await startTestChains())
  third = await startAnvil({ chainId: 10 })
})
afterAll(() => Promise.all([stop(), third.stop()]))

const { address, privateKey } = ANVIL_ACCOUNT_0

describe('createTestWallet', () => {
  it('starts disconnected on the first chain, with default EIP-6963 info', () => {
    const wallet = createTestWallet({ account: privateKey, chains })
    expect(wallet.account.address).toBe(address)
    expect(wallet.accounts).toEqual([])
    expect(wallet.chainId).toBe(1337)
    expect(wallet.chains).toEqual(chains)
    expect(wallet.features).toEqual({})
    expect(wallet.info).toMatchObject({ name: 'Test Wallet', rdns: 'org.portico.testwallet', icon: expect.stringMatching(/^data:image\/svg\+xml,/) })
    expect(wallet.info.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(createTestWallet({ account: privateKey, chains }).info.uuid).not.toBe(wallet.info.uuid)
  })

  it('requires at least one chain', () => {
    expect(() => createTestWallet({ account: privateKey, chains: [] })).toThrow(/at least one chain/)
  })

  it('restores the permission, the current chain and added chains from storage, like an extension after a reload', async () => {
    const storage = createMemoryStorage()
    const first = createTestWallet({ account: privateKey, chains, storage })
    await first.provider.request({ method: 'eth_requestAccounts' })
    await first.provider.request({
      method: 'wallet_addEthereumChain',
      params: [{ chainId: '0xa', chainName: 'Chain C', rpcUrls: [third.rpcUrl] }],
    })
    await first.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] })

    const approve = vi.fn(async () => true)
    const reloaded = createTestWallet({ account: privateKey, chains, storage, approve })
    expect(await reloaded.provider.request({ method: 'eth_accounts' })).toEqual([address])
    expect(await reloaded.provider.request({ method: 'eth_chainId' })).toBe('0x2105')
    await reloaded.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] })
    expect(reloaded.chainId).toBe(10)
    expect(approve).toHaveBeenCalledTimes(1) // the switch; no connect prompt

    await reloaded.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    const again = createTestWallet({ account: privateKey, chains, storage })
    expect(again.accounts).toEqual([])
    expect(again.chainId).toBe(10)
  })

  it('keeps wallets with different storage prefixes apart', async () => {
    const storage = createMemoryStorage()
    await createTestWallet({ account: privateKey, chains, storage, storagePrefix: 'a:' }).provider.request({ method: 'eth_requestAccounts' })
    expect(createTestWallet({ account: privateKey, chains, storage, storagePrefix: 'a:' }).accounts).toEqual([address])
    expect(createTestWallet({ account: privateKey, chains, storage, storagePrefix: 'b:' }).accounts).toEqual([])
    expect(storage.getItem('a:state')).toContain('"permitted":true')
  })

  it('ignores a stored chain it no longer knows', () => {
    const storage = createMemoryStorage()
    storage.setItem('portico-test-wallet:state', JSON.stringify({ permitted: true, chainId: 999, addedChains: [] }))
    const wallet = createTestWallet({ account: privateKey, chains, storage, chainId: 8453 })
    expect(wallet.chainId).toBe(8453)
    expect(wallet.accounts).toEqual([address])
  })

  it('connected: true/false overrides what storage remembers', () => {
    const storage = createMemoryStorage()
    expect(createTestWallet({ account: privateKey, chains, storage, connected: true }).accounts).toEqual([address])
    expect(createTestWallet({ account: privateKey, chains, storage }).accounts).toEqual([address])
    expect(createTestWallet({ account: privateKey, chains, storage, connected: false }).accounts).toEqual([])
  })

  it('merges features with setFeatures', () => {
    const wallet = createTestWallet({ account: privateKey, chains, features: { connectError: true } })
    wallet.setFeatures({ signMessageError: true })
    expect(wallet.features).toEqual({ connectError: true, signMessageError: true })
    wallet.setFeatures({ connectError: false })
    expect(wallet.features).toEqual({ connectError: false, signMessageError: true })
  })

  it('announces itself over EIP-6963 with the given info', async () => {
    const info = { uuid: '4f6c5a8e-8b0a-4c5e-9d7e-1f2a3b4c5d6e', name: 'Sandbox Wallet', icon: 'data:image/svg+xml,<svg/>', rdns: 'org.portico.sandbox' }
    const wallet = createTestWallet({ account: privateKey, chains, info })
    const target = new EventTarget()
    const details: EIP6963ProviderDetail<typeof wallet.provider>[] = []
    target.addEventListener('eip6963:announceProvider', (event) => details.push((event as CustomEvent).detail))
    const unsubscribe = wallet.announce(target)
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    unsubscribe()
    expect(details).toHaveLength(2)
    expect(details[0].info).toEqual(info)
    expect(await details[0].provider.request({ method: 'eth_chainId' })).toBe('0x539')
  })

  it('supports on/removeListener chaining', async () => {
    const wallet = createTestWallet({ account: privateKey, chains })
    const listener = vi.fn()
    expect(wallet.provider.on('chainChanged', listener)).toBe(wallet.provider)
    expect(wallet.provider.removeListener('chainChanged', listener)).toBe(wallet.provider)
    await wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] })
    expect(listener).not.toHaveBeenCalled()
  })
})
