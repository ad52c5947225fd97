// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { axeViolations } from '../test-support/axe.ts'
import { AmountInput, type AmountMax } from './amount-input.tsx'

afterEach(cleanup)

function Field({ max, error }: { max: AmountMax; error?: string }) {
  const [value, setValue] = useState('')
  return <AmountInput id="amount" label="Amount" value={value} onChange={setValue} {...(error ? { error } : {})} end={<span>ETH</span>} balance="Balance: 1.5 ETH" max={max} testId="t" />
}

describe('AmountInput', () => {
  it('a labelled field with the balance, Max filling it (also asynchronously), the status line naming a refusal; accessible', async () => {
    let finish: (amount: string) => void = () => {}
    render(<Field max={{ text: 'Max', label: 'Max ETH', disabled: false, fill: () => new Promise((resolve) => (finish = resolve)), failed: (r) => `Failed: ${r}` }} error="ETH has at most 18 decimals" />)
    expect(screen.getByTestId('t-balance').textContent).toBe('Balance: 1.5 ETH')
    const field = screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(field.getAttribute('aria-describedby')).toBe('amount-status')
    expect(screen.getByTestId('t-amount-status').textContent).toBe('ETH has at most 18 decimals')
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Max ETH' })))
    expect((screen.getByRole('button', { name: 'Max ETH' }) as HTMLButtonElement).disabled).toBe(true)
    await act(async () => finish('1.4996'))
    expect(field.value).toBe('1.4996')
    expect(await axeViolations(document.body)).toEqual([])
  })

  it("says why Max failed in the status line", async () => {
    render(<Field max={{ text: 'Max', label: 'Max ETH', disabled: false, fill: async () => Promise.reject(new Error('timeout')), failed: (r) => `Could not estimate the network fee: ${r}` }} />)
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Max ETH' })))
    expect(screen.getByTestId('t-amount-status').textContent).toBe('Could not estimate the network fee: timeout')
  })
})
