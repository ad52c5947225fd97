// @vitest-environment happy-dom
import { getByLabelText, getByRole, queryByRole } from '@testing-library/dom'
import { afterEach, describe, expect, it } from 'vitest'
import { axeViolations } from '../../ui/test-support/axe.ts'
import { renderPage } from '../server/render-page.ts'
import { confirmPage, invalidOrderPage, orderPage, statusPage } from './pages.ts'
import { priceOrder } from './price-table.ts'
import { PurchaseStore } from './purchases.ts'

const address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const fields = { asset: 'sUSDC', network: 'sandbox-1337', address, amount: '50', currency: 'USD', partnerUserId: '' }
const order = priceOrder({ ...fields })

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the provider pages', () => {
  it('the order page shows the order and a card form whose every field has a label', async () => {
    const body = renderPage(orderPage(order, fields))
    expect(getByRole(body, 'heading', { level: 1 }).textContent).toBe('Buy sUSDC')
    const summary = getByRole(body, 'region', { name: 'Your order' }).textContent!
    for (const text of ['sUSDC (Sandbox USD Coin)', 'Sandbox Ethereum', address, '50.00 USD', 'Fee (1.5 %)', '0.75 USD', '49.25 sUSDC']) expect(summary).toContain(text)
    const form = getByRole(body, 'form', { name: 'Pay by card' })
    expect(getByLabelText(form, 'Card number').getAttribute('autocomplete')).toBe('cc-number')
    expect(getByLabelText(form, 'Expiry date (MM/YY)').getAttribute('name')).toBe('expiry')
    expect(getByLabelText(form, 'Security code (CVC)').getAttribute('name')).toBe('cvc')
    expect(getByRole(form, 'button', { name: 'Pay 50.00 USD' })).toBeTruthy()
    expect(getByRole(body, 'region', { name: 'Test cards' }).textContent).toContain('4000 0000 0000 3220')
    expect(queryByRole(body, 'alert')).toBeNull()
    expect(await axeViolations(document.body)).toEqual([])
  })

  it('a refused card is said as an alert tied to its field, the order kept', async () => {
    const body = renderPage(orderPage(order, fields, { field: 'cvc', message: 'Enter the 3 or 4 digit security code (CVC).' }, { cardNumber: '4242 4242 4242 4242', expiry: '12/30' }))
    expect(getByRole(body, 'alert').textContent).toBe('Enter the 3 or 4 digit security code (CVC).')
    expect(getByLabelText(body, 'Security code (CVC)').getAttribute('aria-invalid')).toBe('true')
    expect((getByLabelText(body, 'Card number') as HTMLInputElement).value).toBe('4242 4242 4242 4242')
    expect(await axeViolations(document.body)).toEqual([])
  })

  it('escapes what comes from the URL', () => {
    const body = renderPage(orderPage(order, { ...fields, partnerUserId: '"><script>alert(1)</script>' }))
    expect(body.querySelector('script')).toBeNull()
    expect(body.querySelector<HTMLInputElement>('input[name=partnerUserId]')!.value).toBe('"><script>alert(1)</script>')
    expect(renderPage(invalidOrderPage('<b>bad</b>')).querySelector('b')).toBeNull()
  })

  it('the confirmation step has Confirm and Cancel; the status pages say where the purchase is', async () => {
    const store = new PurchaseStore()
    const purchase = store.create(order, { address, partnerUserId: '', sentFrom: '0x00', status: 'awaiting_confirmation' })
    const confirm = renderPage(confirmPage(purchase))
    expect(getByRole(confirm, 'heading', { level: 1 }).textContent).toBe('Confirm your payment')
    const form = getByRole(confirm, 'form', { name: 'Confirm the payment' })
    expect(getByRole(form, 'button', { name: 'Confirm' }).getAttribute('value')).toBe('confirm')
    expect(getByRole(form, 'button', { name: 'Cancel' }).getAttribute('value')).toBe('cancel')
    expect(await axeViolations(document.body)).toEqual([])

    expect(getByRole(renderPage(statusPage(store.update(purchase.id, { status: 'pending' })!)), 'status').textContent).toContain('sending 49.25 sUSDC')
    const done = renderPage(statusPage(store.update(purchase.id, { status: 'success', txHash: '0xabc' })!))
    expect(getByRole(done, 'heading', { level: 1 }).textContent).toBe('Purchase complete')
    expect(done.textContent).toContain('0xabc')
    const failed = renderPage(statusPage(store.update(purchase.id, { status: 'failed', failureReason: 'Your card was declined.' })!))
    expect(getByRole(failed, 'alert').textContent).toBe('Your card was declined.')
    expect(await axeViolations(document.body)).toEqual([])
  })
})
