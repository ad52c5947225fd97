// The real sandbox API server for the kernel's API tests, with a fetch that records every URL it
// sends, and the server's admin API for fault injection.
import { prepareSandboxDex, sandboxDex } from '../../sandbox/dex/index.ts'
import { startApiServer, type ApiProject } from '../../sandbox/server/index.ts'
import { prepareSandboxTokens, sandboxTokens } from '../../sandbox/tokens/index.ts'
import { startAnvil, type AnvilInstance } from '../anvil.ts'
import type { FetchLike } from '../../kernel/api/http.ts'
import { createLogger } from '../../kernel/logger/logger.ts'
import { createMemoryBackend, type StorageBackend } from '../../kernel/storage/backends.ts'
import { createStorage } from '../../kernel/storage/storage.ts'
import { DEFAULT_ENDPOINTS, type ResolvedOptions } from '../../kernel/config/resolve-options.ts'
import { createApiContext, type ApiContextDeps } from '../../kernel/api/api-context.ts'
import { createBlockchainApi } from '../../kernel/api/blockchain-api.ts'
import { createToast } from '../../kernel/toast/toast.ts'

export interface TestApi {
  url: string
  adminUrl: string
  /** Every request the recording fetch sent, in order. */
  requests: { method: string; url: URL; body?: unknown }[]
  /** A fetch that records, then asks the real server. */
  fetch: FetchLike
  /** The requests whose path is `path`. */
  sent(path: string): { method: string; url: URL; body?: unknown }[]
  fault(spec: { route: string; status?: number; latencyMs?: number; retryAfter?: number; drop?: boolean; times?: number }): Promise<void>
  clearFaults(): Promise<void>
  /** Between tests: no faults, no recorded requests. */
  reset(): Promise<void>
  /** Registers a name without a signature (the admin API). */
  seedName(name: string, address: string, avatar?: string): Promise<void>
  /** The chains the server serves (real anvil nodes). */
  anvils: AnvilInstance[]
  stop(): Promise<void>
}

export const TEST_PROJECT_ID = 'test-project'

/**
 * Starts anvil nodes with these chain ids and the API server over them. `dex`: the sandbox tokens
 * and the sandbox DEX (Uniswap V2 with its pools) on every chain first, which the convert routes answer from.
 */
export async function startTestApi(options: { chainIds?: number[]; projects?: ApiProject[]; dex?: boolean; onrampProviderUrl?: string } = {}): Promise<TestApi> {
  const anvils = await Promise.all((options.chainIds ?? []).map((chainId) => startAnvil({ chainId })))
  const prepared = options.dex
    ? prepareSandboxTokens(anvils.map((a) => a.rpcUrl)).then(() => prepareSandboxDex(anvils.map((a) => a.rpcUrl)))
    : Promise.resolve()
  const server = await prepared
    .then(() =>
      startApiServer({
        port: 0,
        chains: anvils.map((a) => ({ chainId: a.chainId, rpcUrl: a.rpcUrl, ...(options.dex ? { tokens: sandboxTokens.map((t) => t.address), dex: sandboxDex } : {}) })),
        projects: options.projects,
        ...(options.onrampProviderUrl ? { onrampProviderUrl: options.onrampProviderUrl } : {}),
      }),
    )
    .catch(async (error: unknown) => {
    await Promise.all(anvils.map((a) => a.stop()))
    throw error
  })
  const requests: TestApi['requests'] = []
  const admin = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${server.adminUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    if (!response.ok) throw new Error(`admin ${method} ${path}: ${response.status} ${await response.text()}`)
  }
  return {
    url: server.url,
    adminUrl: server.adminUrl,
    requests,
    anvils,
    fetch: (input, init) => {
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined
      requests.push({ method: init?.method ?? 'GET', url: new URL(input), body })
      return fetch(input, init)
    },
    sent: (path) => requests.filter((r) => r.url.pathname === path),
    fault: (spec) => admin('POST', '/__admin/faults', spec),
    clearFaults: () => admin('DELETE', '/__admin/faults'),
    async reset() {
      await admin('DELETE', '/__admin/faults')
      requests.length = 0
    },
    seedName: (name, address, avatar) => admin('POST', '/__admin/names', { name, address, ...(avatar ? { avatar } : {}) }),
    async stop() {
      await server.stop()
      await Promise.all(anvils.map((a) => a.stop()))
    },
  }
}

/** The options the API services read, pointed at the test server. */
export function apiOptions(url: string, over: Partial<ResolvedOptions> = {}): Pick<ResolvedOptions, 'projectId' | 'sdkType' | 'sdkVersion' | 'endpoints'> {
  return {
    projectId: TEST_PROJECT_ID,
    sdkType: 'appkit',
    sdkVersion: 'html-portico-0.1.0',
    endpoints: { ...DEFAULT_ENDPOINTS, api: url, blockchainApi: url, pulse: url },
    ...over,
  }
}

export const silentLogger = () => createLogger({ level: 'silent' })

export function memoryStorage(backend: StorageBackend = createMemoryBackend()) {
  return createStorage(backend, 'portico')
}

/** The API context against the test server: memory storage, a quiet logger, the recording fetch. */
export function testApiContext(api: TestApi, over: Partial<ApiContextDeps> = {}) {
  return createApiContext({ options: apiOptions(api.url), storage: memoryStorage(), toast: createToast(), logger: silentLogger(), fetch: api.fetch, ...over })
}

/** The kernel's blockchain API service against the test server (see testApiContext). */
export function testBlockchainApi(api: TestApi, over: Partial<ApiContextDeps> = {}) {
  return createBlockchainApi(testApiContext(api, over))
}
