// The sandbox relay: a local WebSocket relay that the unmodified WalletConnect clients
// (@walletconnect/sign-client, @reown/walletkit) use as they use the hosted one. One socket per
// client, authenticated by the client's EdDSA JWT at the upgrade; irn_* and wc_*Session JSON-RPC
// (rpc.ts); a TTL mailbox per topic (mailbox.ts); pings that drop silent sockets.
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { WebSocketServer, type WebSocket } from 'ws'
import { PortInUseError } from '../../testing/port.ts'
import { normalizeRelayUrl, RelayAuthError, verifyRelayAuth } from './auth.ts'
import { RelayHub, type RelayConnection } from './hub.ts'
import { Mailbox, type MailboxLimits, type MailboxStats } from './mailbox.ts'
import { handleRelayFrame } from './rpc.ts'

export { RelayAuthError, verifyRelayAuth, normalizeRelayUrl } from './auth.ts'
export { defaultMailboxLimits, type MailboxLimits } from './mailbox.ts'

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
  const hub = new RelayHub(new Mailbox(options.limits, now))
  const alive = new WeakMap<WebSocket, boolean>()
  let refused = 0
  let timedOut = 0

  const server = createServer((request, response) => {
    response.writeHead(426, { 'content-type': 'text/plain; charset=utf-8', upgrade: 'websocket' })
    response.end('The sandbox relay speaks WebSocket only: GET /?auth=<JWT>&projectId=… with Upgrade: websocket.\n')
  })
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 * 1024 })
  let audiences: string[] = []

  server.on('upgrade', (request: IncomingMessage, socket: Socket, head: Buffer) => {
    const query = new URL(request.url ?? '/', 'http://relay').searchParams
    let clientId: string
    try {
      clientId = verifyRelayAuth({ token: query.get('auth'), audiences, now: now() }).iss
    } catch (error) {
      refused++
      refuse(socket, 401, error instanceof RelayAuthError ? `Unauthorized: ${error.message}` : 'Unauthorized: invalid auth JWT')
      return
    }
    wss.handleUpgrade(request, socket, head, (ws) => accept(ws, clientId))
  })

  function accept(ws: WebSocket, clientId: string): void {
    alive.set(ws, true)
    const connection: RelayConnection = {
      clientId,
      subscriptions: new Map(),
      send: (payload) => {
        if (ws.readyState === ws.OPEN) ws.send(typeof payload === 'string' ? payload : JSON.stringify(payload))
      },
    }
    ws.on('pong', () => alive.set(ws, true))
    ws.on('message', (data, isBinary) => {
      alive.set(ws, true)
      if (isBinary) return
      try {
        handleRelayFrame(hub, connection, data.toString())
      } catch (error) {
        console.error('sandbox relay: unhandled error:', error)
      }
    })
    ws.on('close', () => hub.disconnect(connection))
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

  const close = () =>
    new Promise<void>((resolve) => {
      clearInterval(heartbeat)
      for (const ws of wss.clients) ws.terminate()
      wss.close()
      if (!server.listening) return resolve()
      server.close(() => resolve())
      server.closeAllConnections()
    })

  try {
    const port = await listen(server, options.port ?? 0, host)
    const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host
    const url = `ws://${urlHost}:${port}`
    audiences = [...new Set([...audiencesFor(options.publicUrl ?? url), ...audiencesFor(url)])]
    return {
      url,
      port,
      stop: close,
      stats: () => ({ ...hub.mailbox.stats(), ...hub.stats(), connections: wss.clients.size, refused, timedOut }),
    }
  } catch (error) {
    await close()
    throw error
  }
}
