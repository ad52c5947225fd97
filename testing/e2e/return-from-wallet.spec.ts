// Coming back from the wallet app on a phone (an emulated iPhone 13): the dApp asked for a
// signature, the visitor went to the wallet (the page hidden), the relay socket closed meanwhile
// and the sign-client's one quick reconnect failed (the relay was down), the wallet answered (the
// relay keeps the answer). When the page shows again its socket reopens at once and the pending
// signature completes, without a reload. (That the socket reopens on the visibility change itself,
// rather than on the sign-client's next 5 s heartbeat, is pinned by reopen-on-return.test.ts: in
// Chromium the emulated hidden page keeps its timers, so the heartbeat may reconnect first.)
import { expect, test } from '@playwright/test'
import { connectMobileWallet, iPhone13, phonePage, suspend } from './phone-pages.ts'
import { captureConsoleOnFailure, PLAYGROUND_MESSAGE, restartRelay } from './walletconnect-pages.ts'

test.use(iPhone13)
test.describe.configure({ timeout: 120_000 })

const lines: string[] = []
captureConsoleOnFailure(lines)

/** How soon after the page shows the answer must arrive. */
const ON_RETURN_MS = 5_000

/** How long the visitor stays in the wallet app: long enough for a phone to drop the page's socket. */
const AWAY_MS = 30_000

test('the page hidden for 30 s while the relay socket closed: shown again, the pending signature completes at once', async ({ page, context }) => {
  await phonePage(page)
  const walletPage = await connectMobileWallet(page, context, lines)

  await page.getByRole('button', { name: 'Sign message' }).tap()
  const prompt = walletPage.getByRole('region', { name: 'Sign message' })
  await expect(prompt).toContainText(PLAYGROUND_MESSAGE)

  // the visitor is in the wallet app: the dApp's page is hidden and suspended, and its socket closes meanwhile
  const resume = await suspend(page, context)
  const hiddenAt = Date.now()
  const restarted = await restartRelay(3000)
  expect(restarted.closedSockets).toBeGreaterThanOrEqual(2)
  await prompt.getByRole('button', { name: 'Approve' }).click()
  await expect(walletPage.getByRole('status')).toHaveText('Answered personal_sign')
  await walletPage.waitForTimeout(Math.max(2000, AWAY_MS - (Date.now() - hiddenAt)))

  // back in the dApp
  await resume()
  await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/, { timeout: ON_RETURN_MS })
  await expect(page.getByTestId('account-status')).toHaveText('connected')
})
