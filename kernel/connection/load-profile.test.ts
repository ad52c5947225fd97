// The account's name and avatar from the identity API (a local test API server).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createKernel } from '../container/create-kernel.ts'
import { createMemoryBackend } from '../storage/backends.ts'
import { startTestApi, TEST_PROJECT_ID, type TestApi } from '../../testing/test-support/kernel-api-server.ts'
import { disposeKernels, keep } from '../test-support/connection-kernel.ts'
import { createFakeAdapter } from '../test-support/fake-adapter.ts'
import { chainA, chainB, testnet } from '../test-support/networks.ts'
import { TOKENS } from '../tokens.ts'

afterEach(disposeKernels)

describe('the profile from the identity API', () => {
  const ACCOUNT = '0x1111111111111111111111111111111111111111'
  const OTHER = '0x2222222222222222222222222222222222222222'
  let api: TestApi
  beforeAll(async () => {
    api = await startTestApi({ chainIds: [1337] })
    await api.seedName('sandbox-alice.reown.id', ACCOUNT, 'http://127.0.0.1:1/alice.png')
    await api.seedName('sandbox-bob.reown.id', OTHER)
  }, 30_000)
  afterAll(() => api.stop())

  function withApi(fake = createFakeAdapter(), networks = [chainA, chainB]) {
    const backend = createMemoryBackend()
    const kernel = createKernel(
      { projectId: TEST_PROJECT_ID, networks, storage: backend, logLevel: 'silent', endpoints: { blockchainApi: api.url } },
      [{ id: 'fake', adapters: () => [fake.adapter] }],
    )
    keep(kernel)
    return { fake, backend, connection: kernel.get(TOKENS.connection) }
  }

  it("shows the account's name and avatar after a connect, and another account's never", async () => {
    const { fake, connection } = withApi()
    await connection.connect('fake')
    await vi.waitFor(() => expect(connection.account('eip155')).toMatchObject({ profileName: 'sandbox-alice.reown.id', profileImage: 'http://127.0.0.1:1/alice.png' }))
    expect(connection.account('eip155').addressExplorerUrl).toBe(`https://explorer.example/address/${ACCOUNT}`)
    fake.events.next({ type: 'accountsChanged', accounts: [OTHER] })
    expect(connection.account('eip155')).toMatchObject({ address: OTHER, profileName: undefined, profileImage: undefined })
    await vi.waitFor(() => expect(connection.account('eip155').profileName).toBe('sandbox-bob.reown.id'))
    expect(connection.account('eip155').profileImage).toBeUndefined()
  })

  it('refreshProfile reads the name again past the 5 min identity cache (a name registered meanwhile shows at once)', async () => {
    const NEWCOMER = '0x3333333333333333333333333333333333333333'
    const { connection, backend } = withApi(createFakeAdapter({ accounts: [NEWCOMER] }))
    const cachedName = () => (JSON.parse(backend.getItem('portico:identityCache') ?? '{}') as Record<string, { identity: { name: string | null } }>)[NEWCOMER]?.identity.name
    await expect(connection.refreshProfile()).resolves.toBeUndefined() // not connected yet: nothing to read
    await connection.connect('fake')
    await vi.waitFor(() => expect(cachedName()).toBeNull())
    await api.seedName('sandbox-newcomer.reown.id', NEWCOMER, 'http://127.0.0.1:1/newcomer.png')
    // within the cache's lifetime the connect's empty answer still stands
    expect(connection.account('eip155').profileName).toBeUndefined()
    await connection.refreshProfile('eip155')
    expect(connection.account('eip155')).toMatchObject({ profileName: 'sandbox-newcomer.reown.id', profileImage: 'http://127.0.0.1:1/newcomer.png' })
    expect(cachedName()).toBe('sandbox-newcomer.reown.id')
  })

  it('asks nothing on a test network', async () => {
    const { connection } = withApi(createFakeAdapter({ chainId: testnet.id }), [testnet])
    await connection.connect('fake')
    await new Promise((resolve) => setTimeout(resolve, 100))
    // the address has a name, but a test network does not look it up
    expect(connection.account('eip155')).toMatchObject({ status: 'connected', address: ACCOUNT, profileName: undefined })
  })
})
