import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNT_0 } from '../../testing/accounts.ts'
import { createMemoryBackend, type StorageBackend } from '../storage/backends.ts'
import { apiOptions, memoryStorage, silentLogger, startTestApi, type TestApi } from '../../testing/test-support/kernel-api-server.ts'
import { createToast, type Toast } from '../toast/toast.ts'
import { BALANCE_RETRY_BLOCK_MS, NATIVE_BALANCE_RETRY_MS, readTokenBalance } from './balance.ts'
import { createApiContext } from './api-context.ts'
import { createBlockchainApi } from './blockchain-api.ts'

const CHAIN = 'eip155:31337'
const BALANCE_PATH = `/v1/account/${ANVIL_ACCOUNT_0.address}/balance`

let api: TestApi
beforeAll(async () => {
  api = await startTestApi({ chainIds: [31337] })
}, 30_000)
afterAll(() => api.stop())
afterEach(() => api.reset())

function setup(backend: StorageBackend = createMemoryBackend(), start = 1_000_000) {
  const clock = { now: start }
  const toast = createToast({ setTimeout: () => 0, clearTimeout: () => {} })
  const service = createBlockchainApi(createApiContext({
    options: apiOptions(api.url),
    storage: memoryStorage(backend),
    toast,
    logger: silentLogger(),
    fetch: api.fetch,
    now: () => clock.now,
    timeoutMs: 500,
  }))
  return { service, clock, toast, backend }
}

const balanceRequests = () => api.sent(BALANCE_PATH).length
const toastOf = (toast: Toast) => ({ open: toast.get().open, message: toast.get().message, variant: toast.get().variant })

describe('BlockchainApi.getBalance', () => {
  it('reads the balances with projectId, st, sv, currency and chainId', async () => {
    const { service } = setup()
    const { balances } = await service.getBalance({ address: ANVIL_ACCOUNT_0.address, chainId: CHAIN })
    expect(balances).toEqual([
      expect.objectContaining({ symbol: 'ETH', chainId: CHAIN, address: null, quantity: { decimals: '18', numeric: '10000' }, price: 1830 }),
    ])
    expect(Object.fromEntries(api.sent(BALANCE_PATH)[0]!.url.searchParams)).toEqual({
      projectId: 'test-project',
      st: 'appkit',
      sv: 'html-portico-0.1.0',
      currency: 'usd',
      chainId: CHAIN,
    })
  })

  it('caches the portfolio for 30 s under its persisted key; a reload within that makes no request', async () => {
    const { service, clock, backend } = setup()
    await service.getBalance({ address: ANVIL_ACCOUNT_0.address, chainId: CHAIN })
    expect(Object.keys(JSON.parse(backend.getItem('portico:portfolioCache')!))).toEqual([`${CHAIN}:${ANVIL_ACCOUNT_0.address}`])

    clock.now += 29_999
    await service.getBalance({ address: ANVIL_ACCOUNT_0.address, chainId: CHAIN })
    expect(balanceRequests()).toBe(1)

    // a reload: a new service over the same storage
    const reloaded = setup(backend, clock.now)
    const before = api.requests.length
    expect((await reloaded.service.getBalance({ address: ANVIL_ACCOUNT_0.address, chainId: CHAIN })).balances).toHaveLength(1)
    expect(api.requests.length).toBe(before)

    clock.now += 1
    await service.getBalance({ address: ANVIL_ACCOUNT_0.address, chainId: CHAIN })
    expect(balanceRequests()).toBe(2)
  })

  it('shares one request between callers asking at the same time; caches USD only', async () => {
    const { service } = setup()
    const params = { address: ANVIL_ACCOUNT_0.address, chainId: CHAIN }
    const [a, b] = await Promise.all([service.getBalance(params), service.getBalance(params)])
    expect(a).toEqual(b)
    expect(balanceRequests()).toBe(1)
    const eur = await service.getBalance({ ...params, currency: 'eur' })
    await service.getBalance({ ...params, currency: 'eur' })
    expect(eur.balances[0]!.price).toBe(1683.6)
    expect(balanceRequests()).toBe(3)
    expect((await service.getBalance(params)).balances[0]!.price).toBe(1830)
    expect(balanceRequests()).toBe(3)
  })

  it('prunes expired entries when a new service starts', () => {
    const backend = createMemoryBackend()
    backend.setItem(
      'portico:portfolioCache',
      JSON.stringify({ 'eip155:1:0xold': { timestamp: 0, balances: [] }, 'eip155:1:0xnew': { timestamp: 990_000, balances: [] } }),
    )
    backend.setItem('portico:nativeBalanceCache', JSON.stringify({ 'eip155:1:0xold': { caipAddress: 'eip155:1:0xold', balance: '1', symbol: 'ETH', timestamp: 0 } }))
    setup(backend, 1_000_000)
    expect(Object.keys(JSON.parse(backend.getItem('portico:portfolioCache')!))).toEqual(['eip155:1:0xnew'])
    expect(backend.getItem('portico:nativeBalanceCache')).toBeNull()
  })

  it('skips the cache and sends forceUpdate as CSV when asked', async () => {
    const { service } = setup()
    await service.getBalance({ address: ANVIL_ACCOUNT_0.address, chainId: CHAIN })
    const tokens = [`${CHAIN}:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48`, `${CHAIN}:0x6B175474E89094C44Da98b954EedeAC495271d0F`]
    await service.getBalance({ address: ANVIL_ACCOUNT_0.address, chainId: CHAIN, forceUpdate: tokens })
    expect(api.sent(BALANCE_PATH)[1]!.url.searchParams.get('forceUpdate')).toBe(tokens.join(','))
  })

  it('answers an unsupported network with no balances and no request; the supported list is fetched once', async () => {
    const { service, toast } = setup()
    expect(await service.getBalance({ address: ANVIL_ACCOUNT_0.address, chainId: 'eip155:999' })).toEqual({ balances: [] })
    expect(await service.getBalance({ address: ANVIL_ACCOUNT_0.address, chainId: 'eip155:998' })).toEqual({ balances: [] })
    await service.getBalance({ address: ANVIL_ACCOUNT_0.address, chainId: CHAIN })
    expect(balanceRequests()).toBe(1)
    expect(api.sent('/v1/supported-chains')).toHaveLength(1)
    expect(toast.get().open).toBe(false)
    expect(await service.getSupportedChains()).toEqual({ http: [CHAIN], ws: [] })
    expect(await service.isNetworkSupported('eip155:999')).toBe(false)
  })

  it("shows 'Token Balance Unavailable' on a failure and makes no request for 30 s", async () => {
    const { service, clock, toast } = setup()
    await api.fault({ route: `GET ${BALANCE_PATH}`, status: 500 })
    expect(await service.getBalance({ address: ANVIL_ACCOUNT_0.address, chainId: CHAIN })).toEqual({ balances: [] })
    expect(toastOf(toast)).toEqual({ open: true, message: 'Token Balance Unavailable', variant: 'error' })
    expect(balanceRequests()).toBe(1)

    await api.clearFaults()
    clock.now += BALANCE_RETRY_BLOCK_MS - 1
    expect(await service.getBalance({ address: ANVIL_ACCOUNT_0.address, chainId: CHAIN })).toEqual({ balances: [] })
    expect(balanceRequests()).toBe(1)

    clock.now += 1
    expect((await service.getBalance({ address: ANVIL_ACCOUNT_0.address, chainId: CHAIN })).balances).toHaveLength(1)
    expect(balanceRequests()).toBe(2)
  })

  it('during the block, a forced refresh gets the cached balances without a request', async () => {
    const { service, clock, toast } = setup()
    const first = await service.getBalance({ address: ANVIL_ACCOUNT_0.address, chainId: CHAIN })
    await api.fault({ route: `GET ${BALANCE_PATH}`, status: 403 })
    const force = [`${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`]
    expect(await service.getBalance({ address: ANVIL_ACCOUNT_0.address, chainId: CHAIN, forceUpdate: force })).toEqual(first)
    expect(toast.get().message).toBe('Token Balance Unavailable')
    clock.now += 1000
    expect(await service.getBalance({ address: ANVIL_ACCOUNT_0.address, chainId: CHAIN, forceUpdate: force })).toEqual(first)
    expect(balanceRequests()).toBe(2)
  })

  it('treats a dropped connection and a slow answer as failures too', async () => {
    for (const fault of [{ drop: true }, { latencyMs: 1500 }]) {
      const { service, toast } = setup()
      await api.fault({ route: `GET ${BALANCE_PATH}`, ...fault, times: 1 })
      expect(await service.getBalance({ address: ANVIL_ACCOUNT_0.address, chainId: CHAIN })).toEqual({ balances: [] })
      expect(toastOf(toast)).toEqual({ open: true, message: 'Token Balance Unavailable', variant: 'error' })
    }
  })

  it('still tries when the supported-chains list cannot be fetched', async () => {
    const { service } = setup()
    await api.fault({ route: 'GET /v1/supported-chains', status: 500, times: 1 })
    expect((await service.getBalance({ address: ANVIL_ACCOUNT_0.address, chainId: CHAIN })).balances).toHaveLength(1)
    // the list is asked again next time, and then kept
    expect(await service.isNetworkSupported('eip155:999')).toBe(false)
    expect(api.sent('/v1/supported-chains')).toHaveLength(2)
  })
})

describe('BlockchainApi.getNativeBalance', () => {
  it('caches an adapter read for 30 s per CAIP-10 account, across a reload', async () => {
    const { service, clock, backend } = setup()
    let reads = 0
    const read = async () => (reads++, { balance: '1.5', symbol: 'ETH' })
    const account = `${CHAIN}:${ANVIL_ACCOUNT_0.address}`
    expect(await service.getNativeBalance(account, read)).toEqual({ balance: '1.5', symbol: 'ETH' })
    clock.now += 29_000
    expect(await setup(backend, clock.now).service.getNativeBalance(account, read)).toEqual({ balance: '1.5', symbol: 'ETH' })
    expect(reads).toBe(1)
    clock.now += 1000
    await service.getNativeBalance(account, read)
    expect(reads).toBe(2)
    service.invalidateBalances(account)
    await service.getNativeBalance(account, read)
    expect(reads).toBe(3)
  })

  it("a failed read shows 'Token Balance Unavailable' once per outage and is held back 1 s (the next ranking round retries it, not 30 s later)", async () => {
    const { service, clock, toast } = setup()
    let reads = 0
    let fail = true
    const read = async () => {
      reads++
      if (fail) throw new Error('rpc down')
      return { balance: '2', symbol: 'ETH' }
    }
    const account = `${CHAIN}:${ANVIL_ACCOUNT_0.address}`
    await expect(service.getNativeBalance(account, read)).rejects.toThrow('rpc down')
    expect(toastOf(toast)).toEqual({ open: true, message: 'Token Balance Unavailable', variant: 'error' })
    clock.now += NATIVE_BALANCE_RETRY_MS - 1
    // a forced refresh (the Account view's) does not get past the block either
    service.invalidateBalances(account)
    await expect(service.getNativeBalance(account, read)).rejects.toMatchObject({ code: 'BALANCE_UNAVAILABLE', message: 'Token Balance Unavailable' })
    expect(reads).toBe(1)
    // still down at the next try: no second toast
    toast.hide()
    clock.now += 1
    await expect(service.getNativeBalance(account, read)).rejects.toThrow('rpc down')
    expect(toastOf(toast).open).toBe(false)
    fail = false
    clock.now += NATIVE_BALANCE_RETRY_MS
    expect(await service.getNativeBalance(account, read)).toEqual({ balance: '2', symbol: 'ETH' })
    expect(reads).toBe(3)
  })

  it('a failed native read leaves the balance API unblocked', async () => {
    const { service } = setup()
    await expect(service.getNativeBalance(`${CHAIN}:${ANVIL_ACCOUNT_0.address}`, async () => Promise.reject(new Error('rpc down')))).rejects.toThrow()
    await service.getBalance({ address: ANVIL_ACCOUNT_0.address, chainId: CHAIN })
    expect(balanceRequests()).toBe(1)
  })
})

describe('the balance answer', () => {
  const eth = { name: 'Ether', symbol: 'ETH', chainId: CHAIN, address: null, value: 18.3, price: 1830, quantity: { decimals: '18', numeric: '0.01' }, iconUrl: 'https://icons.example/eth.png' }

  it('reads a token as the server sends it; numbers are written out as decimals, numeric strings read as numbers', () => {
    expect(readTokenBalance(eth)).toEqual(eth)
    expect(readTokenBalance({ ...eth, quantity: { decimals: 18, numeric: ' 2.5 ' }, value: '3.5', price: '1830.25', extra: true })).toEqual({
      ...eth,
      quantity: { decimals: '18', numeric: '2.5' },
      value: 3.5,
      price: 1830.25,
    })
  })

  it('reads malformed optional fields as their defaults: the name is the symbol, no value, price 0, no icon, no chain or address', () => {
    expect(readTokenBalance({ symbol: 'ETH', quantity: { decimals: '18', numeric: '1' }, name: 7, value: 'n/a', price: {}, iconUrl: null, chainId: 1, address: ['0x'] })).toEqual({
      name: 'ETH',
      symbol: 'ETH',
      chainId: null,
      address: null,
      value: null,
      price: 0,
      quantity: { decimals: '18', numeric: '1' },
      iconUrl: '',
    })
  })

  it.each([
    ['no symbol', { ...eth, symbol: undefined }],
    ['an empty symbol', { ...eth, symbol: '' }],
    ['no quantity', { ...eth, quantity: undefined }],
    ['a quantity that is a list', { ...eth, quantity: ['18', '1'] }],
    ['an amount that is not a decimal', { ...eth, quantity: { decimals: '18', numeric: '1e3' } }],
    ['no decimals', { ...eth, quantity: { numeric: '1' } }],
    ['a list', [eth]],
    ['null', null],
  ])('refuses a token with %s', (_, entry) => {
    expect(readTokenBalance(entry)).toBeUndefined()
  })

  it("drops the malformed tokens of an answer; an answer without a list of balances is a failure ('Token Balance Unavailable')", async () => {
    let answer: unknown = { balances: [eth, { symbol: 'BAD' }, null] }
    const fetch = (input: string, init?: RequestInit) => (new URL(input).pathname === BALANCE_PATH ? Promise.resolve(Response.json(answer)) : api.fetch(input, init))
    const toast = createToast({ setTimeout: () => 0, clearTimeout: () => {} })
    const context = { options: apiOptions(api.url), storage: memoryStorage(createMemoryBackend()), toast, logger: silentLogger(), fetch, timeoutMs: 500 }
    expect(await createBlockchainApi(createApiContext(context)).getBalance({ address: ANVIL_ACCOUNT_0.address, chainId: CHAIN })).toEqual({ balances: [eth] })
    expect(toast.get().open).toBe(false)
    for (const malformed of [{ balances: 'none' }, { tokens: [eth] }, [eth]]) {
      answer = malformed
      toast.hide()
      expect(await createBlockchainApi(createApiContext({ ...context, storage: memoryStorage(createMemoryBackend()) })).getBalance({ address: ANVIL_ACCOUNT_0.address, chainId: CHAIN })).toEqual({ balances: [] })
      expect(toastOf(toast)).toEqual({ open: true, message: 'Token Balance Unavailable', variant: 'error' })
    }
  })
})
