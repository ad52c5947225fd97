// The modal in another language, in the real playground: opened in Arabic from the URL
// (?locale=ar) it is right to left and translated from its first frame, the embedded wallet's email
// field and its invalid-email error included; the page's Language select
// switches it to Spanish at run time; the wallet count is a number written by Intl for the locale.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, test, type Page } from '@playwright/test'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })

/** axe-core on the dialog inside its shadow root: no critical or serious violation. */
async function expectAccessible(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource })
  const violations = await page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string; help: string }[] }
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<Result> } }).axe
    const result = await axe.run({ include: [{ fromShadowDom: ['portico-modal', '[data-testid="portico-modal"]'] }] }, { resultTypes: ['violations'] })
    return result.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => `${v.id} (${v.impact}): ${v.help}`)
  })
  expect(violations).toEqual([])
}

// the first visit may compile the playground's modules on a loaded machine
test.setTimeout(120_000)

/** The count badge of All Wallets, as the page's own Intl writes the listing's count for `tag`. */
async function expectCountFor(page: Page, tag: string, modal: ReturnType<typeof dialog>) {
  const badge = modal.getByTestId('all-wallets-count')
  await expect(badge).toBeVisible({ timeout: 15_000 })
  const shown = (await badge.textContent()) ?? ''
  // read the digits back in the locale's numbering system, then write them again with Intl
  const expected = await page.evaluate(
    ([text, locale]) => {
      const digits = [...new Intl.NumberFormat(locale, { useGrouping: false }).format(9876543210)].reverse()
      const plain = [...text].map((c) => (digits.includes(c) ? String(digits.indexOf(c)) : '')).join('')
      return { written: new Intl.NumberFormat(locale).format(Number(plain)), plain: Number(plain) }
    },
    [shown, tag] as const,
  )
  expect(expected.plain).toBeGreaterThan(600) // the sandbox listing's 633 wallets
  expect(shown).toBe(expected.written)
}

test('opens in Arabic right to left from ?locale=ar, then switches to Spanish at run time', async ({ page }) => {
  await page.goto('/?locale=ar')
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')

  // the button speaks Arabic before the modal has loaded
  await page.getByRole('button', { name: 'ربط المحفظة' }).click()
  const arabic = dialog(page, 'ربط المحفظة')
  await expect(arabic).toBeVisible({ timeout: 15_000 })
  await expect(arabic).toHaveAttribute('dir', 'rtl')
  await expect(arabic).toHaveAttribute('lang', 'ar')
  await expect(arabic.getByRole('button', { name: 'كل المحافظ', exact: true })).toBeVisible()
  await expect(arabic.getByRole('button', { name: 'إغلاق' })).toBeVisible()
  await expectCountFor(page, 'ar', arabic)
  // the embedded wallet's email section reads its own catalog (loaded with the modal's, before it shows)
  const email = arabic.getByRole('textbox', { name: 'البريد الإلكتروني' })
  await expect(email).toHaveAttribute('placeholder', 'البريد الإلكتروني')
  const proceed = arabic.getByRole('button', { name: 'متابعة', exact: true })
  await expect(async () => {
    await email.fill('not-an-email')
    await expect(proceed).toBeEnabled({ timeout: 500 })
  }).toPass({ timeout: 10_000 })
  await proceed.click()
  await expect(arabic.getByRole('alert').filter({ hasText: 'بريد إلكتروني غير صالح' })).toBeVisible()
  await expectAccessible(page)
  // mirrored: the close button is at the dialog's left edge in RTL
  const dialogBox = (await arabic.boundingBox())!
  const closeBox = (await arabic.getByRole('button', { name: 'إغلاق' }).boundingBox())!
  expect(closeBox.x - dialogBox.x).toBeLessThan(dialogBox.width / 2)

  await arabic.getByRole('button', { name: 'إغلاق' }).click()
  await expect(arabic).toBeHidden()

  // the runtime switch: the labelled select calls appKit.setLocale
  await page.getByLabel('Language').selectOption('es')
  await page.getByRole('button', { name: 'Conectar billetera' }).click()
  const spanish = dialog(page, 'Conectar billetera')
  await expect(spanish).toBeVisible({ timeout: 15_000 })
  await expect(spanish).toHaveAttribute('dir', 'ltr')
  await expect(spanish).toHaveAttribute('lang', 'es')
  await expect(spanish.getByRole('button', { name: 'Todas las billeteras', exact: true })).toBeVisible()
  await expectCountFor(page, 'es', spanish)
  const spanishBox = (await spanish.boundingBox())!
  const spanishClose = (await spanish.getByRole('button', { name: 'Cerrar' }).boundingBox())!
  expect(spanishClose.x - spanishBox.x).toBeGreaterThan(spanishBox.width / 2)
})

test('an unknown locale falls back to English with a console warning naming the tag', async ({ page }) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  await page.goto('/?locale=xx-Nope')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(dialog(page, 'Connect Wallet')).toHaveAttribute('dir', 'ltr', { timeout: 15_000 })
  expect(warnings.some((w) => w.includes('"xx-Nope"'))).toBe(true)
})
