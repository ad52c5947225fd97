// The playground with EVM and Solana (`?multichain`), as a visitor does it: the Sandbox Wallet is
// one multichain entry whose pick connects both of its sides (one prompt each); the Networks view
// switches EVM → Solana → EVM with each side's account intact; the Solana side signs (ed25519,
// verified here) and sends SOL on the local SVM (LiteSVM); a reload restores both; Disconnect ends
// both. Real Chromium, the real Sandbox Wallet, anvil and the sandbox Solana RPC.
import { expect, test, type Page } from '@playwright/test'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { Connection, PublicKey } from '@solana/web3.js'
import { displayBalance, formatUnits } from '../../kernel/format/balance.ts'
import { ANVIL_ACCOUNT_0 } from '../accounts.ts'
import { SOLANA_ACCOUNT_0, SOLANA_ACCOUNT_1 } from '../solana-accounts.ts'
import { reloadRecordingStatuses } from './reload-statuses.ts'
import { e2eUrls } from './sandbox.ts'
import { approveInPrompt, walletPrompt } from './wallet-prompt.ts'

const evmAddress = ANVIL_ACCOUNT_0.address
const solAddress = SOLANA_ACCOUNT_0.address
const cluster = new Connection(e2eUrls.solana, { commitment: 'confirmed', wsEndpoint: e2eUrls.solana.replace(/^http/, 'ws') })

const modal = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name })


/** What the Account view shows for a SOL balance held on the local SVM: 3 decimals, truncated. */
async function shownSolBalance(address = solAddress) {
  return `${displayBalance(formatUnits(BigInt(await cluster.getBalance(new PublicKey(address))), 9))} SOL`
}

/** Opens the Account view from the button (labelled by the active namespace's address). */
async function openAccount(page: Page, address: string) {
  await page.getByRole('button', { name: new RegExp(address.slice(0, 6)) }).click()
  await expect(modal(page, 'Account')).toBeVisible()
  return modal(page, 'Account')
}

async function chooseNetwork(page: Page, from: RegExp, to: string) {
  await modal(page, 'Account').getByRole('button', { name: from }).click()
  const networks = modal(page, 'Choose Network')
  await expect(networks.getByRole('list', { name: 'EVM' })).toBeVisible()
  await networks.getByRole('list', { name: /EVM|Solana/ }).getByRole('button', { name: to }).click()
}

test.beforeEach(async ({ page }) => {
  await page.goto('/?multichain')
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  await expect(page.getByTestId('solana-status')).toHaveText('disconnected')
})

test('connect both sides, switch EVM → Solana → EVM, sign and send on Solana, reload, disconnect', async ({ page }) => {
  // One entry for the wallet's two sides; its pick asks each side in turn, in the wallet's prompt.
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = modal(page, 'Connect Wallet')
  await expect(connect.getByRole('button', { name: 'Sandbox Wallet' })).toHaveCount(1)
  await connect.getByRole('button', { name: 'Sandbox Wallet' }).click()
  const sides = modal(page, 'Sandbox Wallet').getByRole('list', { name: 'Networks to connect' })
  await expect(sides.getByRole('listitem')).toHaveText(['EVMApprove in your wallet', 'SolanaNext'])
  await approveInPrompt(page, /Share account 0x/)
  await expect(sides.getByRole('listitem')).toHaveText(['EVMConnected', 'SolanaApprove in your wallet'])
  await approveInPrompt(page, 'Share Solana account')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // EVM stays the active namespace; the Solana account is there too.
  await expect(page.getByTestId('account-address')).toHaveText(evmAddress)
  await expect(page.getByTestId('account-network')).toHaveText('Sandbox Ethereum')
  await expect(page.getByTestId('solana-status')).toHaveText('connected')
  await expect(page.getByTestId('solana-address')).toHaveText(solAddress)

  // Networks → Sandbox Solana: no wallet is asked; the Account view shows the Solana account and its SOL.
  await openAccount(page, evmAddress)
  await chooseNetwork(page, /Sandbox Ethereum/, 'Sandbox Solana')
  let account = modal(page, 'Account')
  await expect(account.getByTestId('account-view-address')).toHaveText(solAddress)
  await expect(account).toContainText(await shownSolBalance())
  await expect(account.getByRole('button', { name: /Sandbox Solana/ })).toBeVisible()
  await expect(walletPrompt(page)).toHaveCount(0)
  await expect(page.getByTestId('account-address')).toHaveText(solAddress)
  await expect(page.getByTestId('account-network')).toHaveText('Sandbox Solana')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: new RegExp(solAddress.slice(0, 6)) })).toBeVisible()

  // Sign with the Solana side through useAppKitProvider('solana'); ed25519 over the message bytes.
  await page.getByRole('button', { name: 'Sign Solana message' }).click()
  await approveInPrompt(page, 'Sign this message?')
  await expect(page.getByTestId('solana-signature')).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
  const signature = base58.decode((await page.getByTestId('solana-signature').textContent())!)
  expect(ed25519.verify(signature, new TextEncoder().encode('Hello from Portico on Solana'), base58.decode(solAddress))).toBe(true)

  // Send 0.01 SOL on the local SVM: the receiver gains it, the sender's balance drops (with the fee).
  const receiverBefore = await cluster.getBalance(new PublicKey(SOLANA_ACCOUNT_1.address))
  const senderBefore = await cluster.getBalance(new PublicKey(solAddress))
  await page.getByRole('button', { name: 'Send 0.01 SOL' }).click()
  await approveInPrompt(page, 'Sign and send this transaction?')
  await expect(page.getByTestId('solana-transfer')).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
  const transfer = (await page.getByTestId('solana-transfer').textContent())!
  expect((await cluster.getSignatureStatuses([transfer])).value[0]?.err).toBeNull()
  expect(await cluster.getBalance(new PublicKey(SOLANA_ACCOUNT_1.address))).toBe(receiverBefore + 10_000_000)
  const senderAfter = await cluster.getBalance(new PublicKey(solAddress))
  expect(senderAfter).toBeLessThanOrEqual(senderBefore - 10_000_000)
  await expect(page.getByTestId('solana-balance')).toHaveText(`${senderAfter / 1e9} SOL`)
  account = await openAccount(page, solAddress)
  await expect(account).toContainText(await shownSolBalance())

  // Back to EVM: its wallet is still on that chain, so nothing to approve; its account intact.
  await chooseNetwork(page, /Sandbox Solana/, 'Sandbox Ethereum')
  await expect(modal(page, 'Account').getByTestId('account-view-address')).toHaveText(evmAddress)
  await expect(walletPrompt(page)).toHaveCount(0)
  await expect(page.getByTestId('account-address')).toHaveText(evmAddress)
  await expect(page.getByTestId('account-chain')).toHaveText('1337')
  await expect(page.getByTestId('solana-address')).toHaveText(solAddress)
  await page.keyboard.press('Escape')

  // Reload: both come back without a prompt, EVM still the active one.
  const statuses = await reloadRecordingStatuses(page)
  expect(statuses).not.toContain('disconnected')
  await expect(page.getByTestId('account-address')).toHaveText(evmAddress)
  await expect(page.getByTestId('solana-status')).toHaveText('connected')
  await expect(page.getByTestId('solana-address')).toHaveText(solAddress)
  await expect(walletPrompt(page)).toHaveCount(0)

  // Disconnect from the Account view ends both namespaces.
  account = await openAccount(page, evmAddress)
  await account.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  await expect(page.getByTestId('solana-status')).toHaveText('disconnected')
  await page.reload()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  await expect(page.getByTestId('solana-status')).toHaveText('disconnected')
})

test('a refused Solana side leaves EVM connected; choosing Sandbox Solana later offers to connect it', async ({ page }) => {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page, 'Connect Wallet').getByRole('button', { name: 'Sandbox Wallet' }).click()
  await approveInPrompt(page, /Share account 0x/)
  await expect(walletPrompt(page)).toContainText('Share Solana account')
  await walletPrompt(page).getByRole('button', { name: 'Reject' }).click()
  const connecting = modal(page, 'Sandbox Wallet')
  await expect(connecting.getByRole('alert')).toHaveText('Solana not connected: Connection declined')
  await expect(connecting).toContainText('Sandbox Wallet is connected on EVM.')
  await connecting.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByTestId('account-address')).toHaveText(evmAddress)
  await expect(page.getByTestId('solana-status')).toHaveText('disconnected')

  // Solana is not connected: choosing its network makes it active and leads to its wallets, not a dead end.
  await openAccount(page, evmAddress)
  await chooseNetwork(page, /Sandbox Ethereum/, 'Sandbox Solana')
  const connect = modal(page, 'Connect Wallet')
  await expect(connect).toContainText('Connect a wallet on Solana')
  await connect.getByRole('button', { name: 'Sandbox Wallet' }).click()
  await approveInPrompt(page, 'Share Solana account') // its Solana side only: EVM is not asked again
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByTestId('account-address')).toHaveText(solAddress)
  await expect(page.getByTestId('account-network')).toHaveText('Sandbox Solana')
  await expect(page.getByTestId('solana-status')).toHaveText('connected')

  // The EVM account is intact behind it.
  const account = await openAccount(page, solAddress)
  await chooseNetwork(page, /Sandbox Solana/, 'Sandbox Ethereum')
  await expect(account.getByTestId('account-view-address')).toHaveText(evmAddress)
  await expect(walletPrompt(page)).toHaveCount(0)
})
