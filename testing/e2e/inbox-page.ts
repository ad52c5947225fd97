// The sandbox inbox read as a person reads it: a second tab on the inbox page, filtered to one
// recipient, the newest code mail opened, the code read from its text.
import { expect, type BrowserContext } from '@playwright/test'
import { e2eUrls } from './sandbox.ts'

/**
 * The code of the newest "Your Portico sandbox code" mail to `email`, read from the inbox page in a
 * new tab of `context`; waits for the mail (reloading the list) and, with `not`, for a mail whose
 * code differs from it (a resend, or a second step).
 */
export async function codeFromInboxPage(context: BrowserContext, email: string, not?: string): Promise<string> {
  const inbox = await context.newPage()
  try {
    await inbox.goto(e2eUrls.mail)
    await expect(inbox.getByRole('heading', { name: 'Sandbox inbox' })).toBeVisible()
    await inbox.getByRole('textbox', { name: 'Recipient' }).fill(email)
    await inbox.getByRole('button', { name: 'Filter' }).click()
    const newest = inbox.getByRole('link', { name: /^Your Portico sandbox code/ }).first()
    let code = ''
    await expect(async () => {
      await inbox.reload()
      await expect(newest).toBeVisible({ timeout: 1_000 })
      // the list is newest first; the code is read from the mail itself, not its subject
      await newest.click()
      const text = (await inbox.getByText(/Your one-time code is \d{6}\./).textContent()) ?? ''
      code = /(\d{6})/.exec(text)?.[1] ?? ''
      await inbox.goBack()
      expect(code).toMatch(/^\d{6}$/)
      expect(code).not.toBe(not)
    }).toPass({ timeout: 20_000 })
    return code
  } finally {
    await inbox.close()
  }
}
