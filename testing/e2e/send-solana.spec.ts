// Send on Solana through the same Send view ("Solana sends join when the Solana plugin
// lands"): the playground with EVM and Solana (`?multichain`), the Sandbox Wallet's Solana side,
// 0.01 SOL to the sandbox's second Solana account on the local SVM, checked with web3.js.
import { expect, test, type Page } from '@playwright/test'
import { Connection, PublicKey } from '@solana/web3.js'
import { ANVIL_ACCOUNT_0 } from '../accounts.ts'
import { SOLANA_ACCOUNT_0, SOLANA_ACCOUNT_1 } from '../solana-accounts.ts'
import { e2eUrls } from './sandbox.ts'
import { approveInPrompt, walletPrompt } from './wallet-prompt.ts'

const cluster = new Connection(e2eUrls.solana, { commitment: 'confirmed', wsEndpoint: e2eUrls.solana.replace(/^http/, 'ws') })
const modal = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name })


test('sends 0.01 SOL from the Account view on Solana, approved in the wallet; the receiver gains it', async ({ page }) => {
  await page.goto('/?multichain')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page, 'Connect Wallet').getByRole('button', { name: 'Sandbox Wallet' }).click()
  await approveInPrompt(page, /Share account 0x/)
  await approveInPrompt(page, 'Share Solana account')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // Account → the network button → Sandbox Solana: the Solana account is the active one
  await page.getByRole('button', { name: new RegExp(ANVIL_ACCOUNT_0.address.slice(0, 6)) }).click()
  await modal(page, 'Account').getByRole('button', { name: /Sandbox Ethereum/ }).click()
  await modal(page, 'Choose Network').getByRole('button', { name: 'Sandbox Solana' }).click()
  const account = modal(page, 'Account')
  await expect(account.getByTestId('account-view-address')).toHaveText(SOLANA_ACCOUNT_0.address)

  await account.getByRole('button', { name: 'Send', exact: true }).click()
  const form = modal(page, 'Send')
  const token = form.getByRole('combobox', { name: 'Token' })
  await expect(token.locator('option').first()).toHaveText(/^SOL\b/)
  await token.selectOption({ index: 0 })
  await form.getByRole('textbox', { name: 'Amount' }).fill('0.01')
  await form.getByRole('textbox', { name: 'To' }).fill(SOLANA_ACCOUNT_1.address)
  await form.getByRole('button', { name: 'Review' }).click()

  const confirm = modal(page, 'Review Send')
  await expect(confirm.getByTestId('send-confirm-amount')).toHaveText('0.01 SOL')
  await expect(confirm.getByTestId('send-confirm-fee')).toHaveText('Set by your wallet')
  const before = await cluster.getBalance(new PublicKey(SOLANA_ACCOUNT_1.address))
  await confirm.getByRole('button', { name: 'Send' }).click()
  await expect(walletPrompt(page)).toBeVisible()
  await walletPrompt(page).getByRole('button', { name: 'Approve' }).click()

  const sent = modal(page, 'Transaction Sent')
  await expect(sent.getByTestId('send-success-hash')).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
  const signature = (await sent.getByTestId('send-success-hash').textContent())!
  expect((await cluster.getSignatureStatuses([signature])).value[0]?.err).toBeNull()
  expect(await cluster.getBalance(new PublicKey(SOLANA_ACCOUNT_1.address))).toBe(before + 10_000_000)
})
