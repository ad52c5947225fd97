// The Connect view's email step as a visitor does it, for the specs that log in by email.
import { expect, type Page } from '@playwright/test'
import { codeFromInboxPage } from './inbox-page.ts'

/** Types `email` into the open Connect view's Email field and presses Continue. */
export async function submitEmail(page: Page, email: string): Promise<void> {
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  const field = connect.getByRole('textbox', { name: 'Email' })
  // the first open after a load fetches the Connect view's code: on a loaded 2-core machine that alone can take seconds
  await expect(field).toBeVisible({ timeout: 20_000 })
  // the field may show before the modal's first render settles: type again until it holds the address
  await expect(async () => {
    await field.fill(email)
    await expect(field).toHaveValue(email, { timeout: 1_000 })
    await expect(connect.getByRole('button', { name: 'Continue', exact: true })).toBeEnabled({ timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  await connect.getByRole('button', { name: 'Continue', exact: true }).click()
}

/** Connect Wallet → `email` → the code from the sandbox inbox typed in; waits until connected and the modal closed. */
export async function logInByEmail(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await submitEmail(page, email)
  const code = await codeFromInboxPage(page.context(), email)
  await page.getByRole('dialog', { name: 'Confirm Email' }).getByRole('textbox', { name: '6-digit code' }).fill(code)
  await expect(page.getByTestId('account-status')).toHaveText('connected', { timeout: 30_000 })
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 30_000 })
}
