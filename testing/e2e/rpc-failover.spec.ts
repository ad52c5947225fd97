// The RPC transport as a visitor meets it: the Sandbox Wallet connected in the playground, real
// Chromium, the sandbox's anvil nodes. A transfer made on chain by another account shows in the open
// Account view with nothing clicked (the balance is read again when a new block is seen).
import { expect, test } from '@playwright/test'
import { createWalletClient, defineChain, http, parseEther, publicActions } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { displayBalance, formatUnits } from '../../kernel/format/balance.ts'
import { sandboxChains } from '../../sandbox/chains.ts'
import { ANVIL_ACCOUNT_0, ANVIL_ACCOUNT_1 } from '../accounts.ts'
import { e2eUrls } from './sandbox.ts'
import { connectSandboxWalletAndOpenAccount } from './wallet-prompt.ts'
import { modal } from './walletconnect-pages.ts'

const { address } = ANVIL_ACCOUNT_0
/** Another funded account sends to the connected one, as a friend or an exchange would. */
const sandboxEthereum = defineChain({ ...sandboxChains[0]!, rpcUrls: { default: { http: [e2eUrls.chainA] } } })
const sender = createWalletClient({ account: privateKeyToAccount(ANVIL_ACCOUNT_1.privateKey), chain: sandboxEthereum, transport: http(e2eUrls.chainA) }).extend(publicActions)

const shownBalance = async () => `${displayBalance(formatUnits(await sender.getBalance({ address }), 18))} ETH`

async function transferToAccount(ether: string) {
  const hash = await sender.sendTransaction({ to: address, value: parseEther(ether) })
  expect(await sender.waitForTransactionReceipt({ hash })).toMatchObject({ status: 'success' })
}

test('a transfer to the connected account shows in the open Account view with nothing clicked', async ({ page }) => {
  await connectSandboxWalletAndOpenAccount(page)
  const balance = modal(page, 'Account').getByTestId('account-view-balance')
  await expect(balance).toHaveText(await shownBalance())
  const before = await balance.textContent()

  await transferToAccount('1.5')
  const after = await shownBalance()
  expect(after).not.toBe(before)
  // one ranking round (4 s) sees the new block; the rest is room for a loaded machine
  await expect(balance).toHaveText(after, { timeout: 12_000 })
  await expect(modal(page, 'Account').getByText(/Balance unavailable|may be out of date/)).toHaveCount(0)
})
