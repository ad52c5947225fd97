// Solana over WalletConnect in the playground with EVM and Solana (`?multichain`): one pairing with
// the Sandbox Mobile Wallet (@reown/walletkit on the sandbox relay), approved with both namespaces,
// connects EVM and Solana; Networks → Sandbox Solana shows the Solana account with no new pairing;
// the page's 'Sign Solana message' goes over the same session (solana_signMessage), is approved in
// the wallet page, and the signature verifies here with ed25519; 'Send 0.01 SOL' is signed and sent
// by the wallet to the local SVM; a reload restores both; Disconnect ends the one session. Real
// Chromium, relay, keys and LiteSVM.
import { expect, test } from '@playwright/test'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { Connection, PublicKey } from '@solana/web3.js'
import { ANVIL_ACCOUNT_0 } from '../accounts.ts'
import { SOLANA_ACCOUNT_0, SOLANA_ACCOUNT_1 } from '../solana-accounts.ts'
import { reloadRecordingStatuses } from './reload-statuses.ts'
import { e2eUrls } from './sandbox.ts'
import { captureConsoleOnFailure, copyWalletConnectLink, modal, pairInMobileWallet, proposal } from './walletconnect-pages.ts'

const SOLANA_MESSAGE = 'Hello from Portico on Solana'
const cluster = new Connection(e2eUrls.solana, { commitment: 'confirmed', wsEndpoint: e2eUrls.solana.replace(/^http/, 'ws') })
const lines: string[] = []

captureConsoleOnFailure(lines)

test('one WalletConnect pairing connects EVM and Solana; Solana signs and sends through the mobile wallet; reload restores both; disconnect ends both', async ({ page: dapp, context }) => {
  test.setTimeout(90_000)
  await dapp.goto('/?multichain')
  await expect(dapp.getByTestId('account-status')).toHaveText('disconnected')
  await expect(dapp.getByTestId('solana-status')).toHaveText('disconnected')

  const uri = await copyWalletConnectLink(dapp)
  const wallet = await pairInMobileWallet(context, uri, lines)
  await proposal(wallet).getByRole('button', { name: 'Approve' }).click()
  await expect(proposal(wallet)).toHaveCount(0)

  // The EVM account shows and the modal closed; the same session carries the Solana account.
  await expect(dapp.getByTestId('account-status')).toHaveText('connected')
  await expect(dapp.getByTestId('account-address')).toHaveText(ANVIL_ACCOUNT_0.address)
  await expect(dapp.getByRole('dialog')).toHaveCount(0)
  await expect(dapp.getByTestId('solana-status')).toHaveText('connected')
  await expect(dapp.getByTestId('solana-address')).toHaveText(SOLANA_ACCOUNT_0.address)

  // Networks → Sandbox Solana: the Solana account, with no new pairing or wallet prompt.
  await dapp.getByRole('button', { name: new RegExp(ANVIL_ACCOUNT_0.address.slice(0, 6)) }).click()
  await modal(dapp, 'Account').getByRole('button', { name: /Sandbox Ethereum/ }).click()
  await modal(dapp, 'Choose Network').getByRole('list', { name: 'Solana' }).getByRole('button', { name: 'Sandbox Solana' }).click()
  await expect(modal(dapp, 'Account').getByTestId('account-view-address')).toHaveText(SOLANA_ACCOUNT_0.address)
  await expect(dapp.getByTestId('account-address')).toHaveText(SOLANA_ACCOUNT_0.address)
  await expect(modal(dapp, 'WalletConnect')).toHaveCount(0)
  await expect(wallet.getByRole('button', { name: 'Approve' })).toHaveCount(0)
  await dapp.keyboard.press('Escape')

  // Sign Solana message: the request reaches the wallet page over the session; Approve there.
  await dapp.getByRole('button', { name: 'Sign Solana message' }).click()
  const prompt = wallet.getByRole('region', { name: 'Sign Solana message' })
  await expect(prompt).toContainText(SOLANA_MESSAGE)
  await prompt.getByRole('button', { name: 'Approve' }).click()
  await expect(dapp.getByTestId('solana-signature')).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
  const signature = base58.decode((await dapp.getByTestId('solana-signature').textContent())!)
  expect(ed25519.verify(signature, new TextEncoder().encode(SOLANA_MESSAGE), base58.decode(SOLANA_ACCOUNT_0.address))).toBe(true)

  // Send 0.01 SOL: solana_signAndSendTransaction over the session; the wallet sends it to the local SVM.
  const receiverBefore = await cluster.getBalance(new PublicKey(SOLANA_ACCOUNT_1.address))
  await dapp.getByRole('button', { name: 'Send 0.01 SOL' }).click()
  const send = wallet.getByRole('region', { name: 'Send Solana transaction' })
  await expect(send).toContainText('solana_signAndSendTransaction')
  await send.getByRole('button', { name: 'Approve' }).click()
  await expect(dapp.getByTestId('solana-transfer')).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
  const transfer = (await dapp.getByTestId('solana-transfer').textContent())!
  expect((await cluster.getSignatureStatuses([transfer])).value[0]?.err).toBeNull()
  expect(await cluster.getBalance(new PublicKey(SOLANA_ACCOUNT_1.address))).toBe(receiverBefore + 10_000_000)

  // One session in the wallet, holding both namespaces.
  await expect(wallet.getByRole('button', { name: 'Disconnect' })).toHaveCount(1)

  // Reload: both namespaces come back from the one stored session, never shown disconnected.
  const statuses = await reloadRecordingStatuses(dapp)
  expect(statuses).not.toContain('disconnected')
  await expect(dapp.getByTestId('account-address')).toHaveText(SOLANA_ACCOUNT_0.address)
  await expect(dapp.getByTestId('solana-status')).toHaveText('connected')
  await expect(dapp.getByTestId('solana-address')).toHaveText(SOLANA_ACCOUNT_0.address)

  // Disconnect from the Account view ends the session once, for both namespaces; the wallet hears it.
  await dapp.getByRole('button', { name: new RegExp(SOLANA_ACCOUNT_0.address.slice(0, 6)) }).click()
  await modal(dapp, 'Account').getByRole('button', { name: 'Disconnect' }).click()
  await expect(dapp.getByTestId('account-status')).toHaveText('disconnected')
  await expect(dapp.getByTestId('solana-status')).toHaveText('disconnected')
  await expect(wallet.getByRole('button', { name: 'Disconnect' })).toHaveCount(0)
})
