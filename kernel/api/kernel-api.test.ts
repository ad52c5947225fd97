// The API services inside a kernel: their bindings, the start-up origin check and the
// persisted caches across a reload, against the real sandbox API server.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ANVIL_ACCOUNT_0 } from '../../testing/accounts.ts'
import type { PorticoOptions } from '../config/options.ts'
import { createKernel, type Kernel } from '../container/create-kernel.ts'
import { createMemoryBackend } from '../storage/backends.ts'
import { startTestApi, TEST_PROJECT_ID, type TestApi } from '../../testing/test-support/kernel-api-server.ts'
import { chainA } from '../test-support/networks.ts'
import { TOKENS } from '../tokens.ts'

let api: TestApi
beforeAll(async () => {
  api = await startTestApi({
    chainIds: [31337],
    projects: [
      { id: TEST_PROJECT_ID, allowedOrigins: ['https://shop.example.com', 'https://*.preview.example.com'] },
      { id: 'open-project', allowedOrigins: [] },
    ],
  })
}, 30_000)
afterAll(() => api.stop())

const made: Kernel[] = []
afterEach(async () => {
  made.splice(0).forEach((k) => k.dispose())
  vi.restoreAllMocks()
  await api.clearFaults()
})

const pageAt = (origin: string) => ({ location: { origin } }) as unknown as Window
function kernel(options: Partial<PorticoOptions> = {}) {
  const k = createKernel({
    projectId: TEST_PROJECT_ID,
    networks: [chainA],
    storage: 'memory',
    logLevel: 'silent',
    endpoints: { api: api.url, blockchainApi: api.url, pulse: api.url },
    ...options,
  })
  made.push(k)
  return k
}

/** The URLs of the fetches the kernel made (spied on the global fetch, which the services use). */
function spyFetch() {
  const spy = vi.spyOn(globalThis, 'fetch')
  return () => spy.mock.calls.map(([input]) => new URL(String(input)).pathname)
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 150))

describe('kernel API services', () => {
  it('binds TOKENS.explorer and TOKENS.blockchainApi to the configured endpoints, once per kernel', async () => {
    const k = kernel()
    expect(k.get(TOKENS.explorer)).toBe(k.get(TOKENS.explorer))
    expect(k.get(TOKENS.blockchainApi)).toBe(k.get(TOKENS.blockchainApi))
    expect(k.get(TOKENS.explorer).assetImageUrl('x')).toBe(`${api.url}/public/getAssetImage/x?projectId=test-project&st=appkit&sv=portico-0.1.0`)
    expect(await k.get(TOKENS.blockchainApi).getSupportedChains()).toEqual({ http: ['eip155:31337'], ws: [] })
    expect(kernel().get(TOKENS.blockchainApi)).not.toBe(k.get(TOKENS.blockchainApi))
  })

  it('a reload (a new kernel on the same storage) within the cache lifetime makes no request', async () => {
    const backend = createMemoryBackend()
    const first = kernel({ storage: backend })
    const params = { address: ANVIL_ACCOUNT_0.address, chainId: 'eip155:31337' }
    const { balances } = await first.get(TOKENS.blockchainApi).getBalance(params)
    expect(balances).toHaveLength(1)
    await first.get(TOKENS.blockchainApi).getIdentity({ address: ANVIL_ACCOUNT_0.address })

    const sent = spyFetch()
    const second = kernel({ storage: backend })
    expect(await second.get(TOKENS.blockchainApi).getBalance(params)).toEqual({ balances })
    expect(await second.get(TOKENS.blockchainApi).getIdentity({ address: ANVIL_ACCOUNT_0.address })).toEqual({ name: null, avatar: null })
    expect(sent()).toEqual([])
  })

  it('raises the invalid-app-configuration alert once when the page origin is off the allowlist', async () => {
    const k = kernel({ window: pageAt('https://evil.example.net') })
    await vi.waitFor(() => expect(k.get(TOKENS.alerts).get()).toMatchObject({ open: true, code: 'INVALID_APP_CONFIGURATION', message: 'Invalid App Configuration' }))
    k.get(TOKENS.alerts).dismiss()
    expect(k.get(TOKENS.alerts).show('INVALID_APP_CONFIGURATION')).toBe(false)
  })

  it('raises nothing for an allowed origin, an empty list, or a failed fetch', async () => {
    const sent = spyFetch()
    const allowed = kernel({ window: pageAt('https://pr-12.preview.example.com') })
    const open = kernel({ projectId: 'open-project', window: pageAt('https://evil.example.net') })
    await vi.waitFor(() => expect(sent().filter((p) => p === '/projects/v1/origins')).toHaveLength(2))
    await settle()
    expect(allowed.get(TOKENS.alerts).get().open).toBe(false)
    expect(open.get(TOKENS.alerts).get().open).toBe(false)

    for (const fault of [{ status: 500 }, { status: 403 }, { drop: true }]) {
      await api.fault({ route: 'GET /projects/v1/origins', ...fault, times: 1 })
      const failed = kernel({ window: pageAt('https://evil.example.net') })
      await settle()
      expect(failed.get(TOKENS.alerts).get().open).toBe(false)
    }
  })

  it('checks nothing without a window, a project id, email or socials, or on a default ancestor', async () => {
    const sent = spyFetch()
    kernel()
    kernel({ window: pageAt('https://evil.example.net'), features: { email: false, socials: false } })
    kernel({ window: pageAt('https://evil.example.net'), features: { email: false, socials: [] } })
    kernel({ window: pageAt('http://localhost:5173') })
    kernel({ window: pageAt('https://my-app.vercel.app') })
    const noProject = kernel({ projectId: undefined, window: pageAt('https://evil.example.net') })
    await settle()
    expect(sent()).toEqual([])
    expect(noProject.get(TOKENS.alerts).get().message).toBe('project id not configured')

    kernel({ window: pageAt('https://evil.example.net'), features: { email: false, socials: ['google'] } })
    await vi.waitFor(() => expect(sent()).toEqual(['/projects/v1/origins']))
  })

  it('raises no alert once the kernel is disposed', async () => {
    await api.fault({ route: 'GET /projects/v1/origins', latencyMs: 200, times: 1 })
    const k = kernel({ window: pageAt('https://evil.example.net') })
    k.dispose()
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(k.get(TOKENS.alerts).get().open).toBe(false)
  })
})
