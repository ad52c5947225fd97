// The example apps as the e2e run builds and serves them (scripts/examples/ does the work): packed
// portico installed from its tarball, a production build pointed at the e2e sandbox, its own server.
import { mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { buildEnv, examplePort, examples, examplesDir, examplesWorkDir, type Example, type ExampleName } from '../../../scripts/examples/examples.ts'
import { copyExample, installExample } from '../../../scripts/examples/install.ts'
import { run } from '../../../scripts/examples/run.ts'
import { serveCommand, startServer, type Server } from '../../../scripts/examples/serve.ts'
import { testTarball } from '../../../scripts/package/pack.ts'
import { sandboxPortsFromEnv } from '../../../sandbox/ports.ts'
import { e2eUrls } from '../sandbox.ts'

const workDir = examplesWorkDir(sandboxPortsFromEnv('test').playground.port)
const appDir = (example: Example) => join(workDir, example.name)
const log = (name: string) => join(workDir, `${name}.log`)

/** Empties the work folder; returns `npm test`'s tarball (PORTICO_TARBALL), or packs one when run alone. */
export async function packPortico(): Promise<string> {
  await rm(workDir, { recursive: true, force: true })
  await mkdir(workDir, { recursive: true })
  return testTarball()
}

/** Copies the example out of the repo and installs the tarball and the example's own dependencies. */
export async function installExampleApp(name: ExampleName, tarball: string): Promise<void> {
  const example = examples[name]
  await copyExample(join(examplesDir, name), appDir(example))
  await installExample(appDir(example), tarball, log(name))
}

/** Builds an installed example for production, pointed at the e2e sandbox. */
export async function buildExampleApp(name: ExampleName): Promise<void> {
  const example = examples[name]
  // the wagmi example takes a chain's URLs comma-separated: the sandbox's two RPC URLs, whose faults the specs set
  const chainA = name === 'vite-wagmi' ? e2eUrls.rpc.chainA.join(',') : e2eUrls.chainA
  const urls = { chainA, chainB: e2eUrls.chainB, api: e2eUrls.api, relay: e2eUrls.relay, secureFrame: e2eUrls.secureFrame }
  await run('npm', ['run', 'build'], { cwd: appDir(example), env: buildEnv(example.framework, urls), log: log(name) })
}

/** Whether this run prepares `name`: PORTICO_EXAMPLES=<names> leaves the others out (their specs skip). */
export function exampleInRun(name: ExampleName): boolean {
  const only = process.env.PORTICO_EXAMPLES?.split(',').filter(Boolean)
  return !only?.length || only.includes(name)
}

/** Serves a prepared example's production build; resolves once its page answers. */
export function serveExample(name: ExampleName): Promise<Server> {
  const example = examples[name]
  const port = examplePort(example)
  const [command, args] = serveCommand(example.framework, appDir(example), port)
  return startServer(command, args, {
    cwd: appDir(example),
    env: { NEXT_TELEMETRY_DISABLED: '1' },
    url: `http://127.0.0.1:${port}/`,
    log: log(`${name}-server`),
  })
}
