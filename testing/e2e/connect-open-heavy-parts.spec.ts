// The Connect view's open draws the view and nothing more: the parts it does not need to draw stay
// off it. The embedded wallet's secure frame (a cross-origin page) is created when the visitor's
// login asks it something (Continue on the email, a social button), and @solana/web3.js loads on
// its first use (a balance, a transaction), so neither is fetched between the click on Connect
// Wallet and the view settled, nor in the idle time after (WalletConnect's sign-client is the one
// part prepared then). Requests and frames are recorded from the click; the end of each test shows
// the recorder does see the frame once a login needs it.
import { expect, test, type Page, type Request } from '@playwright/test'
import { e2eUrls } from './sandbox.ts'
import { submitEmail } from './email-steps.ts'

// a first load of the playground on a loaded 2-core machine can take most of the default 30 s
test.describe.configure({ timeout: 90_000 })

/** How long after the view showed the recording goes on: past its settling and the idle prepare that follows. */
const AFTER_VIEW_MS = 2_500

/** A class of @solana/web3.js that no other part of the modal names: a script holding it is web3.js. */
const WEB3_MARKER = 'TransactionInstruction'

const secureOrigin = new URL(e2eUrls.secureFrame).origin

interface Recording {
  requests: Request[]
  frames: string[]
  stop(): void
}

function record(page: Page): Recording {
  const recording: Recording = { requests: [], frames: [], stop: () => {} }
  const onRequest = (request: Request) => recording.requests.push(request)
  const onFrame = (frame: { url(): string }) => recording.frames.push(frame.url())
  page.on('request', onRequest)
  page.on('frameattached', onFrame)
  page.on('framenavigated', onFrame)
  recording.stop = () => {
    page.off('request', onRequest)
    page.off('frameattached', onFrame)
    page.off('framenavigated', onFrame)
  }
  return recording
}

/** The playground loaded and idle: the kernel, the modal and the Connect view's code already fetched, as for most taps. */
async function idlePage(page: Page, query: string) {
  await page.goto(`/${query}`, { timeout: 60_000 })
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  await expect(page.locator('portico-modal')).toBeAttached({ timeout: 20_000 })
}

/** Clicks Connect Wallet and records until the view has shown its email field and `AFTER_VIEW_MS` more. */
async function openConnect(page: Page): Promise<Recording> {
  const recording = record(page)
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('textbox', { name: 'Email' })).toBeVisible({ timeout: 20_000 })
  await page.waitForTimeout(AFTER_VIEW_MS)
  recording.stop()
  return recording
}

const toSecureSite = (url: string) => url.startsWith(secureOrigin)

async function web3Scripts(requests: Request[]): Promise<string[]> {
  const found: string[] = []
  for (const request of requests) {
    if (request.resourceType() !== 'script') continue
    const body = await (await request.response())?.text()
    if (body?.includes(WEB3_MARKER)) found.push(request.url())
  }
  return found
}

test("the open neither creates the secure frame nor fetches its page; the email's Continue does", async ({ page }) => {
  await idlePage(page, '')
  const open = await openConnect(page)
  // the recorder was live: the view's own requests (the wallets' images) are there
  expect(open.requests.some((r) => r.url().includes('/getWalletImage/'))).toBe(true)
  expect(open.requests.map((r) => r.url()).filter(toSecureSite)).toEqual([])
  expect(open.frames.filter(toSecureSite)).toEqual([])

  const login = record(page)
  await submitEmail(page, 'heavy-parts@example.com')
  await expect.poll(() => login.frames.some(toSecureSite), { timeout: 20_000 }).toBe(true)
  login.stop()
})

test('with Solana composed (?multichain), the open fetches no @solana/web3.js', async ({ page }) => {
  await idlePage(page, '?multichain')
  const open = await openConnect(page)
  expect(open.requests.some((r) => r.url().includes('/getWalletImage/'))).toBe(true)
  expect(await web3Scripts(open.requests)).toEqual([])
  expect(open.requests.map((r) => r.url()).filter(toSecureSite)).toEqual([])
})
