import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts'
import { sandboxPortsFromEnv } from './sandbox/ports.ts'

// The e2e sandbox runs on the 'test' ports (PORTICO_TEST_*_PORT, defaults 15173/15174/18545/18546)
// so the tests can run next to a dev sandbox (`npm start`).
const ports = sandboxPortsFromEnv('test')

export default defineConfig({
  testDir: 'testing/e2e',
  globalSetup: './testing/e2e/global-setup.ts',
  // One sandbox, one funded account: tests in parallel would race on its nonce.
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    browserName: 'chromium',
    baseURL: `http://127.0.0.1:${ports.playground.port}/`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'sandbox', testIgnore: 'examples/**' },
    // examples/: pack portico once, install and build each example from the tarball, then their specs.
    { name: 'examples-setup', testMatch: 'examples/prepare.setup.ts' },
    { name: 'examples', testMatch: 'examples/*.spec.ts', dependencies: ['examples-setup'] },
  ],
})
