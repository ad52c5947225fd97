// examples/vite-react-18, built for production from the packed tarball and served by vite preview.
import { expect, test } from '@playwright/test'
import type { Server } from '../../../scripts/examples/serve.ts'
import { exampleInRun, serveExample } from './example-app.ts'
import { connectRestoreDisconnect, emailLoginRestoreDisconnect, installSandboxWallet, watchConsole } from './example-flow.ts'

let server: Server

test.skip(!exampleInRun('vite-react-18'), 'PORTICO_EXAMPLES leaves this example out')

test.beforeAll(async () => {
  server = await serveExample('vite-react-18')
})
test.afterAll(() => server?.stop())

test('connect the Sandbox Wallet, see the address, reload, see it restored, disconnect; no console error', async ({ page }) => {
  const problems = watchConsole(page)
  await installSandboxWallet(page)
  await connectRestoreDisconnect(page, server.url)
  expect(problems).toEqual([])
})

test('log in with an email (code from the sandbox inbox), reload, see it restored, disconnect; no console error', async ({ page }) => {
  const problems = watchConsole(page)
  await emailLoginRestoreDisconnect(page, server.url)
  expect(problems).toEqual([])
})
