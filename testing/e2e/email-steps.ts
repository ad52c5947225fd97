// The Connect view's email step as a visitor does it, for the specs that log in by email.
import { expect, type Page } from '@playwright/test'

/** Types `email` into the open Connect view's Email field and presses Continue. */
export async function submitEmail(page: Page, email: string): Promise<void> {
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  const field = connect.getByRole('textbox', { name: 'Email' })
  // the field may show before the modal's first render settles: type again until it holds the address
  await expect(async () => {
    await field.fill(email)
    await expect(field).toHaveValue(email, { timeout: 500 })
    await expect(connect.getByRole('button', { name: 'Continue', exact: true })).toBeEnabled({ timeout: 500 })
  }).toPass({ timeout: 10_000 })
  await connect.getByRole('button', { name: 'Continue', exact: true }).click()
}
