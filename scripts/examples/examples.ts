// The example apps under examples/, how each is built and served, and where the e2e run puts them.
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export type Framework = 'vite' | 'next'

export type Example = {
  /** Its folder under examples/. */
  name: string
  framework: Framework
  /** The variable that moves its server, and the default port (away from the sandbox's). */
  portEnv: string
  defaultPort: number
}

export const examples = {
  'vite-react': { name: 'vite-react', framework: 'vite', portEnv: 'PORTICO_TEST_EXAMPLE_VITE_REACT_PORT', defaultPort: 15180 },
  'vite-react-18': { name: 'vite-react-18', framework: 'vite', portEnv: 'PORTICO_TEST_EXAMPLE_VITE_REACT_18_PORT', defaultPort: 15181 },
  next: { name: 'next', framework: 'next', portEnv: 'PORTICO_TEST_EXAMPLE_NEXT_PORT', defaultPort: 15182 },
  'vite-wagmi': { name: 'vite-wagmi', framework: 'vite', portEnv: 'PORTICO_TEST_EXAMPLE_VITE_WAGMI_PORT', defaultPort: 15183 },
} as const satisfies Record<string, Example>

export type ExampleName = keyof typeof examples

export const examplesDir = fileURLToPath(new URL('../../examples/', import.meta.url))

/**
 * Where a test run packs and builds the examples: outside the repo, so no import can fall back to the
 * repo's node_modules. One folder per e2e sandbox port, so two runs side by side never share one.
 */
export function examplesWorkDir(sandboxPort: number): string {
  return join(tmpdir(), `portico-examples-${sandboxPort}`)
}

export function examplePort(example: Example, env: Record<string, string | undefined> = process.env): number {
  const raw = env[example.portEnv]
  const port = raw === undefined || raw === '' ? example.defaultPort : Number(raw)
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`${example.portEnv} must be a TCP port number, got "${raw}"`)
  return port
}

/** The sandbox's URLs an example is built with. */
export type SandboxEndpoints = { chainA: string; chainB: string; api: string; relay: string; secureFrame: string }

/**
 * The build-time variables an example reads (examples/README.md lists them): Vite exposes VITE_*,
 * Next.js NEXT_PUBLIC_*. Telemetry is off for Next.js, which would otherwise call home.
 */
export function buildEnv(framework: Framework, urls: SandboxEndpoints): Record<string, string> {
  const prefix = framework === 'vite' ? 'VITE_' : 'NEXT_PUBLIC_'
  return {
    [`${prefix}PORTICO_CHAIN_A_RPC`]: urls.chainA,
    [`${prefix}PORTICO_CHAIN_B_RPC`]: urls.chainB,
    [`${prefix}PORTICO_API_URL`]: urls.api,
    [`${prefix}PORTICO_RELAY_URL`]: urls.relay,
    [`${prefix}PORTICO_SECURE_FRAME_URL`]: urls.secureFrame,
    NEXT_TELEMETRY_DISABLED: '1',
  }
}
