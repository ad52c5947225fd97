// The embedded wallet on Solana (the auth connector serves eip155 and solana) in
// the playground with EVM and Solana (`?multichain`), against the sandbox secure frame on its own
// origin and the sandbox Solana cluster (LiteSVM): one email login (the code read on the inbox
// page) connects both sides; a Solana message signed through useAppKitProvider('solana') after
// Approve on the frame's card (ed25519-verified here); 0.01 SOL sent from the Send view approved in
// the frame; a transfer signed and sent through the provider (signAndSendTransaction); balances
// read from the cluster; reload restores both; Disconnect ends both.
import { expect, test, type Page } from '@playwright/test'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { Connection, PublicKey } from '@solana/web3.js'
import { SOLANA_ACCOUNT_1 } from '../solana-accounts.ts'
import { submitEmail } from './email-steps.ts'
import { codeFromInboxPage } from './inbox-page.ts'
import { reloadRecordingStatuses } from './reload-statuses.ts'
import { e2eUrls } from './sandbox.ts'

const cluster = new Connection(e2eUrls.solana, { commitment: 'confirmed', wsEndpoint: e2eUrls.solana.replace(/^http/, 'ws') })
const receiver = new PublicKey(SOLANA_ACCOUNT_1.address)
/** The sandbox's fee per signature, in lamports. */
const FEE = 5_000
const newEmail = () => `embedded-solana-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
const modal = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name })
const frameCard = (page: Page) => page.frameLocator('iframe#w3m-iframe')
const lamports = (address: string) => cluster.getBalance(new PublicKey(address))

/** ApproveTransaction with the frame's card in it; returns the card. */
async function approvalCard(page: Page, heading: 'Sign message' | 'Approve transaction') {
  await expect(modal(page, 'Approve Transaction')).toBeVisible()
  const card = frameCard(page)
  await expect(card.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  return card
}

test('one email login on EVM and Solana: sign, send SOL from the Send view and through the provider, all approved in the frame; reload; disconnect', async ({ page }) => {
  test.setTimeout(300_000)
  const email = newEmail()
  await page.goto('/?multichain')
  await expect(page.getByTestId('solana-status')).toHaveText('disconnected')

  // the same login as on EVM: email → the code from the inbox page → both sides connected
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  // the modal's code may still be loading on a busy machine
  await expect(modal(page, 'Connect Wallet')).toBeVisible({ timeout: 60_000 })
  await submitEmail(page, email)
  const confirm = modal(page, 'Confirm Email')
  await confirm.getByRole('textbox', { name: '6-digit code' }).fill(await codeFromInboxPage(page.context(), email))
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(page.getByTestId('solana-status')).toHaveText('connected')
  const evmAddress = (await page.getByTestId('account-address').textContent())!
  expect(evmAddress).toMatch(/^0x[0-9a-fA-F]{40}$/)
  const solAddress = (await page.getByTestId('solana-address').textContent())!
  expect(solAddress).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  // a new user's Solana account is funded on the sandbox cluster
  await expect.poll(() => lamports(solAddress)).toBe(10_000_000_000)
  await expect(page.getByTestId('solana-balance')).toHaveText('10 SOL')

  // sign a message through useAppKitProvider('solana'): the frame's card shows it; Approve signs
  await page.getByRole('button', { name: 'Sign Solana message' }).click()
  let card = await approvalCard(page, 'Sign message')
  await expect(card.getByText('Hello from Portico on Solana')).toBeVisible()
  await expect(card.getByText('Sandbox Solana')).toBeVisible()
  await card.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('solana-signature')).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const signature = base58.decode((await page.getByTestId('solana-signature').textContent())!)
  expect(ed25519.verify(signature, new TextEncoder().encode('Hello from Portico on Solana'), base58.decode(solAddress))).toBe(true)

  // Reject on the card: the page hears it, nothing is signed
  await page.getByRole('button', { name: 'Sign Solana message' }).click()
  card = await approvalCard(page, 'Sign message')
  await card.getByRole('button', { name: 'Reject' }).click()
  await expect(page.getByTestId('solana-error')).toHaveText('User rejected the request.')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // send 0.01 SOL from the Send view on Sandbox Solana, approved in the frame
  await page.getByRole('button', { name: new RegExp(evmAddress.slice(0, 6), 'i') }).click()
  await modal(page, 'Account').getByRole('button', { name: /Sandbox Ethereum/ }).click()
  await modal(page, 'Choose Network').getByRole('button', { name: 'Sandbox Solana' }).click()
  const account = modal(page, 'Account')
  await expect(account.getByTestId('account-view-address')).toHaveText(solAddress)
  await account.getByRole('button', { name: 'Send', exact: true }).click()
  const form = modal(page, 'Send')
  const token = form.getByRole('combobox', { name: 'Token' })
  await expect(token.locator('option').first()).toHaveText(/^SOL\b/)
  await token.selectOption({ index: 0 })
  await form.getByRole('textbox', { name: 'Amount' }).fill('0.01')
  await form.getByRole('textbox', { name: 'To' }).fill(receiver.toBase58())
  await form.getByRole('button', { name: 'Review' }).click()
  const review = modal(page, 'Review Send')
  await expect(review.getByTestId('send-confirm-amount')).toHaveText('0.01 SOL')
  const [receiverBefore, senderBefore] = [await lamports(receiver.toBase58()), await lamports(solAddress)]
  await review.getByRole('button', { name: 'Send' }).click()
  card = await approvalCard(page, 'Approve transaction')
  await expect(card.getByText('Sign and send')).toBeVisible()
  await expect(card.getByText(receiver.toBase58())).toBeVisible()
  await expect(card.getByText('0.01 SOL')).toBeVisible()
  await card.getByRole('button', { name: 'Approve' }).click()
  const sent = modal(page, 'Transaction Sent')
  await expect(sent.getByTestId('send-success-hash')).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
  const sendSignature = (await sent.getByTestId('send-success-hash').textContent())!
  expect((await cluster.getSignatureStatuses([sendSignature])).value[0]?.err).toBeNull()
  expect(await lamports(receiver.toBase58())).toBe(receiverBefore + 10_000_000)
  expect(await lamports(solAddress)).toBe(senderBefore - 10_000_000 - FEE)
  await sent.getByRole('button', { name: 'Done' }).click()
  await expect(modal(page, 'Account')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // signAndSendTransaction through useAppKitProvider('solana') (the playground's 'Send 0.01 SOL')
  const [receiverBefore2, senderBefore2] = [await lamports(receiver.toBase58()), await lamports(solAddress)]
  await page.getByRole('button', { name: 'Send 0.01 SOL' }).click()
  card = await approvalCard(page, 'Approve transaction')
  await expect(card.getByText(receiver.toBase58())).toBeVisible()
  await card.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('solana-transfer')).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
  const transfer = (await page.getByTestId('solana-transfer').textContent())!
  expect((await cluster.getSignatureStatuses([transfer])).value[0]?.err).toBeNull()
  expect(await lamports(receiver.toBase58())).toBe(receiverBefore2 + 10_000_000)
  expect(await lamports(solAddress)).toBe(senderBefore2 - 10_000_000 - FEE)
  await expect(page.getByTestId('solana-balance')).toHaveText(`${(senderBefore2 - 10_000_000 - FEE) / 1e9} SOL`)

  // reload: both sides come back from the frame's session, never 'disconnected' on the way
  const statuses = await reloadRecordingStatuses(page)
  expect(statuses).not.toContain('disconnected')
  await expect(page.getByTestId('solana-status')).toHaveText('connected')
  await expect(page.getByTestId('solana-address')).toHaveText(solAddress)

  // Disconnect ends both
  await page.getByRole('button', { name: new RegExp(solAddress.slice(0, 6)) }).click()
  await modal(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  await expect(page.getByTestId('solana-status')).toHaveText('disconnected')
  await page.reload()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  await expect(page.getByTestId('solana-status')).toHaveText('disconnected')
})
