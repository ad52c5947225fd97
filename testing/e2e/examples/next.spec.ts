// examples/next (App Router), built for production from the packed tarball and served by next start.
import { expect, test } from '@playwright/test'
import type { Server } from '../../../scripts/examples/serve.ts'
import { exampleInRun, serveExample } from './example-app.ts'
import { addressOf, connectRestoreDisconnect, emailLoginRestoreDisconnect, installSandboxWallet, statusOf, watchConsole } from './example-flow.ts'

let server: Server

test.skip(!exampleInRun('next'), 'PORTICO_EXAMPLES leaves this example out')

test.beforeAll(async () => {
  server = await serveExample('next')
})
test.afterAll(() => server?.stop())

/** The page as the server renders it for a request carrying `cookie`. */
async function serverHtml(cookie = ''): Promise<string> {
  const response = await fetch(server.url, { headers: cookie ? { cookie } : {} })
  expect(response.status).toBe(200)
  return response.text()
}

const renderedStatus = (html: string) => /<output aria-label="Status">([^<]*)<\/output>/.exec(html)?.[1]

test('the server renders the page with the button and the visitor status', async ({ browser }) => {
  const html = await serverHtml()
  expect(html).toContain('<portico-button')
  expect(renderedStatus(html)).toBe('disconnected')
  // The server's HTML alone, no script run: the button is there, by role and name.
  const noScript = await browser.newContext({ javaScriptEnabled: false })
  const page = await noScript.newPage()
  await page.goto(server.url)
  await expect(page.getByRole('heading', { name: 'Portico + Next.js' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(statusOf(page)).toHaveText('disconnected')
  await noScript.close()
})

test('connect, see the address, reload, see it restored, disconnect; no hydration warning, no console error', async ({ page }) => {
  const problems = watchConsole(page)
  await installSandboxWallet(page)
  await connectRestoreDisconnect(page, server.url)
  expect(problems).toEqual([])
})

test('log in with an email (code from the sandbox inbox), reload, see it restored, disconnect; no hydration warning, no console error', async ({ page }) => {
  const problems = watchConsole(page)
  await emailLoginRestoreDisconnect(page, server.url)
  expect(problems).toEqual([])
})

test('a returning visitor is rendered from their own cookies; requests never share state', async ({ page, context }) => {
  const problems = watchConsole(page)
  await installSandboxWallet(page)
  await page.goto(server.url)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'Sandbox Wallet' }).click()
  await page.getByRole('dialog', { name: 'Sandbox Wallet request' }).getByRole('button', { name: 'Approve' }).click()
  await expect(statusOf(page)).toHaveText('connected')

  const cookie = (await context.cookies(server.url)).map((c) => `${c.name}=${c.value}`).join('; ')
  expect(cookie).toContain('portico')
  // Side by side: the connected visitor's request and a stranger's, in either order.
  const [theirs, stranger, theirsAgain] = await Promise.all([serverHtml(cookie), serverHtml(), serverHtml(cookie)])
  expect(renderedStatus(theirs)).toBe('connecting')
  expect(renderedStatus(theirsAgain)).toBe('connecting')
  expect(renderedStatus(stranger)).toBe('disconnected')

  // The browser hydrates what the server sent ("connecting") and then restores the connection.
  await page.reload()
  await expect(addressOf(page)).toHaveText(/^0x/)
  await expect(statusOf(page)).toHaveText('connected')
  expect(problems).toEqual([])
})
