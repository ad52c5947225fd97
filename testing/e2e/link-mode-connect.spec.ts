// WalletConnect link mode for the first connection, on a phone (an emulated iPhone 13): the
// playground with link mode (`?linkMode`) and sign-in required (`?signin=required`, one-click
// sign-in). A tap on the Sandbox Mobile Wallet, whose listing names its link-mode universal link,
// opens that link carrying an authenticate request's envelope (wc_sessionAuthenticate), inside the
// tap; one Approve in the wallet connects and signs in, and the wallet answers by opening the dApp's
// universal link (another page), which hands the answer to the tab that asked. Neither the request
// nor its answer touches the relay. A wallet whose listing has no link mode keeps the pairing URI.
import { expect, test, type Page } from '@playwright/test'
import { ANVIL_ACCOUNT_0 } from '../accounts.ts'
import { SANDBOX_MISSING_WALLET, SANDBOX_APP_WALLET } from '../../sandbox/server/sandbox-app-wallets.ts'
import { expectConnected, findListedWallet, iPhone13, opened, phonePage, popupBlockerOn, relayPublishes } from './phone-pages.ts'
import { captureConsoleOnFailure, modal, recordConsole } from './walletconnect-pages.ts'
import { e2eUrls } from './sandbox.ts'

test.use({ ...iPhone13, launchOptions: popupBlockerOn })
test.describe.configure({ timeout: 150_000 })

const lines: string[] = []
captureConsoleOnFailure(lines)

/**
 * The relay's tags of what connects a wallet: a proposal's approval (1101) and the session's
 * settlement (1102, 1103), an authenticate request (1116) and its answers (1117, 1118).
 */
const CONNECT_TAGS = [1101, 1102, 1103, 1116, 1117, 1118]

/** Every body the page posts to the dApp backend's /dapp/siwx/verify. */
function recordVerifyPosts(page: Page): Record<string, unknown>[] {
  const posts: Record<string, unknown>[] = []
  page.on('request', (request) => {
    if (request.url().includes('/dapp/siwx/verify') && request.method() === 'POST') posts.push(request.postDataJSON() as Record<string, unknown>)
  })
  return posts
}

test("the first connection goes in the wallet's universal link, opened in the tap, and comes back in the dApp's: connected and signed in, nothing on the relay", async ({ page, context }) => {
  const publishes = relayPublishes(context)
  // no tab plays a desktop extension (the answer's tab included)
  await context.route('**/inject.js', (route) => route.abort())
  await phonePage(page, '/?linkMode&signin=required')
  const verifyPosts = recordVerifyPosts(page)
  const wallet = await findListedWallet(page, SANDBOX_APP_WALLET)
  const before = publishes.length

  const walletApp = context.waitForEvent('page')
  await wallet.tap()
  const walletPage = await walletApp
  recordConsole(walletPage, 'wallet (link)', lines)
  // the wallet's link-mode universal link with the authenticate request's envelope, opened in the tap
  expect(walletPage.url()).toMatch(new RegExp(`^${e2eUrls.mobileWallet}wc\\?wc_ev=[A-Za-z0-9_-]+&topic=[0-9a-f]{64}$`))
  expect((await opened(page)).at(-1)).toEqual({ href: walletPage.url(), target: '_blank', activeTap: true })
  await expect(modal(page, SANDBOX_APP_WALLET).getByText(`Continue in ${SANDBOX_APP_WALLET}`, { exact: true })).toBeVisible()

  // one approval connects and signs in
  const prompt = walletPage.getByRole('region', { name: 'Sign-in request' })
  await expect(prompt).toContainText('Portico Playground')
  await expect(prompt).toContainText(`wants you to sign in with your Ethereum account:\n${ANVIL_ACCOUNT_0.address}`)
  const answerTab = context.waitForEvent('page')
  await prompt.getByRole('button', { name: 'Approve' }).click()
  const answerPage = await answerTab
  recordConsole(answerPage, 'dApp (answer)', lines)
  expect(answerPage.url()).toMatch(new RegExp(`^${e2eUrls.playground}\\?wc_ev=[A-Za-z0-9_-]+&topic=[0-9a-f]{64}$`))

  // the tab that asked is connected and signed in (the backend took the wallet's CACAO; no sign-in step)
  await expectConnected(page)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(verifyPosts).toHaveLength(1)
  expect(Object.keys(verifyPosts[0]!)).toEqual(['cacao'])
  // the answer's tab read its address and cleaned it
  await expect.poll(() => answerPage.url(), { timeout: 10_000 }).toBe(e2eUrls.playground)
  // no connection message on the relay, and nothing published by any page since the tap
  expect(publishes.filter((tag) => CONNECT_TAGS.includes(tag))).toEqual([])
  expect(publishes.slice(before)).toEqual([])
})

test('a wallet whose listing has no link mode is opened with the pairing URI, as without link mode', async ({ page }) => {
  await phonePage(page, '/?linkMode&signin=required')
  const wallet = await findListedWallet(page, SANDBOX_MISSING_WALLET)
  await wallet.tap()
  await expect(modal(page, SANDBOX_MISSING_WALLET).getByText(`Continue in ${SANDBOX_MISSING_WALLET}`, { exact: true })).toBeVisible()
  const last = (await opened(page)).at(-1)
  expect(last?.href).toMatch(/^portico-missing-wallet:\/\/wc\?uri=wc%3A/)
  expect(last?.activeTap).toBe(true)
  expect((await opened(page)).filter((o) => o.href.includes('wc_ev='))).toEqual([])
})
