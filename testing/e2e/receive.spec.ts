// Receive in the playground: the Sandbox Wallet connected, Account → Receive; the QR code drawn on
// the page decodes (qr/decode, in the test) to the connected address.
import { expect, test } from '@playwright/test'
import { decodeQrPath } from '../../ui/test-support/qr-bitmap.ts'
import { ANVIL_ACCOUNT_0 } from '../accounts.ts'

test('Receive shows a QR code that decodes to the address, copies it, and names the networks', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'Sandbox Wallet' }).click()
  await page.getByRole('dialog', { name: 'Sandbox Wallet request' }).getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.getByRole('button', { name: /0xf39F/i }).click()
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Receive' }).click()

  const receive = page.getByRole('dialog', { name: 'Receive' })
  const qr = receive.getByRole('img', { name: `QR code of your address ${ANVIL_ACCOUNT_0.address}` })
  await expect(qr).toBeVisible()
  const [d, viewBox] = await Promise.all([qr.locator('path').getAttribute('d'), qr.getAttribute('viewBox')])
  const size = Number(viewBox!.split(' ')[2])
  expect(decodeQrPath(d!, size)).toBe(ANVIL_ACCOUNT_0.address)

  await expect(receive.getByRole('list', { name: 'Networks this address receives on' }).getByRole('listitem')).toHaveText(['Sandbox Ethereum', 'Sandbox Base'])
  await receive.getByRole('button', { name: 'Copy address' }).click()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ANVIL_ACCOUNT_0.address)
})
