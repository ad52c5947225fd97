// The embedded wallet's smart account end to end (the default account type on EVM), in the
// playground with "Sign-in required" on, against the sandbox secure frame, anvil and the real
// ERC-4337 bundler (alto): an email login that signs in by itself (one-click: no Sign In view, no
// card), verified by the dApp backend with an ERC-6492 signature (account not deployed) → the
// Account view says Smart Account, not deployed → 0.01 ETH sent from the Send view as ONE user
// operation (receipt and balances checked with viem; the account now deployed) → a wallet_sendCalls
// batch of two transfers approved once, one operation → a new login signs in the same way with an
// ERC-1271 signature (account deployed). A second user: the EOA a switch away and back, each choice
// kept across a reload → the bundler down: the send says what failed, nothing left pending, and the
// same send works once the bundler is back.
import { expect, test, type Page } from '@playwright/test'
import { createPublicClient, http, parseEther, parseEventLogs, type Hex } from 'viem'
import { entryPoint08Abi, entryPoint08Address } from 'viem/account-abstraction'
import { ANVIL_ACCOUNT_2 } from '../accounts.ts'
import { logInByEmail, submitEmail } from './email-steps.ts'
import { codeFromInboxPage } from './inbox-page.ts'
import { e2eUrls } from './sandbox.ts'

const chainA = createPublicClient({ transport: http(e2eUrls.chainA) })
const receiver = ANVIL_ACCOUNT_2.address
const BATCH = [
  { to: '0x000000000000000000000000000000000000Ba01', value: parseEther('0.001') },
  { to: '0x000000000000000000000000000000000000bA02', value: parseEther('0.002') },
] as const
const newEmail = () => `smart-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
const modal = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name })
const frameCard = (page: Page) => page.frameLocator('iframe#w3m-iframe')
/** The account's deposit in the EntryPoint (the unused prefund of its operations). */
const depositOf = (address: Hex) => chainA.readContract({ address: entryPoint08Address, abi: entryPoint08Abi, functionName: 'balanceOf', args: [address] })
const setBundlerDown = (down: boolean) => fetch(e2eUrls.bundlerAOutage, { method: 'POST', body: JSON.stringify({ down }) })

/** ApproveTransaction with the frame's card of that heading; Approve. */
async function approveInFrame(page: Page, heading: 'Sign message' | 'Approve transaction') {
  await expect(modal(page, 'Approve Transaction')).toBeVisible({ timeout: 30_000 })
  const card = frameCard(page)
  await expect(card.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  await card.getByRole('button', { name: 'Approve' }).click()
}

const DIALOG_NAMES = 'e2e-dialog-names'
/**
 * Records the name of every dialog painted, on every page load (a dev server's reload included):
 * read at each animation frame (a view shown for one frame is seen), through the modal's shadow
 * roots, kept in sessionStorage. Installed before the first load.
 */
async function recordDialogNames(page: Page) {
  await page.addInitScript((key) => {
    const seen = new Set<string>(JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[])
    ;(window as unknown as { __e2eDialogNames: Set<string> }).__e2eDialogNames = seen
    const roots = (root: Document | ShadowRoot): (Document | ShadowRoot)[] => [
      root,
      ...[...root.querySelectorAll('*')].flatMap((element) => (element.shadowRoot ? roots(element.shadowRoot) : [])),
    ]
    const read = () => {
      for (const root of roots(document)) {
        for (const dialog of root.querySelectorAll('[role="dialog"]')) {
          const id = dialog.getAttribute('aria-labelledby')
          const name = (dialog.getAttribute('aria-label') ?? (id ? (dialog.getRootNode() as Document | ShadowRoot).getElementById(id)?.textContent : undefined))?.trim()
          if (name && !seen.has(name)) {
            seen.add(name)
            sessionStorage.setItem(key, JSON.stringify([...seen]))
          }
        }
      }
      requestAnimationFrame(read)
    }
    requestAnimationFrame(read)
  }, DIALOG_NAMES)
}
/** The names recorded since the last call (which starts a new record). */
const takeDialogNames = (page: Page) =>
  page.evaluate((key) => {
    const names = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[]
    sessionStorage.removeItem(key)
    ;(window as unknown as { __e2eDialogNames?: Set<string> }).__e2eDialogNames?.clear()
    return names
  }, DIALOG_NAMES)

/**
 * Email → code, with sign-in required: the login itself signs in (one-click, no Sign In view and no
 * card in the frame); returns the signature the backend verified.
 */
async function logInAndSignIn(page: Page, email: string, previousCode?: string): Promise<{ address: Hex; signature: Hex; code: string }> {
  await takeDialogNames(page)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await submitEmail(page, email)
  const code = await codeFromInboxPage(page.context(), email, previousCode)
  const verify = page.waitForRequest((r) => r.url().includes('/dapp/siwx/verify') && r.method() === 'POST', { timeout: 60_000 })
  await modal(page, 'Confirm Email').getByRole('textbox', { name: '6-digit code' }).fill(code)
  const { message, signature } = (await verify).postDataJSON() as { message: string; signature: Hex }
  await expect(page.getByTestId('account-status')).toHaveText('connected', { timeout: 30_000 })
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 30_000 })
  const address = (await page.getByTestId('account-address').textContent()) as Hex
  // the sign-in named the account the login connected, on the chain it is on
  expect(message).toContain(`wants you to sign in with your Ethereum account:\n${address}\n`)
  expect(message).toContain('\nChain ID: 1337\n')
  // no second prompt: the email views, then nothing (the recorder saw the login's views)
  const shown = await takeDialogNames(page)
  expect(shown).toContain('Confirm Email')
  expect(shown).not.toContain('Sign In')
  expect(shown).not.toContain('Approve Transaction')
  // the backend (portico/server) verified it: the protected endpoint answers for the smart account
  await page.getByRole('button', { name: 'Call protected endpoint' }).click()
  await expect(page.getByTestId('protected-status')).toHaveText('200')
  expect(JSON.parse((await page.getByTestId('protected-body').textContent())!)).toMatchObject({ address, chainId: 'eip155:1337' })
  return { address, signature, code }
}

async function openAccount(page: Page, address: Hex) {
  await page.getByRole('button', { name: new RegExp(address.slice(0, 6), 'i') }).click()
  await expect(modal(page, 'Account')).toBeVisible()
  return modal(page, 'Account')
}

/** Send view: amount and receiver → Review → Send; the frame's card comes next. */
async function startSend(page: Page, amount: string) {
  const account = modal(page, 'Account')
  await account.getByRole('button', { name: 'Send' }).click()
  const form = modal(page, 'Send')
  await form.getByRole('combobox', { name: 'Token' }).selectOption({ label: 'ETH (Ether)' })
  await form.getByRole('textbox', { name: 'Amount' }).fill(amount)
  await form.getByRole('textbox', { name: 'To' }).fill(receiver)
  await form.getByRole('button', { name: 'Review' }).click()
  await modal(page, 'Review Send').getByRole('button', { name: 'Send' }).click()
}

/** Waits for the playground's batch to end: its status once it has one, and no 'Batch error'. */
async function batchOutcome(page: Page) {
  const error = page.getByRole('alert', { name: 'Batch error' })
  await expect(page.getByLabel('Batch status').filter({ hasText: /\d/ }).or(error)).toBeVisible({ timeout: 60_000 })
  await expect(error).toHaveCount(0)
  await expect(page.getByLabel('Batch status')).toHaveText('200 atomic', { timeout: 60_000 })
}

test('smart account by default: the email login signs in with no second prompt (ERC-6492), a send deploys it, a batch runs as ONE user operation, sign-in again (ERC-1271)', async ({ page }) => {
  // one long story on a loaded machine: two logins, two user operations, three approvals
  test.setTimeout(240_000)
  await recordDialogNames(page)
  await page.goto('/')
  // a click: the box reloads the page with ?signin=required (check() can read it before the reload)
  await page.getByRole('checkbox', { name: 'Sign-in required' }).click()
  await expect(page).toHaveURL(/[?&]signin=required/)
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')

  const email = newEmail()
  const first = await logInAndSignIn(page, email)
  const smart = first.address
  // not deployed yet: the sign-in signature is ERC-6492-wrapped (it names the factory)
  expect(await chainA.getCode({ address: smart })).toBeUndefined()
  expect(first.signature.endsWith('6492'.repeat(16))).toBe(true)

  // the Account view: a smart account, not deployed
  let account = await openAccount(page, smart)
  await expect(account.getByTestId('embedded-account-type')).toHaveText('Smart Account')
  await expect(account.getByTestId('embedded-account-deployed')).toHaveText('Not yet')

  // send 0.01 ETH: one user operation through the bundler, which deploys the account
  const [receiverBefore, smartBefore] = [await chainA.getBalance({ address: receiver }), await chainA.getBalance({ address: smart })]
  const depositBefore = await depositOf(smart)
  await startSend(page, '0.01')
  const approved = Date.now()
  await approveInFrame(page, 'Approve transaction')
  const sent = modal(page, 'Transaction Sent')
  await expect(sent.getByTestId('send-success-hash')).toHaveText(/^0x[0-9a-f]{64}$/, { timeout: 60_000 })
  console.log(`[smart-account] approve → Transaction Sent (user operation mined): ${Date.now() - approved} ms`)
  const hash = (await sent.getByTestId('send-success-hash').textContent()) as Hex
  const receipt = await chainA.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect(receipt.to?.toLowerCase()).toBe(entryPoint08Address.toLowerCase())
  const [operation, ...others] = parseEventLogs({ abi: entryPoint08Abi, logs: receipt.logs, eventName: 'UserOperationEvent' })
  expect(others).toHaveLength(0)
  expect(operation!.args).toMatchObject({ sender: smart, success: true })
  expect(parseEventLogs({ abi: entryPoint08Abi, logs: receipt.logs, eventName: 'AccountDeployed' })[0]!.args.sender).toBe(smart)
  expect(await chainA.getBalance({ address: receiver })).toBe(receiverBefore + parseEther('0.01'))
  // the account pays its own operation's gas (no paymaster): exactly the amount and actualGasCost; the
  // unused part of its prefund stays as its deposit in the EntryPoint
  const spent = smartBefore - (await chainA.getBalance({ address: smart })) - ((await depositOf(smart)) - depositBefore)
  expect(spent).toBe(parseEther('0.01') + operation!.args.actualGasCost)
  expect(await chainA.getCode({ address: smart })).toMatch(/^0x[0-9a-f]+$/)
  await sent.getByRole('button', { name: 'Done' }).click()
  account = modal(page, 'Account')
  await expect(account.getByTestId('embedded-account-deployed')).toHaveText('Yes')
  await account.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // a batch of two transfers: approved once, ONE user operation, both on chain
  const batchBefore = await Promise.all(BATCH.map((call) => chainA.getBalance({ address: call.to })))
  await page.getByRole('button', { name: 'Read capabilities' }).click()
  await expect(page.getByLabel('Capabilities')).toContainText('"0x539":{"atomic":{"status":"supported"},"paymasterService":{"supported":true}}')
  await page.getByRole('button', { name: 'Send batch (2 transfers)' }).click()
  await approveInFrame(page, 'Approve transaction')
  await batchOutcome(page)
  const batchHashes = (await page.getByLabel('Batch transactions').textContent())!.split(' ')
  expect(batchHashes).toHaveLength(1)
  const batchReceipt = await chainA.getTransactionReceipt({ hash: batchHashes[0] as Hex })
  expect(batchReceipt.status).toBe('success')
  const batchOperations = parseEventLogs({ abi: entryPoint08Abi, logs: batchReceipt.logs, eventName: 'UserOperationEvent' })
  expect(batchOperations).toHaveLength(1)
  expect(batchOperations[0]!.args).toMatchObject({ sender: smart, success: true, userOpHash: await page.getByLabel('Batch id').textContent() })
  expect(await Promise.all(BATCH.map((call) => chainA.getBalance({ address: call.to })))).toEqual(BATCH.map((call, i) => batchBefore[i]! + call.value))

  // disconnect, then the same login again: deployed now, the sign-in is an ERC-1271 signature
  account = await openAccount(page, smart)
  await account.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected', { timeout: 30_000 })
  const second = await logInAndSignIn(page, email, first.code)
  expect(second.address).toBe(smart)
  expect(second.signature).toMatch(/^0x[0-9a-f]{130}$/)
})

test('the EOA a switch away and back, remembered per chain across a reload; the bundler down: the send says what failed, nothing pending, then works again', async ({ page }) => {
  test.setTimeout(240_000)
  await page.goto('/')
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  const email = newEmail()
  await logInByEmail(page, email)
  const smart = (await page.getByTestId('account-address').textContent()) as Hex

  // the EOA a switch away
  let account = await openAccount(page, smart)
  await expect(account.getByTestId('embedded-account-type')).toHaveText('Smart Account')
  await account.getByRole('button', { name: 'Switch to your EOA' }).click()
  await expect(account.getByTestId('embedded-account-type')).toHaveText('EOA')
  await expect(page.getByTestId('account-address')).not.toHaveText(smart)
  const eoa = (await page.getByTestId('account-address').textContent()) as Hex
  expect(eoa).toMatch(/^0x[0-9a-fA-F]{40}$/)
  expect(await chainA.getCode({ address: eoa })).toBeUndefined()
  await account.getByRole('button', { name: 'Close' }).click()

  // a reload restores the EOA on this chain
  await page.reload()
  await expect(page.getByTestId('account-status')).toHaveText('connected', { timeout: 30_000 })
  await expect(page.getByTestId('account-address')).toHaveText(eoa, { timeout: 30_000 })
  account = await openAccount(page, eoa)
  await expect(account.getByTestId('embedded-account-type')).toHaveText('EOA')

  // per chain: Sandbox Base keeps the default (the smart account, same address), Sandbox Ethereum the EOA
  await account.getByRole('button', { name: /Sandbox Ethereum/ }).click()
  await modal(page, /Network/).getByRole('button', { name: 'Sandbox Base' }).click()
  await expect(page.getByTestId('account-chain')).toHaveText('8453', { timeout: 30_000 })
  await expect(page.getByTestId('account-address')).toHaveText(smart, { timeout: 30_000 })
  account = modal(page, 'Account')
  await expect(account.getByTestId('embedded-account-type')).toHaveText('Smart Account')
  await account.getByRole('button', { name: /Sandbox Base/ }).click()
  await modal(page, /Network/).getByRole('button', { name: 'Sandbox Ethereum' }).click()
  await expect(page.getByTestId('account-chain')).toHaveText('1337', { timeout: 30_000 })
  await expect(page.getByTestId('account-address')).toHaveText(eoa, { timeout: 30_000 })
  account = modal(page, 'Account')
  await expect(account.getByTestId('embedded-account-type')).toHaveText('EOA')

  // and back to the smart account, which a reload restores too
  await account.getByRole('button', { name: 'Switch to smart account' }).click()
  await expect(account.getByTestId('embedded-account-type')).toHaveText('Smart Account')
  await expect(page.getByTestId('account-address')).toHaveText(smart)
  await expect(account.getByTestId('embedded-account-deployed')).toHaveText('Not yet')
  await account.getByRole('button', { name: 'Close' }).click()
  await page.reload()
  await expect(page.getByTestId('account-status')).toHaveText('connected', { timeout: 30_000 })
  await expect(page.getByTestId('account-address')).toHaveText(smart, { timeout: 30_000 })

  // the bundler down: the send says what failed, and nothing is left pending
  account = await openAccount(page, smart)
  const smartNow = await chainA.getBalance({ address: smart })
  await setBundlerDown(true)
  try {
    await startSend(page, '0.01')
    await approveInFrame(page, 'Approve transaction')
    await expect(page.getByTestId('toast').getByText('User operation not sent: The bundler of Sandbox Ethereum is unreachable')).toBeVisible({ timeout: 30_000 })
    await expect(page.locator('iframe#w3m-iframe')).toBeHidden()
    await expect(modal(page, 'Approve Transaction')).toHaveCount(0)
    expect(await chainA.getBalance({ address: smart })).toBe(smartNow)
    expect(await chainA.getCode({ address: smart })).toBeUndefined()
  } finally {
    await setBundlerDown(false)
  }

  // the bundler back: the same send goes through (and deploys the account)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  account = await openAccount(page, smart)
  const receiverBefore = await chainA.getBalance({ address: receiver })
  await startSend(page, '0.01')
  await approveInFrame(page, 'Approve transaction')
  await expect(modal(page, 'Transaction Sent').getByTestId('send-success-hash')).toHaveText(/^0x[0-9a-f]{64}$/, { timeout: 60_000 })
  expect(await chainA.getBalance({ address: receiver })).toBe(receiverBefore + parseEther('0.01'))
  expect(await chainA.getCode({ address: smart })).toMatch(/^0x[0-9a-f]+$/)
})
