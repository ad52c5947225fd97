// The Sandbox Wallet (sandbox/wallet, the playground's injected extension) as a visitor uses it: its
// own prompt, answered, and the connection that opens the Account view.
import { expect, type Page } from '@playwright/test'

export const walletPrompt = (page: Page) => page.getByRole('dialog', { name: 'Sandbox Wallet request' })

/** Waits for the prompt asking `question`, approves it, and waits for that question to go (the wallet's next request may open the next prompt at once). */
export async function approveInPrompt(page: Page, question: string | RegExp) {
  await expect(walletPrompt(page)).toContainText(question)
  await walletPrompt(page).getByRole('button', { name: 'Approve' }).click()
  await expect(walletPrompt(page).filter({ hasText: question })).toHaveCount(0)
}

/** Answers the open prompt (first checking it asks `question`, when given) and waits until no prompt is open. */
export async function answerInWallet(page: Page, button: 'Approve' | 'Reject', question?: string | RegExp) {
  if (question) await expect(walletPrompt(page)).toContainText(question)
  await walletPrompt(page).getByRole('button', { name: button }).click()
  await expect(walletPrompt(page)).toHaveCount(0)
}

/** From the playground's start page: Connect Wallet → Sandbox Wallet, approved in its prompt, then the Account view of anvil #0 opened. */
export async function connectSandboxWalletAndOpenAccount(page: Page) {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'Sandbox Wallet' }).click()
  await answerInWallet(page, 'Approve')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.getByRole('button', { name: /0xf39F/i }).click()
}
