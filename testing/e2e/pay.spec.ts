// Pay (portico/plugins/pay) as a merchant's page asks for it: the playground's "Pay 5 sUSDC" calls
// pay() for 5 sUSDC to its merchant; the visitor pays from the Sandbox Wallet or from the sandbox
// exchange's page in a popup; a refusal rejects with the typed error and leaves the modal usable.
// The merchant's balance is read on chain with viem; the page shows the promise's outcome.
import { expect, test, type Page } from '@playwright/test'
import { createPublicClient, erc20Abi, http, parseUnits, type Hex } from 'viem'
import { sandboxPortsFromEnv } from '../../sandbox/ports.ts'
import { PLAYGROUND_MERCHANT } from '../../sandbox/playground/merchant.ts'
import { sandboxTokens } from '../../sandbox/tokens/sandbox-tokens.ts'
import { e2eUrls } from './sandbox.ts'
import { walletPrompt } from './wallet-prompt.ts'

const usdc = sandboxTokens.find((t) => t.symbol === 'sUSDC')!
const chainA = createPublicClient({ transport: http(e2eUrls.chainA) })
const exchangeOrigin = `http://127.0.0.1:${sandboxPortsFromEnv('test').exchange.port}`
const merchantUsdc = () => chainA.readContract({ address: usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [PLAYGROUND_MERCHANT] })
const modal = (page: Page, name: string) => page.getByRole('dialog', { name })
const result = (page: Page) => page.getByTestId('pay-result')

// a wallet prompt, a receipt and a popup under a loaded CI machine: generous
test.setTimeout(120_000)

async function connectSandboxWallet(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page, 'Connect Wallet').getByRole('button', { name: 'Sandbox Wallet' }).click()
  await walletPrompt(page).getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

/** Clicks the playground's Pay 5 sUSDC (pay() with its merchant); the Pay view names the merchant, the amount and the asset. */
async function askToPay(page: Page) {
  await page.getByRole('region', { name: 'Pay' }).getByRole('button', { name: 'Pay 5 sUSDC' }).click()
  const view = modal(page, 'Pay')
  await expect(view.getByTestId('pay-merchant')).toHaveText('Portico Playground asks you to pay')
  await expect(view.getByTestId('pay-amount')).toHaveText('5 sUSDC')
  await expect(view.getByTestId('pay-asset')).toHaveText('Sandbox USD Coin on Sandbox Ethereum')
  return view
}

test('pays 5 sUSDC from the Sandbox Wallet: the merchant is credited on chain and pay() resolves with the transaction', async ({ page }) => {
  await page.goto('/')
  await connectSandboxWallet(page)
  const before = await merchantUsdc()
  const view = await askToPay(page)
  await view.getByRole('button', { name: 'Pay 5 sUSDC' }).click()
  await expect(view.getByTestId('pay-status')).toHaveText('Confirm the payment in your wallet')
  await expect(walletPrompt(page)).toContainText(`Call contract ${usdc.address}?`)
  await walletPrompt(page).getByRole('button', { name: 'Approve' }).click()

  await expect(result(page)).toHaveText(/^wallet 0x[0-9a-f]{64}$/)
  const hash = (await result(page).textContent())!.split(' ')[1] as Hex
  await expect(view.getByTestId('pay-success').getByRole('status')).toHaveText('Paid 5 sUSDC to Portico Playground')
  await expect(view.getByTestId('pay-tx')).toHaveText(hash)
  expect(await chainA.getTransactionReceipt({ hash })).toMatchObject({ status: 'success', to: usdc.address.toLowerCase() })
  expect(await merchantUsdc()).toBe(before + parseUnits('5', usdc.decimals))
  await view.getByRole('button', { name: 'Done' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('pays 5 sUSDC from the sandbox exchange: its page in a popup shows the withdrawal, Confirm sends it, the view follows it to the end', async ({ page }) => {
  await page.goto('/')
  const before = await merchantUsdc()
  const view = await askToPay(page)
  // no wallet connected: the wallet choice offers to connect one
  await expect(view.getByRole('button', { name: 'Connect a wallet to pay' })).toBeVisible()
  const [popup] = await Promise.all([page.waitForEvent('popup'), view.getByRole('button', { name: 'Pay with Sandbox Exchange' }).click()])
  await popup.waitForURL(`${exchangeOrigin}/pay/**`)
  await expect(popup.getByRole('heading', { level: 1 })).toHaveText('Withdraw 5 sUSDC')
  await expect(popup.getByRole('main')).toContainText('Sandbox Ethereum (eip155:1337)')
  await expect(popup.getByRole('main')).toContainText(PLAYGROUND_MERCHANT)
  await expect(view.getByTestId('pay-status')).toContainText('Confirm the withdrawal in the Sandbox Exchange window')
  await popup.getByRole('button', { name: 'Confirm withdrawal' }).click()
  await expect(popup.getByRole('heading', { level: 1 })).toHaveText('Withdrawal sent')

  await expect(result(page)).toHaveText(/^exchange 0x[0-9a-f]{64}$/)
  const hash = (await result(page).textContent())!.split(' ')[1] as Hex
  await expect(view.getByTestId('pay-success').getByRole('status')).toHaveText('Paid 5 sUSDC to Portico Playground')
  expect(await chainA.getTransactionReceipt({ hash })).toMatchObject({ status: 'success' })
  expect(await merchantUsdc()).toBe(before + parseUnits('5', usdc.decimals))
})

test('a refusal in the wallet rejects pay() with PayError USER_REJECTED; the modal stays usable and pays again', async ({ page }) => {
  await page.goto('/')
  await connectSandboxWallet(page)
  const before = await merchantUsdc()
  let view = await askToPay(page)
  await view.getByRole('button', { name: 'Pay 5 sUSDC' }).click()
  await walletPrompt(page).getByRole('button', { name: 'Reject' }).click()

  await expect(result(page)).toHaveText('USER_REJECTED: Payment declined')
  await expect(view.getByTestId('pay-failed').getByRole('alert')).toHaveText('Payment declined')
  expect(await merchantUsdc()).toBe(before)
  await view.getByRole('button', { name: 'Done' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // the modal still works: the account opens, and a new payment shows its choices again
  await page.getByRole('button', { name: /0xf39F/i }).click()
  await expect(modal(page, 'Account')).toBeVisible()
  await modal(page, 'Account').getByRole('button', { name: 'Close' }).click()
  view = await askToPay(page)
  await expect(view.getByRole('button', { name: 'Pay 5 sUSDC' })).toBeEnabled()
  await expect(view.getByRole('button', { name: 'Pay with Sandbox Exchange' })).toBeVisible()
})
