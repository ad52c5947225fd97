// Swap from the Account view, as a visitor does it: the Sandbox Wallet (the playground's injected
// extension), real Chromium, the sandbox API's convert endpoints over the Uniswap V2 DEX deployed on
// the sandbox anvil; what arrives on chain is checked with viem against the quote the view showed.
import { expect, test, type Page } from '@playwright/test'
import { createPublicClient, createWalletClient, erc20Abi, http, parseAbi, parseEther, parseEventLogs, parseUnits, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { entryPoint08Abi, entryPoint08Address } from 'viem/account-abstraction'
import { sandboxDex } from '../../sandbox/dex/sandbox-dex.ts'
import { sandboxTokens } from '../../sandbox/tokens/sandbox-tokens.ts'
import { ANVIL_ACCOUNT_0, ANVIL_ACCOUNT_1 } from '../accounts.ts'
import { logInByEmail } from './email-steps.ts'
import { e2eUrls } from './sandbox.ts'
import { expectToast, recordToasts } from './toasts.ts'
import { answerInWallet, approveInPrompt, connectSandboxWalletAndOpenAccount, walletPrompt } from './wallet-prompt.ts'
import { captureConsoleOnFailure, connectMobileWalletAndOpenAccount, modal } from './walletconnect-pages.ts'

const { address } = ANVIL_ACCOUNT_0
const usdc = sandboxTokens.find((t) => t.symbol === 'sUSDC')!
const dai = sandboxTokens.find((t) => t.symbol === 'sDAI')!
const chainA = createPublicClient({ transport: http(e2eUrls.chainA) })
const owner = createWalletClient({ account: privateKeyToAccount(ANVIL_ACCOUNT_0.privateKey), transport: http(e2eUrls.chainA) })

const other = createWalletClient({ account: privateKeyToAccount(ANVIL_ACCOUNT_1.privateKey), transport: http(e2eUrls.chainA) })
const routerAbi = parseAbi(['function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)'])

const balanceOf = (token: `0x${string}`) => chainA.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
const allowanceOf = (token: `0x${string}`) => chainA.readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [address, sandboxDex.router] })

/** The router may spend none of the token: the next swap of it needs an approval (set from anvil #0 itself, outside the page). */
async function revokeRouter(token: `0x${string}`) {
  const hash = await owner.writeContract({ chain: null, address: token, abi: erc20Abi, functionName: 'approve', args: [sandboxDex.router, 0n] })
  expect(await chainA.waitForTransactionReceipt({ hash })).toMatchObject({ status: 'success' })
}

async function injectFault(fault: { route: string; status?: number; times?: number }) {
  const response = await fetch(new URL('/__admin/faults', e2eUrls.apiAdmin), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fault) })
  expect(response.ok).toBe(true)
}
const clearFaults = () => fetch(new URL('/__admin/faults', e2eUrls.apiAdmin), { method: 'DELETE' })

/** Connects the Sandbox Wallet, opens the Account view, then Swap from its feature buttons. */
async function openSwap(page: Page) {
  await connectSandboxWalletAndOpenAccount(page)
  const features = modal(page, 'Account').getByRole('list', { name: 'Wallet features' })
  // Order: onramp, swaps, receive, send
  await expect(features.getByRole('button')).toHaveText(['Buy', 'Swap', 'Receive', 'Send'])
  await features.getByRole('button', { name: 'Swap' }).click()
  const form = modal(page, 'Swap')
  await expect(form.getByTestId('swap-balance')).toContainText('ETH')
  return form
}

/** The open Account view's Swap feature button; waits for the form's balance (a new or WalletConnect account reads it slowly). */
async function swapFromAccount(page: Page) {
  await modal(page, 'Account').getByRole('list', { name: 'Wallet features' }).getByRole('button', { name: 'Swap' }).click()
  await expect(modal(page, 'Swap').getByTestId('swap-balance')).toContainText('ETH', { timeout: 30_000 })
}

/** Picks the tokens from the list (searching it) and types the amount; waits for 'Review swap'. */
async function fill(page: Page, pay: string, receive: string, amount: string) {
  const form = modal(page, 'Swap')
  for (const [side, symbol] of [['pay', pay], ['receive', receive]] as const) {
    await form.getByTestId(`swap-${side}-token`).click()
    await form.getByRole('searchbox', { name: 'Search tokens' }).fill(symbol)
    await form.getByRole('button', { name: new RegExp(`^${symbol} \\(`) }).click()
  }
  await form.getByRole('textbox', { name: 'You pay' }).fill(amount)
  await expect(form.getByRole('button', { name: 'Review swap' })).toBeEnabled({ timeout: 20_000 })
  return form
}

/** A figure the view shows ('183.2 sUSDC') in the token's smallest unit. */
async function shown(page: Page, testId: string, decimals: number) {
  const text = (await modal(page, /Swap|Review swap/).getByTestId(testId).first().textContent())!.trim()
  return parseUnits(text.split(' ')[0]!, decimals)
}

/** The account's transactions in the blocks after `from`, newest last. */
async function sentSince(from: bigint) {
  const latest = await chainA.getBlockNumber({ cacheTime: 0 })
  const txs = []
  for (let n = from + 1n; n <= latest; n++) {
    const block = await chainA.getBlock({ blockNumber: n, includeTransactions: true })
    txs.push(...block.transactions.filter((tx) => tx.from.toLowerCase() === address.toLowerCase()))
  }
  return txs
}

test.afterEach(async () => {
  await clearFaults()
})

test('swaps 0.1 ETH for sUSDC, approved in the Sandbox Wallet: what arrives is the quote within the slippage; balances and Activity follow', async ({ page }) => {
  test.setTimeout(90_000)
  await openSwap(page)
  await fill(page, 'ETH', 'sUSDC', '0.1')
  const review = modal(page, 'Swap')
  await expect(review.getByTestId('swap-minimum-received')).toHaveText(/^[\d.]+ sUSDC$/)
  await expect(review.getByTestId('swap-price-impact')).toHaveText(/^[\d.]+%$/)
  await expect(review.getByTestId('swap-network-cost')).toHaveText(/ ETH/)
  await expect(review.getByTestId('swap-provider-fee')).toHaveText('0.0003 ETH')
  await review.getByRole('button', { name: 'Review swap' }).click()

  const confirm = modal(page, 'Review swap')
  await expect(confirm.getByTestId('swap-review-pay')).toHaveText('0.1 ETH')
  const [usdcBefore, ethBefore, block] = [await balanceOf(usdc.address), await chainA.getBalance({ address }), await chainA.getBlockNumber({ cacheTime: 0 })]
  await recordToasts(page)
  await confirm.getByRole('button', { name: 'Swap', exact: true }).click()
  await expect(confirm.getByTestId('swap-review-step')).toHaveText('Confirm the swap in your wallet')
  // the quote and its minimum as the view showed them when the swap went out
  const quoted = await shown(page, 'swap-review-receive', usdc.decimals)
  const minimum = await shown(page, 'swap-minimum-received', usdc.decimals)
  await answerInWallet(page, 'Approve', `Send 0.1 ETH to ${sandboxDex.router}?`)

  const toast = await expectToast(page, /^Swapped 0\.1 ETH for [\d.]+ sUSDC$/, { timeout: 30_000 })
  await expect(modal(page, 'Account')).toBeVisible()
  const [swapTx] = await sentSince(block)
  expect(swapTx!.to!.toLowerCase()).toBe(sandboxDex.router.toLowerCase())
  const receipt = await chainA.waitForTransactionReceipt({ hash: swapTx!.hash })
  expect(receipt.status).toBe('success')
  const received = (await balanceOf(usdc.address)) - usdcBefore
  // at least the minimum after the 1% slippage, and no more than the quote gave (to its last shown digit)
  expect(received).toBeGreaterThanOrEqual(minimum)
  expect(received).toBeGreaterThanOrEqual((quoted * 99n) / 100n)
  expect(received).toBeLessThan(quoted + 10n ** 2n)
  expect(ethBefore - (await chainA.getBalance({ address }))).toBe(parseEther('0.1') + receipt.gasUsed * receipt.effectiveGasPrice)
  // the toast names what arrived, cut to 4 decimals
  const toastAmount = parseUnits(toast.match(/for ([\d.]+) sUSDC/)![1]!, usdc.decimals)
  expect(received - toastAmount).toBeLessThan(100n)

  // the Account view's Activity lists the swap as a trade (both sides), not as a send to the router
  const account = modal(page, 'Account')
  await account.getByRole('tab', { name: 'Activity' }).click()
  const row = account.getByRole('tabpanel', { name: 'Activity' }).locator(`[data-testid="activity-row"][data-hash="${swapTx!.hash}"]`)
  await expect(row).toBeVisible({ timeout: 20_000 })
  await expect(row).toContainText('Swapped ETH for sUSDC')
  await expect(row).not.toContainText('Sent')
  await expect(row.getByTestId('activity-counterpart')).toHaveCount(0)
  await expect(row.getByTestId('activity-amount')).toHaveText(['\u22120.1 ETH', /^\+[\d.]+ sUSDC$/])
})

test('swaps sUSDC for sDAI with an approval first: both transactions on chain, the allowance then the balance', async ({ page }) => {
  test.setTimeout(90_000)
  await revokeRouter(usdc.address)
  await openSwap(page)
  await fill(page, 'sUSDC', 'sDAI', '5')
  await expect(modal(page, 'Swap').getByTestId('swap-network-cost')).toBeVisible()
  await modal(page, 'Swap').getByRole('button', { name: 'Review swap' }).click()
  const confirm = modal(page, 'Review swap')
  await expect(confirm.getByTestId('swap-review-approval-note')).toContainText('sUSDC needs your approval first')
  const [usdcBefore, daiBefore, block] = [await balanceOf(usdc.address), await balanceOf(dai.address), await chainA.getBlockNumber({ cacheTime: 0 })]
  await recordToasts(page)
  await confirm.getByRole('button', { name: 'Approve and swap' }).click()

  await expect(confirm.getByTestId('swap-review-step')).toHaveText('Approve sUSDC in your wallet (step 1 of 2)')
  // the swap's prompt may open as soon as this one goes
  await approveInPrompt(page, `Call contract ${usdc.address}?`)
  await expect(confirm.getByTestId('swap-review-step')).toHaveText('Confirm the swap in your wallet (step 2 of 2)', { timeout: 20_000 })
  // the approval is on chain before the swap is asked
  expect(await allowanceOf(usdc.address)).toBe(5_000_000n)
  const minimum = await shown(page, 'swap-minimum-received', dai.decimals)
  await answerInWallet(page, 'Approve', `Call contract ${sandboxDex.router}?`)

  await expectToast(page, /^Swapped 5 sUSDC for [\d.]+ sDAI$/, { timeout: 30_000 })
  const [approval, swap] = await sentSince(block)
  expect(approval!.to!.toLowerCase()).toBe(usdc.address.toLowerCase())
  expect(approval!.input.startsWith('0x095ea7b3')).toBe(true) // approve(address,uint256)
  expect(swap!.to!.toLowerCase()).toBe(sandboxDex.router.toLowerCase())
  for (const tx of [approval!, swap!]) expect((await chainA.waitForTransactionReceipt({ hash: tx.hash as Hex })).status).toBe('success')
  expect(await allowanceOf(usdc.address)).toBe(0n)
  expect(usdcBefore - (await balanceOf(usdc.address))).toBe(5_000_000n)
  expect((await balanceOf(dai.address)) - daiBefore).toBeGreaterThanOrEqual(minimum)
})

test('a swap the pool moved past the slippage (another trade while the wallet asked) says it was reverted; nothing is swapped', async ({ page }) => {
  test.setTimeout(90_000)
  await openSwap(page)
  await fill(page, 'ETH', 'sUSDC', '0.1')
  await modal(page, 'Swap').getByRole('button', { name: 'Review swap' }).click()
  const confirm = modal(page, 'Review swap')
  await confirm.getByRole('button', { name: 'Swap', exact: true }).click()
  await expect(walletPrompt(page)).toContainText(`Send 0.1 ETH to ${sandboxDex.router}?`)
  // while the visitor reads the prompt, a large trade (10 ETH of a 100 ETH pool) moves the price ~20 %
  const { timestamp } = await chainA.getBlock()
  const trade = await other.writeContract({ chain: null, address: sandboxDex.router, abi: routerAbi, functionName: 'swapExactETHForTokens', args: [0n, [sandboxDex.weth, usdc.address], ANVIL_ACCOUNT_1.address, timestamp + 600n], value: parseEther('10') })
  expect(await chainA.waitForTransactionReceipt({ hash: trade })).toMatchObject({ status: 'success' })
  const usdcBefore = await balanceOf(usdc.address)
  await answerInWallet(page, 'Approve')
  await expect(confirm.getByRole('alert')).toContainText('Swap failed', { timeout: 30_000 })
  await expect(confirm.getByRole('alert')).toContainText('The swap was reverted on chain: the price moved more than your 1% slippage tolerance.')
  expect(await balanceOf(usdc.address)).toBe(usdcBefore)
  // the modal stays usable: Go back, and the form quotes the new price
  await confirm.getByRole('button', { name: 'Go back' }).click()
  await expect(modal(page, 'Swap').getByRole('button', { name: 'Review swap' })).toBeEnabled({ timeout: 20_000 })
})

test("'Insufficient balance' above what the account holds; nothing can be reviewed", async ({ page }) => {
  test.setTimeout(60_000)
  const form = await openSwap(page)
  await form.getByTestId('swap-receive-token').click()
  await form.getByRole('button', { name: /^sUSDC \(/ }).click()
  await form.getByRole('textbox', { name: 'You pay' }).fill('1000000')
  await expect(form.getByTestId('swap-submit')).toHaveText('Insufficient balance')
  await expect(form.getByTestId('swap-submit')).toBeDisabled()
})

test('a refused approval says so and leaves the modal usable; nothing changes on chain', async ({ page }) => {
  test.setTimeout(60_000)
  await revokeRouter(usdc.address)
  await openSwap(page)
  await fill(page, 'sUSDC', 'sDAI', '5')
  await modal(page, 'Swap').getByRole('button', { name: 'Review swap' }).click()
  const confirm = modal(page, 'Review swap')
  const usdcBefore = await balanceOf(usdc.address)
  await confirm.getByRole('button', { name: 'Approve and swap' }).click()
  await answerInWallet(page, 'Reject', `Call contract ${usdc.address}?`)
  await expect(confirm.getByRole('alert')).toContainText('Approval declined')
  await expect(confirm.getByRole('alert')).toContainText('You declined the approval in your wallet. Nothing was swapped.')
  expect(await allowanceOf(usdc.address)).toBe(0n)
  expect(await balanceOf(usdc.address)).toBe(usdcBefore)
  // Go back: the form as it was, still usable
  await confirm.getByRole('button', { name: 'Go back' }).click()
  const form = modal(page, 'Swap')
  await expect(form.getByRole('textbox', { name: 'You pay' })).toHaveValue('5')
  await expect(form.getByRole('button', { name: 'Review swap' })).toBeEnabled({ timeout: 20_000 })
})

test('the convert API failing: the view says what failed, and Try again recovers', async ({ page }) => {
  test.setTimeout(60_000)
  await openSwap(page)
  await injectFault({ route: 'GET /v1/convert/quotes', status: 503 })
  const form = modal(page, 'Swap')
  await form.getByTestId('swap-receive-token').click()
  await form.getByRole('button', { name: /^sUSDC \(/ }).click()
  await form.getByRole('textbox', { name: 'You pay' }).fill('0.01')
  await expect(form.getByTestId('swap-quote-error')).toContainText('Could not get a quote: HTTP status code: 503', { timeout: 20_000 })
  await expect(form.getByTestId('swap-submit')).toHaveText('Quote unavailable')
  await clearFaults()
  await form.getByRole('button', { name: 'Try again' }).click()
  await expect(form.getByRole('button', { name: 'Review swap' })).toBeEnabled({ timeout: 20_000 })
  await expect(form.getByTestId('swap-quote-error')).toHaveCount(0)
})

test("open({ view: 'Swap', data }) pre-fills the swap (the playground's control)", async ({ page }) => {
  test.setTimeout(60_000)
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page, 'Connect Wallet').getByRole('button', { name: 'Sandbox Wallet' }).click()
  await answerInWallet(page, 'Approve')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.getByRole('button', { name: 'Open Swap: 0.1 ETH to sUSDC' }).click()
  const form = modal(page, 'Swap')
  await expect(form.getByRole('textbox', { name: 'You pay' })).toHaveValue('0.1')
  await expect(form.getByRole('button', { name: 'You pay: ETH, change token' })).toBeVisible()
  await expect(form.getByRole('button', { name: 'You receive: sUSDC, change token' })).toBeVisible()
  await expect(form.getByRole('button', { name: 'Review swap' })).toBeEnabled({ timeout: 20_000 })
})

test("a network without swaps (?swapNetworks leaves Sandbox Ethereum out): the Account view offers no Swap, and Swap opened directly says 'Network not supported for Gas Price or Swaps'", async ({ page }) => {
  test.setTimeout(60_000)
  await page.goto('/?swapNetworks=eip155:8453')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page, 'Connect Wallet').getByRole('button', { name: 'Sandbox Wallet' }).click()
  await answerInWallet(page, 'Approve')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.getByRole('button', { name: /0xf39F/i }).click()
  const account = modal(page, 'Account')
  await expect(account.getByRole('list', { name: 'Wallet features' }).getByRole('button')).toHaveText(['Buy', 'Receive', 'Send'])
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.getByRole('button', { name: 'Open Swap', exact: true }).click()
  await expect(modal(page, 'Swap').getByRole('alert')).toHaveText('Network not supported for Gas Price or Swaps')
  await expect(modal(page, 'Swap').getByRole('textbox', { name: 'You pay' })).toHaveCount(0)
})

/** The new embedded account gets gas money (1 ETH) and 10 sUSDC from anvil #0. */
async function fundForSwap(account: Hex) {
  for (const hash of [
    await owner.sendTransaction({ chain: null, to: account, value: parseEther('1') }),
    await owner.writeContract({ chain: null, address: usdc.address, abi: erc20Abi, functionName: 'transfer', args: [account, 10_000_000n] }),
  ])
    expect(await chainA.waitForTransactionReceipt({ hash })).toMatchObject({ status: 'success' })
}

/**
 * From the open Account view: Swap 5 sUSDC for sDAI, Approve and swap, the frame's one approval,
 * until the Swapped toast. Gives the review's minimum received and the block before the send.
 */
async function swapFiveUsdcApprovedInFrame(page: Page) {
  await swapFromAccount(page)
  await fill(page, 'sUSDC', 'sDAI', '5')
  await modal(page, 'Swap').getByRole('button', { name: 'Review swap' }).click()
  const confirm = modal(page, 'Review swap')
  const minimum = await shown(page, 'swap-minimum-received', dai.decimals)
  const block = await chainA.getBlockNumber({ cacheTime: 0 })
  await confirm.getByRole('button', { name: 'Approve and swap' }).click()
  await expect(modal(page, 'Approve Transaction')).toBeVisible({ timeout: 30_000 })
  const card = page.frameLocator('iframe#w3m-iframe')
  await expect(card.getByRole('heading', { level: 1, name: 'Approve transaction' })).toBeVisible()
  await recordToasts(page)
  await card.getByRole('button', { name: 'Approve' }).click()
  await expectToast(page, /^Swapped 5 sUSDC for [\d.]+ sDAI$/, { timeout: 90_000 })
  return { minimum, block }
}

test("the embedded wallet's smart account (atomic batches): sUSDC → sDAI goes as ONE wallet_sendCalls, approve and swap in one user operation approved once in the frame", async ({ page }) => {
  test.setTimeout(240_000)
  const email = `swap-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  await page.goto('/')
  await logInByEmail(page, email)
  const smart = (await page.getByTestId('account-address').textContent()) as Hex
  // the new account gets gas money and 10 sUSDC from anvil #0
  await fundForSwap(smart)
  const smartOf = (token: `0x${string}`) => chainA.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [smart] })

  await page.getByRole('button', { name: new RegExp(smart.slice(0, 6), 'i') }).click()
  await expect(modal(page, 'Account').getByTestId('embedded-account-type')).toHaveText('Smart Account', { timeout: 30_000 })
  // ONE approval in the frame for both calls
  const { minimum, block } = await swapFiveUsdcApprovedInFrame(page)

  expect(await smartOf(usdc.address)).toBe(5_000_000n)
  expect(await smartOf(dai.address)).toBeGreaterThanOrEqual(minimum)
  // one user operation carried the approval and the swap
  const latest = await chainA.getBlockNumber({ cacheTime: 0 })
  const operations = []
  for (let n = block + 1n; n <= latest; n++) {
    for (const tx of (await chainA.getBlock({ blockNumber: n, includeTransactions: true })).transactions) {
      if (tx.to?.toLowerCase() !== entryPoint08Address.toLowerCase()) continue
      const receipt = await chainA.getTransactionReceipt({ hash: tx.hash })
      for (const op of parseEventLogs({ abi: entryPoint08Abi, logs: receipt.logs, eventName: 'UserOperationEvent' })) if (op.args.sender.toLowerCase() === smart.toLowerCase()) operations.push({ op, receipt })
    }
  }
  expect(operations).toHaveLength(1)
  expect(operations[0]!.op.args.success).toBe(true)
  const events = parseEventLogs({ abi: erc20Abi, logs: operations[0]!.receipt.logs })
  expect(events.some((e) => e.eventName === 'Approval' && e.address.toLowerCase() === usdc.address.toLowerCase() && e.args.owner.toLowerCase() === smart.toLowerCase())).toBe(true)
  expect(events.some((e) => e.eventName === 'Transfer' && e.address.toLowerCase() === dai.address.toLowerCase() && e.args.to.toLowerCase() === smart.toLowerCase())).toBe(true)
})

test.describe('over WalletConnect', () => {
  const lines: string[] = []
  captureConsoleOnFailure(lines)

  test('swaps 0.05 ETH for sUSDC, approved in the Sandbox Mobile Wallet', async ({ page: dapp, context }) => {
    test.setTimeout(120_000)
    const wallet = await connectMobileWalletAndOpenAccount(dapp, context, lines)
    await swapFromAccount(dapp)
    await fill(dapp, 'ETH', 'sUSDC', '0.05')
    await modal(dapp, 'Swap').getByRole('button', { name: 'Review swap' }).click()
    const confirm = modal(dapp, 'Review swap')
    const usdcBefore = await balanceOf(usdc.address)
    await recordToasts(dapp)
    await confirm.getByRole('button', { name: 'Swap', exact: true }).click()
    await expect(confirm.getByTestId('swap-review-step')).toHaveText('Confirm the swap in your wallet')
    const minimum = await shown(dapp, 'swap-minimum-received', usdc.decimals)
    const prompt = wallet.getByRole('region', { name: 'Send transaction' })
    await expect(prompt).toContainText('eth_sendTransaction on Sandbox Ethereum')
    await expect(prompt).toContainText(sandboxDex.router)
    await prompt.getByRole('button', { name: 'Approve' }).click()
    await expectToast(dapp, /^Swapped 0\.05 ETH for [\d.]+ sUSDC$/, { timeout: 30_000 })
    expect((await balanceOf(usdc.address)) - usdcBefore).toBeGreaterThanOrEqual(minimum)
  })

  test('swaps sUSDC for sDAI with its approval first, both approved in the Sandbox Mobile Wallet', async ({ page: dapp, context }) => {
    test.setTimeout(240_000)
    await revokeRouter(usdc.address)
    const wallet = await connectMobileWalletAndOpenAccount(dapp, context, lines)
    await swapFromAccount(dapp)
    await fill(dapp, 'sUSDC', 'sDAI', '2')
    await modal(dapp, 'Swap').getByRole('button', { name: 'Review swap' }).click()
    const confirm = modal(dapp, 'Review swap')
    const [usdcBefore, daiBefore] = [await balanceOf(usdc.address), await balanceOf(dai.address)]
    await recordToasts(dapp)
    await confirm.getByRole('button', { name: 'Approve and swap' }).click()
    await expect(confirm.getByTestId('swap-review-step')).toHaveText('Approve sUSDC in your wallet (step 1 of 2)', { timeout: 20_000 })
    const prompt = wallet.getByRole('region', { name: 'Send transaction' })
    await expect(prompt).toContainText(usdc.address)
    await prompt.getByRole('button', { name: 'Approve' }).click()
    await expect(confirm.getByTestId('swap-review-step')).toHaveText('Confirm the swap in your wallet (step 2 of 2)', { timeout: 30_000 })
    const minimum = await shown(dapp, 'swap-minimum-received', dai.decimals)
    await expect(prompt).toContainText(sandboxDex.router)
    await prompt.getByRole('button', { name: 'Approve' }).click()
    await expectToast(dapp, /^Swapped 2 sUSDC for [\d.]+ sDAI$/, { timeout: 30_000 })
    expect(usdcBefore - (await balanceOf(usdc.address))).toBe(2_000_000n)
    expect((await balanceOf(dai.address)) - daiBefore).toBeGreaterThanOrEqual(minimum)
  })
})

test("an EIP-7702 account (?accountType=eip7702): approve + swap in ONE transaction at the key's own address, which that transaction delegates to Simple7702Account", async ({ page }) => {
  test.setTimeout(240_000)
  const email = `swap7702-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  await page.goto('/?accountType=eip7702')
  await logInByEmail(page, email)
  const account = (await page.getByTestId('account-address').textContent()) as Hex
  // a key's address: no code before its first user operation
  expect(await chainA.getCode({ address: account })).toBeUndefined()
  await fundForSwap(account)
  const heldOf = (token: `0x${string}`) => chainA.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [account] })

  await page.getByRole('button', { name: new RegExp(account.slice(0, 6), 'i') }).click()
  await expect(modal(page, 'Account').getByTestId('embedded-account-type')).toHaveText('Smart Account (EIP-7702)', { timeout: 30_000 })
  await expect(modal(page, 'Account').getByTestId('embedded-account-deployed')).toHaveText('Not yet')
  const { minimum, block } = await swapFiveUsdcApprovedInFrame(page)

  expect(await heldOf(usdc.address)).toBe(5_000_000n)
  expect(await heldOf(dai.address)).toBeGreaterThanOrEqual(minimum)
  // the key's address now delegates to Simple7702Account (EIP-7702's designator)
  expect(await chainA.getCode({ address: account })).toBe(`0xef0100${'e6Cae83BdE06E4c305530e199D7217f42808555B'.toLowerCase()}`)
  // ONE transaction since: a type-4 transaction carrying the authorization and ONE user operation of the account, with the approval and the swap
  const latest = await chainA.getBlockNumber({ cacheTime: 0 })
  const mine = []
  for (let n = block + 1n; n <= latest; n++) {
    for (const tx of (await chainA.getBlock({ blockNumber: n, includeTransactions: true })).transactions) {
      const receipt = await chainA.getTransactionReceipt({ hash: tx.hash })
      const operations = parseEventLogs({ abi: entryPoint08Abi, logs: receipt.logs, eventName: 'UserOperationEvent' }).filter((op) => op.args.sender.toLowerCase() === account.toLowerCase())
      if (operations.length || tx.authorizationList?.some((auth) => auth.address.toLowerCase() === '0xe6cae83bde06e4c305530e199d7217f42808555b')) mine.push({ tx, receipt, operations })
    }
  }
  expect(mine).toHaveLength(1)
  const [{ tx, receipt, operations }] = mine as [(typeof mine)[number]]
  expect(tx.type).toBe('eip7702')
  expect(tx.to?.toLowerCase()).toBe(entryPoint08Address.toLowerCase())
  expect(operations).toHaveLength(1)
  expect(operations[0]!.args.success).toBe(true)
  const events = parseEventLogs({ abi: erc20Abi, logs: receipt.logs })
  expect(events.some((e) => e.eventName === 'Approval' && e.address.toLowerCase() === usdc.address.toLowerCase() && e.args.owner.toLowerCase() === account.toLowerCase())).toBe(true)
  expect(events.some((e) => e.eventName === 'Transfer' && e.address.toLowerCase() === dai.address.toLowerCase() && e.args.to.toLowerCase() === account.toLowerCase())).toBe(true)
  // one address, never two: the page lists only the key's
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('account-address')).toHaveText(account)
})
