// The identity reads (name and avatar of an address, cached 5 min), against the real sandbox API server.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNT_0, ANVIL_ACCOUNT_1 } from '../../testing/accounts.ts'
import { createMemoryBackend, type StorageBackend } from '../storage/backends.ts'
import { apiOptions, memoryStorage, silentLogger, startTestApi, type TestApi } from '../../testing/test-support/kernel-api-server.ts'
import { createToast } from '../toast/toast.ts'
import { createApiContext } from './api-context.ts'
import { createBlockchainApi } from './blockchain-api.ts'

const CHAIN = 'eip155:31337'
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
  const service = createBlockchainApi(
    createApiContext({
      options: apiOptions(api.url),
      storage: memoryStorage(backend),
      toast: createToast(),
      logger: silentLogger(),
      fetch: api.fetch,
      now: now ?? (() => clock.now),
    }),
  )
  return { service, clock, backend }
}

describe('BlockchainApi.getIdentity', () => {
  it('forgetIdentity drops one cached address (any case), so the next read asks again', async () => {
    const { service } = setup()
    await service.getIdentity({ address: alice })
    await service.getIdentity({ address: bob })
    service.forgetIdentity(alice.toLowerCase())
    await service.getIdentity({ address: alice })
    await service.getIdentity({ address: bob })
    expect(api.sent(`/v1/identity/${alice}`)).toHaveLength(2)
    expect(api.sent(`/v1/identity/${bob}`)).toHaveLength(1)
  })

  it('reads the name and avatar with projectId, st, sv and sender', async () => {
    const { service } = setup()
    expect(await service.getIdentity({ address: alice, sender: bob })).toEqual({ name: 'alice.reown.id', avatar: 'https://example.com/alice.png' })
    expect(Object.fromEntries(api.sent(`/v1/identity/${alice}`)[0]!.url.searchParams)).toEqual({
      projectId: 'test-project',
      st: 'appkit',
      sv: 'html-portico-0.1.0',
      sender: bob,
    })
    expect(await service.getIdentity({ address: bob })).toEqual({ name: null, avatar: null })
  })

  it('caches for 5 min (any address case) under its storage key; a reload within that makes no request', async () => {
    const { service, clock, backend } = setup()
    await service.getIdentity({ address: alice })
    clock.now += 5 * 60_000 - 1
    expect(await service.getIdentity({ address: alice.toLowerCase() })).toMatchObject({ name: 'alice.reown.id' })
    expect(await setup(backend, clock.now).service.getIdentity({ address: alice })).toMatchObject({ name: 'alice.reown.id' })
    expect(api.requests).toHaveLength(1)
    expect(Object.keys(JSON.parse(backend.getItem('portico:identityCache')!))).toEqual([alice.toLowerCase()])
    clock.now += 1
    await service.getIdentity({ address: alice })
    expect(api.requests).toHaveLength(2)
  })

  it('makes no request on an unsupported network; throws (and caches nothing) on a failure', async () => {
    const { service, backend } = setup()
    expect(await service.getIdentity({ address: alice, caipNetworkId: 'eip155:1' })).toEqual({ name: null, avatar: null })
    expect(api.sent(`/v1/identity/${alice}`)).toHaveLength(0)
    await api.fault({ route: '/v1/identity/*', status: 500, times: 1 })
    await expect(service.getIdentity({ address: alice, caipNetworkId: CHAIN })).rejects.toMatchObject({ message: 'HTTP status code: 500' })
    expect(backend.getItem('portico:identityCache')).toBeNull()
  })
})
