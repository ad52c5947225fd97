// The RPC transport as a visitor meets it: the Sandbox Wallet connected in the playground, real
// Chromium, the sandbox's anvil nodes behind the playground's two RPC URLs per chain (loopback
// proxies whose faults the sandbox's control sets). A transfer made on chain by another account shows
// in the open Account view with nothing clicked (the balance is read again when a new block is seen),
// also while the first URL refuses or is slow; with every URL dead the view says so, and recovers.
// An email user's smart-account send goes through with the first URL refusing: the secure frame
// reads the chain over the page's URLs too.
import { expect, test, type Page } from '@playwright/test'
import { Connection, PublicKey } from '@solana/web3.js'
import { createWalletClient, defineChain, http, parseEther, publicActions, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { displayBalance, formatUnits } from '../../kernel/format/balance.ts'
import { sandboxChains } from '../../sandbox/chains.ts'
import { ANVIL_ACCOUNT_0, ANVIL_ACCOUNT_1, ANVIL_ACCOUNT_2 } from '../accounts.ts'
import { SOLANA_ACCOUNT_0, SOLANA_ACCOUNT_1 } from '../solana-accounts.ts'
import { logInByEmail } from './email-steps.ts'
import { e2eUrls } from './sandbox.ts'
import { fillSendAndReview } from './send-form.ts'
import { answerInWallet, approveInPrompt, connectSandboxWalletAndOpenAccount } from './wallet-prompt.ts'
import { modal } from './walletconnect-pages.ts'

const { address } = ANVIL_ACCOUNT_0
/** Another funded account sends to the connected one, as a friend or an exchange would. */
const sandboxEthereum = defineChain({ ...sandboxChains[0]!, rpcUrls: { default: { http: [e2eUrls.chainA] } } })
const sender = createWalletClient({ account: privateKeyToAccount(ANVIL_ACCOUNT_1.privateKey), chain: sandboxEthereum, transport: http(e2eUrls.chainA) }).extend(publicActions)

const shownBalance = async () => `${displayBalance(formatUnits(await sender.getBalance({ address }), 18))} ETH`

async function transferToAccount(ether: string) {
  const hash = await sender.sendTransaction({ to: address, value: parseEther(ether) })
  expect(await sender.waitForTransactionReceipt({ hash })).toMatchObject({ status: 'success' })
}

test('a transfer to the connected account shows in the open Account view with nothing clicked', async ({ page }) => {
  await connectSandboxWalletAndOpenAccount(page)
  const balance = modal(page, 'Account').getByTestId('account-view-balance')
  await expect(balance).toHaveText(await shownBalance())
  const before = await balance.textContent()

  await transferToAccount('1.5')
  const after = await shownBalance()
  expect(after).not.toBe(before)
  // one ranking round (4 s) sees the new block; the rest is room for a loaded machine
  await expect(balance).toHaveText(after, { timeout: 12_000 })
  await expect(modal(page, 'Account').getByText(/Balance unavailable|may be out of date/)).toHaveCount(0)
})

// The first RPC URL of the chain made to fail mid-session through the sandbox's fault control; the
// second URL (and the node behind both) stays healthy.
async function setRpcFault(url: string, mode: 'healthy' | 'slow' | 'hanging' | 'refusing' | 'dropping', delayMs?: number) {
  const response = await fetch(`${e2eUrls.rpc.admin}/rpc`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url, mode, delayMs }) })
  expect(response.status).toBe(200)
}
const [firstUrl, secondUrl] = e2eUrls.rpc.chainA

test.afterEach(async () => {
  await fetch(`${e2eUrls.rpc.admin}/rpc/reset`, { method: 'POST' })
  await fetch(`${e2eUrls.apiAdmin}/__admin/faults`, { method: 'DELETE' })
})

/** The playground's RPC health table (the modal closed): the failing URL of Sandbox Ethereum ranked last of its three (the two URLs, the Blockchain API's). */
async function expectRankedLast(page: Page, url: string) {
  const panel = page.getByRole('region', { name: 'RPC URLs' })
  const show = panel.getByRole('button', { name: 'Show RPC health' })
  if (await show.isVisible()) await show.click()
  const row = panel.getByRole('table', { name: 'RPC health' }).locator(`[data-network="eip155:1337"][data-url="${url}"]`)
  // two ranking rounds (4 s each) are enough to move off a failing URL; the rest is room for a loaded machine
  await expect(row).toHaveAttribute('data-rank', '3', { timeout: 15_000 })
}

test('the first RPC URL refusing, then slow (2 s), mid-session: balances follow transfers and a send completes over the second URL, with no error shown', async ({ page }) => {
  test.setTimeout(120_000)
  await connectSandboxWalletAndOpenAccount(page)
  const account = modal(page, 'Account')
  const balance = account.getByTestId('account-view-balance')
  await expect(balance).toHaveText(await shownBalance())

  await setRpcFault(firstUrl!, 'refusing')
  await transferToAccount('1.25')
  await expect(balance).toHaveText(await shownBalance(), { timeout: 15_000 })
  await expect(account.getByTestId('account-view-balance-unavailable')).toHaveCount(0)

  await setRpcFault(firstUrl!, 'slow', 2_000)
  await transferToAccount('0.75')
  await expect(balance).toHaveText(await shownBalance(), { timeout: 20_000 })
  await expect(account.getByTestId('account-view-balance-unavailable')).toHaveCount(0)

  // Send (its fee estimate and its receipt are chain reads) while the first URL is still slow
  const confirm = await fillSendAndReview(page, { amount: '0.01', to: ANVIL_ACCOUNT_2.address })
  await expect(confirm.getByTestId('send-confirm-fee')).toHaveText(/^\d+(\.\d+)? ETH$/, { timeout: 20_000 })
  await confirm.getByRole('button', { name: 'Send' }).click()
  await answerInWallet(page, 'Approve', `Send 0.01 ETH to ${ANVIL_ACCOUNT_2.address}?`)
  await expect(modal(page, 'Transaction Sent').getByTestId('send-success-hash')).toHaveText(/^0x[0-9a-f]{64}$/, { timeout: 30_000 })
  await modal(page, 'Transaction Sent').getByRole('button', { name: 'Done' }).click()
  await expect(balance).toHaveText(await shownBalance(), { timeout: 20_000 })

  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expectRankedLast(page, firstUrl!)
})

test('a swap completes with the first RPC URL refusing connections', async ({ page }) => {
  test.setTimeout(120_000)
  await connectSandboxWalletAndOpenAccount(page)
  await setRpcFault(firstUrl!, 'refusing')
  await modal(page, 'Account').getByRole('list', { name: 'Wallet features' }).getByRole('button', { name: 'Swap' }).click()
  const form = modal(page, 'Swap')
  await expect(form.getByTestId('swap-balance')).toContainText('ETH', { timeout: 30_000 })
  for (const [side, symbol] of [['pay', 'ETH'], ['receive', 'sUSDC']] as const) {
    await form.getByTestId(`swap-${side}-token`).click()
    await form.getByRole('searchbox', { name: 'Search tokens' }).fill(symbol)
    await form.getByRole('button', { name: new RegExp(`^${symbol} \\(`) }).click()
  }
  await form.getByRole('textbox', { name: 'You pay' }).fill('0.05')
  await form.getByRole('button', { name: 'Review swap' }).click({ timeout: 30_000 })
  const confirm = modal(page, 'Review swap')
  await confirm.getByRole('button', { name: 'Swap', exact: true }).click()
  await answerInWallet(page, 'Approve', /Send 0\.05 ETH to /)
  // the swap's receipt is read over the second URL; the view goes back to the account
  await expect(page.getByText(/^Swapped 0\.05 ETH for [\d.]+ sUSDC$/)).toBeVisible({ timeout: 45_000 })
})

test("a smart-account send completes with the first RPC URL refusing: the secure frame reads the chain over the page's second URL, and the balance follows", async ({ page }) => {
  test.setTimeout(180_000)
  await page.goto('/')
  await logInByEmail(page, `rpc-smart-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`)
  const smart = (await page.getByTestId('account-address').textContent()) as Hex
  const shownSmartBalance = async () => `${displayBalance(formatUnits(await sender.getBalance({ address: smart }), 18))} ETH`
  await page.getByRole('button', { name: new RegExp(smart.slice(0, 6), 'i') }).click()
  const account = modal(page, 'Account')
  await expect(account.getByTestId('embedded-account-type')).toHaveText('Smart Account')
  const balance = account.getByTestId('account-view-balance')
  await expect(balance).toHaveText(await shownSmartBalance(), { timeout: 20_000 })

  // every chain call the secure frame makes from now on (its page runs on its own origin)
  const fromFrame: string[] = []
  page.on('request', (request) => {
    if (request.frame().url().startsWith(e2eUrls.secureFrame) && request.method() === 'POST') fromFrame.push(request.url())
  })
  await setRpcFault(firstUrl!, 'refusing')
  const receiverBefore = await sender.getBalance({ address: ANVIL_ACCOUNT_2.address })

  await (await fillSendAndReview(page, { amount: '0.01', to: ANVIL_ACCOUNT_2.address })).getByRole('button', { name: 'Send' }).click()
  await expect(modal(page, 'Approve Transaction')).toBeVisible({ timeout: 30_000 })
  const card = page.frameLocator('iframe#w3m-iframe')
  await expect(card.getByRole('heading', { level: 1, name: 'Approve transaction' })).toBeVisible()
  await card.getByRole('button', { name: 'Approve' }).click()
  // one user operation: the frame filled it (code, nonce, fees) over the second URL, the bundler mined it
  const sent = modal(page, 'Transaction Sent')
  await expect(sent.getByTestId('send-success-hash')).toHaveText(/^0x[0-9a-f]{64}$/, { timeout: 60_000 })
  const hash = (await sent.getByTestId('send-success-hash').textContent()) as Hex
  expect(await sender.waitForTransactionReceipt({ hash })).toMatchObject({ status: 'success' })
  expect(await sender.getBalance({ address: ANVIL_ACCOUNT_2.address })).toBe(receiverBefore + parseEther('0.01'))
  // the frame's reads went to the page's URLs, the refusing one given up for the second, none through its server's forwarding
  expect(fromFrame.filter((url) => url.startsWith(secondUrl!)).length).toBeGreaterThan(0)
  expect(fromFrame.filter((url) => url.startsWith(`${e2eUrls.secureFrame}/api/rpc`))).toEqual([])

  await sent.getByRole('button', { name: 'Done' }).click()
  await expect(balance).toHaveText(await shownSmartBalance(), { timeout: 20_000 })
  await expect(modal(page, 'Account').getByTestId('account-view-balance-unavailable')).toHaveCount(0)
  await expect(modal(page, 'Account').getByText(/Balance unavailable|may be out of date/)).toHaveCount(0)
})

test('every RPC URL of the chain dead: the Account view says the network did not answer, and shows the balance again when one comes back', async ({ page }) => {
  test.setTimeout(150_000)
  await connectSandboxWalletAndOpenAccount(page)
  await expect(modal(page, 'Account').getByTestId('account-view-balance')).toHaveText(/ ETH$/)
  await page.keyboard.press('Escape')

  // both URLs of the network, and the Blockchain API's RPC proxy tried last
  await setRpcFault(firstUrl!, 'refusing')
  await setRpcFault(secondUrl!, 'refusing')
  const apiFault = await fetch(`${e2eUrls.apiAdmin}/__admin/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ route: 'POST /v1', status: 503 }) })
  expect(apiFault.status).toBe(201)
  // the page is loaded again: the session comes back, its balance read fails on every URL (RPC_UNAVAILABLE)
  await page.reload()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await page.getByRole('button', { name: /0xf39F/i }).click()
  const account = modal(page, 'Account')
  await expect(account.getByTestId('account-view-balance-unavailable')).toHaveText(
    /^(The network did not answer: this balance may be out of date|Balance unavailable: the network did not answer)$/,
    { timeout: 45_000 },
  )

  // the second URL comes back: the next ranking round reads the balance again, nothing clicked
  await setRpcFault(secondUrl!, 'healthy')
  await expect(account.getByTestId('account-view-balance-unavailable')).toHaveCount(0, { timeout: 20_000 })
  await expect(account.getByTestId('account-view-balance')).toHaveText(await shownBalance())
})

test('on Solana with the first RPC URL refusing: the Account view shows the SOL balance, a send of 0.01 SOL is confirmed, and the balance follows it', async ({ page }) => {
  test.setTimeout(120_000)
  const cluster = new Connection(e2eUrls.solana, { commitment: 'confirmed' })
  const shownSol = async () => `${displayBalance(formatUnits(BigInt(await cluster.getBalance(new PublicKey(SOLANA_ACCOUNT_0.address))), 9))} SOL`
  await setRpcFault(e2eUrls.rpc.solana[0]!, 'refusing')
  await page.goto('/?multichain')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page, 'Connect Wallet').getByRole('button', { name: 'Sandbox Wallet' }).click()
  await approveInPrompt(page, /Share account 0x/)
  await approveInPrompt(page, 'Share Solana account')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.getByRole('button', { name: new RegExp(ANVIL_ACCOUNT_0.address.slice(0, 6)) }).click()
  await modal(page, 'Account').getByRole('button', { name: /Sandbox Ethereum/ }).click()
  await modal(page, 'Choose Network').getByRole('button', { name: 'Sandbox Solana' }).click()
  const account = modal(page, 'Account')
  await expect(account.getByTestId('account-view-address')).toHaveText(SOLANA_ACCOUNT_0.address)
  await expect(account.getByTestId('account-view-balance')).toHaveText(await shownSol(), { timeout: 20_000 })

  await account.getByRole('button', { name: 'Send', exact: true }).click()
  const form = modal(page, 'Send')
  await form.getByRole('combobox', { name: 'Token' }).selectOption({ index: 0 })
  await form.getByRole('textbox', { name: 'Amount' }).fill('0.01')
  await form.getByRole('textbox', { name: 'To' }).fill(SOLANA_ACCOUNT_1.address)
  await form.getByRole('button', { name: 'Review' }).click()
  await modal(page, 'Review Send').getByRole('button', { name: 'Send' }).click()
  await answerInWallet(page, 'Approve')
  // the dApp confirms the signature by polling its status over the second URL
  await expect(modal(page, 'Transaction Sent').getByTestId('send-success-hash')).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/, { timeout: 30_000 })
  await modal(page, 'Transaction Sent').getByRole('button', { name: 'Done' }).click()
  await expect(account.getByTestId('account-view-balance')).toHaveText(await shownSol(), { timeout: 20_000 })
  await expect(account.getByTestId('account-view-balance-unavailable')).toHaveCount(0)
})

test("the playground's RPC URLs panel sets a URL's fault through the sandbox's control, and heals it", async ({ page }) => {
  await page.goto('/')
  const panel = page.getByRole('region', { name: 'RPC URLs' })
  const select = panel.getByRole('combobox', { name: 'Sandbox Ethereum RPC 1 fault' })
  await expect(select).toHaveValue('healthy')
  await select.selectOption({ label: 'Refusing connections' })
  const modeOf = async () => ((await (await fetch(`${e2eUrls.rpc.admin}/rpc`)).json()) as { urls: { url: string; mode: string }[] }).urls.find((u) => u.url === firstUrl)?.mode
  await expect.poll(modeOf).toBe('refusing')
  await expect(select).toHaveValue('refusing')
  await select.selectOption({ label: 'Healthy' })
  await expect.poll(modeOf).toBe('healthy')
})
