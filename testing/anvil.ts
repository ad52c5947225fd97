import { onFreePort, spawnLocalProcess, waitForAnswer } from './local-process.ts'
import { assertPortFree } from './port.ts'

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

/**
 * Starts a real anvil node (default test mnemonic, automine) and resolves once it answers
 * `eth_chainId`. Throws a PortInUseError naming the port if the port is taken.
 */
export async function startAnvil(parameters: StartAnvilParameters = {}): Promise<AnvilInstance> {
  if (parameters.port !== undefined) return spawnAnvil(parameters.port, parameters)
  return onFreePort((port) => spawnAnvil(port, parameters))
}

async function spawnAnvil(port: number, parameters: StartAnvilParameters): Promise<AnvilInstance> {
  const chainId = parameters.chainId ?? 31337
  const rpcUrl = `http://127.0.0.1:${port}`
  await assertPortFree(port)

  const binary = parameters.binary ?? (await anvilBinary())
  const args = ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId)]
  // anvil logs every request; the helper keeps the tail only, for error messages.
  const node = await spawnLocalProcess(binary, [...args, ...(parameters.args ?? [])])
  await waitForAnswer(node, {
    name: `anvil on port ${port}`,
    what: 'RPC',
    answers: async () => (await reportedChainId(rpcUrl)) === chainId,
    timeoutMs: parameters.timeoutMs ?? 15_000,
    intervalMs: 25,
  })
  const exited = node.exited.then(({ code, signal }): AnvilExit => ({ code, signal }))
  return { rpcUrl, chainId, port, pid: node.pid, exited, stop: node.stop }
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

