import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defineNetwork, type Network } from 'portico'
import { ANVIL_ACCOUNT_0, startAnvil, type AnvilInstance } from 'portico/testing'
import { memoryStorage } from '../../testing/test-support/kernel-api-server.ts'
import { chainA, chainB } from '../../kernel/test-support/networks.ts'
import { createTestRpc } from '../../kernel/test-support/rpc.ts'
import { createEmbeddedWalletAdapter, EMAIL_CONNECTOR } from './adapter.ts'
import { scriptedFrame } from './test-support.ts'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const rpc = createTestRpc()
afterAll(() => rpc.dispose())
const user = (chainId: number | string = chainA.id) => ({ email: 'a@example.com', address: ADDRESS, chainId })

describe('embedded wallet adapter', () => {
  it('serves one AUTH connector named Email on eip155', async () => {
    const adapter = createEmbeddedWalletAdapter({ rpc: () => rpc, frame: scriptedFrame({}).frame, storage: memoryStorage() })
    const seen: unknown[] = []
    adapter.connectors$.subscribe((list) => seen.push(list)).unsubscribe()
    expect(seen).toEqual([[{ id: 'AUTH', name: 'Email', type: 'AUTH', chain: 'eip155' }]])
    expect(adapter.serves).toBe('connectors')
    expect(EMAIL_CONNECTOR.type).toBe('AUTH')
  })

  it('connect reads the signed-in user and stores the login (email, login-used flag, last chain)', async () => {
    const storage = memoryStorage()
    storage.set('lastEmailLoginTime', 123)
    const { frame, calls } = scriptedFrame({ GET_USER: () => user() })
    const adapter = createEmbeddedWalletAdapter({ frame, storage, rpc: () => rpc })
    await expect(adapter.connect({ connectorId: 'AUTH', network: chainA })).resolves.toEqual({
      accounts: [ADDRESS],
      chainId: Number(chainA.id),
      user: { email: 'a@example.com' },
      // a frame that names no account type uses its EOA
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
      allAccounts: [{ address: ADDRESS, type: 'eoa' }],
    })
    // the frame is told the preferred type: smartAccount by default on EVM
    expect(calls).toEqual([{ name: 'GET_USER', payload: { chainId: Number(chainA.id), preferredAccountType: 'smartAccount' } }])
    expect(storage.get('email')).toBe('a@example.com')
    expect(storage.get('emailLoginUsed')).toBe(true)
    expect(storage.get('lastUsedChain')).toBe(String(chainA.id))
    expect(storage.get('lastEmailLoginTime')).toBeUndefined()
    await expect(adapter.connect({ connectorId: 'other', network: chainA })).rejects.toThrow('The embedded wallet has no connector other')
  })

  it('reconnects silently with IS_CONNECTED then GET_USER on the last chain', async () => {
    const storage = memoryStorage()
    storage.set('emailLoginUsed', true)
    storage.set('lastUsedChain', String(chainB.id))
    const { frame, calls } = scriptedFrame({ IS_CONNECTED: () => ({ isConnected: true }), GET_USER: (p) => user((p as { chainId: number }).chainId) })
    const adapter = createEmbeddedWalletAdapter({ frame, storage, rpc: () => rpc })
    await expect(adapter.reconnect({ connectorId: 'AUTH' })).resolves.toMatchObject({ accounts: [ADDRESS], chainId: Number(chainB.id), user: { email: 'a@example.com' } })
    expect(calls.map((c) => c.name)).toEqual(['IS_CONNECTED', 'GET_USER'])
    expect(adapter.getProvider()).toBeDefined()
  })

  it('does not ask the frame when no email login was used', async () => {
    const { frame, calls } = scriptedFrame({})
    const adapter = createEmbeddedWalletAdapter({ frame, storage: memoryStorage(), rpc: () => rpc })
    await expect(adapter.reconnect({ connectorId: 'AUTH' })).resolves.toBeNull()
    expect(calls).toEqual([])
  })

  it.each([
    ['the frame says not connected', { IS_CONNECTED: () => ({ isConnected: false }) }],
    ['the check fails', { IS_CONNECTED: () => Promise.reject(new Error('Something went wrong')) }],
  ])('a failed connection check wipes the login cache: %s', async (_, handlers) => {
    const storage = memoryStorage()
    storage.set('emailLoginUsed', true)
    storage.set('email', 'a@example.com')
    storage.set('sessionToken', 't')
    const adapter = createEmbeddedWalletAdapter({ frame: scriptedFrame(handlers).frame, storage, rpc: () => rpc })
    await expect(adapter.reconnect({ connectorId: 'AUTH' })).resolves.toBeNull()
    expect([storage.get('emailLoginUsed'), storage.get('email'), storage.get('sessionToken')]).toEqual([undefined, undefined, undefined])
  })

  it('signs (hex-encoded text), sends, switches and disconnects through the frame', async () => {
    const storage = memoryStorage()
    const script = scriptedFrame({
      GET_USER: () => user(),
      RPC_REQUEST: (p) => ((p as { method: string }).method === 'personal_sign' ? '0xsig' : '0xhash'),
      SWITCH_NETWORK: (p) => ({ chainId: (p as { chainId: number }).chainId }),
    })
    const adapter = createEmbeddedWalletAdapter({ frame: script.frame, storage, rpc: () => rpc })
    await expect(adapter.signMessage({ message: 'hi', address: ADDRESS })).rejects.toMatchObject({ code: 'NOT_CONNECTED' })
    await adapter.connect({ connectorId: 'AUTH', network: chainA })
    const events: unknown[] = []
    adapter.events$.subscribe((e) => events.push(e))

    await expect(adapter.signMessage({ message: '0x12', address: ADDRESS })).resolves.toBe('0xsig')
    expect(script.calls.at(-1)).toEqual({ name: 'RPC_REQUEST', payload: { method: 'personal_sign', params: ['0x30783132', ADDRESS] } })
    await expect(adapter.sendTransaction({ to: ADDRESS, value: 255n, address: ADDRESS, network: chainA })).resolves.toBe('0xhash')
    expect(script.calls.at(-1)).toEqual({ name: 'RPC_REQUEST', payload: { method: 'eth_sendTransaction', params: [{ from: ADDRESS, to: ADDRESS, value: '0xff' }] } })
    await adapter.switchNetwork(chainB)
    expect(script.calls.at(-1)).toEqual({ name: 'SWITCH_NETWORK', payload: { chainId: Number(chainB.id), rpcUrl: chainB.rpcUrls.default.http[0], rpcUrls: chainB.rpcUrls.default.http } })
    expect(events).toEqual([{ type: 'chainChanged', chainId: Number(chainB.id) }])

    const provider = adapter.getProvider()!
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([ADDRESS])
    await expect(provider.request({ method: 'personal_sign', params: ['0x00', ADDRESS] })).resolves.toBe('0xsig')
    await expect(provider.request({ method: 'personal_sign', params: 'x' })).rejects.toThrow('request personal_sign: params must be an array')

    await adapter.disconnect()
    expect(script.signedOut()).toBe(1)
    expect(events).toHaveLength(1)
    expect(adapter.getProvider()).toBeUndefined()
  })
})

describe('embedded wallet account info and types', () => {
  const SMART = '0x2222222222222222222222222222222222222222'

  it('reports the social login (provider and username from the login cache) and the types the frame lists', async () => {
    const storage = memoryStorage()
    storage.set('socialProvider', 'x')
    storage.set('socialUsername', 'alice_x')
    storage.set('preferredAccountTypes', { eip155: 'eoa' })
    const { frame, calls } = scriptedFrame({
      GET_USER: () => ({
        email: null,
        address: SMART,
        chainId: chainA.id,
        preferredAccountType: 'smartAccount',
        smartAccountDeployed: true,
        accounts: [{ address: ADDRESS, type: 'eoa' }, { address: SMART, type: 'smartAccount' }],
      }),
    })
    const adapter = createEmbeddedWalletAdapter({ frame, storage, rpc: () => rpc })
    await expect(adapter.connect({ connectorId: 'AUTH', network: chainA })).resolves.toMatchObject({
      accounts: [SMART],
      user: { email: null, userName: 'alice_x' },
      socialProvider: 'x',
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: true,
      allAccounts: [{ address: ADDRESS, type: 'eoa' }, { address: SMART, type: 'smartAccount' }],
    })
    expect(calls[0]!.payload).toMatchObject({ preferredAccountType: 'eoa' })
  })

  it('switches account type where the frame offers smart accounts: SET_PREFERRED_ACCOUNT, stored, reported', async () => {
    const storage = memoryStorage()
    const { frame, calls } = scriptedFrame(
      {
        GET_USER: () => ({ email: 'a@example.com', address: ADDRESS, chainId: chainA.id, accounts: [{ address: ADDRESS, type: 'eoa' }] }),
        SET_PREFERRED_ACCOUNT: (p) => ({ type: (p as { type: string }).type, address: (p as { type: string }).type === 'eoa' ? ADDRESS : SMART }),
      },
      { smartAccountEnabledNetworks: [Number(chainA.id)] },
    )
    const adapter = createEmbeddedWalletAdapter({ frame, storage, rpc: () => rpc })
    expect(adapter.canUseSmartAccount()).toBe(false)
    await expect(adapter.setPreferredAccountType('smartAccount')).rejects.toMatchObject({ code: 'NOT_CONNECTED' })
    await adapter.connect({ connectorId: 'AUTH', network: chainA })
    expect(adapter.canUseSmartAccount()).toBe(true)
    const events: unknown[] = []
    adapter.events$.subscribe((e) => events.push(e))
    await adapter.setPreferredAccountType('smartAccount')
    // then the user again: whether the smart account is deployed (this frame does not say: not yet)
    expect(calls.slice(-2)).toEqual([
      { name: 'SET_PREFERRED_ACCOUNT', payload: { type: 'smartAccount' } },
      { name: 'GET_USER', payload: { chainId: Number(chainA.id), preferredAccountType: 'smartAccount' } },
    ])
    expect(storage.get('preferredAccountTypes')).toEqual({ [`eip155:${Number(chainA.id)}`]: 'smartAccount' })
    expect(events).toEqual([
      {
        type: 'accountInfoChanged',
        info: { preferredAccountType: 'smartAccount', allAccounts: [{ address: SMART, type: 'smartAccount' }, { address: ADDRESS, type: 'eoa' }], smartAccountDeployed: false },
      },
      { type: 'accountsChanged', accounts: [SMART] },
    ])
    await expect(adapter.getProvider()!.request({ method: 'eth_accounts' })).resolves.toEqual([SMART])
  })

  it('switching to a network with smart accounts reads the user again: the account in use there is reported', async () => {
    const onB = (p: unknown) => (p as { chainId: number }).chainId === Number(chainB.id)
    const { frame, calls } = scriptedFrame(
      {
        GET_USER: (p) => ({
          email: 'a@example.com',
          address: onB(p) ? SMART : ADDRESS,
          chainId: (p as { chainId: number }).chainId,
          accounts: onB(p) ? [{ address: ADDRESS, type: 'eoa' }, { address: SMART, type: 'smartAccount' }] : [{ address: ADDRESS, type: 'eoa' }],
        }),
        SWITCH_NETWORK: (p) => ({ chainId: (p as { chainId: number }).chainId }),
      },
      { smartAccountEnabledNetworks: [Number(chainB.id)] },
    )
    const adapter = createEmbeddedWalletAdapter({ frame, storage: memoryStorage(), rpc: () => rpc })
    await adapter.connect({ connectorId: 'AUTH', network: chainA })
    const provider = adapter.getProvider()
    const events: unknown[] = []
    adapter.events$.subscribe((e) => events.push(e))
    await adapter.switchNetwork(chainB)
    expect(calls.map((c) => c.name)).toEqual(['GET_USER', 'SWITCH_NETWORK', 'GET_USER'])
    expect(events).toEqual([
      { type: 'chainChanged', chainId: Number(chainB.id) },
      {
        type: 'accountInfoChanged',
        info: { preferredAccountType: 'smartAccount', smartAccountDeployed: false, allAccounts: [{ address: ADDRESS, type: 'eoa' }, { address: SMART, type: 'smartAccount' }] },
      },
      { type: 'accountsChanged', accounts: [SMART] },
    ])
    // the page's provider stays the same object and now answers with the smart account
    expect(adapter.getProvider()).toBe(provider)
    await expect(provider!.request({ method: 'eth_accounts' })).resolves.toEqual([SMART])
  })

  it('on a chain without smart accounts the EOA stays: the switch is refused with a reason, the frame not asked', async () => {
    const { frame, calls } = scriptedFrame({ GET_USER: () => user() })
    const adapter = createEmbeddedWalletAdapter({ frame, storage: memoryStorage(), rpc: () => rpc })
    await adapter.connect({ connectorId: 'AUTH', network: chainA })
    expect(adapter.canUseSmartAccount()).toBe(false)
    await expect(adapter.setPreferredAccountType('smartAccount')).rejects.toThrow('Smart accounts are not available on this network')
    expect(calls.map((c) => c.name)).toEqual(['GET_USER'])
  })

  it('setUserEmail stores the new email and reports it', async () => {
    const storage = memoryStorage()
    const adapter = createEmbeddedWalletAdapter({ rpc: () => rpc, frame: scriptedFrame({ GET_USER: () => user() }).frame, storage })
    expect(() => adapter.setUserEmail('b@example.com')).toThrow('No ActiveCaipAddress found')
    await adapter.connect({ connectorId: 'AUTH', network: chainA })
    const events: unknown[] = []
    adapter.events$.subscribe((e) => events.push(e))
    adapter.setUserEmail('b@example.com')
    expect(storage.get('email')).toBe('b@example.com')
    expect(events).toEqual([{ type: 'accountInfoChanged', info: { user: { email: 'b@example.com' } } }])
  })
})

describe('embedded wallet getBalance (real anvil)', () => {
  let anvil: AnvilInstance
  let network: Network
  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337 })
    network = defineNetwork({ id: anvil.chainId, name: 'Anvil', nativeCurrency: { name: 'Test Ether', symbol: 'tETH', decimals: 18 }, rpcUrls: { default: { http: [anvil.rpcUrl] } } })
  })
  afterAll(() => anvil?.stop())

  it("reads the native balance by JSON-RPC from the network's nodes, through the kernel's transport", async () => {
    const adapter = createEmbeddedWalletAdapter({ rpc: () => rpc, frame: scriptedFrame({}).frame, storage: memoryStorage() })
    await expect(adapter.getBalance({ address: ANVIL_ACCOUNT_0.address, network })).resolves.toEqual({ value: 10_000n * 10n ** 18n, decimals: 18, symbol: 'tETH' })
    await expect(adapter.getBalance({ address: ANVIL_ACCOUNT_0.address, network: { ...network, caipNetworkId: 'eip155:777', rpcUrls: { default: { http: [] } } } })).rejects.toMatchObject({ message: 'No RPC url provided for chainId' })
    // the node's own refusal of the address, passed on as a JSON-RPC error
    await expect(adapter.getBalance({ address: 'not-an-address', network })).rejects.toMatchObject({ code: expect.any(Number) })
  })
})
