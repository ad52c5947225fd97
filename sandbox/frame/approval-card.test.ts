// @vitest-environment happy-dom
import { getByRole, queryByRole } from '@testing-library/dom'
import { parseEther, stringToHex } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { createApprovalCard, describeRequest } from './approval-card.ts'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('frame approval card', () => {
  it('describes each unsafe request for a person', () => {
    expect(describeRequest('personal_sign', [stringToHex('Hello Portico'), '0xabc'], 'Sandbox Ethereum')).toEqual({
      title: 'Sign message',
      details: [{ label: 'Message', value: 'Hello Portico' }],
    })
    // Bytes that are not text stay hex.
    expect(describeRequest('personal_sign', ['0x00ff01', '0xabc'], 'x').details[0]!.value).toBe('0x00ff01')
    const typed = JSON.stringify({ domain: { name: 'Mail app' }, primaryType: 'Mail', message: { contents: 'hi' } })
    expect(describeRequest('eth_signTypedData_v4', ['0xabc', typed], 'x')).toMatchObject({
      title: 'Sign message',
      details: [{ label: 'App', value: 'Mail app' }, { label: 'Type', value: 'Mail' }, { label: 'Message', value: expect.stringContaining('"contents": "hi"') }],
    })
    const to = '0x00000000000000000000000000000000000000b0'
    expect(describeRequest('eth_sendTransaction', [{ to, value: `0x${parseEther('1.25').toString(16)}` }], 'Sandbox Ethereum')).toEqual({
      title: 'Approve transaction',
      details: [
        { label: 'To', value: to },
        { label: 'Value', value: '1.25 ETH' },
        { label: 'Network', value: 'Sandbox Ethereum' },
      ],
    })
    expect(describeRequest('wallet_sendCalls', [{ calls: [{ to, value: '0x0' }, { to, value: `0x${parseEther('2').toString(16)}` }] }], 'Sandbox Ethereum').details).toEqual([
      { label: 'To 1', value: to },
      { label: 'Value 1', value: '0 ETH' },
      { label: 'To 2', value: to },
      { label: 'Value 2', value: '2 ETH' },
      { label: 'Network', value: 'Sandbox Ethereum' },
    ])
  })

  it('shows a card with a heading, the details and Approve / Reject; answers and goes away', async () => {
    const card = createApprovalCard(document)
    const asked = card.ask({ title: 'Sign message', details: [{ label: 'Message', value: 'Hello' }] })
    const dialog = getByRole(document.body, 'dialog', { name: 'Sign message' })
    expect(getByRole(dialog, 'heading', { level: 1, name: 'Sign message' })).toBeTruthy()
    expect(dialog.textContent).toContain('Hello')
    getByRole(dialog, 'button', { name: 'Approve' }).click()
    expect(await asked).toBe(true)
    expect(queryByRole(document.body, 'dialog')).toBeNull()

    const second = card.ask({ title: 'Approve transaction', details: [], sponsor: 'Test App' })
    expect(getByRole(document.body, 'dialog', { name: 'Approve transaction' }).textContent).toContain('Gas paid by Test App')
    getByRole(document.body, 'button', { name: 'Reject' }).click()
    expect(await second).toBe(false)
    expect(queryByRole(document.body, 'dialog')).toBeNull()
  })

  it('a newer request or an abort dismisses the card and rejects the pending one', async () => {
    const card = createApprovalCard(document)
    const first = card.ask({ title: 'Sign message', details: [] })
    const second = card.ask({ title: 'Approve transaction', details: [] })
    await expect(first).rejects.toThrow('Request was aborted')
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1)
    card.dismiss()
    await expect(second).rejects.toThrow('Request was aborted')
    expect(queryByRole(document.body, 'dialog')).toBeNull()
  })
})
