import type { ChildProcess } from 'node:child_process'
import { assertPortFree, getFreePort } from './port.ts'

export type StartAnvilParameters = {
  /** TCP port on 127.0.0.1; default: a free port. */
  port?: number
  /** Chain id the node reports; default 31337 (anvil's own default). */
  chainId?: number
  /** Extra command-line arguments, e.g. ['--block-time', '2']. Default: automine. */
  args?: readonly string[]
  /** Path of the anvil executable; default: the binary of the installed @foundry-rs/anvil. */
  binary?: string
  /** How long to wait for the node to answer RPC; default 15 s. */
  timeoutMs?: number
}

export type AnvilExit = { code: number | null; signal: NodeJS.Signals | null }

export type AnvilInstance = {
  rpcUrl: string
  chainId: number
  port: number
  pid: number
  /** Resolves when the process ends, whether through stop() or a crash. */
  exited: Promise<AnvilExit>
  /** Ends the process (SIGTERM, then SIGKILL after 3 s) and waits for it. */
  stop(): Promise<void>
}

// Every live node, killed synchronously if this process exits without calling stop().
const live = new Set<ChildProcess>()
let exitHookInstalled = false

/**
 * Starts a real anvil node (default test mnemonic, automine) and resolves once it answers
 * `eth_chainId`. Throws a PortInUseError naming the port if the port is taken.
 */
export async function startAnvil(parameters: StartAnvilParameters = {}): Promise<AnvilInstance> {
  if (parameters.port !== undefined) return spawnAnvil(parameters.port, parameters)
  // A free port can be taken by another process between the probe and anvil's bind: try again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await spawnAnvil(await getFreePort(), parameters)
    } catch (error) {
      if (attempt === 3) throw error
    }
  }
}

async function spawnAnvil(port: number, parameters: StartAnvilParameters): Promise<AnvilInstance> {
  const { spawn } = await import('node:child_process')
  const chainId = parameters.chainId ?? 31337
  const rpcUrl = `http://127.0.0.1:${port}`
  await assertPortFree(port)

  const binary = parameters.binary ?? (await anvilBinary())
  const args = ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId)]
  const child = spawn(binary, [...args, ...(parameters.args ?? [])], { stdio: ['ignore', 'pipe', 'pipe'] })
  live.add(child)
  if (!exitHookInstalled) {
    exitHookInstalled = true
    process.on('exit', () => live.forEach((c) => c.kill('SIGKILL')))
  }

  // anvil logs every request; keep the tail only, for error messages.
  let output = ''
  const collect = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000))
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)

  let exit: AnvilExit | undefined
  const exited = new Promise<AnvilExit>((resolve) => {
    child.once('exit', (code, signal) => {
      live.delete(child)
      exit = { code, signal }
      resolve(exit)
    })
    child.once('error', (error) => {
      live.delete(child)
      output += `\n${error.message}`
      exit = { code: null, signal: null }
      resolve(exit)
    })
  })

  const stop = async () => {
    if (exit) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000)
    await exited
    clearTimeout(timer)
  }

  const deadline = Date.now() + (parameters.timeoutMs ?? 15_000)
  for (;;) {
    if (exit) throw new Error(`anvil on port ${port} exited (code ${exit.code}) before answering RPC:\n${output.trim()}`)
    if ((await reportedChainId(rpcUrl)) === chainId) break
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`anvil on port ${port} did not answer RPC within ${parameters.timeoutMs ?? 15_000} ms:\n${output.trim()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 25))
  }

  return { rpcUrl, chainId, port, pid: child.pid!, exited, stop }
}

async function reportedChainId(rpcUrl: string): Promise<number | undefined> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1000),
    })
    const { result } = (await response.json()) as { result?: string }
    return result ? Number(result) : undefined
  } catch {
    return undefined
  }
}

/**
 * The native binary of @foundry-rs/anvil's platform package, spawned directly (not through the
 * package's node wrapper) so that killing it leaves no second process behind.
 */
async function anvilBinary(): Promise<string> {
  const { createRequire } = await import('node:module')
  return findAnvilBinary(createRequire(import.meta.url).resolve)
}

/** The anvil executable as `resolve` finds it; a clear error naming the package when it is not installed. */
export function findAnvilBinary(resolve: (id: string) => string, platform: string = process.platform, cpu: string = process.arch): string {
  const arch = cpu === 'x64' ? 'amd64' : cpu
  const name = platform === 'win32' ? 'anvil.exe' : 'anvil'
  try {
    return resolve(`@foundry-rs/anvil-${platform}-${arch}/bin/${name}`)
  } catch {
    try {
      return resolve('@foundry-rs/anvil/bin.mjs')
    } catch {
      // An optional peer dependency of portico/testing: only startAnvil needs it.
      throw new Error(ANVIL_MISSING)
    }
  }
}

export const ANVIL_MISSING =
  "startAnvil() needs the optional peer dependency '@foundry-rs/anvil': run `npm install --save-dev @foundry-rs/anvil`, or pass `binary` (the path of an anvil executable)"

