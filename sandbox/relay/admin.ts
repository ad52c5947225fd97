// The relay's control surface for tests, as plain HTTP on the relay's own port (the WebSocket
// clients only ever send upgrades, so the two never meet). Loopback peers only: a test in another
// process of the same machine (Playwright's test workers, while the relay runs in its global
// setup) can restart the relay mid-session; nothing off the machine can.
import type { IncomingMessage, ServerResponse } from 'node:http'

/** What the admin routes act on. */
export type RelayAdminTarget = {
  /** Drops every socket, keeps the port closed for `downMs`, listens again; resolves once it listens. */
  restart(downMs: number): Promise<{ closedSockets: number }>
  stats(): object
}

/** Requests whose path starts with this are the admin API's. */
export const ADMIN_PATH = '/admin'
export const DEFAULT_RESTART_DOWN_MS = 1000
/** Longer than any test waits, short enough that a typo cannot keep the relay down for long. */
export const MAX_RESTART_DOWN_MS = 60_000

/** Route → its method. */
const routes = new Map([
  ['restart', 'POST'],
  ['stats', 'GET'],
])

const loopbackAddresses = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

/** Whether a peer address is the loopback interface (IPv4, IPv6, or IPv4-mapped IPv6). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false
  return loopbackAddresses.has(address) || /^(::ffff:)?127\.\d+\.\d+\.\d+$/.test(address)
}

function json(response: ServerResponse, status: number, body: unknown): void {
  const text = `${JSON.stringify(body)}\n`
  // Connection: close, so that no idle keep-alive socket outlives a restart's closed port.
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), connection: 'close' })
  response.end(text)
}

/** The downMs query parameter: absent → the default; otherwise a whole number of ms within bounds. */
export function parseDownMs(raw: string | null): number {
  if (raw === null || raw === '') return DEFAULT_RESTART_DOWN_MS
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0 || value > MAX_RESTART_DOWN_MS) throw new RangeError(`downMs must be a whole number of milliseconds from 0 to ${MAX_RESTART_DOWN_MS}, got "${raw}"`)
  return value
}

/**
 * Answers a plain HTTP request under /admin/:
 * - `POST /admin/restart?downMs=N` → 200 `{restarted: true, downMs, closedSockets}` once the relay
 *   listens again (500 if it could not listen again);
 * - `GET /admin/stats` → 200 with the relay's stats;
 * - a non-loopback peer → 403; another path → 404; another method → 405; a bad downMs → 400.
 */
export async function handleAdminRequest(request: IncomingMessage, response: ServerResponse, target: RelayAdminTarget): Promise<void> {
  if (!isLoopbackAddress(request.socket.remoteAddress)) return json(response, 403, { error: 'The relay admin API answers loopback clients only' })
  const url = new URL(request.url ?? '/', 'http://relay')
  const route = url.pathname.slice(ADMIN_PATH.length).replace(/^\/+|\/+$/g, '')
  const allowed = routes.get(route)
  if (!allowed) return json(response, 404, { error: `Unknown admin route ${url.pathname}; routes: POST /admin/restart?downMs=N, GET /admin/stats` })
  if (request.method !== allowed) {
    response.setHeader('allow', allowed)
    return json(response, 405, { error: `${url.pathname} takes ${allowed}` })
  }
  if (route === 'stats') return json(response, 200, target.stats())

  let downMs: number
  try {
    downMs = parseDownMs(url.searchParams.get('downMs'))
  } catch (error) {
    return json(response, 400, { error: (error as Error).message })
  }
  try {
    const { closedSockets } = await target.restart(downMs)
    json(response, 200, { restarted: true, downMs, closedSockets })
  } catch (error) {
    json(response, 500, { error: `Restart failed: ${(error as Error).message}` })
  }
}
