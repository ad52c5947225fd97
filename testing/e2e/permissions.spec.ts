// ERC-7715 permissions end to end: a new email user's smart account holds 20 sUSDC; the playground
// asks it for "up to 10 sUSDC to the merchant for 10 minutes" for a new session key of the app. The
// secure frame's card says so in plain words; approved, the app gets the permissions context and its
// session key makes three 3 sUSDC transfers with no prompt at all. The fourth is over the cap: its
// transaction is mined and reverts, and the app shows why. Revoked in the Account view's Permissions,
// the next one reverts on chain too.
import { expect, test, type Page } from '@playwright/test'
import { createPublicClient, createWalletClient, defineChain, erc20Abi, http, parseUnits, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ANVIL_ACCOUNT_0 } from '../accounts.ts'
import { sandboxTokens } from '../../sandbox/chains.ts'
import { PLAYGROUND_MERCHANT } from '../../sandbox/playground/merchant.ts'
import { logInByEmail } from './email-steps.ts'
import { e2eUrls } from './sandbox.ts'

const sandboxEthereum = defineChain({ id: 1337, name: 'Sandbox Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [e2eUrls.chainA] } } })
const chainA = createPublicClient({ chain: sandboxEthereum, transport: http(e2eUrls.chainA) })
const sUSDC = sandboxTokens.find((token) => token.symbol === 'sUSDC')!
const usdc = (n: string) => parseUnits(n, 6)
const balanceOf = (address: Hex) => chainA.readContract({ address: sUSDC.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
const newEmail = () => `permissions-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

/** Sends with the session key and waits for the transfers count or the error. */
async function sendWithSessionKey(page: Page) {
  await page.getByRole('button', { name: 'Send 3 sUSDC with the session key' }).click()
  await expect(page.getByRole('button', { name: 'Send 3 sUSDC with the session key' })).toBeEnabled({ timeout: 30_000 })
}

test('a granted permission lets the session key send 3 × 3 sUSDC with no prompt; the fourth is over the cap; after revoke the next fails on chain', async ({ page }) => {
  test.setTimeout(240_000)
  await page.goto('/')
  await logInByEmail(page, newEmail())
  const smart = (await page.getByTestId('account-address').textContent()) as Hex
  // the account holds 20 sUSDC, from anvil's account #0
  const funder = createWalletClient({ account: privateKeyToAccount(ANVIL_ACCOUNT_0.privateKey), chain: sandboxEthereum, transport: http(e2eUrls.chainA) })
  await chainA.waitForTransactionReceipt({ hash: await funder.writeContract({ address: sUSDC.address, abi: erc20Abi, functionName: 'transfer', args: [smart, usdc('20')] }) })
  const merchantBefore = await balanceOf(PLAYGROUND_MERCHANT)

  await page.getByRole('button', { name: 'Grant permission (10 sUSDC, 10 minutes)' }).click()
  await expect(page.getByRole('dialog', { name: 'Approve Transaction' })).toBeVisible({ timeout: 30_000 })
  const card = page.frameLocator('iframe#w3m-iframe')
  await expect(card.getByRole('heading', { level: 1, name: 'Grant permission' })).toBeVisible({ timeout: 30_000 })
  await expect(card.getByText(/may send up to 10 sUSDC from your account to 0x33b8…F246 without asking you again, until .* UTC \(in 10 minutes\)\./)).toBeVisible()
  await expect(card.getByText('10 sUSDC in total')).toBeVisible()
  await expect(card.getByText('Sandbox Ethereum')).toBeVisible()
  await card.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByLabel('Permission context')).toHaveText(/^0x[0-9a-f]{128}$/, { timeout: 60_000 })
  await expect(page.getByRole('alert', { name: 'Permission error' })).toHaveCount(0)
  await expect(page.getByLabel('Permission active')).toHaveText('yes', { timeout: 15_000 })
  await expect(page.getByRole('dialog')).toHaveCount(0)

  for (let n = 1; n <= 3; n++) {
    await sendWithSessionKey(page)
    await expect(page.getByLabel('Session transfers')).toHaveText(new RegExp(`^${n}: `))
    // no prompt: neither the modal nor the frame's card showed
    await expect(page.getByRole('dialog')).toHaveCount(0)
  }
  expect(await balanceOf(PLAYGROUND_MERCHANT)).toBe(merchantBefore + usdc('9'))
  expect(await balanceOf(smart)).toBe(usdc('11'))

  // the fourth is over the cap: mined, reverted, explained
  await sendWithSessionKey(page)
  const error = page.getByRole('alert', { name: 'Permission error' })
  await expect(error).toContainText("Refused on chain: over the permission's limit (1 sUSDC left, 3 asked)")
  const overCap = /transaction (0x[0-9a-f]{64})/.exec((await error.textContent())!)![1] as Hex
  expect((await chainA.getTransactionReceipt({ hash: overCap })).status).toBe('reverted')

  // Revoke in the Account view's Permissions (features.smartSessions)
  await page.getByRole('button', { name: new RegExp(smart.slice(0, 6), 'i') }).click()
  const modal = page.getByRole('dialog', { name: 'Account' })
  await modal.getByRole('button', { name: 'Permissions' }).click()
  const permissions = page.getByRole('dialog', { name: 'Permissions' })
  const entry = permissions.getByRole('listitem')
  await expect(entry).toHaveCount(1, { timeout: 30_000 })
  await expect(entry).toContainText('May send up to 10 sUSDC to')
  await expect(entry).toContainText('Until')
  await entry.getByRole('button', { name: 'Revoke' }).click()
  await expect(permissions.getByText('No app holds a permission on this account.')).toBeVisible({ timeout: 60_000 })
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.getByRole('button', { name: 'Read permissions' }).click()
  await expect(page.getByLabel('Permission active')).toHaveText('no', { timeout: 30_000 })
  await expect(page.getByRole('alert', { name: 'Permission error' })).toHaveCount(0)
  await sendWithSessionKey(page)
  await expect(error).toContainText('Refused on chain: the permission was revoked')
  const afterRevoke = /transaction (0x[0-9a-f]{64})/.exec((await error.textContent())!)![1] as Hex
  expect((await chainA.getTransactionReceipt({ hash: afterRevoke })).status).toBe('reverted')
  expect(await balanceOf(smart)).toBe(usdc('11'))
})
