// The fault matrix: each part the modal depends on fails the way it fails in the wild,
// and each case checks three things: the modal says what failed in words, every request it had
// pending settles (the failure notice only shows once the request came back or was given up), and
// it recovers when the part comes back. Faults are injected where they are cheap: the sandbox API's
// admin port (per route: a status, Retry-After, latency, a dropped connection) and Playwright's
// request routing for a server that refuses connections. What other specs already prove is listed
// in the README's fault matrix table, not repeated here.
import { expect, test, type Page } from '@playwright/test'
import { ANVIL_ACCOUNT_0 } from '../accounts.ts'
import { e2eUrls } from './sandbox.ts'
import { copyWalletConnectLink, pairInMobileWallet, PAIRING_URI, proposal, restartRelay, signApprovedInWallet } from './walletconnect-pages.ts'
import { submitEmail } from './email-steps.ts'
import { latestCode } from './mail-inbox.ts'

const modal = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name })
const walletPrompt = (page: Page) => page.getByRole('dialog', { name: 'Sandbox Wallet request' })
const STILL_WORK = 'The wallets shown here still work.'

type Fault = { route: string; status?: number; retryAfter?: number; latencyMs?: number; drop?: boolean; times?: number }

async function injectFault(fault: Fault): Promise<void> {
  const response = await fetch(`${e2eUrls.apiAdmin}/__admin/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fault) })
  expect(response.status, await response.clone().text()).toBe(201)
}

async function clearFaults(): Promise<void> {
  await fetch(`${e2eUrls.apiAdmin}/__admin/faults`, { method: 'DELETE' })
}

test.afterEach(clearFaults)

/** Routes every request to the sandbox API through the test: refused (like a server that is not running) until `restore()`. */
async function apiSwitch(page: Page) {
  let down = true
  await page.route(
    (url) => url.href.startsWith(e2eUrls.api),
    (route) => (down ? route.abort('connectionrefused') : route.continue()),
  )
  return { restore: () => void (down = false) }
}

test('the API server refuses connections at page load: the modal says so, offers the installed wallets and WalletConnect, and loads the list once the server is back', async ({ page }) => {
  test.setTimeout(90_000)
  const api = await apiSwitch(page)
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = modal(page, 'Connect Wallet')
  await expect(connect.getByRole('alert')).toHaveText(`The wallet list could not be loaded: the server cannot be reached. ${STILL_WORK}`)
  await expect(connect.getByRole('button', { name: 'Sandbox Wallet' })).toBeVisible()
  await expect(connect.getByTestId('all-wallets-count')).toHaveCount(0)

  // WalletConnect still pairs (the relay is another server): its QR code shows.
  await connect.getByRole('button', { name: 'WalletConnect' }).click()
  await expect(modal(page, 'WalletConnect').getByRole('img', { name: 'QR code for WalletConnect' })).toHaveAttribute('data-uri', PAIRING_URI)
  await modal(page, 'WalletConnect').getByRole('button', { name: 'Back' }).click()

  // Still down: Try again asks again and says so again.
  await connect.getByRole('button', { name: 'Try again' }).click()
  await expect(connect.getByRole('alert')).toHaveText(/the server cannot be reached/)

  // The server is back: Try again loads the list and its count; the notice goes.
  api.restore()
  await connect.getByRole('button', { name: 'Try again' }).click()
  await expect(connect.getByTestId('all-wallets-count')).toHaveText(/^\d+$/)
  await expect(connect.getByRole('alert')).toHaveCount(0)

  // And the installed wallet connects.
  await connect.getByRole('button', { name: 'Sandbox Wallet' }).click()
  await walletPrompt(page).getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('account-address')).toHaveText(ANVIL_ACCOUNT_0.address)
})

test('the wallet listing route failing four ways (5xx, 429 with Retry-After, no answer in time, a dropped connection): said in words each time, Try again recovers', async ({ page }) => {
  // the timeout case waits out the HTTP client's 10 s
  test.setTimeout(120_000)
  const cases: { fault: Fault; says: string | RegExp }[] = [
    { fault: { route: 'GET /getWallets', status: 503 }, says: `The wallet list could not be loaded (HTTP status code: 503). ${STILL_WORK}` },
    { fault: { route: 'GET /getWallets', status: 429, retryAfter: 7 }, says: `The wallet list could not be loaded: too many requests, try again in 7 s. ${STILL_WORK}` },
    { fault: { route: 'GET /getWallets', latencyMs: 12_000 }, says: `The wallet list could not be loaded: the server did not answer in time. ${STILL_WORK}` },
    { fault: { route: 'GET /getWallets', drop: true }, says: `The wallet list could not be loaded: the server cannot be reached. ${STILL_WORK}` },
  ]
  for (const { fault, says } of cases) {
    await test.step(JSON.stringify(fault), async () => {
      await injectFault(fault)
      await page.goto('/')
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      const connect = modal(page, 'Connect Wallet')
      await expect(connect.getByRole('alert')).toHaveText(says, { timeout: 20_000 })
      await expect(connect.getByRole('button', { name: 'Sandbox Wallet' })).toBeVisible()
      await clearFaults()
      await connect.getByRole('button', { name: 'Try again' }).click()
      await expect(connect.getByTestId('all-wallets-count')).toHaveText(/^\d+$/)
      await expect(connect.getByRole('alert')).toHaveCount(0)
    })
  }
})

test('a wallet that never answers the connect request: the modal offers Cancel, the request settles, and another wallet connects', async ({ page }) => {
  test.setTimeout(90_000)
  // An EIP-6963 wallet whose provider takes every request and never answers.
  await page.addInitScript(() => {
    const provider = { request: () => new Promise(() => {}), on() {}, removeListener() {} }
    const info = { uuid: '0e5b1c7a-0000-4000-8000-00000000000a', name: 'Silent Wallet', icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>', rdns: 'com.example.silent' }
    const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
    window.addEventListener('eip6963:requestProvider', announce)
    announce()
  })
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page, 'Connect Wallet').getByRole('button', { name: 'Silent Wallet' }).click()
  const waiting = modal(page, 'Silent Wallet')
  await expect(waiting.getByText('Continue in Silent Wallet')).toBeVisible()
  await expect(page.getByTestId('account-status')).toHaveText('connecting')

  // Cancel: the request is given up (the page's status leaves 'connecting'), the modal goes back.
  await waiting.getByRole('button', { name: 'Cancel' }).click()
  const connect = modal(page, 'Connect Wallet')
  await expect(connect).toBeVisible()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')

  // Another wallet connects.
  await connect.getByRole('button', { name: 'Sandbox Wallet' }).click()
  await walletPrompt(page).getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('account-address')).toHaveText(ANVIL_ACCOUNT_0.address)
})

test("the network's RPC node down, then back: the Account view says the balance is unavailable, and shows it once the node answers again", async ({ page }) => {
  test.setTimeout(150_000)
  let down = false
  // every URL of the chain: the network's two, and the Blockchain API's RPC proxy tried last
  await page.route(
    (url) => [e2eUrls.chainA, ...e2eUrls.rpc.chainA, `${e2eUrls.api}/v1/?chainId=eip155%3A1337`].some((down) => url.href.startsWith(down)),
    (route) => (down ? route.abort('connectionrefused') : route.continue()),
  )
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page, 'Connect Wallet').getByRole('button', { name: 'Sandbox Wallet' }).click()
  await walletPrompt(page).getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('connected')

  // the node goes down; the page is loaded again (the session is restored without it)
  down = true
  await page.reload()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await page.getByRole('button', { name: /0xf39F/i }).click()
  const account = modal(page, 'Account')
  // the transport's three retries (150 + 300 + 600 ms) end in RPC_UNAVAILABLE, which the view puts in words
  // (beside the figure cached before the reload, if any: 'may be out of date'; else 'Balance unavailable')
  await expect(account.getByTestId('account-view-balance-unavailable')).toHaveText(
    /^(The network did not answer: this balance may be out of date|Balance unavailable: the network did not answer)$/,
    { timeout: 30_000 },
  )

  down = false
  await expect(async () => {
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.getByRole('button', { name: /0xf39F/i }).click()
    await expect(account.getByTestId('account-view-balance')).toHaveText(/ ETH$/, { timeout: 5_000 })
    await expect(account.getByTestId('account-view-balance-unavailable')).toHaveCount(0, { timeout: 5_000 })
  }).toPass({ timeout: 90_000, intervals: [5_000] })
})

test('the mail server down during an email login: the modal says no code was sent, and the login goes through once it is back', async ({ page }) => {
  test.setTimeout(120_000)
  const mailOutage = (down: boolean) => fetch(`${e2eUrls.mail}/__admin/outage`, { method: 'POST', body: JSON.stringify({ down }) })
  const email = `fault-mail-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  expect((await mailOutage(true)).status).toBe(200)
  try {
    await page.goto('/')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await submitEmail(page, email)
    const connect = modal(page, 'Connect Wallet')
    // the frame's request settles with the reason; nothing was mailed, so no 30 s wait follows
    await expect(connect.getByRole('alert')).toHaveText('The code could not be sent: the mail service is not available. Try again later.', { timeout: 30_000 })
  } finally {
    await mailOutage(false)
  }
  await modal(page, 'Connect Wallet').getByRole('button', { name: 'Continue', exact: true }).click()
  const confirm = modal(page, 'Confirm Email')
  await expect(confirm.getByText(email)).toBeVisible({ timeout: 30_000 })
  await confirm.getByRole('textbox', { name: '6-digit code' }).fill(await latestCode(page, email))
  await expect(page.getByTestId('account-status')).toHaveText('connected', { timeout: 30_000 })
})

test('the secure frame answering late, then never: a late answer is waited for; none within 30 s is said (iframe_request_timeout) and a retry goes through', async ({ page }) => {
  test.setTimeout(150_000)
  let mode: 'late' | 'never' | 'normal' = 'late'
  // the frame's own call to its server for CONNECT_EMAIL (the frame is another origin inside the page)
  await page.route(
    (url) => url.href.startsWith(`${e2eUrls.secureFrame}/api/connect-email`),
    async (route) => {
      if (mode === 'never') return // held: no answer ever (the route is dropped with the page)
      if (mode === 'late') await new Promise((resolve) => setTimeout(resolve, 5_000))
      await route.continue()
    },
  )
  const email = () => `fault-frame-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()

  // late (5 s): the modal waits, then the code step shows
  const first = email()
  await submitEmail(page, first)
  const confirm = modal(page, 'Confirm Email')
  await expect(confirm.getByText(first)).toBeVisible({ timeout: 30_000 })
  await confirm.getByRole('button', { name: 'Back' }).click()

  // never: after the frame's 30 s request timeout the request is given up and the modal says so
  mode = 'never'
  await page.evaluate(() => Object.keys(localStorage).filter((k) => k.endsWith(':lastEmailLoginTime')).forEach((k) => localStorage.removeItem(k)))
  const second = email()
  await submitEmail(page, second)
  await expect(page.getByText(/iframe_request_timeout/).first()).toBeVisible({ timeout: 45_000 })

  // the frame answers again: the same login goes through
  mode = 'normal'
  await expect(async () => {
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'Continue', exact: true }).click({ timeout: 2_000 })
    await expect(confirm.getByText(second)).toBeVisible({ timeout: 10_000 })
  }).toPass({ timeout: 45_000 })
  await confirm.getByRole('textbox', { name: '6-digit code' }).fill(await latestCode(page, second))
  await expect(page.getByTestId('account-status')).toHaveText('connected', { timeout: 30_000 })
})

test('the WalletConnect relay restarted during pairing: the pairing still completes and the session signs', async ({ page: dapp, context }) => {
  test.setTimeout(150_000)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const lines: string[] = []
  await dapp.goto('/')
  // the QR code is up (the dApp subscribed to the pairing topic); the relay drops every socket for 1 s
  const uri = await copyWalletConnectLink(dapp)
  const restarted = await restartRelay(1000)
  expect(restarted.closedSockets).toBeGreaterThanOrEqual(1)
  const wallet = await pairInMobileWallet(context, uri, lines)
  await proposal(wallet).getByRole('button', { name: 'Approve' }).click()
  await expect(dapp.getByTestId('account-status')).toHaveText('connected', { timeout: 30_000 })
  await dapp.keyboard.press('Escape')
  await signApprovedInWallet(dapp, wallet, { timeout: 20_000 })
})
