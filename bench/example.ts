// What `npm run bench` measures by default: examples/vite-react as a user ships it. Reuses the
// examples harness (scripts/examples/: copy outside the repo, `npm install <tarball>`, `npm run
// build` with the sandbox's URLs as VITE_* variables, `vite preview`) and the package's tarball
// (scripts/package/pack.ts: PORTICO_TARBALL when `npm test` already packed one, else `npm pack`).
// The sandbox services the example needs (two anvil chains with the smart-account contracts and an
// ERC-4337 bundler each, the API server, the relay, the mail inbox and the secure frame for the
// embedded wallet) start on the 'test' ports; no playground and no Sandbox Wallet (the bench injects its own wallet).
import { mkdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startBundler } from '../sandbox/bundler/start-bundler.ts'
import { sandboxChains } from '../sandbox/chains.ts'
import type { SandboxPorts } from '../sandbox/ports.ts'
import { startRelay } from '../sandbox/relay/index.ts'
import { startFrameWithInbox } from '../sandbox/frame/start-with-inbox.ts'
import { startApiServer } from '../sandbox/server/index.ts'
import { prepareSandboxSmartAccounts } from '../sandbox/smart-accounts/index.ts'
import { buildEnv, examplePort, examples, examplesDir, type SandboxEndpoints } from '../scripts/examples/examples.ts'
import { copyExample, installExample } from '../scripts/examples/install.ts'
import { run } from '../scripts/examples/run.ts'
import { serveCommand, startServer, type Server } from '../scripts/examples/serve.ts'
import { packTarball } from '../scripts/package/pack.ts'
import { startAnvil } from '../testing/anvil.ts'

export const BENCH_EXAMPLE = examples['vite-react']

/** Where the bench builds the example: outside the repo, one folder per API port (two benches side by side never share one). */
export const benchWorkDir = (ports: SandboxPorts) => join(tmpdir(), `portico-bench-${ports.api.port}`)

export type Services = { urls: SandboxEndpoints & { mail: string }; stop(): Promise<void> }

/** The services the example talks to, on `ports`: an anvil per sandbox chain, the API server, the relay, the inbox and the secure frame. */
export async function startServices(ports: SandboxPorts): Promise<Services> {
  const stops: (() => Promise<void>)[] = []
  const stop = async () => void (await Promise.allSettled(stops.splice(0).reverse().map((fn) => fn())))
  try {
    const chains = await Promise.all(
      sandboxChains.map(async (chain) => {
        const anvil = await startAnvil({ port: ports[chain.service].port, chainId: chain.id })
        stops.push(anvil.stop)
        return { chain, rpcUrl: anvil.rpcUrl }
      }),
    )
    // the embedded wallet's smart accounts (SPEC §1's default): EntryPoint, factory and a bundler per chain
    await prepareSandboxSmartAccounts(chains.map(({ rpcUrl }) => rpcUrl))
    const bundlers = await Promise.all(
      chains.map(async ({ chain, rpcUrl }) => {
        const bundler = await startBundler({ rpcUrl, label: chain.name, port: ports[chain.service === 'chainA' ? 'bundlerA' : 'bundlerB'].port })
        stops.push(bundler.stop)
        return bundler
      }),
    )
    const api = await startApiServer({
      port: ports.api.port,
      adminPort: ports.apiAdmin.port,
      chains: chains.map(({ chain, rpcUrl }) => ({ chainId: chain.id, name: chain.name, rpcUrl })),
    })
    stops.push(api.stop)
    const relay = await startRelay({ port: ports.relay.port })
    stops.push(relay.stop)
    const { frame, mail, stop: stopFrame } = await startFrameWithInbox({
      framePort: ports.secureFrame.port,
      mailPort: ports.mail.port,
      apiUrl: api.url,
      chains: chains.map(({ chain, rpcUrl }, i) => ({ id: chain.id, name: chain.name, rpcUrl, bundlerUrl: bundlers[i]!.url })),
    })
    stops.push(stopFrame)
    const rpc = (service: 'chainA' | 'chainB') => chains.find(({ chain }) => chain.service === service)!.rpcUrl
    return { urls: { chainA: rpc('chainA'), chainB: rpc('chainB'), api: api.url, relay: relay.url, secureFrame: frame.url, mail: mail.url }, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

export type BuiltExample = { dir: string; distDir: string; tarball: string; log: string }

/**
 * Packs portico (or takes `tarball`), copies the example into `workDir`, installs the tarball and
 * builds it for production with `urls` baked in. Logs go to `workDir`/example.log.
 */
export async function buildExample(workDir: string, urls: SandboxEndpoints, tarball?: string): Promise<BuiltExample> {
  await rm(workDir, { recursive: true, force: true })
  await mkdir(workDir, { recursive: true })
  const log = join(workDir, 'example.log')
  const packed = tarball ?? (await packTarball(join(workDir, 'tarball')))
  const dir = join(workDir, BENCH_EXAMPLE.name)
  await copyExample(join(examplesDir, BENCH_EXAMPLE.name), dir)
  await installExample(dir, packed, log)
  await run('npm', ['run', 'build'], { cwd: dir, env: buildEnv(BENCH_EXAMPLE.framework, urls), log })
  return { dir, distDir: join(dir, 'dist'), tarball: packed, log }
}

/** `vite preview` of the built example on PORTICO_TEST_EXAMPLE_VITE_REACT_PORT (default 15180). */
export function serveExample(built: BuiltExample, env: Record<string, string | undefined> = process.env): Promise<Server> {
  const port = examplePort(BENCH_EXAMPLE, env)
  const [command, args] = serveCommand(BENCH_EXAMPLE.framework, built.dir, port)
  return startServer(command, args, { cwd: built.dir, url: `http://127.0.0.1:${port}/`, log: join(built.dir, '..', 'server.log') })
}
