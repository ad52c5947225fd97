// Starts the sandbox (dev mode, 'test' ports) once for the whole e2e run; the returned function
// is Playwright's teardown.
import { sandboxPortsFromEnv } from '../../sandbox/ports.ts'
import { startSandbox } from '../../sandbox/startSandbox.ts'

export default async function globalSetup(): Promise<() => Promise<void>> {
  const mode = process.env.PORTICO_E2E_PLAYGROUND === 'dev' ? 'dev' : 'preview'
  const sandbox = await startSandbox({ ports: sandboxPortsFromEnv('test'), mode, logLevel: 'warn' })
  void sandbox.crashed.then((crash) => {
    console.error(`\n${crash.service} stopped unexpectedly (${crash.reason}) during the e2e run.`)
  })
  return () => sandbox.stop()
}
