// The walking skeleton, as a visitor does it: connect the Sandbox Wallet through the modal, read the
// account, sign, switch networks, reload, disconnect. Real Chromium, real anvil, real signatures.
import { expect, test, type Page } from '@playwright/test'
import { createPublicClient, createWalletClient, http, parseEther, verifyMessage, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { displayBalance, formatUnits } from '../../kernel/format/balance.ts'
import { ANVIL_ACCOUNT_0, ANVIL_ACCOUNT_1 } from '../accounts.ts'
import { reloadRecordingStatuses } from './reload-statuses.ts'
import { e2eUrls } from './sandbox.ts'
import { expectToast, recordToasts } from './toasts.ts'

const { address } = ANVIL_ACCOUNT_0
const chainA = createPublicClient({ transport: http(e2eUrls.chainA) })

const walletPrompt = (page: Page) => page.getByRole('dialog', { name: 'Sandbox Wallet request' })
const modal = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name })

async function approveInWallet(page: Page) {
  await walletPrompt(page).getByRole('button', { name: 'Approve' }).click()
  await expect(walletPrompt(page)).toHaveCount(0)
}

async function connect(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page, 'Connect Wallet').getByRole('button', { name: 'Sandbox Wallet' }).click()
  await expect(walletPrompt(page)).toBeVisible()
  await approveInWallet(page)
  // Connected: the modal closes and the button shows the account; it opens the Account view.
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.getByRole('button', { name: /0xf39F/i }).click()
  await expect(modal(page, 'Account')).toBeVisible()
}

/** What the Account view must show for a balance held on chain: 3 decimals, truncated. */
async function shownBalance(client = chainA) {
  return `${displayBalance(formatUnits(await client.getBalance({ address }), 18))} ETH`
}

test.beforeEach(async ({ page }) => {
  await page.goto('/')
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
})

/** The track events the sandbox's pulse collector received with this name (read through its admin API). */
async function collected(event: string): Promise<{ props: { event: string; properties?: Record<string, unknown> } }[]> {
  const response = await fetch(`${e2eUrls.apiAdmin}/__admin/analytics/events?type=track&event=${event}`)
  return ((await response.json()) as { events: { event: { props: { event: string; properties?: Record<string, unknown> } } }[] }).events.map((e) => e.event)
}

test('connect, see the account and the chain balance, transfer, sign, switch, reload, disconnect', async ({ page }) => {
  // Seven steps with two reloads and four wallet prompts: ~15 s alone, over 60 s in CI at the run's start
  // (beside the examples' installs and builds).
  test.setTimeout(150_000)
  await fetch(`${e2eUrls.apiAdmin}/__admin/analytics/events`, { method: 'DELETE' })
  await connect(page)
  const account = modal(page, 'Account')
  await expect(account).toContainText(address.slice(0, 6))
  await expect(account).toContainText(await shownBalance())
  await expect(account.getByRole('button', { name: /Sandbox Ethereum/ })).toBeVisible()
  await expect(page.getByTestId('account-address')).toHaveText(address)
  await expect(page.getByTestId('account-chain')).toHaveText('1337')

  // A transfer made on anvil, outside the modal, shows on the next look at the account.
  const sender = createWalletClient({ account: privateKeyToAccount(ANVIL_ACCOUNT_1.privateKey), transport: http(e2eUrls.chainA) })
  const hash = await sender.sendTransaction({ to: address, value: parseEther('1.2345'), chain: null })
  await chainA.waitForTransactionReceipt({ hash })
  await account.getByRole('button', { name: 'Close' }).click()
  await expect(account).toHaveCount(0)
  await page.getByRole('button', { name: /0xf39F/i }).click()
  await expect(modal(page, 'Account')).toContainText(await shownBalance())
  await page.keyboard.press('Escape')
  await expect(modal(page, 'Account')).toHaveCount(0)

  // Sign a message; the wallet asks first; the signature verifies against the connected address.
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(walletPrompt(page)).toContainText('Hello from Portico')
  await approveInWallet(page)
  await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  const signature = (await page.getByTestId('signature').textContent()) as Hex
  expect(await verifyMessage({ address, message: 'Hello from Portico', signature })).toBe(true)

  // Switch to the other chain from the Networks view.
  await page.getByRole('button', { name: /0xf39F/i }).click()
  await modal(page, 'Account').getByRole('button', { name: /Sandbox Ethereum/ }).click()
  const networks = modal(page, /Network/)
  await networks.getByRole('button', { name: 'Sandbox Base' }).click()
  await expect(walletPrompt(page)).toContainText('Sandbox Base')
  await approveInWallet(page)
  await expect(page.getByTestId('account-chain')).toHaveText('8453')
  await expect(modal(page, 'Account').getByRole('button', { name: /Sandbox Base/ })).toBeVisible()
  const chainB = createPublicClient({ transport: http(e2eUrls.chainB) })
  await expect(modal(page, 'Account')).toContainText(await shownBalance(chainB))
  await page.keyboard.press('Escape')

  // Reload: the connection comes back without a prompt, never shows "disconnected" on the way, and
  // the account (its address) shows from the first frame that shows a status.
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __frames: string[] }).__frames = seen
    const record = () => {
      const status = document.querySelector('[data-testid="account-status"]')?.textContent
      const shown = document.querySelector('portico-button')?.shadowRoot?.querySelector('button')?.textContent
      const frame = `${status ?? '-'} | ${document.querySelector('[data-testid="account-address"]')?.textContent ?? '-'} | ${shown ?? '-'}`
      if (status && seen[seen.length - 1] !== frame) seen.push(frame)
      if (status !== 'connected') requestAnimationFrame(record)
    }
    requestAnimationFrame(record)
  })
  const statuses = await reloadRecordingStatuses(page)
  expect(statuses).not.toContain('disconnected')
  expect(statuses.at(-1)).toBe('connected')
  const frames = await page.evaluate(() => (window as unknown as { __frames: string[] }).__frames)
  expect(frames.length).toBeGreaterThan(0)
  for (const frame of frames) {
    expect(frame).toContain(address)
    expect(frame).not.toContain('Connect Wallet')
    expect(frame).not.toContain('Connecting')
  }
  await expect(page.getByTestId('account-address')).toHaveText(address)
  await expect(page.getByTestId('account-chain')).toHaveText('8453')
  await expect(walletPrompt(page)).toHaveCount(0)

  // Disconnect.
  await page.getByRole('button', { name: /0xf39F/i }).click()
  await modal(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
  await expect(modal(page, 'Account')).toHaveCount(0)
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await page.reload()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')

  // The visit reached the local pulse collector (flushed when the reload hid the page).
  await expect.poll(async () => (await collected('CONNECT_SUCCESS')).length).toBeGreaterThan(0)
  expect((await collected('CONNECT_SUCCESS'))[0]!.props.properties).toMatchObject({ name: 'Sandbox Wallet' })
  await expect.poll(async () => (await collected('DISCONNECT_SUCCESS')).length).toBeGreaterThan(0)
})

test('a rejected connection says so and can be tried again', async ({ page }) => {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page, 'Connect Wallet').getByRole('button', { name: 'Sandbox Wallet' }).click()
  await walletPrompt(page).getByRole('button', { name: 'Reject' }).click()
  const connecting = modal(page, 'Sandbox Wallet')
  await expect(connecting).toContainText('Connection declined')
  await connecting.getByRole('button', { name: 'Try again' }).click()
  await approveInWallet(page)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(page.getByRole('button', { name: /0xf39F/i })).toBeVisible()
})

test('a rejected network switch keeps the network and tells the visitor', async ({ page }) => {
  await connect(page)
  await modal(page, 'Account').getByRole('button', { name: /Sandbox Ethereum/ }).click()
  await modal(page, /Network/).getByRole('button', { name: 'Sandbox Base' }).click()
  await walletPrompt(page).getByRole('button', { name: 'Reject' }).click()
  await expect(modal(page, /Network/)).toContainText(/rejected|declined/i)
  await expect(page.getByTestId('account-chain')).toHaveText('1337')
})

test('the dialog is a real modal: focus inside, clicks inside keep it open, Esc closes and returns focus', async ({ page }) => {
  const button = page.getByRole('button', { name: 'Connect Wallet' })
  await button.click()
  const dialog = modal(page, 'Connect Wallet')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('heading', { name: 'Connect Wallet' }).click()
  await expect(dialog).toBeVisible()
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab')
    const inside = await dialog.evaluate((el) => {
      let active: Element | null = document.activeElement
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
      return !!active && el.contains(active)
    })
    expect(inside).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(button).toBeFocused()
})

test('the WalletConnect connector shows a QR code of a pairing URI from the sandbox relay, and copies it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page, 'Connect Wallet').getByRole('button', { name: 'WalletConnect' }).click()
  const pairing = modal(page, 'WalletConnect')
  const qr = pairing.getByRole('img', { name: 'QR code for WalletConnect' })
  await expect(qr).toHaveAttribute('data-uri', /^wc:[0-9a-f]{64}@2\?/)
  await recordToasts(page)
  await pairing.getByRole('button', { name: 'Copy link' }).click()
  await expectToast(page, 'Link copied')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await qr.getAttribute('data-uri'))
})
