// The embedded wallet's Account section in the playground, against the sandbox secure frame: after
// an email login it shows the email and the EOA (the sandbox frame has no smart-account networks,
// so no switch is offered); Update email takes a code mailed to the current email, then one mailed
// to the new email; the new email shows, the address stays, and a reload keeps it.
import { expect, test, type Page } from '@playwright/test'
import { submitEmail } from './email-steps.ts'
import { CODE_MAIL, latestCode, latestMail } from './mail-inbox.ts'

const fresh = (what: string) => `update-email-${what}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

async function logIn(page: Page, email: string): Promise<string> {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await submitEmail(page, email)
  await page.getByRole('dialog', { name: 'Confirm Email' }).getByRole('textbox', { name: '6-digit code' }).fill(await latestCode(page, email))
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  return (await page.getByTestId('account-address').textContent())!
}

async function openAccount(page: Page, address: string) {
  const account = page.getByRole('dialog', { name: 'Account' })
  // right after a reload the click may come while the session is being checked: the modal then waits and shows Account
  await page.getByRole('button', { name: new RegExp(address.slice(0, 6), 'i') }).click()
  await expect(account).toBeVisible()
  await expect(account.getByRole('region', { name: 'Embedded wallet' })).toBeVisible()
  return account
}

test('Account shows the email and the smart account; Update email with both codes; the new email shows and survives a reload', async ({ page }) => {
  test.setTimeout(120_000)
  const email = fresh('old')
  const newEmail = fresh('new')
  const address = await logIn(page, email)
  const loginMail = await latestMail(page, email, CODE_MAIL)
  // the page's useAppKitAccount().embeddedWalletInfo (the playground's row)
  await expect(page.getByTestId('account-embedded-user')).toHaveText(`email ${email}`)

  let account = await openAccount(page, address)
  const section = account.getByRole('region', { name: 'Embedded wallet' })
  await expect(section.getByTestId('embedded-account-user')).toHaveText(email)
  // The smart account by default (the sandbox chains have bundlers), the EOA a switch away
  await expect(section.getByTestId('embedded-account-type')).toHaveText('Smart Account')
  await expect(section.getByRole('button', { name: 'Switch to your EOA' })).toBeVisible()

  await section.getByRole('button', { name: 'Update email' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Email' })
  await edit.getByRole('textbox', { name: 'New email' }).fill('not-an-email')
  await edit.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(edit.getByRole('alert')).toHaveText('Invalid email')
  await edit.getByRole('textbox', { name: 'New email' }).fill(newEmail)
  await edit.getByRole('button', { name: 'Continue', exact: true }).click()

  // the code mailed to the CURRENT email; a wrong one is refused first
  const current = page.getByRole('dialog', { name: 'Confirm Current Email' })
  await expect(current.getByText(email)).toBeVisible()
  const primary = await latestCode(page, email, loginMail.id)
  await current.getByRole('textbox', { name: '6-digit code' }).fill(primary === '000000' ? '111111' : '000000')
  await expect(current.getByRole('alert')).toBeVisible()
  await current.getByRole('textbox', { name: '6-digit code' }).fill(primary)

  // then the code mailed to the NEW email
  const confirmNew = page.getByRole('dialog', { name: 'Confirm New Email' })
  await expect(confirmNew.getByText(newEmail)).toBeVisible()
  await confirmNew.getByRole('textbox', { name: '6-digit code' }).fill(await latestCode(page, newEmail))

  account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByTestId('embedded-account-user')).toHaveText(newEmail)
  await expect(account.getByTestId('account-view-address')).toHaveText(address)
  expect(await page.evaluate(() => Object.entries(localStorage).find(([k]) => k.endsWith(':email'))?.[1])).toBe(newEmail)
  await expect(page.getByTestId('account-embedded-user')).toHaveText(`email ${newEmail}`)

  // a reload restores the session from the frame, with the new email
  await page.reload()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(page.getByTestId('account-address')).toHaveText(address)
  await expect(page.getByTestId('account-embedded-user')).toHaveText(`email ${newEmail}`)
  account = await openAccount(page, address)
  await expect(account.getByTestId('embedded-account-user')).toHaveText(newEmail)
  await expect(account.getByTestId('embedded-account-type')).toHaveText('Smart Account')
})
