// The dApp's RPC URLs in the sandbox: two loopback proxies per chain in front of its node (the
// fault proxy of testing/), so "the first URL is dead, slow or hanging" is real for the transport
// while the node itself stays up for the wallets. A control server (loopback only) lists them and
// sets each one's fault; the playground's RPC panel and the e2e specs use it.
//
//   GET  /rpc                                   → { urls: [{ chain, label, url, mode, delayMs? }] }
//   POST /rpc {url, mode, delayMs?}             → { url, mode, delayMs? }
//        mode: 'healthy' | 'slow' (delayMs, default 2000) | 'hanging' | 'refusing' | 'dropping'
//   POST /rpc/reset                             → every URL healthy again
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { startRpcFaultProxy, type RpcFaultMode, type RpcFaultProxy } from '../../testing/rpc-fault-proxy.ts'

/** A slow URL answers this much later unless told otherwise. */
export const SANDBOX_RPC_SLOW_MS = 2_000

export type SandboxRpcChain = {
  /** The chain's name, e.g. 'Sandbox Ethereum': the URLs' labels start with it. */
  name: string
  /** The node behind both URLs. */
  target: string
  /** The two proxies' ports, first URL first. */
  ports: readonly [number, number]
}

export type SandboxRpcUrl = { chain: string; label: string; url: string }

export type SandboxRpcFaults = {
  /** The control server's origin, e.g. http://127.0.0.1:8540 (`/rpc` lists and sets the faults). */
  adminUrl: string
  /** Per chain (in the order given), its two URLs, first first. */
  chains: { name: string; urls: [SandboxRpcUrl, SandboxRpcUrl] }[]
  stop(): Promise<void>
}

type Described = SandboxRpcUrl & { mode: RpcFaultMode['mode']; delayMs?: number }

const MODES = ['healthy', 'slow', 'hanging', 'refusing', 'dropping'] as const

/** The fault a POST body asks for, or an error text. */
export function parseRpcFault(input: unknown): { url: string; fault: RpcFaultMode } | string {
  if (!input || typeof input !== 'object') return 'Expected {url, mode, delayMs?}'
  const { url, mode, delayMs } = input as Record<string, unknown>
  if (typeof url !== 'string') return 'url: one of the sandbox RPC URLs (GET /rpc lists them)'
  if (!MODES.includes(mode as (typeof MODES)[number])) return `mode: one of ${MODES.join(', ')}`
  if (mode === 'slow') {
    if (delayMs !== undefined && (typeof delayMs !== 'number' || !Number.isInteger(delayMs) || delayMs < 0 || delayMs > 60_000)) return 'delayMs: whole milliseconds from 0 to 60000'
    return { url, fault: { mode: 'slow', delayMs: (delayMs as number | undefined) ?? SANDBOX_RPC_SLOW_MS } }
  }
  return { url, fault: { mode } as RpcFaultMode }
}

const isLoopback = (address: string | undefined) => !!address && (/^(::ffff:)?127\./.test(address) || address === '::1')

export async function startSandboxRpcFaults(options: { chains: readonly SandboxRpcChain[]; adminPort: number }): Promise<SandboxRpcFaults> {
  const proxies: { chain: string; label: string; proxy: RpcFaultProxy }[] = []
  let admin: Server | undefined
  const stopProxies = () => Promise.all(proxies.map(({ proxy }) => proxy.stop())).then(() => undefined)
  try {
    for (const chain of options.chains) {
      for (const [i, port] of chain.ports.entries()) {
        const label = `${chain.name} RPC ${i + 1}`
        proxies.push({ chain: chain.name, label, proxy: await startRpcFaultProxy({ target: chain.target, port, label }) })
      }
    }
    const describe = ({ chain, label, proxy }: (typeof proxies)[number]): Described => {
      const mode = proxy.mode()
      return { chain, label, url: proxy.url, mode: mode.mode, ...(mode.mode === 'slow' ? { delayMs: mode.delayMs } : {}) }
    }
    const handle = async (request: IncomingMessage, response: ServerResponse) => {
      // the playground's page calls this from its own origin
      const cors = { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'GET, POST, OPTIONS', 'access-control-allow-headers': 'content-type' }
      const reply = (status: number, body?: unknown) => {
        response.writeHead(status, { ...cors, ...(body === undefined ? {} : { 'content-type': 'application/json' }) })
        response.end(body === undefined ? undefined : JSON.stringify(body))
      }
      if (!isLoopback(request.socket.remoteAddress)) return reply(403, { error: 'loopback clients only' })
      if (request.method === 'OPTIONS') return reply(204)
      const path = new URL(request.url ?? '/', 'http://localhost').pathname
      if (request.method === 'GET' && path === '/rpc') return reply(200, { urls: proxies.map(describe) })
      if (request.method === 'POST' && path === '/rpc/reset') {
        await Promise.all(proxies.map(({ proxy }) => proxy.setMode({ mode: 'healthy' })))
        return reply(200, { urls: proxies.map(describe) })
      }
      if (request.method === 'POST' && path === '/rpc') {
        const chunks: Buffer[] = []
        for await (const chunk of request) chunks.push(chunk as Buffer)
        let body: unknown
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
        } catch {
          return reply(400, { error: 'The body is not JSON' })
        }
        const asked = parseRpcFault(body)
        if (typeof asked === 'string') return reply(400, { error: asked })
        const entry = proxies.find(({ proxy }) => proxy.url === asked.url.replace(/\/$/, ''))
        if (!entry) return reply(404, { error: `No sandbox RPC URL ${asked.url}` })
        await entry.proxy.setMode(asked.fault)
        return reply(200, describe(entry))
      }
      return reply(404, { error: `No route ${request.method} ${path}` })
    }
    const server = createServer((request, response) => {
      handle(request, response).catch(() => request.socket.destroy())
    })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen({ host: '127.0.0.1', port: options.adminPort }, () => resolve())
    })
    admin = server
    const port = (server.address() as { port: number }).port
    return {
      adminUrl: `http://127.0.0.1:${port}`,
      chains: options.chains.map((chain) => {
        const [first, second] = proxies.filter((p) => p.chain === chain.name).map(({ chain: name, label, proxy }) => ({ chain: name, label, url: proxy.url }))
        return { name: chain.name, urls: [first!, second!] }
      }),
      async stop() {
        const open = admin
        admin = undefined
        if (open) {
          open.closeAllConnections()
          await new Promise<void>((resolve) => open.close(() => resolve()))
        }
        await stopProxies()
      },
    }
  } catch (error) {
    await stopProxies()
    throw error
  }
}
