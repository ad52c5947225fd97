// The Sandbox Wallet's own prompt (sandbox/wallet), as a visitor answers it.
import { expect, type Page } from '@playwright/test'

export const walletPrompt = (page: Page) => page.getByRole('dialog', { name: 'Sandbox Wallet request' })

/** Waits for the prompt asking `question`, approves it, and waits for that question to go (the wallet's next request may open the next prompt at once). */
export async function approveInPrompt(page: Page, question: string | RegExp) {
  await expect(walletPrompt(page)).toContainText(question)
  await walletPrompt(page).getByRole('button', { name: 'Approve' }).click()
  await expect(walletPrompt(page).filter({ hasText: question })).toHaveCount(0)
}
