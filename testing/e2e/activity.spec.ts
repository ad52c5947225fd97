// Account → Tokens and Activity in the playground, as a visitor sees them: transfers made with viem
// straight on the sandbox's anvil (not through the UI), then the Sandbox Wallet connected in
// Chromium; the Activity tab lists them from the sandbox API's history, the Tokens tab the
// portfolio from its balance endpoint, each checked against the chain.
import { expect, test, type Page } from '@playwright/test'
import { createPublicClient, createWalletClient, erc20Abi, http, parseEther, parseUnits, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { displayBalance, formatUnits } from '../../kernel/format/balance.ts'
import { sandboxTokens } from '../../sandbox/tokens/sandbox-tokens.ts'
import { ANVIL_ACCOUNT_0, ANVIL_ACCOUNT_2 } from '../accounts.ts'
import { e2eUrls } from './sandbox.ts'

const { address } = ANVIL_ACCOUNT_0
const receiver = ANVIL_ACCOUNT_2.address
const usdc = sandboxTokens.find((t) => t.symbol === 'sUSDC')!
const dai = sandboxTokens.find((t) => t.symbol === 'sDAI')!
const transport = http(e2eUrls.chainA)
const chainA = createPublicClient({ transport })
const sender = createWalletClient({ account: privateKeyToAccount(ANVIL_ACCOUNT_0.privateKey), transport })

const walletPrompt = (page: Page) => page.getByRole('dialog', { name: 'Sandbox Wallet request' })
const modal = (page: Page, name: string) => page.getByRole('dialog', { name })
const tokenBalance = (token: { address: `0x${string}` }) => chainA.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })

async function openAccount(page: Page) {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page, 'Connect Wallet').getByRole('button', { name: 'Sandbox Wallet' }).click()
  await walletPrompt(page).getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.getByRole('button', { name: /0xf39F/i }).click()
  return modal(page, 'Account')
}

test('Activity lists a native and an ERC-20 transfer with status and amounts; Tokens lists ETH, sUSDC and sDAI', async ({ page }) => {
  const hashes: Hex[] = []
  hashes.push(await sender.sendTransaction({ to: receiver, value: parseEther('0.01'), chain: null }))
  expect(await chainA.waitForTransactionReceipt({ hash: hashes[0]! })).toMatchObject({ status: 'success' })
  hashes.push(
    await sender.writeContract({ address: usdc.address, abi: erc20Abi, functionName: 'transfer', args: [receiver, parseUnits('5', usdc.decimals)], chain: null }),
  )
  expect(await chainA.waitForTransactionReceipt({ hash: hashes[1]! })).toMatchObject({ status: 'success' })
  const [eth, usdcHeld, daiHeld] = await Promise.all([chainA.getBalance({ address }), tokenBalance(usdc), tokenBalance(dai)])

  const account = await openAccount(page)
  const tabs = account.getByRole('tablist', { name: 'Account' })
  await expect(tabs.getByRole('tab')).toHaveText(['Tokens', 'Activity'])
  await expect(account.getByRole('tab', { name: 'Tokens' })).toHaveAttribute('aria-selected', 'true')

  // Tokens: what the account holds on Sandbox Ethereum, as the chain says
  const tokens = account.getByRole('tabpanel', { name: 'Tokens' })
  const row = (symbol: string) => tokens.locator(`[data-testid="token-row"][data-symbol="${symbol}"]`)
  await expect(tokens.getByTestId('token-row')).toHaveCount(3)
  await expect(row('ETH').getByTestId('token-quantity')).toHaveText(`${displayBalance(formatUnits(eth, 18))} ETH`)
  await expect(row('sUSDC').getByTestId('token-quantity')).toHaveText(`${displayBalance(formatUnits(usdcHeld, usdc.decimals))} sUSDC`)
  await expect(row('sDAI').getByTestId('token-quantity')).toHaveText(`${displayBalance(formatUnits(daiHeld, dai.decimals))} sDAI`)
  await expect(row('sUSDC')).toContainText('Sandbox USD Coin')
  // the sandbox prices sUSDC at 1 USD
  await expect(row('sUSDC').getByTestId('token-value')).toHaveText(`$${Number(formatUnits(usdcHeld, usdc.decimals)).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`)
  await expect(tokens.getByTestId('tokens-total')).toHaveText(/^\$[\d,]+\.\d\d$/)

  // Activity, reached with the keyboard as a tablist is
  await account.getByRole('tab', { name: 'Tokens' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(account.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true')
  const activity = account.getByRole('tabpanel', { name: 'Activity' })
  const native = activity.locator(`[data-testid="activity-row"][data-hash="${hashes[0]}"]`)
  const erc20 = activity.locator(`[data-testid="activity-row"][data-hash="${hashes[1]}"]`)
  await expect(native).toBeVisible()
  await expect(erc20).toBeVisible()
  await expect(native.getByTestId('activity-amount')).toHaveText('\u22120.01 ETH')
  await expect(native.getByTestId('activity-status')).toHaveText('Confirmed')
  await expect(native).toContainText('Sent')
  await expect(native).toContainText(`To ${receiver.toLowerCase().slice(0, 6)}\u2026${receiver.toLowerCase().slice(-4)}`)
  await expect(erc20.getByTestId('activity-amount')).toHaveText('\u22125 sUSDC')
  await expect(erc20.getByTestId('activity-status')).toHaveText('Confirmed')
  // newest first, under today's heading
  const rows = activity.getByTestId('activity-row')
  await expect(rows.first()).toHaveAttribute('data-hash', hashes[1]!)
  await expect(rows.nth(1)).toHaveAttribute('data-hash', hashes[0]!)
  await expect(activity.getByTestId('activity-day').first()).toHaveText('Today')
  await expect(erc20.locator('img')).toHaveAttribute('src', /getTokenImage\/sUSDC/)
})

test('the next page of Activity loads when the end of the list is scrolled into view', async ({ page }) => {
  // more transactions than one page of the sandbox API (20)
  let last: Hex | undefined
  for (let i = 0; i < 21; i++) last = await sender.sendTransaction({ to: receiver, value: 1_000_000_000_000n + BigInt(i), chain: null })
  await chainA.waitForTransactionReceipt({ hash: last! })
  const pages: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === `/v1/account/${address}/history`) pages.push(url.searchParams.get('cursor') ?? '')
  })

  const account = await openAccount(page)
  await account.getByRole('tab', { name: 'Activity' }).click()
  const activity = account.getByRole('tabpanel', { name: 'Activity' })
  const rows = activity.getByTestId('activity-row')
  await expect(rows).toHaveCount(20)
  await expect(rows.first()).toHaveAttribute('data-hash', last!)
  expect(pages).toEqual([''])

  // scrolling to the list's end brings the next page (no click): the panel to its end, and the dialog's
  // body too where the window is shorter than the Account view (the panel is a fixed 288 px)
  await activity.evaluate((panel) => panel.scrollTo({ top: panel.scrollHeight }))
  await activity.getByTestId('activity-end').scrollIntoViewIfNeeded()
  await expect.poll(() => rows.count()).toBeGreaterThan(20)
  expect(pages).toHaveLength(2)
  expect(pages[1]).not.toBe('')
})
