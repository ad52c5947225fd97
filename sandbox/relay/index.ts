// The sandbox relay: a local WebSocket relay that the unmodified WalletConnect clients
// (@walletconnect/sign-client, @reown/walletkit) use as they use the hosted one. One socket per
// client, authenticated by the client's EdDSA JWT at the upgrade; irn_* and wc_*Session JSON-RPC
// (rpc.ts); a TTL mailbox per topic (mailbox.ts); pings that drop silent sockets; a loopback-only
// admin API on the same port (admin.ts); an optional frame trace (trace.ts).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { WebSocketServer, type WebSocket } from 'ws'
import { PortInUseError } from '../../testing/port.ts'
import { normalizeRelayUrl, RelayAuthError, verifyRelayAuth } from './auth.ts'
import { RelayHub, type RelayConnection } from './hub.ts'
import { Mailbox, type MailboxLimits, type MailboxStats } from './mailbox.ts'
import { handleRelayFrame } from './rpc.ts'
import { ADMIN_PATH, DEFAULT_RESTART_DOWN_MS, handleAdminRequest } from './admin.ts'
import { RelayTracer, traceTargetFromEnv, type RelayTraceTarget } from './trace.ts'

export { RelayAuthError, verifyRelayAuth, normalizeRelayUrl } from './auth.ts'
export { defaultMailboxLimits, type MailboxLimits } from './mailbox.ts'
export type { RelayTraceTarget } from './trace.ts'

export type StartRelayOptions = {
  /** TCP port; 0 (the default) picks a free one. */
  port?: number
  /** Interface to listen on; default 127.0.0.1. */
  host?: string
  /**
   * The URL clients are configured with (their JWT's `aud` must match it; query and trailing
   * slashes ignored); default ws://<host>:<port>. On a loopback host, the other loopback names
   * (localhost, 127.0.0.1, [::1]) with the same port are accepted too.
   */
  publicUrl?: string
  /** Mailbox bounds; see defaultMailboxLimits. */
  limits?: Partial<MailboxLimits>
  /** WebSocket ping period; a socket that has not answered the previous ping is dropped. Default 15 000. */
  pingIntervalMs?: number
  /** Clock for message TTLs and JWT expiry (tests); default Date.now. */
  now?: () => number
  /**
   * A line per frame in and out (trace.ts): true → stderr, a path → appended to that file, a
   * function → called with each line. Default: PORTICO_RELAY_TRACE ('1' → stderr, a path → file).
   */
  trace?: RelayTraceTarget
}

export type RelayStats = MailboxStats & {
  /** Open sockets. */
  connections: number
  /** (socket, topic) subscriptions. */
  subscriptions: number
  /** Messages accepted (irn_publish, and the ones wc_proposeSession / wc_approveSession publish). */
  published: number
  /** Messages pushed to subscribers. */
  delivered: number
  /** Upgrades refused with 401. */
  refused: number
  /** Sockets dropped for not answering a ping. */
  timedOut: number
}

export type Relay = {
  /** ws://127.0.0.1:PORT: the clients' `relayUrl`. */
  url: string
  port: number
  /** http://127.0.0.1:PORT/admin: the loopback-only admin API (restart, stats) on the same port. */
  adminUrl: string
  /**
   * Like a process restart that keeps the mailbox: drops every socket, keeps the port closed for
   * `downMs` (default 1000), listens again on it. Resolves once the relay listens again; the
   * clients reconnect and resubscribe on their own.
   */
  restart(downMs?: number): Promise<{ closedSockets: number }>
  /** Closes every socket (clients see a disconnect and retry) and the server. The mailbox is lost. */
  stop(): Promise<void>
  stats(): RelayStats
}

const loopbackHosts = ['127.0.0.1', 'localhost', '[::1]']

/** The aud values accepted for a public URL: itself, and its loopback aliases. */
function audiencesFor(publicUrl: string): string[] {
  const url = new URL(publicUrl)
  if (!loopbackHosts.includes(url.hostname)) return [normalizeRelayUrl(publicUrl)]
  return loopbackHosts.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}${url.pathname.replace(/\/+$/, '')}`)
}

function refuse(socket: Socket, status: 401 | 400, reason: string): void {
  const body = `${reason}\n`
  const title = status === 401 ? 'Unauthorized' : 'Bad Request'
  socket.end(
    `HTTP/1.1 ${status} ${title}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  )
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => reject(error.code === 'EADDRINUSE' ? new PortInUseError(port, 'the sandbox relay') : error)
    server.once('error', onError)
    server.listen(port, host, () => {
      server.off('error', onError)
      resolve((server.address() as AddressInfo).port)
    })
  })
}

/** Starts the relay. Rejects with a PortInUseError when the port is taken. */
export async function startRelay(options: StartRelayOptions = {}): Promise<Relay> {
  const host = options.host ?? '127.0.0.1'
  const now = options.now ?? Date.now
  const pingIntervalMs = options.pingIntervalMs ?? 15_000
  const traceTarget = options.trace ?? traceTargetFromEnv()
  // Wall-clock times in the trace even when a test drives `now`.
  const tracer = traceTarget ? new RelayTracer(traceTarget) : null
  const hub = new RelayHub(new Mailbox(options.limits, now))
  const alive = new WeakMap<WebSocket, boolean>()
  let refused = 0
  let timedOut = 0
  let nextSocketId = 0
  let port = options.port ?? 0
  /** The listening server; null while a restart keeps the port closed. */
  let server: Server | null = null
  /** Every server with connections left (a restarted one keeps the admin request's until it is answered). */
  const servers = new Set<Server>()
  const stopping = new AbortController()

  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 * 1024 })
  let audiences: string[] = []
  const stats = (): RelayStats => ({ ...hub.mailbox.stats(), ...hub.stats(), connections: wss.clients.size, refused, timedOut })

  function onRequest(request: IncomingMessage, response: ServerResponse): void {
    if ((request.url ?? '/').startsWith(ADMIN_PATH)) {
      void handleAdminRequest(request, response, { restart, stats })
      return
    }
    response.writeHead(426, { 'content-type': 'text/plain; charset=utf-8', upgrade: 'websocket' })
    response.end('The sandbox relay speaks WebSocket only: GET /?auth=<JWT>&projectId=… with Upgrade: websocket.\n')
  }

  function onUpgrade(request: IncomingMessage, socket: Socket, head: Buffer): void {
    const query = new URL(request.url ?? '/', 'http://relay').searchParams
    let clientId: string
    try {
      clientId = verifyRelayAuth({ token: query.get('auth'), audiences, now: now() }).iss
    } catch (error) {
      refused++
      const reason = error instanceof RelayAuthError ? `Unauthorized: ${error.message}` : 'Unauthorized: invalid auth JWT'
      tracer?.event(`refused an upgrade: ${reason}`)
      refuse(socket, 401, reason)
      return
    }
    wss.handleUpgrade(request, socket, head, (ws) => accept(ws, clientId))
  }

  function createHttpServer(): Server {
    const created = createServer(onRequest)
    created.on('upgrade', onUpgrade)
    servers.add(created)
    created.on('close', () => servers.delete(created))
    return created
  }

  function accept(ws: WebSocket, clientId: string): void {
    alive.set(ws, true)
    const connection: RelayConnection = {
      socketId: ++nextSocketId,
      clientId,
      subscriptions: new Map(),
      send: (payload) => {
        if (ws.readyState !== ws.OPEN) return
        const text = typeof payload === 'string' ? payload : JSON.stringify(payload)
        tracer?.send(connection, text)
        ws.send(text)
      },
    }
    tracer?.open(connection)
    ws.on('pong', () => alive.set(ws, true))
    ws.on('message', (data, isBinary) => {
      alive.set(ws, true)
      if (isBinary) return
      const text = data.toString()
      const traced = tracer?.receive(connection, text)
      try {
        handleRelayFrame(hub, connection, text)
      } catch (error) {
        console.error('sandbox relay: unhandled error:', error)
      } finally {
        traced?.()
      }
    })
    ws.on('close', (code) => {
      tracer?.close(connection, code, connection.subscriptions.size)
      hub.disconnect(connection)
    })
    ws.on('error', () => ws.terminate())
  }

  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.get(ws)) {
        timedOut++
        ws.terminate()
        continue
      }
      alive.set(ws, false)
      ws.ping()
    }
    hub.mailbox.sweep()
  }, pingIntervalMs)
  heartbeat.unref()

  async function restart(downMs = DEFAULT_RESTART_DOWN_MS): Promise<{ closedSockets: number }> {
    if (stopping.signal.aborted) throw new Error('the relay is stopped')
    if (!server) throw new Error('the relay is not listening (a restart is under way, or failed)')
    const closedSockets = wss.clients.size
    tracer?.event(`restart: closing ${closedSockets} socket(s), port ${port} closed for ${downMs} ms`)
    // The port closes at once (new connections are refused, as by a stopped process); the admin
    // request that asked for this keeps its own connection until it is answered.
    server.close()
    server.closeIdleConnections()
    server = null
    // Abrupt, as when the process dies: the clients see close code 1006 and reconnect.
    for (const ws of wss.clients) ws.terminate()
    await sleep(downMs, undefined, { signal: stopping.signal })
    const next = createHttpServer()
    await listen(next, port, host)
    if (stopping.signal.aborted) {
      // stop() ran while it was starting to listen.
      next.close()
      throw new Error('the relay was stopped during the restart')
    }
    server = next
    tracer?.event(`up again on port ${port}`)
    return { closedSockets }
  }

  const close = () =>
    new Promise<void>((resolve) => {
      stopping.abort()
      clearInterval(heartbeat)
      for (const ws of wss.clients) ws.terminate()
      wss.close()
      server = null
      const open = [...servers]
      let pending = open.length
      if (pending === 0) return resolve()
      for (const each of open) {
        // The callback runs on 'close', also for a server that no longer listens (a restarted one
        // still answering its admin request, or one that failed to listen).
        each.close(() => --pending === 0 && resolve())
        each.closeAllConnections()
      }
    })

  try {
    server = createHttpServer()
    port = await listen(server, port, host)
    const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host
    const url = `ws://${urlHost}:${port}`
    audiences = [...new Set([...audiencesFor(options.publicUrl ?? url), ...audiencesFor(url)])]
    tracer?.event(`listening on ${url}`)
    return { url, port, adminUrl: `http://${urlHost}:${port}/admin`, restart, stop: close, stats }
  } catch (error) {
    await close()
    throw error
  }
}
