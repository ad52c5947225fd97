// Several wallets at once (features.multiWallet, the playground's `?multiWallet`): the Sandbox
// Wallet (a browser extension, anvil #0) and the Sandbox Mobile Wallet (WalletConnect, anvil #1)
// connected together; one is active and the page's own account follows it; the choice survives a
// reload; disconnecting one leaves the other; Disconnect in the Account view ends the active one.
import { expect, test, type Page } from '@playwright/test'
import { createPublicClient, http } from 'viem'
import { displayBalance, formatUnits } from '../../kernel/format/balance.ts'
import { ANVIL_ACCOUNT_0, ANVIL_ACCOUNT_1 } from '../accounts.ts'
import { e2eUrls } from './sandbox.ts'
import { answerInWallet } from './wallet-prompt.ts'
import { captureConsoleOnFailure, copyWalletConnectLink, modal, pairInMobileWallet, proposal } from './walletconnect-pages.ts'

const lines: string[] = []
captureConsoleOnFailure(lines)

const chainA = createPublicClient({ transport: http(e2eUrls.chainA) })
/** The account's native balance as the chain has it, written as the button and the Account view's header show it. */
const shownBalance = async (address: `0x${string}`) => `${displayBalance(formatUnits(await chainA.getBalance({ address }), 18))} ETH`
/** The page's <AppKitButton/> and, once opened, the Account view's header both show the active account's balance. */
async function expectBalance(dapp: Page, address: `0x${string}`) {
  const balance = await shownBalance(address)
  await expect(dapp.getByTestId('appkit-button-balance')).toHaveText(balance)
  await dapp.getByRole('button', { name: new RegExp(address.slice(0, 6), 'i') }).click()
  await expect(modal(dapp, 'Account').getByTestId('account-view-balance')).toHaveText(balance)
}

test('two wallets connected at once: add, switch, reload, disconnect one, then the other', async ({ page: dapp, context }) => {
  test.setTimeout(120_000)
  await dapp.goto('/?multiWallet')
  await expect(dapp.getByTestId('account-status')).toHaveText('disconnected')
  await expect(dapp.getByRole('checkbox', { name: /Multi-wallet/ })).toBeChecked()

  // The first wallet: the Sandbox Wallet extension.
  await dapp.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(dapp, 'Connect Wallet').getByRole('button', { name: 'Sandbox Wallet' }).click()
  await answerInWallet(dapp, 'Approve')
  await expect(dapp.getByTestId('account-address')).toHaveText(ANVIL_ACCOUNT_0.address)
  const wallets = dapp.getByRole('list', { name: 'Wallets connected (EVM)' })
  await expect(wallets.getByRole('listitem')).toHaveCount(1)

  // The second: 'Add wallet' in the Account view opens Connect; WalletConnect pairs the mobile wallet.
  await dapp.getByRole('button', { name: /0xf39F/i }).click()
  await modal(dapp, 'Account').getByRole('button', { name: 'Add wallet' }).click()
  const wallet = await pairInMobileWallet(context, await copyWalletConnectLink(dapp, { from: 'connect-view' }), lines, { account: 1 })
  await proposal(wallet).getByRole('button', { name: 'Approve' }).click()

  // Both listed; the one just connected is active, and the page's account is its account.
  await expect(wallets.getByRole('listitem')).toHaveCount(2)
  await expect(dapp.getByTestId('account-address')).toHaveText(ANVIL_ACCOUNT_1.address)
  await expect(dapp.getByTestId('active-connection')).toContainText(ANVIL_ACCOUNT_1.address)
  await expect(dapp.getByTestId('account-status')).toHaveText('connected')
  // the balance shown is the added wallet's, read from the chain
  await dapp.keyboard.press('Escape')
  await expect(dapp.getByRole('dialog')).toHaveCount(0)
  await expectBalance(dapp, ANVIL_ACCOUNT_1.address)

  // Switch back to the extension: at once, no wallet prompt.
  await dapp.keyboard.press('Escape')
  await expect(dapp.getByRole('dialog')).toHaveCount(0)
  await wallets.getByRole('button', { name: 'Switch to Sandbox Wallet' }).click()
  await expect(dapp.getByTestId('account-address')).toHaveText(ANVIL_ACCOUNT_0.address)
  await expect(dapp.getByTestId('active-connection')).toContainText('Sandbox Wallet')

  // The Account view lists both, the extension marked active; the balance shown is the extension's again.
  await expectBalance(dapp, ANVIL_ACCOUNT_0.address)
  const accountWallets = modal(dapp, 'Account').getByRole('list', { name: 'Connected wallets' })
  await expect(accountWallets.getByRole('listitem')).toHaveCount(2)
  await expect(accountWallets.getByRole('button', { name: /Sandbox Mobile Wallet/ })).toBeEnabled()
  await dapp.keyboard.press('Escape')

  // A reload keeps both and the chosen one.
  await dapp.reload()
  await expect(dapp.getByTestId('account-status')).toHaveText('connected')
  await expect(wallets.getByRole('listitem')).toHaveCount(2)
  await expect(dapp.getByTestId('account-address')).toHaveText(ANVIL_ACCOUNT_0.address)

  // Disconnecting the mobile wallet leaves the extension connected and active.
  await wallets.getByRole('button', { name: 'Disconnect Sandbox Mobile Wallet' }).click()
  await expect(wallets.getByRole('listitem')).toHaveCount(1)
  await expect(dapp.getByTestId('account-status')).toHaveText('connected')
  await expect(dapp.getByTestId('account-address')).toHaveText(ANVIL_ACCOUNT_0.address)
  // the wallet hears its session end
  await expect(wallet.getByRole('button', { name: 'Disconnect' })).toHaveCount(0)

  // Disconnect in the Account view ends the last one.
  await dapp.getByRole('button', { name: /0xf39F/i }).click()
  await modal(dapp, 'Account').getByRole('button', { name: 'Disconnect' }).click()
  await expect(dapp.getByTestId('account-status')).toHaveText('disconnected')
  await expect(wallets.getByRole('listitem')).toHaveCount(0)
})
