// `features.analytics` as a visitor's privacy promise: with it off, nothing reaches the sandbox's
// analytics collector (no track event, no error telemetry, no config request) through a connect,
// an email login and two disconnects; with it on, the same visit's events are there.
import { expect, test, type Page } from '@playwright/test'
import { logInByEmail } from './email-steps.ts'
import { e2eUrls } from './sandbox.ts'

type Collected = { endpoint: string; event: { url: string; props: { type: string; event: string } } }

/** Everything the collector received from pages whose URL carries `tag` (read through the sandbox's admin API). */
async function collectedFrom(tag: string): Promise<Collected[]> {
  const response = await fetch(`${e2eUrls.apiAdmin}/__admin/analytics/events`)
  return ((await response.json()) as { events: Collected[] }).events.filter((e) => e.event.url.includes(tag))
}

/** Requests the page makes to the analytics collector or for the analytics config. */
function recordAnalyticsRequests(page: Page): string[] {
  const seen: string[] = []
  const api = new URL(e2eUrls.api).origin
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin === api && ['/batch', '/e', '/getAnalyticsConfig'].includes(url.pathname)) seen.push(`${request.method()} ${url.pathname}`)
  })
  return seen
}

async function disconnect(page: Page) {
  const address = (await page.getByTestId('account-address').textContent())!
  await page.getByRole('button', { name: new RegExp(address.slice(0, 6), 'i') }).click()
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
}

/** Connect the Sandbox Wallet, disconnect, log in by email, disconnect, then leave the page (which flushes the queue). */
async function visit(page: Page, search: string) {
  await page.goto(`/${search}`)
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'Sandbox Wallet' }).click()
  const prompt = page.getByRole('dialog', { name: 'Sandbox Wallet request' })
  await prompt.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await disconnect(page)
  await logInByEmail(page, `analytics-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`)
  await disconnect(page)
  // leaving hides the page: whatever is queued goes now, by beacon
  await page.goto('about:blank')
}

test('features.analytics off: nothing reaches the collector; on: the visit is there', async ({ page, context }) => {
  test.setTimeout(150_000)
  const off = `analytics-off-${Date.now()}`
  const requests = recordAnalyticsRequests(page)
  await visit(page, `?analytics=off&run=${off}`)
  const offLeftAt = Date.now()

  // the visit with analytics on goes in a second tab of the same browser meanwhile, rather than after an idle wait
  const onPage = await context.newPage()
  const onRequests = recordAnalyticsRequests(onPage)
  const on = `analytics-on-${Date.now()}`
  await visit(onPage, `?run=${on}`)

  // give a late beacon or a 10 s tick time to arrive before saying none came
  await page.waitForTimeout(Math.max(0, 11_000 - (Date.now() - offLeftAt)))
  expect(requests).toEqual([])
  expect(await collectedFrom(off)).toEqual([])

  await expect
    .poll(async () => (await collectedFrom(on)).filter((e) => e.event.props.type === 'track').map((e) => e.event.props.event), { timeout: 20_000 })
    .toEqual(expect.arrayContaining(['INITIALIZE', 'CONNECT_SUCCESS', 'DISCONNECT_SUCCESS']))
  const names = (await collectedFrom(on)).map((e) => e.event.props.event)
  expect(names.filter((n) => n === 'CONNECT_SUCCESS').length).toBe(2)
  expect(names.filter((n) => n === 'DISCONNECT_SUCCESS').length).toBe(2)
  expect(onRequests.length).toBeGreaterThan(0)
})
