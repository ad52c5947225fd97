// Sponsored gas end to end (ERC-7677): a new email user whose smart account holds 0 ETH mints itself
// 1 sUSDC (the sandbox token's faucet) in a call with the paymasterService capability, from the
// playground's Batch panel. The secure frame asks the
// sandbox paymaster service, its card says "Gas paid by Portico Playground", and the ONE user
// operation deploys the account and lands with the paymaster paying: viem shows the account's ETH
// still 0 and the paymaster's EntryPoint deposit lower. Then the sandbox admin's policy refuses:
// "none" and a spend cap, each with its reason and nothing sent. An injected wallet that does not
// report paymasterService (the Sandbox Wallet) has the request refused with EIP-5792's 5700.
import { expect, test, type Page } from '@playwright/test'
import { createPublicClient, erc20Abi, http, parseEventLogs, type Hex } from 'viem'
import { entryPoint08Abi, entryPoint08Address } from 'viem/account-abstraction'
import { logInByEmail } from './email-steps.ts'
import { connectSandboxWalletAndOpenAccount, walletPrompt } from './wallet-prompt.ts'
import { e2eUrls } from './sandbox.ts'
import { sandboxTokens } from '../../sandbox/tokens/sandbox-tokens.ts'

const chainA = createPublicClient({ transport: http(e2eUrls.chainA) })
const sUSDC = sandboxTokens.find((token) => token.symbol === 'sUSDC')!.address
const sUsdcOf = (address: Hex) => chainA.readContract({ address: sUSDC, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
const newEmail = () => `sponsored-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
const setPolicy = async (policy: Record<string, unknown>) => {
  const response = await fetch(e2eUrls.paymasterPolicy, { method: 'PUT', body: JSON.stringify(policy) })
  expect(response.status).toBe(200)
}
type PaymasterStatus = { paymaster: Hex; chains: { chainId: number; depositWei: string; spentWei: string }[] }
const paymasterStatus = async () => (await (await fetch(e2eUrls.paymasterPolicy.replace(/policy$/, 'status'))).json()) as PaymasterStatus
const depositOf = (address: Hex) => chainA.readContract({ address: entryPoint08Address, abi: entryPoint08Abi, functionName: 'balanceOf', args: [address] })
const nonceOf = (address: Hex) => chainA.readContract({ address: entryPoint08Address, abi: entryPoint08Abi, functionName: 'getNonce', args: [address, 0n] })

/** The ETH the secure frame gives each new account (the sandbox admin's setting; 100 by default). */
const setFunding = async (eth: string) => {
  const response = await fetch(`${e2eUrls.secureFrame}/__admin/funding`, { method: 'PUT', body: JSON.stringify({ eth }) })
  expect(response.status).toBe(200)
}

test.afterEach(async () => {
  await setPolicy({ sponsor: 'all', sponsorName: 'Portico Playground' })
  await setFunding('100')
})

/** Clicks 'Send sponsored call' and waits for the 'Batch error' alert; the modal is closed after it. */
async function refusedWith(page: Page, text: string) {
  await page.getByRole('button', { name: 'Send sponsored call' }).click()
  await expect(page.getByRole('alert', { name: 'Batch error' })).toContainText(text, { timeout: 60_000 })
  // the frame asked nothing: its card never showed
  await expect(page.frameLocator('iframe#w3m-iframe').getByRole('button', { name: 'Approve' })).toHaveCount(0)
  if (await page.getByRole('dialog').count()) await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

test('a new email user with 0 ETH mints a token in a sponsored call: the account deploys, the paymaster pays; policy "none" and a spend cap refuse with their reason', async ({ page }) => {
  test.setTimeout(180_000)
  await setPolicy({ sponsor: 'all', sponsorName: 'Portico Playground' })
  // a real new user holds nothing: the sandbox starts new accounts empty
  await setFunding('0')
  await page.goto('/')
  await logInByEmail(page, newEmail())
  const smart = (await page.getByTestId('account-address').textContent()) as Hex
  expect(await chainA.getBalance({ address: smart })).toBe(0n)
  expect(await chainA.getCode({ address: smart })).toBeUndefined()
  expect(await sUsdcOf(smart)).toBe(0n)
  const { paymaster } = await paymasterStatus()
  const depositBefore = await depositOf(paymaster)

  await page.getByRole('button', { name: 'Read capabilities' }).click()
  await expect(page.getByLabel('Capabilities')).toContainText('"0x539":{"atomic":{"status":"supported"},"paymasterService":{"supported":true}}')

  await page.getByRole('button', { name: 'Send sponsored call' }).click()
  await expect(page.getByRole('dialog', { name: 'Approve Transaction' })).toBeVisible({ timeout: 30_000 })
  const card = page.frameLocator('iframe#w3m-iframe')
  await expect(card.getByRole('heading', { level: 1, name: 'Approve transaction' })).toBeVisible({ timeout: 30_000 })
  await expect(card.getByText('Gas paid by Portico Playground')).toBeVisible()
  await card.getByRole('button', { name: 'Approve' }).click()
  const error = page.getByRole('alert', { name: 'Batch error' })
  await expect(page.getByLabel('Batch status').filter({ hasText: /\d/ }).or(error)).toBeVisible({ timeout: 60_000 })
  await expect(error).toHaveCount(0)
  await expect(page.getByLabel('Batch status')).toHaveText('200 atomic', { timeout: 60_000 })

  const [hash] = (await page.getByLabel('Batch transactions').textContent())!.split(' ')
  const receipt = await chainA.getTransactionReceipt({ hash: hash as Hex })
  const [operation] = parseEventLogs({ abi: entryPoint08Abi, logs: receipt.logs, eventName: 'UserOperationEvent' })
  expect(operation!.args).toMatchObject({ sender: smart, paymaster, success: true })
  expect(parseEventLogs({ abi: entryPoint08Abi, logs: receipt.logs, eventName: 'AccountDeployed' })[0]!.args.sender).toBe(smart)
  // the token was minted; the user's ETH did not move; the paymaster's deposit paid exactly the operation's gas
  expect(await sUsdcOf(smart)).toBe(1_000_000n)
  expect(await chainA.getBalance({ address: smart })).toBe(0n)
  expect(await depositOf(paymaster)).toBe(depositBefore - operation!.args.actualGasCost)

  // the sandbox admin stops sponsoring: a clear refusal, nothing sent
  const nonce = await nonceOf(smart)
  await setPolicy({ sponsor: 'none' })
  await refusedWith(page, 'The paymaster did not sponsor this transaction: The paymaster sponsors no transactions now (its policy is "none").')
  // a cap just above what was paid: the next operation would pass it
  const spent = BigInt((await paymasterStatus()).chains.find((chain) => chain.chainId === 1337)!.spentWei)
  await setPolicy({ sponsor: 'all', capWei: (spent + 1n).toString() })
  await refusedWith(page, "The paymaster's spend cap is reached")
  expect(await nonceOf(smart)).toBe(nonce)
  expect(await chainA.getBalance({ address: smart })).toBe(0n)
  expect(await sUsdcOf(smart)).toBe(1_000_000n)
})

test('an injected wallet that does not report paymasterService: the sponsored call is refused with EIP-5792 5700, the wallet never asked to send', async ({ page }) => {
  await connectSandboxWalletAndOpenAccount(page)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.getByRole('button', { name: 'Send sponsored call' }).click()
  await expect(page.getByRole('alert', { name: 'Batch error' })).toContainText('Unsupported non-optional capability: paymasterService', { timeout: 30_000 })
  await expect(walletPrompt(page)).toHaveCount(0)
})
