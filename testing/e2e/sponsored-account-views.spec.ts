// Send and Swap in the Account view when the app sponsors gas (embeddedWallet({ paymasterUrls }), the
// playground's ?sponsor): a new email user whose smart account holds 0 ETH and 20 sUSDC sends 5 sUSDC
// and swaps 5 sUSDC for sDAI. Review Send and Review swap say "Gas paid by Portico Playground" instead
// of an ETH fee or cost; each time the frame's card says "Gas paid by Portico Playground", the
// transaction lands (the approval and the swap as one user operation), and viem shows the account's ETH still 0 and the paymaster's deposit lower.
import { expect, test, type Page } from '@playwright/test'
import { createPublicClient, createWalletClient, defineChain, erc20Abi, http, parseUnits, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { entryPoint08Abi, entryPoint08Address } from 'viem/account-abstraction'
import { sandboxTokens } from '../../sandbox/chains.ts'
import { ANVIL_ACCOUNT_0, ANVIL_ACCOUNT_2 } from '../accounts.ts'
import { logInByEmail } from './email-steps.ts'
import { e2eUrls } from './sandbox.ts'

const sandboxEthereum = defineChain({ id: 1337, name: 'Sandbox Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [e2eUrls.chainA] } } })
const chainA = createPublicClient({ chain: sandboxEthereum, transport: http(e2eUrls.chainA) })
const usdc = sandboxTokens.find((t) => t.symbol === 'sUSDC')!
const dai = sandboxTokens.find((t) => t.symbol === 'sDAI')!
const balanceOf = (token: Hex, owner: Hex) => chainA.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
const modal = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name })
const put = async (url: string, body: unknown) => expect((await fetch(url, { method: 'PUT', body: JSON.stringify(body) })).status).toBe(200)
const paymasterDeposit = async () => {
  const { paymaster } = (await (await fetch(e2eUrls.paymasterPolicy.replace(/policy$/, 'status'))).json()) as { paymaster: Hex }
  return chainA.readContract({ address: entryPoint08Address, abi: entryPoint08Abi, functionName: 'balanceOf', args: [paymaster] })
}

/** The smart account's EntryPoint nonce (key 0): one more per user operation. */
const accountNonce = (account: Hex) => chainA.readContract({ address: entryPoint08Address, abi: entryPoint08Abi, functionName: 'getNonce', args: [account, 0n] })

test.afterEach(async () => {
  await put(`${e2eUrls.secureFrame}/__admin/funding`, { eth: '100' })
})

/** The frame's card says who pays; approved there. */
async function approveSponsored(page: Page) {
  await expect(modal(page, 'Approve Transaction')).toBeVisible({ timeout: 30_000 })
  const card = page.frameLocator('iframe#w3m-iframe')
  await expect(card.getByText('Gas paid by Portico Playground')).toBeVisible({ timeout: 30_000 })
  await card.getByRole('button', { name: 'Approve' }).click()
}

test('from a 0 ETH smart account, Send and Swap in the Account view are sponsored: the card says so, the ETH stays 0', async ({ page }) => {
  test.setTimeout(240_000)
  await put(e2eUrls.paymasterPolicy, { sponsor: 'all', sponsorName: 'Portico Playground' })
  await put(`${e2eUrls.secureFrame}/__admin/funding`, { eth: '0' })
  await page.goto('/?sponsor')
  await logInByEmail(page, `sponsored-views-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`)
  const smart = (await page.getByTestId('account-address').textContent()) as Hex
  expect(await chainA.getBalance({ address: smart })).toBe(0n)
  const funder = createWalletClient({ account: privateKeyToAccount(ANVIL_ACCOUNT_0.privateKey), chain: sandboxEthereum, transport: http(e2eUrls.chainA) })
  await chainA.waitForTransactionReceipt({ hash: await funder.writeContract({ address: usdc.address, abi: erc20Abi, functionName: 'transfer', args: [smart, parseUnits('20', 6)] }) })
  const receiverBefore = await balanceOf(usdc.address, ANVIL_ACCOUNT_2.address)
  const depositBefore = await paymasterDeposit()

  // Send 5 sUSDC
  await page.getByRole('button', { name: new RegExp(smart.slice(0, 6), 'i') }).click()
  await modal(page, 'Account').getByRole('button', { name: 'Send' }).click()
  const form = modal(page, 'Send')
  await form.getByRole('combobox', { name: 'Token' }).selectOption({ label: 'sUSDC (Sandbox USD Coin)' })
  await form.getByRole('textbox', { name: 'Amount' }).fill('5')
  await form.getByRole('textbox', { name: 'To' }).fill(ANVIL_ACCOUNT_2.address)
  await form.getByRole('button', { name: 'Review' }).click()
  // the review says who pays the gas, as the card will, and shows no ETH fee
  const review = modal(page, 'Review Send')
  await expect(review.getByRole('definition').filter({ hasText: 'Gas paid by Portico Playground' })).toBeVisible({ timeout: 30_000 })
  await expect(review).not.toContainText(/\d ETH/)
  await review.getByRole('button', { name: 'Send' }).click()
  await approveSponsored(page)
  const sent = modal(page, 'Transaction Sent')
  await expect(sent.getByTestId('send-success-hash')).toHaveText(/^0x[0-9a-f]{64}$/, { timeout: 60_000 })
  const hash = (await sent.getByTestId('send-success-hash').textContent()) as Hex
  expect((await chainA.getTransactionReceipt({ hash })).status).toBe('success')
  expect((await balanceOf(usdc.address, ANVIL_ACCOUNT_2.address)) - receiverBefore).toBe(parseUnits('5', 6))
  expect(await chainA.getBalance({ address: smart })).toBe(0n)
  const depositAfterSend = await paymasterDeposit()
  expect(depositAfterSend).toBeLessThan(depositBefore)
  await sent.getByRole('button', { name: 'Done' }).click()

  // Swap 5 sUSDC for sDAI (approve + swap: one sponsored operation)
  await modal(page, 'Account').getByRole('list', { name: 'Wallet features' }).getByRole('button', { name: 'Swap' }).click()
  const swap = modal(page, 'Swap')
  await expect(swap.getByTestId('swap-balance')).toContainText('ETH', { timeout: 30_000 })
  for (const [side, symbol] of [['pay', 'sUSDC'], ['receive', 'sDAI']] as const) {
    await swap.getByTestId(`swap-${side}-token`).click()
    await swap.getByRole('searchbox', { name: 'Search tokens' }).fill(symbol)
    await swap.getByRole('button', { name: new RegExp(`^${symbol} \\(`) }).click()
  }
  await swap.getByRole('textbox', { name: 'You pay' }).fill('5')
  await expect(swap.getByRole('button', { name: 'Review swap' })).toBeEnabled({ timeout: 30_000 })
  await swap.getByRole('button', { name: 'Review swap' }).click()
  const confirm = modal(page, 'Review swap')
  // the review says who pays the gas, as the card will, where the ETH network cost would be
  await expect(confirm.getByTestId('swap-network-cost')).toHaveText('Gas paid by Portico Playground', { timeout: 30_000 })
  await expect(confirm).not.toContainText(/\d ETH/)
  const daiBefore = await balanceOf(dai.address, smart)
  const nonceBefore = await accountNonce(smart)
  await confirm.getByRole('button', { name: /^(Approve and swap|Swap)$/ }).click()
  await approveSponsored(page)
  await expect.poll(() => balanceOf(dai.address, smart), { timeout: 60_000 }).toBeGreaterThan(daiBefore)
  expect(await balanceOf(usdc.address, smart)).toBe(parseUnits('10', 6))
  expect(await chainA.getBalance({ address: smart })).toBe(0n)
  expect(await paymasterDeposit()).toBeLessThan(depositAfterSend)
  // the approval and the swap went as ONE user operation (one card, one EntryPoint nonce)
  expect(await accountNonce(smart)).toBe(nonceBefore + 1n)
  await expect(modal(page, 'Account')).toBeVisible({ timeout: 30_000 })
})
