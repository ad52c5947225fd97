// What the sandbox's own pages (the Sandbox Wallet script, the Mobile Wallet, the secure frame)
// share to build with Vite inside a running sandbox process.
import { fileURLToPath } from 'node:url'
import { build, type InlineConfig } from 'vite'

/** `.sandbox/<name>-<key>/`: one build per running sandbox (keyed by its port), so two never overwrite each other's files. */
export const sandboxBuildDir = (name: string, key: string | number) => fileURLToPath(new URL(`../.sandbox/${name}-${key}/`, import.meta.url))

/**
 * A production Vite build with no config file. `vite build` sets NODE_ENV=production when unset,
 * which would turn a Vite dev server started later in this process into a production one: it is
 * put back afterwards.
 */
export async function buildSandboxPage(config: InlineConfig): Promise<void> {
  const nodeEnv = process.env.NODE_ENV
  try {
    await build({ configFile: false, logLevel: 'warn', define: { 'process.env.NODE_ENV': JSON.stringify('production') }, ...config })
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
}
