// examples/vite-wagmi (wagmi 3 + TanStack Query + React 19, Portico's button, porticoConnector),
// built for production from the packed tarball and served by vite preview. Everything the page shows
// comes from wagmi's hooks; what moved on chain is checked with viem.
import { expect, test, type Page, type Response } from '@playwright/test'
import { createPublicClient, createTestClient, createWalletClient, erc20Abi, http, parseEther, parseEventLogs, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { displayBalance, formatUnits } from '../../../kernel/format/balance.ts'
import type { Server } from '../../../scripts/examples/serve.ts'
import { ANVIL_ACCOUNT_0, ANVIL_ACCOUNT_1 } from '../../accounts.ts'
import { e2eUrls } from '../sandbox.ts'
import { walletPrompt } from '../wallet-prompt.ts'
import { submitEmail } from '../email-steps.ts'
import { codeFromInboxPage } from '../inbox-page.ts'
import { captureConsoleOnFailure, copyWalletConnectLink, pairInMobileWallet, proposal } from '../walletconnect-pages.ts'
import { exampleInRun, serveExample } from './example-app.ts'
import { addressOf, installSandboxWallet, watchConsole } from './example-flow.ts'

const SUSDC = '0x574342D6EC50218A7384f9B0B881DB3F64eB4c0A'
const { address } = ANVIL_ACCOUNT_0
const statusOf = (page: Page) => page.getByRole('status', { name: 'Status', exact: true })
const chainOf = (page: Page) => page.getByRole('status', { name: 'Chain' })
const txStatusOf = (page: Page) => page.getByRole('status', { name: 'Transaction status' })
const accountButton = (page: Page) => page.getByRole('button', { name: new RegExp(address.slice(0, 6), 'i') })
const connectButton = (page: Page) => page.getByRole('button', { name: 'Connect Wallet' })
const modal = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name })

const susdcOf = (rpc: string, holder: `0x${string}`) =>
  createPublicClient({ transport: http(rpc) }).readContract({ address: SUSDC, abi: erc20Abi, functionName: 'balanceOf', args: [holder] })

let server: Server

test.skip(!exampleInRun('vite-wagmi'), 'PORTICO_EXAMPLES leaves this example out')

test.beforeAll(async () => {
  server = await serveExample('vite-wagmi')
})
test.afterAll(() => server?.stop())

async function approve(page: Page, question: string | RegExp) {
  await expect(walletPrompt(page)).toContainText(question)
  await walletPrompt(page).getByRole('button', { name: 'Approve' }).click()
  await expect(walletPrompt(page)).toHaveCount(0)
}

/** useWriteContract transfers 5 sUSDC to anvil #1 on `rpc`'s chain; the receiver's balance is checked with viem. */
async function transferFive(page: Page, rpc: string) {
  const before = await susdcOf(rpc, ANVIL_ACCOUNT_1.address)
  await page.getByRole('button', { name: 'Send sUSDC' }).click()
  await approve(page, /Send|contract|transaction/i)
  await expect(txStatusOf(page)).toHaveText('success', { timeout: 20_000 })
  expect(await susdcOf(rpc, ANVIL_ACCOUNT_1.address)).toBe(before + 5_000_000n)
}

/**
 * From the page's next load: each animation frame's wagmi status, and the first frame in which the
 * app's wagmi address (full) and Portico's button (shortened) each show the account.
 */
async function recordFrames(page: Page) {
  await page.addInitScript((short) => {
    const w = window as unknown as { __frames: { statuses: string[]; app?: number; button?: number; frame: number } }
    const seen = { statuses: [] as string[], frame: 0 } as typeof w.__frames
    w.__frames = seen
    const buttonShows = () => [...document.querySelectorAll('portico-button')].some((host) => host.shadowRoot?.textContent?.includes(short))
    const tick = () => {
      seen.frame++
      const status = document.querySelector('output[aria-label="Status"]')?.textContent
      if (status && seen.statuses[seen.statuses.length - 1] !== status) seen.statuses.push(status)
      if (seen.app === undefined && /^0x[0-9a-fA-F]{40}$/.test(document.querySelector('output[aria-label="Address"]')?.textContent ?? '')) seen.app = seen.frame
      if (seen.button === undefined && buttonShows()) seen.button = seen.frame
      requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  }, `${address.slice(0, 6)}…${address.slice(-4)}`)
}
const frames = (page: Page) => page.evaluate(() => (window as unknown as { __frames: { statuses: string[]; app?: number; button?: number } }).__frames)

test('before the modal opens, portico/wagmi loads nothing but the connector: with Save-Data (no idle preload), none of the scripts the page fetches holds the kernel', async ({ page }) => {
  const scripts: Promise<string>[] = []
  const collect = (into: Promise<string>[]) => (response: Response) => {
    if (response.request().resourceType() === 'script') into.push(response.text())
  }
  const beforeOpen = collect(scripts)
  page.on('response', beforeOpen)
  // Portico fetches the kernel once the page is interactive (ui/app-kit/first-open-prefetch.ts) unless the
  // visitor asked to save data: with Save-Data, only what the page itself pulls in loads
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }))
  await page.goto(server.url)
  // wagmi's reconnect on mount asks the connector (provider, isAuthorized), which reads Portico's boot stores only
  await expect(statusOf(page)).toHaveText('disconnected')
  await page.waitForLoadState('networkidle')
  // each phase reads only its own scripts: one fetched after the test (WalletConnect's client is
  // prepared once the view has settled) must not leave a body read pending when the page closes
  page.off('response', beforeOpen)
  const code = (await Promise.all(scripts)).join('\n')
  expect(code).toContain('portico') // the connector's id, in the first bundle
  // the kernel's markers (as bench/bundle-budget.test.ts looks for them): inversify, reflect-metadata, the connection service
  expect(['@inversifyjs', 'Reflect.defineMetadata', 'No ActiveCaipAddress found'].filter((marker) => code.includes(marker))).toEqual([])
  // and the modal then loads it: the markers exist in this build
  const opened: Promise<string>[] = []
  const onOpen = collect(opened)
  page.on('response', onOpen)
  await connectButton(page).click()
  await expect(modal(page, 'Connect Wallet')).toBeVisible()
  page.off('response', onOpen)
  expect((await Promise.all(opened)).join('\n')).toContain('No ActiveCaipAddress found')
})

test('connect in the modal, write with wagmi, switch chain in the modal, reload, disconnect from wagmi and from the modal', async ({ page }) => {
  test.setTimeout(120_000)
  const problems = watchConsole(page)
  await installSandboxWallet(page)
  await recordFrames(page)
  await page.goto(server.url)
  await expect(statusOf(page)).toHaveText('disconnected')

  // Connect in Portico's modal → wagmi's useConnection shows the account, in the same frame as the button.
  await connectButton(page).click()
  await modal(page, 'Connect Wallet').getByRole('button', { name: 'Sandbox Wallet' }).click()
  await approve(page, /Connect to/)
  await expect(addressOf(page)).toHaveText(address)
  await expect(statusOf(page)).toHaveText('connected')
  await expect(chainOf(page)).toHaveText('1337')
  await expect(accountButton(page)).toBeVisible()
  const connected = await frames(page)
  expect(connected.app).toBeDefined()
  expect(connected.app).toBe(connected.button)
  await expect(modal(page, /./)).toHaveCount(0)

  // useWriteContract: 5 sUSDC on Sandbox Ethereum.
  await expect(page.getByRole('status', { name: 'sUSDC balance' })).toHaveText(/^\d/)
  await transferFive(page, e2eUrls.chainA)

  // Switch chain in the modal → wagmi's useChainId follows, and the next write goes to Sandbox Base.
  await accountButton(page).click()
  await modal(page, 'Account').getByRole('button', { name: /Sandbox Ethereum/ }).click()
  await modal(page, /Network/).getByRole('button', { name: 'Sandbox Base' }).click()
  await approve(page, 'Sandbox Base')
  await expect(modal(page, 'Account').getByRole('button', { name: /Sandbox Base/ })).toBeVisible()
  // the open dialog hides the page from the accessibility tree: read the page once it has closed
  await page.keyboard.press('Escape')
  await expect(modal(page, /./)).toHaveCount(0)
  await expect(chainOf(page)).toHaveText('8453')
  await transferFive(page, e2eUrls.chainB)

  // Reload: wagmi and the modal come back together, never 'disconnected' on the way; write again.
  await page.reload()
  await expect(statusOf(page)).toHaveText('connected')
  await expect(addressOf(page)).toHaveText(address)
  await expect(chainOf(page)).toHaveText('8453')
  await expect(accountButton(page)).toBeVisible()
  expect((await frames(page)).statuses).not.toContain('disconnected')
  await expect(walletPrompt(page)).toHaveCount(0)
  await transferFive(page, e2eUrls.chainB)

  // Disconnect from wagmi → the modal's button says Connect Wallet, and a reload stays disconnected
  // (wagmi does not reconnect the injected wallet on its own: only Portico restores).
  await page.getByRole('main').getByRole('button', { name: 'Disconnect', exact: true }).click()
  await expect(statusOf(page)).toHaveText('disconnected')
  await expect(connectButton(page)).toBeVisible()
  await page.reload()
  await expect(connectButton(page)).toBeVisible()
  await expect(statusOf(page)).toHaveText('disconnected')
  expect((await frames(page)).statuses).toEqual(['disconnected'])

  // Connect again, then disconnect from the modal → wagmi disconnected.
  await connectButton(page).click()
  await modal(page, 'Connect Wallet').getByRole('button', { name: 'Sandbox Wallet' }).click()
  await approve(page, /Connect to/)
  await expect(statusOf(page)).toHaveText('connected')
  await accountButton(page).click()
  await modal(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
  await expect(statusOf(page)).toHaveText('disconnected')
  await expect(addressOf(page)).toHaveText('none')
  expect(problems).toEqual([])
})

test('useSwitchChain goes through Portico: a refused switch changes neither side, an approved one moves both', async ({ page }) => {
  await installSandboxWallet(page)
  await page.goto(server.url)
  await expect(statusOf(page)).toHaveText('disconnected')
  await connectButton(page).click()
  await modal(page, 'Connect Wallet').getByRole('button', { name: 'Sandbox Wallet' }).click()
  await approve(page, /Connect to/)
  await expect(statusOf(page)).toHaveText('connected')
  await expect(chainOf(page)).toHaveText('1337')

  // wagmi's useSwitchChain asks the wallet through Portico; Reject leaves both on Sandbox Ethereum.
  await page.getByRole('button', { name: 'Switch to Sandbox Base' }).click()
  await expect(walletPrompt(page)).toContainText('Sandbox Base')
  await walletPrompt(page).getByRole('button', { name: 'Reject' }).click()
  await expect(page.getByRole('alert')).toContainText(/reject/i)
  await expect(chainOf(page)).toHaveText('1337')
  await accountButton(page).click()
  await expect(modal(page, 'Account').getByRole('button', { name: /Sandbox Ethereum/ })).toBeVisible()
  await page.keyboard.press('Escape')

  // Approved: both on Sandbox Base.
  await page.getByRole('button', { name: 'Switch to Sandbox Base' }).click()
  await approve(page, 'Sandbox Base')
  await expect(chainOf(page)).toHaveText('8453')
  await accountButton(page).click()
  await expect(modal(page, 'Account').getByRole('button', { name: /Sandbox Base/ })).toBeVisible()
  await modal(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
  await expect(statusOf(page)).toHaveText('disconnected')
})

test('email login (the embedded wallet): wagmi has its address, a wagmi write is approved in the secure frame, a reload restores both, wagmi disconnect signs out', async ({ page }) => {
  test.setTimeout(120_000)
  const email = `wagmi-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  await recordFrames(page)
  await page.goto(server.url)
  await expect(statusOf(page)).toHaveText('disconnected')
  await connectButton(page).click()
  await submitEmail(page, email)
  const confirm = modal(page, 'Confirm Email')
  await expect(confirm.getByText(email)).toBeVisible()
  await confirm.getByRole('textbox', { name: '6-digit code' }).fill(await codeFromInboxPage(page.context(), email))
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(statusOf(page)).toHaveText('connected')
  await expect(addressOf(page)).toHaveText(/^0x[0-9a-fA-F]{40}$/)
  const embedded = (await addressOf(page).textContent()) as Hex
  expect(embedded.toLowerCase()).not.toBe(address.toLowerCase())

  // gas money for the new account; it holds no sUSDC, so it sends 0 (a valid ERC-20 transfer)
  await createTestClient({ mode: 'anvil', transport: http(e2eUrls.chainA) }).setBalance({ address: embedded, value: parseEther('1') })
  await page.getByRole('textbox', { name: 'Amount' }).fill('0')
  await page.getByRole('button', { name: 'Send sUSDC' }).click()
  // ApproveTransaction: the secure frame's own card, on its own origin
  const card = page.frameLocator('iframe#w3m-iframe')
  await expect(card.getByRole('heading', { level: 1, name: 'Approve transaction' })).toBeVisible({ timeout: 20_000 })
  await card.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(txStatusOf(page)).toHaveText('success', { timeout: 30_000 })
  const hash = (await page.getByRole('status', { name: 'Transaction', exact: true }).textContent()) as Hex
  const receipt = await createPublicClient({ transport: http(e2eUrls.chainA) }).getTransactionReceipt({ hash })
  // the sUSDC contract saw a transfer from the embedded account (sent by the account itself, or by a
  // bundler for a smart account: the receipt's sender may differ, the token's event may not)
  const transfers = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs })
  expect(receipt.status).toBe('success')
  expect(transfers.some((t) => t.address.toLowerCase() === SUSDC.toLowerCase() && t.args.from.toLowerCase() === embedded.toLowerCase())).toBe(true)

  await page.reload()
  await expect(statusOf(page)).toHaveText('connected', { timeout: 20_000 })
  await expect(addressOf(page)).toHaveText(embedded)
  expect((await frames(page)).statuses).not.toContain('disconnected')

  await page.getByRole('main').getByRole('button', { name: 'Disconnect', exact: true }).click()
  await expect(statusOf(page)).toHaveText('disconnected')
  await expect(connectButton(page)).toBeVisible()
  await page.reload()
  await expect(connectButton(page)).toBeVisible()
  await expect(statusOf(page)).toHaveText('disconnected')
})

test.describe('over WalletConnect (the Sandbox Mobile Wallet in another page)', () => {
  const lines: string[] = []
  captureConsoleOnFailure(lines)

  test('wagmi has the session\'s account, a useWriteContract is approved in the mobile wallet, a reload restores both; wagmi disconnect ends the session, a session the wallet deletes disconnects wagmi', async ({ page, context }) => {
    test.setTimeout(150_000)
    await page.goto(server.url)
    await expect(statusOf(page)).toHaveText('disconnected')
    // Connect Wallet → WalletConnect → Copy link, paired and approved in the wallet page
    let wallet = await pairInMobileWallet(context, await copyWalletConnectLink(page), lines)
    await proposal(wallet).getByRole('button', { name: 'Approve' }).click()
    await expect(statusOf(page)).toHaveText('connected')
    await expect(addressOf(page)).toHaveText(address)
    await expect(chainOf(page)).toHaveText('1337')
    await expect(modal(page, /./)).toHaveCount(0)

    // useWriteContract: eth_sendTransaction goes over the relay to the wallet page, which sends it
    const before = await susdcOf(e2eUrls.chainA, ANVIL_ACCOUNT_1.address)
    await page.getByRole('button', { name: 'Send sUSDC' }).click()
    const prompt = wallet.getByRole('region', { name: 'Send transaction' })
    await expect(prompt).toContainText('eth_sendTransaction on Sandbox Ethereum')
    await expect(prompt).toContainText(new RegExp(SUSDC, 'i'))
    await prompt.getByRole('button', { name: 'Approve' }).click()
    await expect(txStatusOf(page)).toHaveText('success', { timeout: 30_000 })
    expect(await susdcOf(e2eUrls.chainA, ANVIL_ACCOUNT_1.address)).toBe(before + 5_000_000n)

    // Reload: the session comes back from storage, wagmi with it, no prompt in the wallet
    await page.reload()
    await expect(statusOf(page)).toHaveText('connected', { timeout: 20_000 })
    await expect(addressOf(page)).toHaveText(address)
    await expect(accountButton(page)).toBeVisible()

    // wagmi's disconnect ends the WalletConnect session: the wallet page hears it over the relay
    await page.getByRole('main').getByRole('button', { name: 'Disconnect', exact: true }).click()
    await expect(statusOf(page)).toHaveText('disconnected')
    await expect(wallet.getByRole('button', { name: 'Disconnect' })).toHaveCount(0)
    await wallet.close()

    // Paired again; this time the wallet deletes the session, and wagmi follows
    wallet = await pairInMobileWallet(context, await copyWalletConnectLink(page), lines)
    await proposal(wallet).getByRole('button', { name: 'Approve' }).click()
    await expect(statusOf(page)).toHaveText('connected')
    await wallet.getByRole('button', { name: 'Disconnect' }).click()
    await expect(statusOf(page)).toHaveText('disconnected')
    await expect(addressOf(page)).toHaveText('none')
    await expect(connectButton(page)).toBeVisible()
  })
})

test.describe('several wallets (features.multiWallet)', () => {
  const lines: string[] = []
  captureConsoleOnFailure(lines)

  test("a second wallet added in the Account view becomes wagmi's account; a switch in the modal moves wagmi's useAccount to the other", async ({ page, context }) => {
    test.setTimeout(150_000)
    await installSandboxWallet(page)
    await page.goto(server.url)
    await connectButton(page).click()
    await modal(page, 'Connect Wallet').getByRole('button', { name: 'Sandbox Wallet' }).click()
    await approve(page, /Connect to/)
    await expect(addressOf(page)).toHaveText(address)

    // Account view → Add wallet → WalletConnect, paired in the Sandbox Mobile Wallet holding anvil #1
    await accountButton(page).click()
    await modal(page, 'Account').getByRole('button', { name: 'Add wallet' }).click()
    await modal(page, 'Connect Wallet').getByRole('button', { name: 'WalletConnect' }).click()
    const pairing = modal(page, 'WalletConnect')
    const qr = pairing.getByRole('img', { name: 'QR code for WalletConnect' })
    await expect(qr).toHaveAttribute('data-uri', /^wc:/)
    const uri = (await qr.getAttribute('data-uri'))!
    const wallet = await context.newPage()
    await wallet.goto(`${e2eUrls.mobileWallet}?account=1`)
    await expect(wallet.getByRole('status')).toHaveText('Ready')
    await wallet.getByRole('textbox', { name: 'WalletConnect URI' }).fill(uri)
    await wallet.getByRole('button', { name: 'Pair' }).click()
    await proposal(wallet).getByRole('button', { name: 'Approve' }).click()
    await expect(addressOf(page)).toHaveText(ANVIL_ACCOUNT_1.address)
    await expect(statusOf(page)).toHaveText('connected')

    // a switch in the Account view: wagmi's account follows at once, no wallet prompt
    await page.getByRole('button', { name: /0x7099/i }).click()
    await modal(page, 'Account').getByRole('button', { name: 'Switch to Sandbox Wallet' }).click()
    // the page behind an open modal is hidden from the accessibility tree: read it once closed
    await page.keyboard.press('Escape')
    await expect(modal(page, /./)).toHaveCount(0)
    await expect(addressOf(page)).toHaveText(address)
    await expect(statusOf(page)).toHaveText('connected')
    await expect(walletPrompt(page)).toHaveCount(0)
  })
})

test("the first RPC URL refusing mid-session: a transfer to the account shows in the modal's Account view, with no error", async ({ page }) => {
  test.setTimeout(120_000)
  const node = createPublicClient({ transport: http(e2eUrls.chainA) })
  const shown = async () => `${displayBalance(formatUnits(await node.getBalance({ address }), 18))} ETH`
  await installSandboxWallet(page)
  await page.goto(server.url)
  await connectButton(page).click()
  await modal(page, 'Connect Wallet').getByRole('button', { name: 'Sandbox Wallet' }).click()
  await approve(page, /Connect to/)
  await expect(statusOf(page)).toHaveText('connected')
  await accountButton(page).click()
  const balance = modal(page, 'Account').getByTestId('account-view-balance')
  await expect(balance).toHaveText(await shown(), { timeout: 20_000 })

  const fault = await fetch(`${e2eUrls.rpc.admin}/rpc`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: e2eUrls.rpc.chainA[0], mode: 'refusing' }) })
  expect(fault.status).toBe(200)
  try {
    const sender = createWalletClient({ account: privateKeyToAccount(ANVIL_ACCOUNT_1.privateKey), transport: http(e2eUrls.chainA) })
    const hash = await sender.sendTransaction({ to: address, value: parseEther('1.5'), chain: null })
    await node.waitForTransactionReceipt({ hash })
    await expect(balance).toHaveText(await shown(), { timeout: 20_000 })
    await expect(modal(page, 'Account').getByTestId('account-view-balance-unavailable')).toHaveCount(0)
  } finally {
    await fetch(`${e2eUrls.rpc.admin}/rpc/reset`, { method: 'POST' })
  }
})
