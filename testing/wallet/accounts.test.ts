import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ANVIL_ACCOUNT_0 } from '../accounts.ts'
import { createTestWallet } from './createTestWallet.ts'
import { startTestChains } from './fixtures.ts'
import type { ApproveRequest, TestWalletChain } from './types.ts'

let chains: [TestWalletChain, TestWalletChain]
let stop: () => Promise<void>
beforeAll(async () => ({ chains, stop } = await startTestChains()))
afterAll(() => stop())

const address = ANVIL_ACCOUNT_0.address

describe('eth_requestAccounts', () => {
  it('asks the user, then returns the account and emits connect and accountsChanged', async () => {
    const approve = vi.fn(async (_: ApproveRequest) => true)
    const wallet = createTestWallet({ account: ANVIL_ACCOUNT_0.privateKey, chains, approve, origin: 'https://dapp.example' })
    const events: unknown[] = []
    wallet.provider.on('connect', (info) => events.push(['connect', info]))
    wallet.provider.on('accountsChanged', (accounts) => events.push(['accountsChanged', accounts]))

    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await wallet.provider.request({ method: 'eth_requestAccounts' })).toEqual([address])
    expect(approve).toHaveBeenCalledWith({
      method: 'eth_requestAccounts',
      params: undefined,
      origin: 'https://dapp.example',
      chain: chains[0],
      address,
    })
    expect(events).toEqual([
      ['connect', { chainId: '0x539' }],
      ['accountsChanged', [address]],
    ])
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([address])
    expect(wallet.accounts).toEqual([address])

    // Once permitted, the site is not asked again.
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    expect(approve).toHaveBeenCalledTimes(1)
  })

  it('rejects with 4001 when the user refuses', async () => {
    const wallet = createTestWallet({ account: ANVIL_ACCOUNT_0.privateKey, chains, approve: async () => false })
    await expect(wallet.provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('fails through the connectError feature, as a rejection or with the given error', async () => {
    const approve = vi.fn(async () => true)
    const wallet = createTestWallet({ account: ANVIL_ACCOUNT_0.privateKey, chains, approve, features: { connectError: true } })
    await expect(wallet.provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({ code: 4001 })
    const custom = new Error('wallet locked')
    wallet.setFeatures({ connectError: custom })
    await expect(wallet.provider.request({ method: 'eth_requestAccounts' })).rejects.toBe(custom)
    expect(approve).not.toHaveBeenCalled()
    wallet.setFeatures({ connectError: false })
    expect(await wallet.provider.request({ method: 'eth_requestAccounts' })).toEqual([address])
  })

  it('answers eth_coinbase with the permitted account only', async () => {
    const wallet = createTestWallet({ account: ANVIL_ACCOUNT_0.privateKey, chains })
    expect(await wallet.provider.request({ method: 'eth_coinbase' })).toBeNull()
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    expect(await wallet.provider.request({ method: 'eth_coinbase' })).toBe(address)
  })
})

describe('permissions', () => {
  it('requests, reads and revokes the eth_accounts permission', async () => {
    const approve = vi.fn(async () => true)
    const wallet = createTestWallet({ account: ANVIL_ACCOUNT_0.privateKey, chains, approve, origin: 'https://dapp.example' })
    const accountsChanged = vi.fn()
    wallet.provider.on('accountsChanged', accountsChanged)

    expect(await wallet.provider.request({ method: 'wallet_getPermissions' })).toEqual([])
    const granted = await wallet.provider.request({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] })
    expect(granted).toEqual([
      {
        parentCapability: 'eth_accounts',
        invoker: 'https://dapp.example',
        caveats: [{ type: 'restrictReturnedAccounts', value: [address] }],
      },
    ])
    expect(await wallet.provider.request({ method: 'wallet_getPermissions' })).toEqual(granted)

    expect(await wallet.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })).toBeNull()
    expect(accountsChanged.mock.calls).toEqual([[[address]], [[]]])
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await wallet.provider.request({ method: 'wallet_getPermissions' })).toEqual([])
  })

  it('rejects unknown permissions with -32602', async () => {
    const wallet = createTestWallet({ account: ANVIL_ACCOUNT_0.privateKey, chains })
    await expect(
      wallet.provider.request({ method: 'wallet_requestPermissions', params: [{ snap_dialog: {} }] }),
    ).rejects.toMatchObject({ code: -32602 })
  })
})

describe('disconnect()', () => {
  it('emits accountsChanged([]) then disconnect (4900), and forgets the permission', async () => {
    const wallet = createTestWallet({ account: ANVIL_ACCOUNT_0.privateKey, chains, connected: true })
    const events: unknown[] = []
    wallet.provider.on('accountsChanged', (accounts) => events.push(['accountsChanged', accounts]))
    wallet.provider.on('disconnect', (error) => events.push(['disconnect', error.code]))
    wallet.disconnect()
    expect(events).toEqual([
      ['accountsChanged', []],
      ['disconnect', 4900],
    ])
    expect(wallet.accounts).toEqual([])
    wallet.disconnect() // nothing left to disconnect: no more events
    expect(events).toHaveLength(2)
  })
})
