// Buy with a card, as a visitor does it in the playground: the Sandbox Wallet connected,
// Buy from the Account view, the amount checked as typed, the quote from the sandbox provider's price
// table, the provider's page in a real popup on its own origin paid with its test cards, and the
// purchase followed in the modal until it lands. What arrives is read from the chains themselves
// (viem on anvil, web3.js on the Solana sandbox).
import { expect, test, type Page } from '@playwright/test'
import { Connection, PublicKey } from '@solana/web3.js'
import { createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { sandboxTokens } from '../../sandbox/tokens/sandbox-tokens.ts'
import { ANVIL_ACCOUNT_0 } from '../accounts.ts'
import { SOLANA_ACCOUNT_0 } from '../solana-accounts.ts'
import { e2eUrls } from './sandbox.ts'
import { checkView } from './view-checks.ts'
import { approveInPrompt } from './wallet-prompt.ts'

const { address } = ANVIL_ACCOUNT_0
const usdc = sandboxTokens.find((t) => t.symbol === 'sUSDC')!
const chainA = createPublicClient({ transport: http(e2eUrls.chainA) })
const cluster = new Connection(e2eUrls.solana, { commitment: 'confirmed' })
const usdcOf = () => chainA.readContract({ address: usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })

const modal = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name })
const SUCCESS_CARD = '4242 4242 4242 4242'
const DECLINED_CARD = '4000 0000 0000 0002'
const CONFIRM_CARD = '4000 0000 0000 3220'

async function injectFault(fault: { route: string; status?: number; times?: number }) {
  const response = await fetch(new URL('/__admin/faults', e2eUrls.apiAdmin), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fault) })
  expect(response.ok).toBe(true)
}
const clearFaults = () => fetch(new URL('/__admin/faults', e2eUrls.apiAdmin), { method: 'DELETE' })
test.afterEach(async () => {
  await clearFaults()
})

/** Connects the Sandbox Wallet (with its Solana side on ?multichain) and opens the Account view. */
async function openAccount(page: Page, path = '/') {
  await page.goto(path)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page, 'Connect Wallet').getByRole('button', { name: 'Sandbox Wallet' }).click()
  await approveInPrompt(page, /Share account 0x/)
  if (path.includes('multichain')) await approveInPrompt(page, 'Share Solana account')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.getByRole('button', { name: /0xf39F/i }).click()
  return modal(page, 'Account')
}

/** Buy from the Account view's features (first of them). */
async function openBuy(page: Page) {
  const features = modal(page, 'Account').getByRole('list', { name: 'Wallet features' })
  await expect(features.getByRole('button').first()).toHaveText('Buy')
  await features.getByRole('button', { name: 'Buy' }).click()
  return modal(page, 'Buy')
}

/** Continue from a ready quote, choose the provider: its popup opens on the order page. */
async function continueToProvider(page: Page) {
  await modal(page, 'Buy').getByRole('button', { name: 'Continue' }).click()
  const providers = modal(page, 'Choose a provider')
  const popupOpened = page.waitForEvent('popup')
  await providers.getByRole('button', { name: /Sandbox On-ramp/ }).click()
  const popup = await popupOpened
  await popup.waitForURL((url) => url.origin === e2eUrls.onramp && url.pathname === '/buy')
  await expect(modal(page, 'Buy in progress').getByText('Complete the purchase in the Sandbox On-ramp window.')).toBeVisible()
  return popup
}

async function payByCard(popup: Page, card: string) {
  await popup.getByLabel('Card number').fill(card)
  await popup.getByLabel('Expiry date (MM/YY)').fill('12/34')
  await popup.getByLabel('Security code (CVC)').fill('123')
  await popup.getByRole('button', { name: /^Pay / }).click()
}

test('buys 50 USD of sUSDC with the success card from the Account view: limits as typed, the quote, the popup, Bought, the balance on chain and in Activity; each view fits, holds still and passes axe', async ({ page }) => {
  test.setTimeout(200_000)
  await openAccount(page)
  const buy = await openBuy(page)
  await expect(buy.getByRole('combobox', { name: 'Crypto' })).toHaveValue('sandbox-eth')
  await buy.getByRole('combobox', { name: 'Crypto' }).selectOption({ label: 'sUSDC (Sandbox USD Coin)' })
  await expect(buy.getByTestId('onramp-network')).toHaveText('Sandbox Ethereum')
  await expect(buy.getByRole('combobox', { name: 'Currency' })).toHaveValue('USD')

  // the limits as typed (card 10.00–7500.00), the reason shown
  const amount = buy.getByRole('textbox', { name: 'Amount' })
  await expect(buy.getByTestId('onramp-amount-status')).toHaveText('From 10.00 to 7500.00 USD by card')
  await amount.fill('5')
  await expect(buy.getByTestId('onramp-amount-status')).toHaveText('The minimum is 10.00 USD')
  await expect(amount).toHaveAttribute('aria-invalid', 'true')
  await expect(buy.getByRole('button', { name: 'Enter an amount' })).toBeDisabled()
  await amount.fill('8000')
  await expect(buy.getByTestId('onramp-amount-status')).toHaveText('The maximum is 7500.00 USD')
  await amount.fill('50')

  // the sandbox provider's quote: 1.5 % fee, sUSDC at 1.00 USD
  await expect(buy.getByTestId('onramp-quote-receive')).toHaveText('49.25 sUSDC', { timeout: 20_000 })
  await expect(buy.getByTestId('onramp-quote-fee')).toHaveText('0.75 USD')
  await expect(buy.getByTestId('onramp-quote-total')).toHaveText('50.00 USD')
  await expect(buy.getByTestId('onramp-quote-estimate')).toHaveCount(0)
  // as a person sees it: inside the viewport, still, axe-clean, in both themes, at a laptop's size and a phone's
  await checkView(page, buy)
  await page.setViewportSize({ width: 360, height: 640 })
  await checkView(page, buy)

  const before = await usdcOf()
  await buy.getByRole('button', { name: 'Continue' }).click()
  await checkView(page, modal(page, 'Choose a provider'))
  await modal(page, 'Choose a provider').getByRole('button', { name: 'Back' }).click()
  const popup = await continueToProvider(page)
  await checkView(page, modal(page, 'Buy in progress'))
  await expect(popup.getByRole('heading', { name: 'Buy sUSDC' })).toBeVisible()
  await expect(popup.getByText(address)).toBeVisible()
  await payByCard(popup, SUCCESS_CARD)

  const done = modal(page, 'Buy in progress')
  await expect(done.getByTestId('onramp-bought-summary')).toHaveText('Bought 49.25 sUSDC', { timeout: 60_000 })
  expect(await usdcOf()).toBe(before + parseUnits('49.25', usdc.decimals))
  await checkView(page, done)

  // back in the Account view: the purchase is in Activity (the provider's crediting transfer)
  const purchases = (await (await fetch(`${e2eUrls.onramp}/api/purchases?address=${address}&chain=eip155:1337`)).json()) as { purchases: { status: string; txHash?: string }[] }
  const hash = purchases.purchases[0]!.txHash!
  expect(purchases.purchases[0]!.status).toBe('success')
  await done.getByRole('button', { name: 'Done' }).click()
  const account = modal(page, 'Account')
  await account.getByRole('tab', { name: 'Activity' }).click()
  const row = account.getByRole('tabpanel', { name: 'Activity' }).locator(`[data-testid="activity-row"][data-hash="${hash}"]`)
  await expect(row.getByTestId('activity-amount')).toHaveText('+49.25 sUSDC', { timeout: 20_000 })
})

test('a declined card is said and credits nothing; Try again brings the form back, and the confirmation-step card then buys', async ({ page }) => {
  test.setTimeout(150_000)
  await openAccount(page)
  // the playground's pre-filled Buy: open({ view: 'OnRamp', data }) with 50 USD of sUSDC
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.getByRole('button', { name: 'Open Buy: 50 USD of sUSDC' }).click()
  const buy = modal(page, 'Buy')
  await buy.getByRole('textbox', { name: 'Amount' }).fill('20')
  await expect(buy.getByTestId('onramp-quote-receive')).toHaveText('19.7 sUSDC', { timeout: 20_000 })

  const before = await usdcOf()
  let popup = await continueToProvider(page)
  await payByCard(popup, DECLINED_CARD)
  await expect(popup.getByRole('heading', { name: 'Payment failed' })).toBeVisible()
  const progress = modal(page, 'Buy in progress')
  await expect(progress.getByRole('alert')).toHaveText('The purchase failed: no crypto was credited.', { timeout: 30_000 })
  expect(await usdcOf()).toBe(before)

  await progress.getByRole('button', { name: 'Try again' }).click()
  await expect(buy.getByRole('combobox', { name: 'Crypto' })).toHaveValue('sandbox-susdc')
  await expect(buy.getByRole('textbox', { name: 'Amount' })).toHaveValue('20')
  await expect(buy.getByTestId('onramp-quote-receive')).toHaveText('19.7 sUSDC', { timeout: 20_000 })
  popup = await continueToProvider(page)
  await payByCard(popup, CONFIRM_CARD)
  await expect(popup.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible()
  // nothing lands before the confirmation
  await expect(progress.getByTestId('onramp-progress-status')).toBeVisible()
  await popup.getByRole('button', { name: 'Confirm' }).click()
  await expect(progress.getByTestId('onramp-bought-summary')).toHaveText('Bought 19.7 sUSDC', { timeout: 60_000 })
  expect(await usdcOf()).toBe(before + parseUnits('19.7', usdc.decimals))
})

test('buys SOL on Solana: the Solana account credited on the Solana sandbox', async ({ page }) => {
  test.setTimeout(150_000)
  await openAccount(page, '/?multichain')
  await modal(page, 'Account').getByRole('button', { name: /Sandbox Ethereum/ }).click()
  await modal(page, 'Choose Network').getByRole('button', { name: 'Sandbox Solana' }).click()
  await expect(modal(page, 'Account').getByTestId('account-view-address')).toHaveText(SOLANA_ACCOUNT_0.address)

  const buy = await openBuy(page)
  await expect(buy.getByRole('combobox', { name: 'Crypto' }).locator('option')).toHaveText(['SOL (Solana)'])
  await expect(buy.getByTestId('onramp-network')).toHaveText('Sandbox Solana')
  await buy.getByRole('textbox', { name: 'Amount' }).fill('30')
  // 30 USD less 1.5 % at 150.00 USD a SOL
  await expect(buy.getByTestId('onramp-quote-receive')).toHaveText('0.197 SOL', { timeout: 20_000 })
  const before = await cluster.getBalance(new PublicKey(SOLANA_ACCOUNT_0.address))
  const popup = await continueToProvider(page)
  await expect(popup.getByText(SOLANA_ACCOUNT_0.address)).toBeVisible()
  await payByCard(popup, SUCCESS_CARD)
  await expect(modal(page, 'Buy in progress').getByTestId('onramp-bought-summary')).toHaveText('Bought 0.197 SOL', { timeout: 60_000 })
  expect(await cluster.getBalance(new PublicKey(SOLANA_ACCOUNT_0.address))).toBe(before + 197_000_000)
})

test("the options API failing: the built-in list is used (the network's coin), a failed quote is marked as an estimate, and the provider's page still opens", async ({ page }) => {
  test.setTimeout(120_000)
  await injectFault({ route: 'GET /v1/onramp/options', status: 500 })
  await injectFault({ route: 'POST /v1/onramp/quote', status: 500, times: 1 })
  await openAccount(page)
  const buy = await openBuy(page)
  await expect(buy.getByTestId('onramp-built-in')).toHaveText('The provider’s list could not be loaded: showing the built-in list.')
  await expect(buy.getByRole('combobox', { name: 'Crypto' }).locator('option')).toHaveText(['ETH (Ether)'])
  await buy.getByRole('textbox', { name: 'Amount' }).fill('30')
  // the quote request failed once: the stand-in quote, marked
  await expect(buy.getByTestId('onramp-quote-estimate')).toHaveText('Estimate', { timeout: 20_000 })
  await expect(buy.getByTestId('onramp-quote-receive')).toHaveText('≈ 30 ETH')
  await expect(buy.getByTestId('onramp-quote-estimate-note')).toBeVisible()
  // the next amount is priced by the provider again
  await buy.getByRole('textbox', { name: 'Amount' }).fill('60')
  // 59.10 USD after the 1.5 % fee, at the DEX pools' 1830 USD an ETH
  await expect(buy.getByTestId('onramp-quote-receive')).toHaveText('0.032295 ETH', { timeout: 20_000 })
  await expect(buy.getByTestId('onramp-quote-estimate')).toHaveCount(0)
  const popup = await continueToProvider(page)
  await expect(popup.getByRole('heading', { name: 'Buy ETH' })).toBeVisible()
  await expect(popup.getByText('60.00 USD').first()).toBeVisible()
})

test.describe('in a restricted time zone', () => {
  test.use({ timezoneId: 'Asia/Shanghai' })

  test('Buy is not offered, and opening it directly says why', async ({ page }) => {
    test.setTimeout(90_000)
    const account = await openAccount(page)
    await expect(account.getByRole('list', { name: 'Wallet features' }).getByRole('button')).toHaveText(['Swap', 'Receive', 'Send'])
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.getByRole('button', { name: 'Open Buy', exact: true }).click()
    await expect(modal(page, 'Buy').getByRole('alert')).toHaveText(
      'Buying crypto is not offered in your time zone (Asia/Shanghai): card providers do not serve this region.',
    )
  })
})
