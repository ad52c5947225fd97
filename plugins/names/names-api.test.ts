// The names plugin's client (reverse lookup, suggestions, registration) beside the kernel's lookup
// and identity reads, against the real sandbox API server.
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNT_0, ANVIL_ACCOUNT_1 } from '../../testing/accounts.ts'
import { createApiContext } from '../../kernel/api/api-context.ts'
import { createBlockchainApi } from '../../kernel/api/blockchain-api.ts'
import { readNameProfile } from '../../kernel/api/name-lookup.ts'
import { evmCoinType } from '../../kernel/caip/coin-type.ts'
import { createMemoryBackend, type StorageBackend } from '../../kernel/storage/backends.ts'
import { createToast } from '../../kernel/toast/toast.ts'
import { apiOptions, memoryStorage, silentLogger, startTestApi, type TestApi } from '../../testing/test-support/kernel-api-server.ts'
import { createNamesApi, nameRegistrationMessage } from './names-api.ts'

const alice = ANVIL_ACCOUNT_0.address
const bob = ANVIL_ACCOUNT_1.address

let api: TestApi
beforeAll(async () => {
  api = await startTestApi({ chainIds: [31337] })
  await api.seedName('alice.reown.id', alice, 'https://example.com/alice.png')
}, 30_000)
afterAll(() => api.stop())
afterEach(() => api.reset())

function setup(backend: StorageBackend = createMemoryBackend(), start = Date.now(), now?: () => number) {
  const clock = { now: start }
  const ctx = createApiContext({
    options: apiOptions(api.url),
    storage: memoryStorage(backend),
    toast: createToast(),
    logger: silentLogger(),
    fetch: api.fetch,
    now: now ?? (() => clock.now),
  })
  const kernelApi = createBlockchainApi(ctx)
  const service = { ...kernelApi, ...createNamesApi(ctx, kernelApi) }
  return { service, clock, backend }
}

describe('BlockchainApi names', () => {
  it('looks a name up (apiVersion 2); an unregistered one is undefined', async () => {
    const { service } = setup()
    const profile = await service.lookupName({ name: 'alice.reown.id' })
    expect(profile).toMatchObject({ name: 'alice.reown.id', addresses: { '60': { address: alice } } })
    expect(api.sent('/v1/profile/account/alice.reown.id')[0]!.url.searchParams.get('apiVersion')).toBe('2')
    expect(await service.lookupName({ name: 'nobody-here.reown.id' })).toBeUndefined()
  })

  it('reverse-looks an address up, cached 5 min in the ENS cache', async () => {
    const { service, clock, backend } = setup()
    expect((await service.reverseLookupName({ address: alice })).map((p) => p.name)).toEqual(['alice.reown.id'])
    expect(await service.reverseLookupName({ address: bob })).toEqual([])
    clock.now += 60_000
    expect((await setup(backend, clock.now).service.reverseLookupName({ address: alice })).map((p) => p.name)).toEqual(['alice.reown.id'])
    expect(api.sent(`/v1/profile/reverse/${alice}`)).toHaveLength(1)
    const stored = JSON.parse(backend.getItem('portico:ensCache')!) as Record<string, { address: string }>
    expect(stored[alice.toLowerCase()]).toMatchObject({ address: alice.toLowerCase() })
    clock.now += 4 * 60_000
    await service.reverseLookupName({ address: alice })
    expect(api.sent(`/v1/profile/reverse/${alice}`)).toHaveLength(2)
  })

  it('suggests names in the reown.id zone', async () => {
    const { service } = setup()
    const { suggestions } = await service.getNameSuggestions({ name: 'alice' })
    expect(suggestions[0]).toEqual({ name: 'alice.reown.id', registered: true })
    expect(suggestions.slice(1).every((s) => !s.registered)).toBe(true)
    expect(api.sent('/v1/profile/suggestions/alice')[0]!.url.searchParams.get('zone')).toBe('reown.id')
    expect(await service.getNameSuggestions({ name: 'alice', caipNetworkId: 'eip155:5' })).toEqual({ suggestions: [] })
  })

  it("uses the server's first reason as the error, else the call's own text", async () => {
    const { service } = setup()
    await api.fault({ route: '/v1/profile/suggestions/*', status: 500, times: 1 })
    await expect(service.getNameSuggestions({ name: 'alice' })).rejects.toMatchObject({
      code: 'NAME_ERROR',
      message: 'Injected fault: HTTP 500 for GET /v1/profile/suggestions/alice',
    })
    await api.fault({ route: '/v1/profile/suggestions/*', drop: true, times: 1 })
    await expect(service.getNameSuggestions({ name: 'alice' })).rejects.toMatchObject({ message: 'Error fetching name suggestions' })
    await api.fault({ route: '/v1/profile/reverse/*', drop: true, times: 1 })
    await expect(service.reverseLookupName({ address: bob })).rejects.toMatchObject({ message: 'Error fetching names for address' })
    await api.fault({ route: '/v1/profile/account/*', drop: true, times: 1 })
    await expect(service.lookupName({ name: 'x.reown.id' })).rejects.toMatchObject({ message: 'Error resolving name' })
  })

  it('registers a name with the exact signed message, and forgets the cached reverse lookup', async () => {
    const { service } = setup(createMemoryBackend(), 0, Date.now)
    const account = privateKeyToAccount(ANVIL_ACCOUNT_1.privateKey)
    expect(await service.reverseLookupName({ address: bob })).toEqual([])
    expect(await service.getIdentity({ address: bob })).toEqual({ name: null, avatar: null })
    let signed = ''
    const profile = await service.registerName({
      name: 'bob-portico.reown.id',
      address: bob,
      chainId: 31337,
      signMessage: (message) => ((signed = message), account.signMessage({ message })),
    })
    expect(profile).toMatchObject({ name: 'bob-portico.reown.id' })
    expect(Object.keys(JSON.parse(signed) as object)).toEqual(['name', 'attributes', 'timestamp'])
    const [post] = api.sent('/v1/profile/account')
    expect(post!.method).toBe('POST')
    // the query carries projectId, st and sv, as every Blockchain API call's does
    const [lookup] = api.sent(`/v1/identity/${bob}`)
    expect([...post!.url.searchParams.keys()].sort()).toEqual(['projectId', 'st', 'sv'])
    for (const key of ['projectId', 'st', 'sv']) expect(post!.url.searchParams.get(key)).toBe(lookup!.url.searchParams.get(key))
    expect(post!.url.searchParams.get('projectId')).toBeTruthy()
    expect(post!.body).toMatchObject({ coin_type: 2147483648 + 31337, address: bob, message: signed })
    expect((await service.reverseLookupName({ address: bob })).map((p) => p.name)).toEqual(['bob-portico.reown.id'])
    // the identity cached before the registration is dropped too: the new name shows at once
    expect(await service.getIdentity({ address: bob })).toMatchObject({ name: 'bob-portico.reown.id' })
    expect(api.sent(`/v1/identity/${bob}`)).toHaveLength(2)

    await expect(
      service.registerName({ name: 'bob-portico.reown.id', address: bob, chainId: 31337, signMessage: (message) => account.signMessage({ message }) }),
    ).rejects.toMatchObject({ code: 'NAME_ERROR', message: 'Name is already registered: bob-portico.reown.id' })
    await api.fault({ route: 'POST /v1/profile/account', drop: true, times: 1 })
    await expect(
      service.registerName({ name: 'carol.reown.id', address: bob, chainId: 31337, signMessage: (message) => account.signMessage({ message }) }),
    ).rejects.toMatchObject({ message: 'Error registering name carol.reown.id' })
  })
})

describe('name helpers', () => {
  it('builds the signed message and the ENSIP-11 coin type', () => {
    expect(nameRegistrationMessage('alice.reown.id', 1_763_790_000_999)).toBe('{"name":"alice.reown.id","attributes":{},"timestamp":1763790000}')
    // ENSIP-11: mainnet keeps SLIP-44's 60, every other EVM chain is 0x80000000 | chainId
    expect(evmCoinType(1)).toBe(60)
    expect(evmCoinType(1337)).toBe(2147483648 + 1337)
    expect(evmCoinType(8453)).toBe(2147492101)
    expect(evmCoinType(2 ** 31 - 1)).toBe(0xffffffff)
    // the chain id must be below 2^31
    for (const bad of [2 ** 31, 0, -1, 1.5, Number.NaN]) expect(() => evmCoinType(bad)).toThrow('Chain is not supported')
  })

  it("reads both the server's profile shape and AppKit's", () => {
    expect(readNameProfile([])).toBeUndefined()
    expect(
      readNameProfile({ name: 'a.reown.id', attributes: [{ bio: 'hi' }], addresses: { '60': { address: '0xa', created: 'then' }, bad: 1 } }),
    ).toEqual({ name: 'a.reown.id', registeredAt: null, updatedAt: null, attributes: { bio: 'hi' }, addresses: { '60': { address: '0xa', createdAt: 'then' } } })
  })
})
