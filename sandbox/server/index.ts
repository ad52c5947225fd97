// The sandbox API server: every hosted endpoint (the Blockchain API and the other HTTP services),
// local and real: the wallet explorer, images, project config, the analytics collector, the
// JSON-RPC proxy and bundler, balances and history read from the sandbox chains, names, convert,
// on-ramp and smart sessions. One origin serves all three kernel endpoints (api, blockchainApi,
// pulse). A second, loopback-only port serves the admin API (admin.ts) for tests.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { PortInUseError } from '../../testing/port.ts'
import { handleAdminRequest } from './admin.ts'
import { ChainIndex, type SandboxChainConfig } from './chain-index.ts'
import { Erc20Reader } from './erc20.ts'
import { delay, FaultStore } from './faults.ts'
import { ApiError, compileRoute, errorBody, isObject, matchRoute, parseJson, readText, send, type ProjectPolicy } from './http.ts'
import { NameRegistry } from './names.ts'
import { corsHeaders, defaultProjects, preflightHeaders, type ApiProject } from './projects.ts'
import { analyticsRoutes, EventLog } from './routes/analytics.ts'
import { balanceRoutes } from './routes/balance.ts'
import { bundlerRoutes } from './routes/bundler.ts'
import { convertRoutes } from './routes/convert.ts'
import { fungiblePriceRoutes } from './routes/fungible-price.ts'
import { historyRoutes } from './routes/history.ts'
import { identityRoutes } from './routes/identity.ts'
import { imageRoutes } from './routes/images.ts'
import { exchangeRoutes } from './routes/exchange.ts'
import { onrampRoutes } from './routes/onramp.ts'
import { originRoutes } from './routes/origins.ts'
import { profileRoutes } from './routes/profile.ts'
import { rpcRoutes } from './routes/rpc.ts'
import { SessionStore, sessionRoutes } from './routes/sessions.ts'
import { dappSiwxRoutes } from './routes/dapp-siwx.ts'
import { createDappBackend, withDappCredentials } from './dapp-backend.ts'
import { supportedChainsRoutes } from './routes/supported-chains.ts'
import { walletRoutes } from './routes/wallets.ts'
import type { ApiState } from './state.ts'
import { buildWalletListing } from './wallet-listing.ts'

export type { ApiProject } from './projects.ts'
export { isLoopbackAddress } from './admin.ts'

export type StartApiServerOptions = {
  /** TCP port; 0 (the default) picks a free one. */
  port?: number
  /** Interface to listen on; default 127.0.0.1. */
  host?: string
  /** The admin API's port on 127.0.0.1; 0 (the default) picks a free one. */
  adminPort?: number
  /** The sandbox chains: the JSON-RPC proxy forwards to them; balances and history read them (native and each chain's `tokens`). */
  chains: SandboxChainConfig[]
  /** Known projects; default 'portico-sandbox' and 'test-project', allowing http://localhost:* and http://127.0.0.1:*. */
  projects?: ApiProject[]
  /** Analytics events kept in memory (the oldest go first); default 1000. */
  analyticsCap?: number
  /** Items per history page; default 20. */
  historyPageSize?: number
  /** The on-ramp provider's origin (sandbox/onramp/, e.g. http://127.0.0.1:5177); none: the on-ramp URL generator answers 503. */
  onrampProviderUrl?: string
  /** The sandbox exchange's origin (sandbox/exchange/, e.g. http://127.0.0.1:5178); none: Pay lists no exchange. */
  exchangeUrl?: string
  /** The sandbox wallet server's origin (e.g. http://127.0.0.1:5174): the listing then ends with its phone-app entries. */
  walletUrl?: string
}

export type ApiServer = {
  /** The API's origin, e.g. http://127.0.0.1:4000: the kernel's `api`, `blockchainApi` and `pulse` endpoint. */
  url: string
  /** The admin API's origin (loopback only), e.g. http://127.0.0.1:4001. */
  adminUrl: string
  stop(): Promise<void>
}

const routes = [
  ...walletRoutes,
  ...imageRoutes,
  ...originRoutes,
  ...analyticsRoutes,
  ...supportedChainsRoutes,
  ...rpcRoutes,
  ...bundlerRoutes,
  ...balanceRoutes,
  ...historyRoutes,
  ...identityRoutes,
  ...profileRoutes,
  ...convertRoutes,
  ...fungiblePriceRoutes,
  ...onrampRoutes,
  ...exchangeRoutes,
  ...sessionRoutes,
  ...dappSiwxRoutes,
].map(compileRoute)

/** The caller's project id under a route's policy; a 403 naming the problem when it is missing or unknown. */
async function checkProject(state: ApiState, policy: ProjectPolicy, query: URLSearchParams, body: () => Promise<unknown>): Promise<string> {
  let id = ['projectId', ...(policy.aliases ?? [])].map((name) => query.get(name)).find((value) => value)
  if (!id && policy.from !== 'query') {
    const parsed = await body().catch(() => undefined)
    if (isObject(parsed) && typeof parsed.projectId === 'string' && parsed.projectId) id = parsed.projectId
  }
  const known = state.projects.map((project) => project.id).join(', ')
  if (!id) {
    if (policy.from === 'if-present') return ''
    throw new ApiError(403, 'projectId', `Missing projectId: pass ?projectId=<id> (this sandbox API knows: ${known})`)
  }
  if (!state.projects.some((project) => project.id === id))
    throw new ApiError(403, 'projectId', `Unknown projectId "${id}": this sandbox API knows ${known} (StartApiServerOptions.projects)`)
  return id
}

async function handleRequest(state: ApiState, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const method = request.method ?? 'GET'
  const url = new URL(request.url ?? '/', 'http://localhost')
  const origin = request.headers.origin
  const cors = withDappCredentials(url.pathname, corsHeaders(origin, state.projects))
  const reply = (status: number, body: unknown, headers: Record<string, string> = {}) => send(response, { status, body, headers: { ...cors, ...headers } })

  if (method === 'OPTIONS') {
    if (origin && !cors['access-control-allow-origin'])
      return reply(403, errorBody('origin', `Origin ${origin} is not allowed by any project of this sandbox API`))
    return send(response, { status: 204, headers: { ...cors, ...preflightHeaders(request.headers['access-control-request-headers']) } })
  }

  const fault = state.faults.take(method, url.pathname)
  if (fault) {
    if (fault.latencyMs) await delay(fault.latencyMs)
    if (fault.drop) {
      request.socket.destroy()
      return
    }
    if (fault.status)
      return reply(fault.status, errorBody('fault', `Injected fault: HTTP ${fault.status} for ${method} ${url.pathname}`), fault.retryAfter !== undefined ? { 'retry-after': String(fault.retryAfter) } : {})
  }

  const match = matchRoute(routes, method, url.pathname)
  if (match === 'none') return reply(404, errorBody('path', `No route ${method} ${url.pathname}`))
  if (match === 'method') return reply(405, errorBody('method', `${method} is not allowed on ${url.pathname}`))

  let text: Promise<string> | undefined
  let parsed: Promise<unknown> | undefined
  const readOnce = () => (text ??= readText(request))
  const body = () => (parsed ??= readOnce().then(parseJson))
  try {
    const projectId = await checkProject(state, match.route.project ?? { from: 'query' }, url.searchParams, body)
    const answer = await match.route.handle({ request, url, query: url.searchParams, params: match.params, projectId, text: readOnce, body, state })
    send(response, { ...answer, headers: { ...cors, ...answer.headers } })
  } catch (error) {
    if (error instanceof ApiError) return reply(error.status, error.body, error.headers)
    console.error(`sandbox API: ${method} ${url.pathname} failed:`, error)
    reply(500, 'Internal server error')
  }
}

function listen(server: Server, port: number, host: string, hint: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => reject(error.code === 'EADDRINUSE' ? new PortInUseError(port, hint) : error)
    server.once('error', onError)
    server.listen(port, host, () => {
      server.off('error', onError)
      resolve((server.address() as AddressInfo).port)
    })
  })
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve()
    server.close(() => resolve())
    server.closeAllConnections()
  })
}

/** Starts the API server and its admin server. Rejects with a PortInUseError when a port is taken. */
export async function startApiServer(options: StartApiServerOptions): Promise<ApiServer> {
  const host = options.host ?? '127.0.0.1'
  const chains = new Map(options.chains.map((config) => [config.chainId, { config, index: new ChainIndex(config), erc20: new Erc20Reader(config.rpcUrl, config.tokens) }]))
  const state: ApiState = {
    publicUrl: '',
    projects: options.projects ?? defaultProjects.map((project) => ({ ...project })),
    chains,
    wallets: buildWalletListing([...chains.keys()].map((id) => `eip155:${id}`), options.walletUrl),
    names: new NameRegistry(),
    sessions: new SessionStore(),
    analytics: new EventLog(options.analyticsCap ?? 1000),
    faults: new FaultStore(),
    historyPageSize: options.historyPageSize ?? 20,
    onrampProviderUrl: options.onrampProviderUrl,
    exchangeUrl: options.exchangeUrl,
    dapp: createDappBackend(options.chains),
  }

  // Handlers answer their own errors; anything escaping them (a bug) must not crash the process.
  const guard = (error: unknown) => console.error('sandbox API: unhandled error:', error)
  const server = createServer((request, response) => void handleRequest(state, request, response).catch(guard))
  const admin = createServer((request, response) => void handleAdminRequest(state, request, response).catch(guard))
  try {
    const port = await listen(server, options.port ?? 0, host, 'the sandbox API')
    const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host
    state.publicUrl = `http://${urlHost}:${port}`
    const adminPort = await listen(admin, options.adminPort ?? 0, '127.0.0.1', "the sandbox API's admin port")
    return {
      url: state.publicUrl,
      adminUrl: `http://127.0.0.1:${adminPort}`,
      stop: async () => {
        await Promise.all([close(server), close(admin)])
      },
    }
  } catch (error) {
    await Promise.all([close(server), close(admin)])
    throw error
  }
}
