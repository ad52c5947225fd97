// @vitest-environment happy-dom
// Send's token field in each state of the portfolio: loading, loaded (the chosen token selected,
// a pick reported by its key), empty, failed.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppKit } from '../../../ui/app-kit/create-app-kit.ts'
import { axeViolations } from '../../../ui/test-support/axe.ts'
import { flush, loadedAppKit, renderWith } from '../../../ui/test-support/app-kit.tsx'
import { tokenKey, type SendToken } from '../send-types.ts'
import { SendTokenField } from './send-token-field.tsx'
import type { SendTokensState } from './use-send-tokens.ts'

vi.mock('../../../ui/app-kit/load-modal.ts', () => ({ loadModal: () => new Promise(() => {}), loadedModal: () => undefined }))

const ETH: SendToken = { symbol: 'ETH', name: 'Ether', decimals: 18, balance: 1n }
const USDC: SendToken = { symbol: 'sUSDC', name: 'Sandbox USD Coin', decimals: 6, contract: '0x574342D6EC50218A7384f9B0B881DB3F64eB4c0A', balance: 5n }

let appKit: AppKit | undefined
afterEach(() => {
  cleanup()
  appKit?.dispose()
})

async function show(tokens: SendTokensState, token?: SendToken) {
  appKit = (await loadedAppKit()).appKit
  const onChoose = vi.fn()
  renderWith(appKit, <SendTokenField id="token" tokens={tokens} token={token} onChoose={onChoose} />)
  await act(flush)
  return onChoose
}

describe('SendTokenField', () => {
  it('while the portfolio loads: a spinner and "Loading your tokens…", no list', async () => {
    await show({ status: 'loading' })
    expect(screen.getByTestId('send-tokens-loading').textContent).toBe('Loading your tokens…')
    expect(screen.queryByRole('combobox')).toBeNull()
  })

  it('loaded: every token by symbol and name, the chosen one selected, a pick reported by its key, accessible', async () => {
    const onChoose = await show({ status: 'ready', tokens: [ETH, USDC] }, USDC)
    const picker = screen.getByRole('combobox', { name: 'Token' }) as HTMLSelectElement
    expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual(['ETH (Ether)', 'sUSDC (Sandbox USD Coin)'])
    expect(picker.value).toBe(tokenKey(USDC))
    fireEvent.change(picker, { target: { value: tokenKey(ETH) } })
    expect(onChoose).toHaveBeenCalledWith(tokenKey(ETH))
    expect(await axeViolations(document.body)).toEqual([])
  })

  it('nothing to send: "No tokens to send"', async () => {
    await show({ status: 'ready', tokens: [] })
    expect(within(screen.getByRole('combobox', { name: 'Token' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['No tokens to send'])
  })

  it('failed: says why under the list', async () => {
    await show({ status: 'failed', error: 'HTTP 500' })
    expect(screen.getByTestId('send-tokens-error').textContent).toBe('Could not load your tokens: HTTP 500')
  })
})
