// Send from the Account view, as a visitor does it: the Sandbox Wallet in the playground, real
// Chromium, the sandbox's anvil with the sandbox tokens; every balance checked on chain with viem.
import { expect, test, type Page } from '@playwright/test'
import { createPublicClient, erc20Abi, http, parseEther, type Hex } from 'viem'
import { displayBalance, formatUnits } from '../../kernel/format/balance.ts'
import { sandboxTokens } from '../../sandbox/tokens/sandbox-tokens.ts'
import { ANVIL_ACCOUNT_0, ANVIL_ACCOUNT_2 } from '../accounts.ts'
import { e2eUrls } from './sandbox.ts'
import { answerInWallet, connectSandboxWalletAndOpenAccount, walletPrompt } from './wallet-prompt.ts'
import { captureConsoleOnFailure, connectMobileWalletAndOpenAccount, modal } from './walletconnect-pages.ts'

const { address } = ANVIL_ACCOUNT_0
const receiver = ANVIL_ACCOUNT_2.address
const usdc = sandboxTokens.find((t) => t.symbol === 'sUSDC')!
const chainA = createPublicClient({ transport: http(e2eUrls.chainA) })

const usdcOf = (owner: `0x${string}`) => chainA.readContract({ address: usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

/** Connects the Sandbox Wallet, opens the Account view, then Send. */
async function openSend(page: Page) {
  await connectSandboxWalletAndOpenAccount(page)
  await modal(page, 'Account').getByRole('button', { name: 'Send' }).click()
  const form = modal(page, 'Send')
  await expect(form.getByRole('combobox', { name: 'Token' })).toBeVisible()
  return form
}

/** Fills the form and goes to Review Send; waits for the network fee estimate. */
async function review(page: Page, token: string, amount: string) {
  const form = modal(page, 'Send')
  await form.getByRole('combobox', { name: 'Token' }).selectOption({ label: token })
  await form.getByRole('textbox', { name: 'Amount' }).fill(amount)
  await form.getByRole('textbox', { name: 'To' }).fill(receiver)
  await form.getByRole('button', { name: 'Review' }).click()
  const confirm = modal(page, 'Review Send')
  await expect(confirm.getByTestId('send-confirm-fee')).toHaveText(/^\d+(\.\d+)? ETH$/)
  return confirm
}

/** The success view's hash, once its transaction is mined. */
async function sentHash(page: Page) {
  const sent = modal(page, 'Transaction Sent')
  await expect(sent.getByTestId('send-success-hash')).toHaveText(/^0x[0-9a-f]{64}$/)
  const hash = (await sent.getByTestId('send-success-hash').textContent()) as Hex
  expect(await chainA.waitForTransactionReceipt({ hash })).toMatchObject({ status: 'success' })
  return hash
}

/** After Done: the Account view's Activity tab lists the sent transaction as confirmed, with its amount. */
async function expectInActivity(page: Page, hash: Hex, amount: string) {
  const account = modal(page, 'Account')
  await account.getByRole('tab', { name: 'Activity' }).click()
  const row = account.getByRole('tabpanel', { name: 'Activity' }).locator(`[data-testid="activity-row"][data-hash="${hash}"]`)
  await expect(row).toBeVisible()
  await expect(row.getByTestId('activity-amount')).toHaveText(amount)
  await expect(row.getByTestId('activity-status')).toHaveText('Confirmed')
}

test('sends 0.01 ETH to account #2, approved in the wallet; the Account view shows the new balance, Activity the send', async ({ page }) => {
  await openSend(page)
  await expect(modal(page, 'Send').getByTestId('send-balance')).toContainText('ETH')
  const before = await chainA.getBalance({ address: receiver })
  const confirm = await review(page, 'ETH (Ether)', '0.01')
  await expect(confirm.getByTestId('send-confirm-amount')).toHaveText('0.01 ETH')
  await confirm.getByRole('button', { name: 'Send' }).click()
  await expect(confirm.getByTestId('send-confirm-pending')).toHaveText('Confirm in your wallet')
  await expect(walletPrompt(page)).toContainText(`Send 0.01 ETH to ${receiver}?`)
  await answerInWallet(page, 'Approve')
  const hash = await sentHash(page)
  expect(await chainA.getBalance({ address: receiver })).toBe(before + parseEther('0.01'))

  await modal(page, 'Transaction Sent').getByRole('button', { name: 'Done' }).click()
  const shown = `${displayBalance(formatUnits(await chainA.getBalance({ address }), 18))} ETH`
  await expect(modal(page, 'Account').getByTestId('account-view-balance')).toHaveText(shown)
  await expectInActivity(page, hash, '\u22120.01 ETH')
})

test('sends 5 sUSDC to account #2 with an ERC-20 transfer, approved in the wallet', async ({ page }) => {
  await openSend(page)
  const [fromBefore, toBefore] = [await usdcOf(address), await usdcOf(receiver)]
  const confirm = await review(page, 'sUSDC (Sandbox USD Coin)', '5')
  await expect(confirm.getByTestId('send-confirm-amount')).toHaveText('5 sUSDC')
  await confirm.getByRole('button', { name: 'Send' }).click()
  await expect(walletPrompt(page)).toContainText(`Call contract ${usdc.address}?`)
  await answerInWallet(page, 'Approve')
  const hash = await sentHash(page)
  expect(await usdcOf(receiver)).toBe(toBefore + 5_000_000n)
  expect(await usdcOf(address)).toBe(fromBefore - 5_000_000n)
  await modal(page, 'Transaction Sent').getByRole('button', { name: 'Done' }).click()
  await expectInActivity(page, hash, '\u22125 sUSDC')
})

test('a send refused in the wallet shows the refusal; the modal stays usable (Go back, then a send that goes through)', async ({ page }) => {
  await openSend(page)
  const before = await chainA.getBalance({ address: receiver })
  const confirm = await review(page, 'ETH (Ether)', '0.01')
  await confirm.getByRole('button', { name: 'Send' }).click()
  await answerInWallet(page, 'Reject')
  await expect(confirm.getByTestId('send-confirm-failed')).toContainText('Transaction declined')
  expect(await chainA.getBalance({ address: receiver })).toBe(before)

  // Go back keeps the form as it was
  await confirm.getByRole('button', { name: 'Go back' }).click()
  const form = modal(page, 'Send')
  await expect(form.getByRole('textbox', { name: 'Amount' })).toHaveValue('0.01')
  await expect(form.getByRole('textbox', { name: 'To' })).toHaveValue(receiver)

  // and the next try reaches the wallet and the chain
  const again = await review(page, 'ETH (Ether)', '0.01')
  await again.getByRole('button', { name: 'Send' }).click()
  await answerInWallet(page, 'Reject')
  await expect(again.getByTestId('send-confirm-failed')).toContainText('Transaction declined')
  await again.getByRole('button', { name: 'Try again' }).click()
  await answerInWallet(page, 'Approve')
  await sentHash(page)
  expect(await chainA.getBalance({ address: receiver })).toBe(before + parseEther('0.01'))
})

test.describe('over WalletConnect', () => {
  const lines: string[] = []
  captureConsoleOnFailure(lines)

  test('sends 0.01 ETH to account #2, approved in the Sandbox Mobile Wallet', async ({ page: dapp, context }) => {
    test.setTimeout(60_000)
    const wallet = await connectMobileWalletAndOpenAccount(dapp, context, lines)
    await modal(dapp, 'Account').getByRole('button', { name: 'Send' }).click()
    await expect(modal(dapp, 'Send').getByRole('combobox', { name: 'Token' })).toBeVisible()

    const before = await chainA.getBalance({ address: receiver })
    const confirm = await review(dapp, 'ETH (Ether)', '0.01')
    await confirm.getByRole('button', { name: 'Send' }).click()
    await expect(confirm.getByTestId('send-confirm-pending')).toHaveText('Confirm in your wallet')
    const prompt = wallet.getByRole('region', { name: 'Send transaction' })
    await expect(prompt).toContainText('eth_sendTransaction on Sandbox Ethereum')
    await expect(prompt).toContainText(receiver)
    await prompt.getByRole('button', { name: 'Approve' }).click()
    await sentHash(dapp)
    expect(await chainA.getBalance({ address: receiver })).toBe(before + parseEther('0.01'))
  })
})
