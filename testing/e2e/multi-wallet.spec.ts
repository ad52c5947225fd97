// Several wallets at once (features.multiWallet, the playground's `?multiWallet`): the Sandbox
// Wallet (a browser extension, anvil #0) and the Sandbox Mobile Wallet (WalletConnect, anvil #1)
// connected together; one is active and the page's own account follows it; the choice survives a
// reload; disconnecting one leaves the other; Disconnect in the Account view ends the active one.
import { expect, test } from '@playwright/test'
import { ANVIL_ACCOUNT_0, ANVIL_ACCOUNT_1 } from '../accounts.ts'
import { answerInWallet } from './wallet-prompt.ts'
import { captureConsoleOnFailure, copyWalletConnectLink, modal, pairInMobileWallet, proposal } from './walletconnect-pages.ts'

const lines: string[] = []
captureConsoleOnFailure(lines)

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

  // Switch back to the extension: at once, no wallet prompt.
  await dapp.keyboard.press('Escape')
  await expect(dapp.getByRole('dialog')).toHaveCount(0)
  await wallets.getByRole('button', { name: 'Switch to Sandbox Wallet' }).click()
  await expect(dapp.getByTestId('account-address')).toHaveText(ANVIL_ACCOUNT_0.address)
  await expect(dapp.getByTestId('active-connection')).toContainText('Sandbox Wallet')

  // The Account view lists both, the extension marked active.
  await dapp.getByRole('button', { name: /0xf39F/i }).click()
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
