// (w) What portico/wagmi adds to a wagmi app's first bundle: examples/vite-wagmi (wagmi 3, TanStack
// Query, React 19, Portico's button) built for production from the tarball as it is, and again with
// no connector (createConfig's `connectors: []`, porticoConnector's import gone); the difference is the
// gzip JS its page loads before any click. Both builds share one install. The first bundle is also
// searched for the kernel: the connector must add nothing before the modal opens but itself.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { buildEnv, examples, examplesDir, type SandboxEndpoints } from '../scripts/examples/examples.ts'
import { copyExample, installExample } from '../scripts/examples/install.ts'
import { run } from '../scripts/examples/run.ts'
import { gzipSizes, initialChunks } from './initial-chunks.ts'

const EXAMPLE = examples['vite-wagmi']
const IMPORT = "import { porticoConnector } from 'portico/wagmi'\n"
const CONNECTORS = 'connectors: [porticoConnector(appKit)],'

/** examples/vite-wagmi's config.ts with no connector; throws if the file no longer reads as expected (the measure would mean nothing). */
export function withoutConnector(configSource: string): string {
  if (!configSource.includes(IMPORT) || !configSource.includes(CONNECTORS))
    throw new Error(`examples/vite-wagmi/src/config.ts no longer has "${IMPORT.trim()}" and "${CONNECTORS}": update bench/wagmi-bytes.ts`)
  return configSource.replace(IMPORT, '').replace(CONNECTORS, 'connectors: [],')
}

/** What the kernel's presence in a chunk looks like (the same markers bench/bundle-budget.test.ts looks for). */
const KERNEL_MARKERS = ['@inversifyjs', 'Reflect.defineMetadata', 'No ActiveCaipAddress found']

export type WagmiBytes = {
  /** gzip -9 JS before any click, examples/vite-wagmi as shipped. */
  withConnectorGzipBytes: number
  /** The same app with no connector. */
  withoutConnectorGzipBytes: number
  /** The difference: what porticoConnector adds. */
  addedGzipBytes: number
  /** Kernel markers found in the first bundle (none expected). */
  kernelMarkers: string[]
  files: { file: string; gzipBytes: number }[]
}

const total = (sizes: { gzipBytes: number }[]) => sizes.reduce((sum, s) => sum + s.gzipBytes, 0)

/** Builds examples/vite-wagmi twice in `workDir` (removed first) from `tarball`, with `urls` baked in. */
export async function measureWagmiBytes(workDir: string, urls: SandboxEndpoints, tarball: string): Promise<WagmiBytes> {
  await rm(workDir, { recursive: true, force: true })
  await mkdir(workDir, { recursive: true })
  const log = join(workDir, 'vite-wagmi.log')
  const dir = join(workDir, EXAMPLE.name)
  await copyExample(join(examplesDir, EXAMPLE.name), dir)
  await installExample(dir, tarball, log)
  const env = buildEnv(EXAMPLE.framework, urls)

  await run('npm', ['run', 'build'], { cwd: dir, env, log })
  const chunks = await initialChunks(join(dir, 'dist'))
  const files = gzipSizes(chunks)
  const code = [...chunks.values()].join('\n')

  const config = join(dir, 'src', 'config.ts')
  await writeFile(config, withoutConnector(await readFile(config, 'utf8')))
  await run('npm', ['run', 'build', '--', '--outDir', 'dist-without-connector'], { cwd: dir, env, log })
  const without = gzipSizes(await initialChunks(join(dir, 'dist-without-connector')))

  return {
    withConnectorGzipBytes: total(files),
    withoutConnectorGzipBytes: total(without),
    addedGzipBytes: total(files) - total(without),
    kernelMarkers: KERNEL_MARKERS.filter((marker) => code.includes(marker)),
    files,
  }
}
