import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts'
import { sandboxPortsFromEnv } from './sandbox/ports.ts'

// The e2e sandbox runs on the 'test' ports (PORTICO_TEST_*_PORT, defaults 15173/15174/18545/18546)
// so the tests can run next to a dev sandbox (`npm start`).
const ports = sandboxPortsFromEnv('test')

export default defineConfig({
  testDir: 'testing/e2e',
  globalSetup: './testing/e2e/global-setup.ts',
  // Two workers: the sandbox specs in one (one sandbox, one funded account: in parallel they would
  // race on its nonce and on each other's fault injection), the examples' install and builds (npm,
  // Vite, Next.js) in the other meanwhile.
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Room for a loaded 2-core machine (a passing spec takes 10–25 s there); a timeout costs only a failing run.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // A run on shifted ports (PORTICO_TEST_PORT_OFFSET) keeps its traces apart from another run's.
  outputDir: process.env.PORTICO_TEST_PORT_OFFSET ? `test-results/offset-${process.env.PORTICO_TEST_PORT_OFFSET}` : 'test-results',
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    browserName: 'chromium',
    baseURL: `http://127.0.0.1:${ports.playground.port}/`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'sandbox', testIgnore: 'examples/**', workers: 1 },
    // examples/: pack portico once, install and build each example from the tarball (beside the
    // sandbox specs), then their specs, once the sandbox specs are done: those take the relay, the
    // bundler and the API down on purpose, which an example's page would see.
    { name: 'examples-setup', testMatch: 'examples/prepare.setup.ts', workers: 1 },
    // PORTICO_EXAMPLES=<names> (an examples-only run: `--project=examples`) does not wait for them,
    // nor does npm test's examples lane (PORTICO_E2E_EXAMPLES_ALONE: a sandbox of its own, scripts/e2e-lanes.ts).
    {
      name: 'examples',
      testMatch: 'examples/*.spec.ts',
      dependencies: ['examples-setup', ...(process.env.PORTICO_EXAMPLES || process.env.PORTICO_E2E_EXAMPLES_ALONE ? [] : ['sandbox'])],
      workers: 1,
      // each is a whole visit (a production server's first requests, connect, reload, disconnect)
      timeout: 90_000,
    },
  ],
})
