// The kernel's auth-frame bridge in Chromium against the sandbox secure frame on its own origin and
// the sandbox mail inbox: email → code from the inbox → OTP → user → personal_sign (verified with
// viem); reload stays signed in; a second browser must approve the device by mail; forged replies
// from the page itself or from a frame of another origin are ignored; a frame that never becomes
// ready gives 'iframe_load_failed'.
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { fileURLToPath } from 'node:url'
import { stringToHex, verifyMessage, type Hex } from 'viem'
import { e2eUrls } from './sandbox.ts'

const fixture = fileURLToPath(new URL('./fixtures/secure-frame.html', import.meta.url))
const fixtureUrl = (params: Record<string, string> = {}) =>
  `${e2eUrls.playground}@fs${fixture}?${new URLSearchParams({ frame: e2eUrls.secureFrame, api: e2eUrls.api, rpc: e2eUrls.chainA, ...params })}`

type Bridge = { request(name: string, payload?: unknown): Promise<unknown>; get(): { status: string } }
type FixtureWindow = Window & { bridge: Bridge; makeBridge(url: string, projectId: string, loadMs: number): Bridge; kernel: any; tokens: any; settled?: unknown }

async function openFixture(context: BrowserContext | Page, params?: Record<string, string>): Promise<Page> {
  const page = 'newPage' in context ? await context.newPage() : context
  await page.goto(fixtureUrl(params))
  await expect(page.locator('body[data-ready="true"]')).toBeAttached()
  return page
}

const request = (page: Page, name: string, payload?: unknown) =>
  page.evaluate(([n, p]) => (window as unknown as FixtureWindow).bridge.request(n as string, p), [name, payload] as const)

/** Reads the newest mail with `subject` for `email` on the inbox page, as a person would. */
async function readMail(context: BrowserContext, email: string, subject: RegExp): Promise<{ subject: string; body: string }> {
  const inbox = await context.newPage()
  await inbox.goto(`${e2eUrls.mail}/?to=${encodeURIComponent(email)}`)
  const link = inbox.getByRole('link', { name: subject }).first()
  const title = (await link.textContent())!
  await link.click()
  const body = (await inbox.locator('pre').textContent())!
  await inbox.close()
  return { subject: title, body }
}
const codeFrom = (mail: { subject: string }) => /(\d{6})$/.exec(mail.subject)![1]!

/** A fresh email per run: the e2e sandbox's frame keeps its users for its whole life. */
const newEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

async function signIn(page: Page, email: string): Promise<string> {
  expect(await request(page, 'CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_OTP' })
  const mail = await readMail(page.context(), email, /Your Portico sandbox code/)
  expect(await request(page, 'CONNECT_OTP', { otp: codeFrom(mail) })).toBeUndefined()
  const user = (await request(page, 'GET_USER')) as { address: string; email: string }
  expect(user.email).toBe(email)
  return user.address
}

test('email → code from the inbox → OTP → user → personal_sign verified with viem; reload stays signed in', async ({ page }) => {
  await openFixture(page)
  const email = newEmail('alice')
  // Nothing is loaded before the first need.
  expect(await page.locator('iframe#w3m-iframe').count()).toBe(0)

  expect(await request(page, 'CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_OTP' })
  const frame = page.locator('iframe#w3m-iframe')
  await expect(frame).toHaveAttribute('src', new RegExp(`^${e2eUrls.secureFrame}/sdk\\?projectId=test-project&chainId=1337&version=4&enableLogger=false&rpcUrl=`))
  await expect(frame).toBeHidden()

  const mail = await readMail(page.context(), email, /Your Portico sandbox code/)
  expect(mail.body).toContain(`Your one-time code is ${codeFrom(mail)}`)
  // A wrong code is refused with a clear error, the right one works.
  const wrong = codeFrom(mail) === '000000' ? '111111' : '000000'
  await expect(request(page, 'CONNECT_OTP', { otp: wrong })).rejects.toThrow('Invalid code (4 attempts left)')
  expect(await request(page, 'CONNECT_OTP', { otp: codeFrom(mail) })).toBeUndefined()
  // The frame announced a session token; the page keeps it (SPEC §3).
  expect(await page.evaluate(() => localStorage.getItem('portico:sessionToken'))).toMatch(/^\S{20,}$/)

  const user = (await request(page, 'GET_USER')) as { address: Hex; email: string; chainId: number; accounts: unknown[] }
  expect(user).toMatchObject({ email, chainId: 1337, accounts: [{ address: user.address, type: 'eoa' }] })
  expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  expect(await request(page, 'GET_SMART_ACCOUNT_ENABLED_NETWORKS')).toEqual({ smartAccountEnabledNetworks: [] })
  // Answered by the page from the stored value.
  expect(await request(page, 'GET_CHAIN_ID')).toEqual({ chainId: 1337 })

  const message = 'Sign in to the Portico e2e'
  const signature = (await request(page, 'RPC_REQUEST', { method: 'personal_sign', params: [stringToHex(message), user.address] })) as Hex
  expect(await verifyMessage({ address: user.address, message, signature })).toBe(true)
  // Reads go to the sandbox chain through the frame; the new account was funded.
  expect(BigInt((await request(page, 'RPC_REQUEST', { method: 'eth_getBalance', params: [user.address, 'latest'] })) as string)).toBeGreaterThan(0n)

  // The dApp page cannot reach into the frame's origin (its storage, its key material).
  expect(await page.evaluate(() => {
    try {
      return String((document.getElementById('w3m-iframe') as HTMLIFrameElement).contentWindow!.localStorage.length)
    } catch (error) {
      return (error as Error).name
    }
  })).toBe('SecurityError')

  await page.reload()
  await expect(page.locator('body[data-ready="true"]')).toBeAttached()
  expect(await request(page, 'IS_CONNECTED')).toEqual({ isConnected: true })
  expect(await request(page, 'GET_USER')).toMatchObject({ address: user.address, email })

  expect(await request(page, 'SIGN_OUT')).toBeUndefined()
  expect(await request(page, 'IS_CONNECTED')).toEqual({ isConnected: false })
  await expect(request(page, 'GET_USER')).rejects.toThrow('Not signed in')
})

test('a second browser for the same email approves the device by mail; forged replies from the page or another origin are ignored', async ({ browser }) => {
  const email = newEmail('bob')
  const first = await browser.newContext()
  const address = await signIn(await openFixture(first), email)
  await first.close()

  const second = await browser.newContext()
  const page = await openFixture(second)
  expect(await request(page, 'CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_DEVICE' })

  // Watch what the frame receives, to learn the id of the next request (the page's ids are secret to others).
  const frame = page.frame({ url: (url) => url.href.startsWith(`${e2eUrls.secureFrame}/sdk`) })!
  await frame.evaluate(() => {
    const seen: { id: string; type: string }[] = []
    Object.assign(window, { seen })
    addEventListener('message', (event) => seen.push(event.data))
  })
  await page.evaluate(() => {
    const w = window as unknown as FixtureWindow
    void w.bridge.request('CONNECT_DEVICE').then(
      () => (w.settled = 'approved'),
      (error: Error) => (w.settled = `error: ${error.message}`),
    )
  })
  await expect.poll(() => frame.evaluate(() => (window as unknown as { seen: { type: string }[] }).seen.some((m) => m.type === '@w3m-app/CONNECT_DEVICE'))).toBe(true)
  const id = await frame.evaluate(() => (window as unknown as { seen: { id: string; type: string }[] }).seen.find((m) => m.type === '@w3m-app/CONNECT_DEVICE')!.id)

  // A forged success with the right id: from the page's own window, and from a frame of another origin.
  await page.evaluate((forgedId) => window.postMessage({ id: forgedId, type: '@w3m-frame/CONNECT_DEVICE_SUCCESS' }, '*'), id)
  await page.evaluate((src) => {
    const other = document.createElement('iframe')
    other.src = src
    other.id = 'foreign'
    document.body.appendChild(other)
    return new Promise((resolve) => other.addEventListener('load', resolve))
  }, e2eUrls.walletPage)
  const foreign = page.frame({ url: (url) => url.href.startsWith(e2eUrls.walletPage) })!
  await foreign.evaluate((forgedId) => window.parent.postMessage({ id: forgedId, type: '@w3m-frame/CONNECT_DEVICE_SUCCESS' }, '*'), id)
  await page.waitForTimeout(1_000)
  expect(await page.evaluate(() => (window as unknown as FixtureWindow).settled)).toBeUndefined()

  // The person opens the approval link from the inbox; the frame notices and the request resolves.
  const approval = await readMail(second, email, /Approve a new device/)
  const link = /(http:\/\/\S+\/device\/approve\?token=\S+)/.exec(approval.body)![1]!
  const approvalPage = await second.newPage()
  await approvalPage.goto(link)
  await expect(approvalPage.getByRole('heading', { name: 'Device approved' })).toBeVisible()
  await expect.poll(() => page.evaluate(() => (window as unknown as FixtureWindow).settled)).toBe('approved')

  const code = codeFrom(await readMail(second, email, /Your Portico sandbox code/))
  expect(await request(page, 'CONNECT_OTP', { otp: code })).toBeUndefined()
  // The same email is the same account in every browser.
  expect(await request(page, 'GET_USER')).toMatchObject({ address, email })
  await second.close()
})

test("a frame that never becomes ready gives 'iframe_load_failed' and raises its alert; the page stays usable", async ({ page }) => {
  await openFixture(page)
  // The API server's origin serves no /sdk page: an iframe loads, but no READY ever comes.
  const result = await page.evaluate(async (url) => {
    const w = window as unknown as FixtureWindow
    const started = Date.now()
    const bridge = w.makeBridge(url, 'test-project', 1_000)
    const error = await bridge.request('GET_USER').then(
      () => undefined,
      (e: { code: string; message: string }) => ({ code: e.code, message: e.message }),
    )
    return { error, elapsed: Date.now() - started, status: bridge.get().status, alert: w.kernel.get(w.tokens.alerts).get() }
  }, e2eUrls.api)
  expect(result.error).toEqual({ code: 'IFRAME_LOAD_FAILED', message: 'Something went wrong' })
  expect(result.elapsed).toBeGreaterThanOrEqual(1_000)
  expect(result.status).toBe('failed')
  expect(result.alert).toMatchObject({ open: true, code: 'IFRAME_LOAD_FAILED', message: 'Network error: iframe_load_failed' })

  // The frame itself refuses a parent whose project does not allow this origin: no READY either.
  const refused = await page.evaluate(async (url) => {
    const w = window as unknown as FixtureWindow
    return w.makeBridge(url, 'no-such-project', 2_000).request('GET_USER').then(
      () => 'answered',
      (e: { code: string }) => e.code,
    )
  }, e2eUrls.secureFrame)
  expect(refused).toBe('IFRAME_LOAD_FAILED')
  // The kernel's own bridge still works beside the failed ones.
  expect(await request(page, 'IS_CONNECTED')).toEqual({ isConnected: false })
})
