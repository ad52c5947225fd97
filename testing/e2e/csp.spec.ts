// Portico under a strict Content-Security-Policy: the playground served with `?csp`
// carries sandbox/playground/csp.ts's header (default-src 'self', no 'unsafe-inline', no
// 'unsafe-eval', each sandbox origin listed), and connect, sign and send with the Sandbox Wallet,
// the embedded email login and a signature through its frame, WalletConnect pairing and signing,
// and Solana's sign and send all work with zero securitypolicyviolation events on the page. Each test
// first proves the count can fail: an inline script the page adds is refused and counted.
import { expect, test, type Page } from '@playwright/test'
import { createPublicClient, http, type Hex } from 'viem'
import { ANVIL_ACCOUNT_0, ANVIL_ACCOUNT_2 } from '../accounts.ts'
import { submitEmail } from './email-steps.ts'
import { latestCode } from './mail-inbox.ts'
import { e2eUrls } from './sandbox.ts'
import { captureConsoleOnFailure, copyWalletConnectLink, modal, pairInMobileWallet, proposal, signApprovedInWallet } from './walletconnect-pages.ts'
import { approveInPrompt } from './wallet-prompt.ts'

type Violation = { directive: string; blocked: string; source: string; sample: string }

const chainA = createPublicClient({ transport: http(e2eUrls.chainA) })
const lines: string[] = []
captureConsoleOnFailure(lines)

/** Collects every securitypolicyviolation of the page (from its first script on) in `window.__violations`. */
async function countViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: Violation[] = []
    ;(window as unknown as { __violations: Violation[] }).__violations = seen
    // capture on the document: the event is composed, so ones from shadow roots reach it too
    document.addEventListener(
      'securitypolicyviolation',
      (event) => seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}`, sample: event.sample }),
      true,
    )
  })
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations)

/** Opens `path` with `csp` added; checks the strict header came with it and that the count works. */
async function openUnderCsp(page: Page, path: string): Promise<void> {
  await countViolations(page)
  const response = await page.goto(`${path}${path.includes('?') ? '&' : '?'}csp`)
  const header = (await response!.headerValue('content-security-policy')) ?? ''
  expect(header).toContain("default-src 'self'")
  expect(header).not.toMatch(/unsafe-(inline|eval)/)
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  // the policy is enforced, and the counter sees it: an inline script is refused and counted
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script')
    script.textContent = 'window.__inlineRan = true'
    document.head.append(script)
    await new Promise((resolve) => setTimeout(resolve, 50))
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan ?? false
  })
  expect(ran).toBe(false)
  await expect.poll(async () => (await violations(page)).map((v) => v.directive)).toEqual(['script-src-elem'])
  await page.evaluate(() => ((window as unknown as { __violations: Violation[] }).__violations.length = 0))
}

test.afterEach(async ({ page }) => {
  // none at all, from load to the end of the flow (inside the modal's shadow roots too)
  expect(await violations(page)).toEqual([])
})

test('Sandbox Wallet under a strict CSP: connect, sign, send 0.001 ETH, disconnect', async ({ page }) => {
  test.setTimeout(120_000)
  await openUnderCsp(page, '/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page, 'Connect Wallet').getByRole('button', { name: 'Sandbox Wallet' }).click()
  await approveInPrompt(page, /Share account 0x/)
  await expect(page.getByTestId('account-status')).toHaveText('connected')

  await page.getByTestId('sign-message').click()
  await approveInPrompt(page, 'Hello from Portico')
  await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/)

  await page.getByRole('button', { name: /0xf39F/i }).click()
  await modal(page, 'Account').getByRole('button', { name: 'Send' }).click()
  const form = modal(page, 'Send')
  await form.getByRole('combobox', { name: 'Token' }).selectOption({ label: 'ETH (Ether)' })
  await form.getByRole('textbox', { name: 'Amount' }).fill('0.001')
  await form.getByRole('textbox', { name: 'To' }).fill(ANVIL_ACCOUNT_2.address)
  await form.getByRole('button', { name: 'Review' }).click()
  const review = modal(page, 'Review Send')
  await expect(review.getByTestId('send-confirm-fee')).toHaveText(/^\d+(\.\d+)? ETH$/)
  await review.getByRole('button', { name: 'Send' }).click()
  await approveInPrompt(page, `Send 0.001 ETH to ${ANVIL_ACCOUNT_2.address}?`)
  const sent = modal(page, 'Transaction Sent')
  await expect(sent.getByTestId('send-success-hash')).toHaveText(/^0x[0-9a-f]{64}$/)
  const hash = (await sent.getByTestId('send-success-hash').textContent()) as Hex
  expect(await chainA.waitForTransactionReceipt({ hash })).toMatchObject({ status: 'success', from: ANVIL_ACCOUNT_0.address.toLowerCase() })
  await sent.getByRole('button', { name: 'Done' }).click()
  await modal(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
})

test('embedded wallet under a strict CSP: email login through the secure frame, sign in the frame', async ({ page }) => {
  test.setTimeout(120_000)
  await openUnderCsp(page, '/')
  const email = `csp-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await submitEmail(page, email)
  await modal(page, 'Confirm Email').getByRole('textbox', { name: '6-digit code' }).fill(await latestCode(page, email))
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  const address = (await page.getByTestId('account-address').textContent()) as Hex
  await page.getByTestId('sign-message').click()
  const card = page.frameLocator('iframe#w3m-iframe')
  await expect(card.getByRole('heading', { level: 1, name: 'Sign message' })).toBeVisible()
  await card.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130,}$/)
  const signature = (await page.getByTestId('signature').textContent()) as Hex
  expect(await chainA.verifyMessage({ address, message: 'Hello from Portico', signature })).toBe(true)
})

test('WalletConnect under a strict CSP: pair with the Sandbox Mobile Wallet over the relay, sign', async ({ page, context }) => {
  test.setTimeout(120_000)
  await openUnderCsp(page, '/')
  const wallet = await pairInMobileWallet(context, await copyWalletConnectLink(page), lines)
  await proposal(wallet).getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(page.getByTestId('account-address')).toHaveText(ANVIL_ACCOUNT_0.address)
  await signApprovedInWallet(page, wallet)
})

test('Solana under a strict CSP: the Sandbox Wallet on EVM and Solana, a Solana message signed and 0.01 SOL sent', async ({ page }) => {
  test.setTimeout(120_000)
  await openUnderCsp(page, '/?multichain')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page, 'Connect Wallet').getByRole('button', { name: 'Sandbox Wallet' }).click()
  await approveInPrompt(page, /Share account 0x/)
  await approveInPrompt(page, 'Share Solana account')
  await expect(page.getByTestId('solana-status')).toHaveText('connected')
  await page.getByRole('button', { name: 'Sign Solana message' }).click()
  await approveInPrompt(page, 'Sign this message?')
  await expect(page.getByTestId('solana-signature')).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
  // the page confirms over the cluster's WebSocket (connect-src lists it)
  await page.getByRole('button', { name: 'Send 0.01 SOL' }).click()
  await approveInPrompt(page, 'Sign and send this transaction?')
  await expect(page.getByTestId('solana-transfer')).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
  await expect(page.getByTestId('solana-error')).toHaveCount(0)
})
