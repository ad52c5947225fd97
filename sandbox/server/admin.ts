// The admin API, for tests: fault injection, the collected analytics events, and name seeding.
// It listens on its own port on 127.0.0.1 and also refuses any remote address that is not loopback.
//
//   GET    /__admin/faults                     → { faults: [...] }
//   POST   /__admin/faults  {route, latencyMs?, status?, retryAfter?, drop?, times?} → 201 { fault }
//   DELETE /__admin/faults                     → { cleared: n }
//   DELETE /__admin/faults/{id}                → { removed: true } or 404
//   GET    /__admin/analytics/events?projectId=&type=&event= → { events: [...] }
//   DELETE /__admin/analytics/events           → { cleared: true }
//   POST   /__admin/names  {name, address, avatar?, coinType?, asGiven?} → 201 the record (no signature needed);
//                                                asGiven: true stores the name exactly as given, unchecked (hostile input:
//                                                a markup name the identity and reverse lookup routes then serve)
//   DELETE /__admin/names/{name}               → { removed: true } or 404 (a test forgets the name it registered)
//   POST   /__admin/wallets {wallets: [...]}   → 201 { added: n } — listing entries put first, passed through as given
//                                                (hostile input: markup names, javascript: links); each needs a string id and name
//   DELETE /__admin/wallets                    → { removed: n } the entries added here
//   POST   /__admin/tokens {chainId, address}  → 201 — an ERC-20 the balance and history routes read too (e.g. a test's hostile token)
//   DELETE /__admin/tokens/{chainId}/{address} → { removed: true } or 404
import type { IncomingMessage, ServerResponse } from 'node:http'
import { isAddress } from 'viem'
import { describeFault, parseFaultSpec } from './faults.ts'
import { ApiError, errorBody, isObject, json, matchRoute, parseJson, readText, send, compileRoute, type Route } from './http.ts'
import { NAME_ZONE, normalizeName } from './names.ts'
import type { ApiState } from './state.ts'
import type { ListedWallet } from './wallet-listing.ts'

/** The longest name POST /__admin/names stores as given. */
const MAX_AS_GIVEN_NAME = 512

/** Marks the listing entries the admin API added, so DELETE removes exactly those. */
const ADDED = Symbol('added by the admin API')

/** Whether a socket's remote address is the loopback interface (127.0.0.0/8 or ::1, IPv4-mapped included). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address
  if (/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4)) return true
  return address === '::1' || address === '0:0:0:0:0:0:0:1'
}

const adminRoutes = (
  [
    {
      method: 'GET',
      path: '/__admin/faults',
      handle: ({ state }) => json({ faults: state.faults.list().map(describeFault) }),
    },
    {
      method: 'POST',
      path: '/__admin/faults',
      async handle({ body, state }) {
        return json({ fault: describeFault(state.faults.add(parseFaultSpec(await body()))) }, 201)
      },
    },
    {
      method: 'DELETE',
      path: '/__admin/faults',
      handle({ state }) {
        const cleared = state.faults.list().length
        state.faults.clear()
        return json({ cleared })
      },
    },
    {
      method: 'DELETE',
      path: '/__admin/faults/:id',
      handle({ params, state }) {
        if (!state.faults.remove(Number(params.id))) throw new ApiError(404, 'id', `No fault ${params.id}`)
        return json({ removed: true })
      },
    },
    {
      method: 'GET',
      path: '/__admin/analytics/events',
      handle: ({ query, state }) =>
        json({ events: state.analytics.list({ projectId: query.get('projectId') ?? undefined, type: query.get('type') ?? undefined, event: query.get('event') ?? undefined }) }),
    },
    {
      method: 'DELETE',
      path: '/__admin/analytics/events',
      handle({ state }) {
        state.analytics.clear()
        return json({ cleared: true })
      },
    },
    {
      method: 'POST',
      path: '/__admin/names',
      async handle({ body, state }) {
        const input = await body()
        if (!isObject(input) || typeof input.name !== 'string') throw new ApiError(400, 'name', 'Expected {name, address, avatar?, coinType?, asGiven?}')
        if (input.asGiven !== undefined && typeof input.asGiven !== 'boolean') throw new ApiError(400, 'asGiven', 'asGiven must be true or false')
        // as given: any text but none, and not so long that a mistake fills the registry
        if (input.asGiven && (input.name === '' || input.name.length > MAX_AS_GIVEN_NAME)) throw new ApiError(400, 'name', `A name as given is 1 to ${MAX_AS_GIVEN_NAME} characters`)
        if (typeof input.address !== 'string' || !isAddress(input.address, { strict: false })) throw new ApiError(400, 'address', 'The address provided is invalid')
        if (input.avatar !== undefined && input.avatar !== null && typeof input.avatar !== 'string') throw new ApiError(400, 'avatar', 'avatar must be a URL string')
        const record = state.names.register({
          name: input.asGiven ? input.name : normalizeName(input.name, { zones: [NAME_ZONE] }),
          coinType: typeof input.coinType === 'number' ? input.coinType : 60,
          address: input.address,
          attributes: {},
          avatar: (input.avatar as string | null | undefined) ?? null,
        })
        return json(record, 201)
      },
    },
    {
      method: 'DELETE',
      path: '/__admin/names/:name',
      handle({ params, state }) {
        // a name stored as given is removed by its exact text; any other by its normalized form
        if (params.name && state.names.remove(params.name)) return json({ removed: true })
        const name = normalizeName(params.name)
        if (!state.names.remove(name)) throw new ApiError(404, 'name', `Name is not registered: ${name}`)
        return json({ removed: true })
      },
    },
    {
      method: 'POST',
      path: '/__admin/wallets',
      async handle({ body, state }) {
        const input = await body()
        const wallets = isObject(input) && Array.isArray(input.wallets) ? input.wallets : undefined
        if (!wallets || !wallets.every((w) => isObject(w) && typeof w.id === 'string' && typeof w.name === 'string'))
          throw new ApiError(400, 'wallets', 'Expected {wallets: [{id: string, name: string, ...any listing fields}]}')
        // the route's filters read these fields; anything else is served exactly as given
        const added = (wallets as Record<string, unknown>[]).map(
          (w) => ({ chains: [], badge_type: 'none', rdns: null, ...w, logo: { kind: 'generated' }, [ADDED]: true }) as unknown as ListedWallet,
        )
        state.wallets.unshift(...added)
        return json({ added: added.length }, 201)
      },
    },
    {
      method: 'DELETE',
      path: '/__admin/wallets',
      handle({ state }) {
        const before = state.wallets.length
        const kept = state.wallets.filter((w) => !(w as unknown as Record<symbol, unknown>)[ADDED])
        state.wallets.splice(0, state.wallets.length, ...kept)
        return json({ removed: before - kept.length })
      },
    },
    {
      method: 'POST',
      path: '/__admin/tokens',
      async handle({ body, state }) {
        const raw = await body()
        const input: Record<string, unknown> = isObject(raw) ? raw : {}
        const chain = typeof input.chainId === 'number' ? state.chains.get(input.chainId) : undefined
        if (!chain) throw new ApiError(400, 'chainId', `Expected {chainId, address} with one of the sandbox chain ids: ${[...state.chains.keys()].join(', ')}`)
        if (typeof input.address !== 'string' || !isAddress(input.address, { strict: false })) throw new ApiError(400, 'address', 'The address provided is invalid')
        chain.erc20.add(input.address)
        return json({ added: true }, 201)
      },
    },
    {
      method: 'DELETE',
      path: '/__admin/tokens/:chainId/:address',
      handle({ params, state }) {
        const chain = state.chains.get(Number(params.chainId))
        if (!chain || !chain.erc20.remove(params.address)) throw new ApiError(404, 'address', `No token ${params.address} added on ${params.chainId}`)
        return json({ removed: true })
      },
    },
  ] satisfies Route<ApiState>[]
).map(compileRoute)

/** Handles one admin request. */
export async function handleAdminRequest(state: ApiState, request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (!isLoopbackAddress(request.socket.remoteAddress)) {
    send(response, json(errorBody('remoteAddress', 'The admin API answers loopback (127.0.0.1 / ::1) clients only'), 403))
    return
  }
  const url = new URL(request.url ?? '/', 'http://localhost')
  const match = matchRoute(adminRoutes, request.method ?? 'GET', url.pathname)
  if (typeof match === 'string') {
    send(response, json(errorBody('path', `No admin route ${request.method} ${url.pathname}`), match === 'none' ? 404 : 405))
    return
  }
  let text: Promise<string> | undefined
  const readOnce = () => (text ??= readText(request))
  try {
    const reply = await match.route.handle({
      request,
      url,
      query: url.searchParams,
      params: match.params,
      projectId: '',
      text: readOnce,
      body: async () => parseJson(await readOnce()),
      state,
    })
    send(response, reply)
  } catch (error) {
    if (error instanceof ApiError) send(response, json(error.body, error.status))
    else send(response, { status: 500, body: `Internal server error: ${error instanceof Error ? error.message : String(error)}` })
  }
}
