// A real ERC-4337 bundler for one sandbox chain: @pimlico/alto (EntryPoint 0.8 at its canonical
// address, sandbox/smart-accounts/) in its own Node process, behind a small proxy on the bundler's
// port. alto binds every interface and has no host option, so its process is started with
// loopback-only.mjs preloaded (its servers bind 127.0.0.1) on a free port, and the proxy, on
// 127.0.0.1 too, is the URL everyone uses. The proxy adds CORS for the browser (the product's
// receipt request) and an admin switch that takes the bundler down (connections dropped, as a
// crashed bundler's) and up again, for the e2e tests.
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseEther } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { getFreePort } from '../../testing/port.ts'
import { sandboxSmartAccounts } from '../smart-accounts/sandbox-smart-accounts.ts'
import { BUNDLER_EXECUTOR_KEY, BUNDLER_UTILITY_KEY } from './bundler-keys.ts'

export type StartBundlerOptions = {
  /** The chain's node (anvil). */
  rpcUrl: string
  /** Names it in messages: 'Sandbox Ethereum'. */
  label: string
  /** The proxy's port on 127.0.0.1; 0 picks a free one. */
  port?: number
  /** How long alto may take to answer; default 180 s (4–7 s on an idle machine, but loading its modules alone takes 10 s and more on a loaded 2-core one). */
  timeoutMs?: number
}

export type SandboxBundler = {
  /** The bundler's JSON-RPC URL (the proxy): http://127.0.0.1:<port> */
  url: string
  label: string
  /** POST { down: boolean } here to drop (or serve again) every bundler request; GET reads it. Loopback, no CORS. */
  adminUrl: string
  /** alto's own URL behind the proxy (127.0.0.1 only; for tests). */
  altoUrl: string
  /** Resolves when alto ends (stop() or a crash). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  stop(): Promise<void>
}

const require = createRequire(import.meta.url)
// The package exports only its library entry (esm/index.js); its CLI (package bin) sits beside it.
const altoCli = fileURLToPath(new URL('./cli/alto.js', pathToFileURL(require.resolve('@pimlico/alto'))))
const preload = new URL('./loopback-only.mjs', import.meta.url).href
/** Gas money for alto's executor and utility wallets on anvil. */
const WALLET_ETH = parseEther('1000')

async function rpc(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
  const body = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (body.error) throw new Error(`${method} on ${url}: ${body.error.message}`)
  return body.result
}

const cors = { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'POST, OPTIONS', 'access-control-allow-headers': 'content-type' }

/** Starts alto for the chain at rpcUrl and its loopback proxy; resolves once it answers eth_chainId. */
export async function startBundler(options: StartBundlerOptions): Promise<SandboxBundler> {
  const { rpcUrl, label } = options
  await Promise.all(
    [BUNDLER_EXECUTOR_KEY, BUNDLER_UTILITY_KEY].map((key) => rpc(rpcUrl, 'anvil_setBalance', [privateKeyToAddress(key as `0x${string}`), `0x${WALLET_ETH.toString(16)}`])),
  )
  const altoPort = await getFreePort()
  const args = [
    '--import', preload, altoCli,
    '--rpc-url', rpcUrl,
    '--port', String(altoPort),
    '--entrypoints', sandboxSmartAccounts.entryPoint,
    '--executor-private-keys', BUNDLER_EXECUTOR_KEY,
    '--utility-private-key', BUNDLER_UTILITY_KEY,
    '--safe-mode', 'false',
    // anvil mines on each transaction: poll every 50 ms, not every 250 ms
    '--block-time', '200',
    '--log-level', process.env.PORTICO_BUNDLER_LOG_LEVEL ?? 'warn',
  ]
  const child: ChildProcess = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_OPTIONS: '' } })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-4000)
  }
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
    await exited
    clearTimeout(timer)
  }

  const altoUrl = `http://127.0.0.1:${altoPort}`
  const deadline = Date.now() + (options.timeoutMs ?? 180_000)
  let ended = false
  void exited.then(() => (ended = true))
  for (;;) {
    if (ended) throw new Error(`The ${label} bundler (alto) exited while starting:\n${output.trim()}`)
    try {
      await rpc(altoUrl, 'eth_chainId')
      break
    } catch {
      if (Date.now() > deadline) {
        await kill()
        throw new Error(`The ${label} bundler (alto) did not answer on ${altoUrl} within ${options.timeoutMs ?? 180_000} ms:\n${output.trim()}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  let down = false
  const proxy = createServer((request, response) => void route(request, response).catch(() => request.socket.destroy()))
  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    const body = await readBody(request)
    if (path === '/__admin/outage') {
      if (request.method === 'POST') down = Boolean((JSON.parse(body || '{}') as { down?: unknown }).down)
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ down }))
      return
    }
    if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end()
    // Down: the connection drops with no answer, as when the bundler's process is gone.
    if (down) return void request.socket.destroy()
    if (request.method !== 'POST') return void response.writeHead(405, { ...cors, allow: 'POST' }).end()
    const answer = await fetch(altoUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    response.writeHead(answer.status, { ...cors, 'content-type': answer.headers.get('content-type') ?? 'application/json' }).end(Buffer.from(await answer.arrayBuffer()))
  }
  try {
    await new Promise<void>((resolve, reject) => {
      proxy.once('error', reject)
      proxy.listen(options.port ?? 0, '127.0.0.1', resolve)
    })
  } catch (error) {
    await kill()
    throw error
  }
  const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
  return {
    url,
    label,
    adminUrl: `${url}/__admin/outage`,
    altoUrl,
    exited,
    async stop() {
      await new Promise<void>((resolve) => {
        proxy.close(() => resolve())
        proxy.closeAllConnections()
      })
      await kill()
    },
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > 1_000_000) throw new Error('request too big')
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}
