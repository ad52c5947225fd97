// Starts the sandbox ('test' ports) once for the whole e2e run; the returned function is
// Playwright's teardown. The playground is a production build; the HTML fixtures that import source
// modules (testing/e2e/fixtures/, loaded through Vite's /@fs/) get a Vite dev server of their own,
// whose address the specs read from PORTICO_E2E_FIXTURES_URL (workers inherit this process's env).
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'
import { playgroundConfig } from '../../sandbox/playground/vite.config.ts'
import { sandboxPortsFromEnv } from '../../sandbox/ports.ts'
import { startSandbox } from '../../sandbox/startSandbox.ts'

export default async function globalSetup(): Promise<() => Promise<void>> {
  // An examples-only run (npm test's examples lane) visits the examples' own servers, not the playground.
  const mode = process.env.PORTICO_E2E_EXAMPLES_ALONE ? 'none' : process.env.PORTICO_E2E_PLAYGROUND === 'dev' ? 'dev' : 'preview'
  const ports = sandboxPortsFromEnv('test')
  const sandbox = await startSandbox({ ports, mode, logLevel: 'warn' })
  void sandbox.crashed.then((crash) => {
    console.error(`\n${crash.service} stopped unexpectedly (${crash.reason}) during the e2e run.`)
  })
  if (mode !== 'preview') return () => sandbox.stop()

  const { urls } = sandbox
  const fixtures = await createServer({
    ...playgroundConfig({
      walletScriptUrl: urls.walletScript,
      rpcUrls: { chainA: urls.chains[0]!.rpcUrl, chainB: urls.chains[1]!.rpcUrl },
      apiUrl: urls.api,
      relayUrl: urls.relay,
      solanaRpcUrl: urls.solana.rpcUrl,
      secureFrameUrl: urls.secureFrame.url,
      mailUrl: urls.mail.url,
    }),
    cacheDir: fileURLToPath(new URL(`../../node_modules/.vite/e2e-fixtures-${ports.playground.port}`, import.meta.url)),
    logLevel: 'warn',
    // any free loopback port: only the specs need it, through the variable below
    server: { host: '127.0.0.1', port: 0 },
  })
  await fixtures.listen()
  const address = fixtures.httpServer?.address()
  if (!address || typeof address === 'string') throw new Error('the e2e fixtures server has no TCP address')
  process.env.PORTICO_E2E_FIXTURES_URL = `http://127.0.0.1:${address.port}/`
  return async () => {
    await fixtures.close()
    await sandbox.stop()
  }
}
