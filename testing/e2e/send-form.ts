// The Send view's form as a visitor fills it, from the open Account view: Send, then the token, the
// amount and the receiver, then Review; the Review Send view is returned.
import type { Page } from '@playwright/test'
import { modal } from './walletconnect-pages.ts'

export async function fillSendAndReview(page: Page, send: { token?: string; amount: string; to: string }) {
  await modal(page, 'Account').getByRole('button', { name: 'Send' }).click()
  const form = modal(page, 'Send')
  await form.getByRole('combobox', { name: 'Token' }).selectOption({ label: send.token ?? 'ETH (Ether)' })
  await form.getByRole('textbox', { name: 'Amount' }).fill(send.amount)
  await form.getByRole('textbox', { name: 'To' }).fill(send.to)
  await form.getByRole('button', { name: 'Review' }).click()
  return modal(page, 'Review Send')
}
