// A loopback HTTP proxy in front of one JSON-RPC node (anvil, the Solana RPC) whose health a test or
// the sandbox's admin controls: healthy, slow by N ms, refusing connections, dropping them, or
// hanging (a request read and never answered). It records every JSON-RPC body it forwards, so a
// test can see what reached the node and when.
// Node only: node:http is imported when a proxy starts.
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

/** What the proxy does with the next request. */
export type RpcFaultMode =
  | { mode: 'healthy' }
  | { mode: 'slow'; delayMs: number }
  /** The port is closed: a connection is refused by the operating system. */
  | { mode: 'refusing' }
  /** The connection is accepted, then destroyed without an answer. */
  | { mode: 'dropping' }
  /** The request is read and never answered (until the mode changes: then its connection is closed). */
  | { mode: 'hanging' }
  /** Answers this HTTP status (with Retry-After in seconds when given) instead of forwarding. */
  | { mode: 'status'; status: number; retryAfter?: number }

/** One POST the proxy received: its parsed body and when it arrived (ms since the epoch). */
export interface RpcProxyHit {
  at: number
  body: unknown
}

export interface RpcFaultProxy {
  readonly url: string
  readonly port: number
  readonly target: string
  /** A short name for logs and the playground's controls. */
  readonly label: string
  mode(): RpcFaultMode
  setMode(mode: RpcFaultMode): Promise<void>
  /** Every POST received since the start or the last `clearHits()`, oldest first. */
  hits(): readonly RpcProxyHit[]
  clearHits(): void
  stop(): Promise<void>
}

export interface StartRpcFaultProxyOptions {
  target: string
  /** 127.0.0.1 port; default a free one. */
  port?: number
  label?: string
}

/** JSON-RPC method names in a hit (one, or each of a batch). */
export function methodsOf(hit: RpcProxyHit): string[] {
  const calls = Array.isArray(hit.body) ? hit.body : [hit.body]
  return calls.map((call) => (call && typeof call === 'object' ? String((call as { method?: unknown }).method) : ''))
}

export async function startRpcFaultProxy(options: StartRpcFaultProxyOptions): Promise<RpcFaultProxy> {
  const { createServer } = await import('node:http')
  let current: RpcFaultMode = { mode: 'healthy' }
  const hits: RpcProxyHit[] = []
  const sockets = new Set<Socket>()
  const hanging = new Set<Socket>()
  let server: Server | undefined
  let port = options.port ?? 0

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString('utf8')
    if (request.method === 'POST') {
      let body: unknown = text
      try {
        body = JSON.parse(text)
      } catch {
        // kept as text: a test may look at what a broken client sent
      }
      hits.push({ at: Date.now(), body })
    }
    const mode = current
    if (mode.mode === 'dropping') return request.socket.destroy()
    if (mode.mode === 'hanging') {
      hanging.add(request.socket)
      request.socket.once('close', () => hanging.delete(request.socket))
      return
    }
    if (mode.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, mode.delayMs))
    if (mode.mode === 'status') {
      response.writeHead(mode.status, { 'content-type': 'text/plain', ...(mode.retryAfter !== undefined ? { 'retry-after': String(mode.retryAfter) } : {}) })
      return response.end(`fault: HTTP ${mode.status}`)
    }
    try {
      const answer = await fetch(options.target, {
        method: request.method,
        headers: { 'content-type': request.headers['content-type'] ?? 'application/json' },
        ...(request.method === 'POST' ? { body: text } : {}),
      })
      const bytes = Buffer.from(await answer.arrayBuffer())
      // a browser page on another origin reads the answer (the sandbox's nodes allow any origin too)
      response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json', 'access-control-allow-origin': '*' })
      response.end(bytes)
    } catch {
      response.writeHead(502, { 'content-type': 'text/plain', 'access-control-allow-origin': '*' })
      response.end('the node behind the proxy did not answer')
    }
  }

  function listen(): Promise<void> {
    const next = createServer((request, response) => {
      if (request.method === 'OPTIONS') {
        response.writeHead(204, { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'POST, GET, OPTIONS', 'access-control-allow-headers': '*', 'access-control-max-age': '600' })
        return response.end()
      }
      handle(request, response).catch(() => request.socket.destroy())
    })
    next.on('connection', (socket) => {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
    })
    return new Promise((resolve, reject) => {
      next.once('error', reject)
      next.listen({ host: '127.0.0.1', port }, () => {
        port = (next.address() as { port: number }).port
        server = next
        resolve()
      })
    })
  }

  function close(): Promise<void> {
    const open = server
    server = undefined
    if (!open) return Promise.resolve()
    for (const socket of sockets) socket.destroy()
    return new Promise((resolve) => open.close(() => resolve()))
  }

  await listen()
  const label = options.label ?? `RPC proxy :${port}`
  return {
    get url() {
      return `http://127.0.0.1:${port}`
    },
    get port() {
      return port
    },
    target: options.target,
    label,
    mode: () => current,
    async setMode(mode) {
      const wasRefusing = current.mode === 'refusing'
      current = mode
      // a request left hanging ends when the fault does, as a node's stalled connection is cut
      if (mode.mode !== 'hanging') {
        for (const socket of hanging) socket.destroy()
        hanging.clear()
      }
      if (mode.mode === 'refusing' && !wasRefusing) await close()
      else if (mode.mode !== 'refusing' && wasRefusing) await listen()
      // open connections kept alive by a client must not carry on past a fault
      else for (const socket of sockets) if (mode.mode === 'dropping') socket.destroy()
    },
    hits: () => hits,
    clearHits: () => void hits.splice(0),
    stop: close,
  }
}
