// For the server's tests: real anvil chains on free ports and the API server on a free port, with
// small fetch helpers that add the project id.
import { startAnvil, type AnvilInstance } from '../../testing/anvil.ts'
import { prepareSandboxDex, sandboxDex } from '../dex/index.ts'
import { prepareSandboxTokens, sandboxTokens } from '../tokens/index.ts'
import { startApiServer, type ApiServer, type StartApiServerOptions } from './index.ts'

export const TEST_PROJECT = 'test-project'

export type TestApi = {
  api: ApiServer
  anvils: AnvilInstance[]
  /** GET `path` with `projectId=test-project` (unless `query` sets projectId; `null` leaves it out). */
  get(path: string, query?: Record<string, string | null>, init?: RequestInit): Promise<Response>
  /** GET and parse JSON; throws with the body when the status is not 2xx. */
  getJson<T = any>(path: string, query?: Record<string, string | null>): Promise<T>
  /** POST a JSON body (a string is sent as it is). */
  post(path: string, body: unknown, query?: Record<string, string | null>, init?: RequestInit): Promise<Response>
  /** A call to the admin API. */
  admin(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<Response>
  stop(): Promise<void>
}

export function withQuery(base: string, path: string, query: Record<string, string | null> = {}): string {
  const url = new URL(path, base)
  if (!('projectId' in query)) url.searchParams.set('projectId', TEST_PROJECT)
  for (const [key, value] of Object.entries(query)) if (value !== null) url.searchParams.set(key, value)
  return url.toString()
}

/**
 * Starts one anvil per chain id (none by default) and the API server in front of them. `tokens`:
 * deploy the sandbox tokens (sUSDC, sDAI) to every chain first, and configure the server with them.
 * `dex`: the tokens and then the sandbox DEX (Uniswap V2 and its pools, sandbox/dex/) on every chain.
 */
export async function startTestApi(options: { chainIds?: number[]; tokens?: boolean; dex?: boolean; server?: Partial<StartApiServerOptions> } = {}): Promise<TestApi> {
  const anvils = await Promise.all((options.chainIds ?? []).map((chainId) => startAnvil({ chainId })))
  let api: ApiServer
  try {
    const withTokens = options.tokens || options.dex
    if (withTokens) await prepareSandboxTokens(anvils.map((anvil) => anvil.rpcUrl))
    if (options.dex) await prepareSandboxDex(anvils.map((anvil) => anvil.rpcUrl))
    const tokens = withTokens ? sandboxTokens.map((token) => token.address) : undefined
    const dex = options.dex ? sandboxDex : undefined
    api = await startApiServer({ chains: anvils.map((anvil) => ({ chainId: anvil.chainId, rpcUrl: anvil.rpcUrl, tokens, dex })), ...options.server })
  } catch (error) {
    await Promise.all(anvils.map((anvil) => anvil.stop()))
    throw error
  }
  const get = (path: string, query?: Record<string, string | null>, init?: RequestInit) => fetch(withQuery(api.url, path, query), init)
  return {
    api,
    anvils,
    get,
    async getJson(path, query) {
      const response = await get(path, query)
      const text = await response.text()
      if (!response.ok) throw new Error(`GET ${path} → ${response.status}: ${text}`)
      return JSON.parse(text)
    },
    post: (path, body, query, init) =>
      fetch(withQuery(api.url, path, query), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
        ...init,
      }),
    admin: (method, path, body) =>
      fetch(new URL(path, api.adminUrl), {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    async stop() {
      await api.stop()
      await Promise.all(anvils.map((anvil) => anvil.stop()))
    },
  }
}
