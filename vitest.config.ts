import { defineConfig } from 'vitest/config'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { entryAliases } from './scripts/build/entry-points.ts'

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url))

export default defineConfig({
  resolve: {
    // every package entry point to its source (the one list of scripts/build/entry-points.ts)
    alias: entryAliases(r),
  },
  test: {
    include: ['{kernel,plugins,ui,testing,sandbox,bench,scripts,server}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', 'testing/e2e/**'],
    environment: 'node',
    testTimeout: 20_000,
    // set-up and tear-down start or stop real parts (anvil, a relay, Chromium, an app's node_modules):
    // seconds on a loaded 2-core machine, past Vitest's 10 s default
    hookTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, where many files
    // wait on a real anvil, relay or Chromium, so a second worker nearly halves the run.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
})
