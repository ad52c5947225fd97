// The wallet listing against the sandbox API server (real registry data, 600+ wallets): All
// Wallets pages as the visitor scrolls, searches by part of a name, and stays usable when the
// server fails (its loopback admin API injects the fault).
import { expect, test, type Page } from '@playwright/test'
import { e2eUrls } from './sandbox.ts'

/** The playground's project id (sandbox/playground/sandbox-config.ts). */
const projectId = 'portico-sandbox'

type Listing = { count: number; data: { id: string; name: string }[] }

async function listingPage(page: number): Promise<Listing> {
  const url = new URL('/getWallets', e2eUrls.api)
  url.search = new URLSearchParams({ projectId, page: String(page), entries: '40' }).toString()
  const response = await fetch(url)
  expect(response.status).toBe(200)
  return (await response.json()) as Listing
}

async function injectFault(fault: { route: string; status?: number; latencyMs?: number; drop?: boolean }) {
  const response = await fetch(new URL('/__admin/faults', e2eUrls.apiAdmin), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  })
  expect(response.status).toBe(201)
}

const clearFaults = () => fetch(new URL('/__admin/faults', e2eUrls.apiAdmin), { method: 'DELETE' })

const modal = (page: Page, name: string) => page.getByRole('dialog', { name })

async function openAllWallets(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page, 'Connect Wallet').getByRole('button', { name: 'All Wallets', exact: true }).click()
  return modal(page, 'All Wallets')
}

test.beforeEach(async ({ page }) => {
  await clearFaults()
  await page.goto('/')
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
})
test.afterEach(clearFaults)

test('All Wallets shows the listing with its count, and loads the next page as the visitor scrolls', async ({ page }) => {
  const [first, second] = await Promise.all([listingPage(1), listingPage(2)])
  expect(first.count).toBeGreaterThan(600)

  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = modal(page, 'Connect Wallet')
  // the installed Sandbox Wallet and the listing's recommendations, then the way to all of them
  await expect(connect.getByRole('button', { name: 'Sandbox Wallet' })).toBeVisible()
  await expect(connect.getByTestId('all-wallets-count')).toHaveText(String(first.count))
  await connect.getByRole('button', { name: 'All Wallets', exact: true }).click()

  const allWallets = modal(page, 'All Wallets')
  const list = allWallets.getByRole('list', { name: 'Wallets' })
  await expect(list.getByRole('button', { name: first.data[0]!.name, exact: true })).toBeVisible()
  // a certified wallet carries a labelled badge
  await expect(list.getByRole('img', { name: 'Certified' }).first()).toBeVisible()

  // Scroll until the first wallet of page 2 shows: the next page loads as the end nears.
  const target = second.data[0]!.name
  const area = allWallets.getByTestId('all-wallets-list')
  await area.hover()
  const secondPage = list.getByRole('button', { name: target, exact: true })
  await expect(async () => {
    await page.mouse.wheel(0, 400)
    await expect(secondPage).toBeAttached({ timeout: 500 })
  }).toPass({ timeout: 15_000 })
  await secondPage.scrollIntoViewIfNeeded()
  await expect(secondPage).toBeInViewport()

  // The grid is virtualized: hundreds of wallets loaded, a few dozen in the DOM.
  expect(await list.getByRole('listitem').count()).toBeLessThan(60)
})

test('search finds a registry wallet by part of its name', async ({ page }) => {
  const allWallets = await openAllWallets(page)
  await allWallets.getByRole('searchbox', { name: 'Search wallet' }).fill('  ainbo ')
  const results = allWallets.getByRole('list', { name: 'Search results' })
  await expect(results.getByRole('button', { name: 'Rainbow', exact: true })).toBeVisible()
  await expect(results.getByRole('img', { name: 'Certified' }).first()).toBeVisible()

  // Nothing matches: says so.
  await allWallets.getByRole('searchbox', { name: 'Search wallet' }).fill('no wallet is called this')
  await expect(allWallets.getByText('No wallet found')).toBeVisible()

  // Picking a listing wallet: it connects over WalletConnect (the sandbox relay), with a QR code
  // of the pairing URI (at a computer no link to its phone app: Rainbow lists only that).
  await allWallets.getByRole('searchbox', { name: 'Search wallet' }).fill('Rainbow')
  await results.getByRole('button', { name: 'Rainbow', exact: true }).click()
  const pairing = modal(page, 'Rainbow')
  await expect(pairing.getByRole('img', { name: 'QR code for Rainbow' })).toBeVisible()
  await expect(pairing.getByRole('img', { name: 'QR code for Rainbow' })).toHaveAttribute('data-uri', /^wc:/)
  await expect(pairing.getByRole('link', { name: 'Open mobile app' })).toHaveCount(0)
  await expect(pairing.getByRole('button', { name: 'Copy link' })).toBeEnabled()
  await pairing.getByRole('button', { name: 'Back' }).click()
  await expect(modal(page, 'All Wallets')).toBeVisible()
})

test('when getWallets fails the modal stays usable and says why, and Try again recovers', async ({ page }) => {
  await injectFault({ route: 'GET /getWallets', status: 500 })
  // the page asks the listing once it is idle after load (ready for the first open): load it again with the fault on
  await page.reload()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = modal(page, 'Connect Wallet')
  // the Connect view says so (ignored it silently); the installed wallet still shows
  await expect(connect.getByRole('alert')).toHaveText('The wallet list could not be loaded (HTTP status code: 500). The wallets shown here still work.')
  await expect(connect.getByRole('button', { name: 'Sandbox Wallet' })).toBeVisible()
  await connect.getByRole('button', { name: 'All Wallets', exact: true }).click()

  const allWallets = modal(page, 'All Wallets')
  await expect(allWallets.getByRole('alert')).toHaveText('Could not load wallets (HTTP status code: 500)')
  await expect(allWallets.getByRole('searchbox', { name: 'Search wallet' })).toBeEnabled()

  await clearFaults()
  await allWallets.getByRole('button', { name: 'Try again' }).click()
  await expect(allWallets.getByRole('alert')).toHaveCount(0)
  await expect(allWallets.getByRole('list', { name: 'Wallets' }).getByRole('button').first()).toBeVisible()

  // still a working modal: back to Connect
  await allWallets.getByRole('button', { name: 'Back' }).click()
  await expect(modal(page, 'Connect Wallet').getByRole('button', { name: 'Sandbox Wallet' })).toBeVisible()
})
