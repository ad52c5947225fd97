// @vitest-environment happy-dom
// The exchange's pages as a browser reads them: roles, names, the withdrawal asked, and axe.
import { getByRole, queryByRole } from '@testing-library/dom'
import { afterEach, describe, expect, it } from 'vitest'
import { axeViolations } from '../../ui/test-support/axe.ts'
import { renderPage } from '../server/render-page.ts'
import { exchangeAssets } from './assets.ts'
import { accountPage, withdrawalPage, withdrawalStatusPage } from './pages.ts'
import { WithdrawalStore, type Withdrawal } from './withdrawals.ts'

const address = '0x33b8e8b74F1F286cA89b3ae5307Ef63E8cA0F246'
const assets = exchangeAssets(new Map([[1337, 'http://rpc.test']]))
const usdc = assets.find((a) => a.symbol === 'sUSDC')!
const store = new WithdrawalStore({ ETH: '100', sUSDC: '10000' }, (symbol) => assets.find((a) => a.symbol === symbol)!.decimals)
const withdrawal = store.create({ asset: usdc, networkName: 'Sandbox Ethereum', amount: '5', address, sentFrom: '0xhot' })
const balances = store.balancesByAsset()
const as = (change: Partial<Withdrawal>): Withdrawal => ({ ...withdrawal, ...change })

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the exchange pages', () => {
  it('the withdrawal page shows what is asked (asset, amount, network, destination), the balances, Confirm and Cancel', async () => {
    const body = renderPage(withdrawalPage(withdrawal, balances))
    expect(getByRole(body, 'heading', { level: 1 }).textContent).toBe('Withdraw 5 sUSDC')
    for (const text of ['sUSDC', '5 sUSDC', 'Sandbox Ethereum (eip155:1337)', address, 'sam@exchange.sandbox.test']) expect(body.textContent).toContain(text)
    const form = getByRole(body, 'form', { name: 'Confirm or cancel the withdrawal' })
    expect(getByRole(form, 'button', { name: 'Confirm withdrawal' }).getAttribute('value')).toBe('confirm')
    expect(getByRole(form, 'button', { name: 'Cancel' }).getAttribute('value')).toBe('cancel')
    expect(getByRole(body, 'table').textContent).toContain('sUSDC10000')
    expect(queryByRole(body, 'alert')).toBeNull()
    expect(await axeViolations(document.body)).toEqual([])
  })

  it('a refused confirm is an alert on the same page', async () => {
    const body = renderPage(withdrawalPage(withdrawal, balances, 'Your sUSDC balance is too low for this withdrawal.'))
    expect(getByRole(body, 'alert').textContent).toBe('Your sUSDC balance is too low for this withdrawal.')
    expect(await axeViolations(document.body)).toEqual([])
  })

  it('the status pages: sending (a live status that reloads), sent (the transaction), cancelled and failed (alerts)', async () => {
    const sending = withdrawalStatusPage(as({ status: 'pending' }), balances)
    expect(sending).toContain('<meta http-equiv="refresh" content="1">')
    expect(getByRole(renderPage(sending), 'status').textContent).toContain('Sending 5 sUSDC to')
    expect(await axeViolations(document.body)).toEqual([])
    const sent = renderPage(withdrawalStatusPage(as({ status: 'success', txHash: '0xabc' }), balances))
    expect(getByRole(sent, 'heading', { level: 1 }).textContent).toBe('Withdrawal sent')
    expect(sent.textContent).toContain('0xabc')
    expect(await axeViolations(document.body)).toEqual([])
    const cancelled = renderPage(withdrawalStatusPage(as({ status: 'cancelled', failureReason: 'You cancelled the withdrawal.' }), balances))
    expect(getByRole(cancelled, 'heading', { level: 1 }).textContent).toBe('Withdrawal cancelled')
    expect(getByRole(cancelled, 'alert').textContent).toBe('You cancelled the withdrawal.')
    const failed = renderPage(withdrawalStatusPage(as({ status: 'failed', failureReason: 'The exchange could not send the withdrawal: boom' }), balances))
    expect(getByRole(failed, 'heading', { level: 1 }).textContent).toBe('Withdrawal failed')
    expect(await axeViolations(document.body)).toEqual([])
  })

  it('escapes what it shows and lists the withdrawals on the account page', async () => {
    const body = renderPage(accountPage(balances, [as({ address: '<script>x</script>' })]))
    expect(body.querySelector('script')).toBeNull()
    expect(getByRole(body, 'region', { name: 'Withdrawals' }).textContent).toContain('<script>x</script>')
    expect(await axeViolations(document.body)).toEqual([])
  })
})
