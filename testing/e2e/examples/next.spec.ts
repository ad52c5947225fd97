// examples/next (App Router), built for production from the packed tarball and served by next start.
import { expect, test, type Page } from '@playwright/test'
import { ANVIL_ACCOUNT_0 } from '../../accounts.ts'
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

/** The text the server rendered into the output labelled `label`. */
const rendered = (html: string, label: string) => new RegExp(`<output aria-label="${label}">([^<]*)</output>`).exec(html)?.[1]
const renderedStatus = (html: string) => rendered(html, 'Status')
const wagmiStatusOf = (page: Page) => page.getByRole('status', { name: 'wagmi connection' })
const wagmiAddressOf = (page: Page) => page.getByRole('status', { name: 'wagmi account' })

test('the server renders the page with the button and the visitor status', async ({ browser }) => {
  const html = await serverHtml()
  expect(html).toContain('<portico-button')
  expect(renderedStatus(html)).toBe('disconnected')
  expect(rendered(html, 'wagmi connection')).toBe('disconnected')
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

test('log in with an email (code from the sandbox inbox), reload, see it restored, disconnect; no hydration warning, no console error; the session token never in a cookie', async ({ page, context }) => {
  const problems = watchConsole(page)
  const tokenKey = 'portico:sessionToken'
  const stored = () => page.evaluate((key) => ({ cookie: document.cookie, token: localStorage.getItem(key) }), tokenKey)
  let token = ''
  await emailLoginRestoreDisconnect(page, server.url, {
    async loggedIn() {
      // every other key is a cookie for the server render; the token is in localStorage only
      const after = await stored()
      expect(after.cookie).toContain('portico')
      expect(after.cookie).not.toContain('sessionToken')
      expect(after.token).toBeTruthy()
      token = after.token!
      expect(after.cookie).not.toContain(encodeURIComponent(token))
      // A returning visitor from an earlier version: the token in a cookie, none in localStorage.
      await page.evaluate((key) => localStorage.removeItem(key), tokenKey)
      await context.addCookies([{ name: encodeURIComponent(tokenKey), value: encodeURIComponent(token), url: server.url }])
      expect((await stored()).cookie).toContain('sessionToken')
    },
    async restored() {
      // moved once: back in localStorage, the cookie deleted
      await expect.poll(stored).toEqual({ cookie: expect.not.stringContaining('sessionToken'), token })
      expect((await context.cookies(server.url)).map((c) => c.name)).not.toContain(encodeURIComponent(tokenKey))
    },
  })
  expect(problems).toEqual([])
})

test("a returning visitor is rendered from their own cookies (Portico's cookies and wagmi's cookieStorage), hydrated with no mismatch; requests never share state", async ({ page, context }) => {
  test.setTimeout(150_000)
  const problems = watchConsole(page)
  const { address } = ANVIL_ACCOUNT_0
  await installSandboxWallet(page)
  await page.goto(server.url)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'Sandbox Wallet' }).click()
  await page.getByRole('dialog', { name: 'Sandbox Wallet request' }).getByRole('button', { name: 'Approve' }).click()
  await expect(statusOf(page)).toHaveText('connected')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(wagmiStatusOf(page)).toHaveText('connected')
  await expect(wagmiAddressOf(page)).toHaveText(address)

  const cookies = await context.cookies(server.url)
  expect(cookies.map((c) => c.name)).toContain('wagmi.store')
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ')
  expect(cookie).toContain('portico')
  // Side by side: the connected visitor's request and a stranger's, in either order.
  const [theirs, stranger, theirsAgain] = await Promise.all([serverHtml(cookie), serverHtml(), serverHtml(cookie)])
  for (const html of [theirs, theirsAgain]) {
    expect(renderedStatus(html)).toBe('connecting')
    // wagmi from its cookie: the stored account, reconnecting (as wagmi's first browser render has it)
    expect(rendered(html, 'wagmi connection')).toBe('reconnecting')
    expect(rendered(html, 'wagmi account')).toBe(address)
  }
  expect(renderedStatus(stranger)).toBe('disconnected')
  expect(rendered(stranger, 'wagmi connection')).toBe('disconnected')
  expect(rendered(stranger, 'wagmi account')).toBe('none')

  // The browser hydrates what the server sent (a mismatch is an error React reports, which
  // watchConsole catches) and then restores both: from the first animation frame on, wagmi's
  // account is there and neither side passes through 'disconnected'.
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __seen: string[] }).__seen = seen
    const tick = () => {
      const text = (label: string) => document.querySelector(`output[aria-label="${label}"]`)?.textContent
      const now = `${text('Status')} / ${text('wagmi connection')} / ${text('wagmi account')}`
      if (text('Status') !== undefined && seen[seen.length - 1] !== now) seen.push(now)
      requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  })
  await page.reload()
  await expect(addressOf(page)).toHaveText(/^0x/)
  await expect(statusOf(page)).toHaveText('connected')
  await expect(wagmiStatusOf(page)).toHaveText('connected')
  await expect(wagmiAddressOf(page)).toHaveText(address)
  const seen = await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen)
  expect(seen.length).toBeGreaterThan(0)
  expect(seen.filter((texts) => !texts.endsWith(` / ${address}`) || texts.includes('disconnected'))).toEqual([])
  expect(seen[seen.length - 1]).toBe(`connected / connected / ${address}`)
  // a first client render unlike the server's HTML is React's error #418 here
  expect(problems).toEqual([])

  // Disconnect in the modal: wagmi follows, and its cookie no longer renders an account.
  await page.getByRole('button', { name: new RegExp(address.slice(0, 6), 'i') }).click()
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
  await expect(wagmiStatusOf(page)).toHaveText('disconnected')
  const after = (await context.cookies(server.url)).map((c) => `${c.name}=${c.value}`).join('; ')
  expect(rendered(await serverHtml(after), 'wagmi connection')).toBe('disconnected')
  expect(problems).toEqual([])
})
