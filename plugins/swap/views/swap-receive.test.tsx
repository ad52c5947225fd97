// @vitest-environment happy-dom
// Swap's 'You receive' box: 0 before a quote, a spinner while one is asked, the quote's amount cut
// to 4 decimals in the locale, and the receive token's button.
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppKit } from '../../../ui/app-kit/create-app-kit.ts'
import { axeViolations } from '../../../ui/test-support/axe.ts'
import { flush, loadedAppKit, renderWith } from '../../../ui/test-support/app-kit.tsx'
import type { SwapTokenInfo } from '../swap-types.ts'
import { SwapReceive, type SwapReceiveProps } from './swap-receive.tsx'

vi.mock('../../../ui/app-kit/load-modal.ts', () => ({ loadModal: () => new Promise(() => {}), loadedModal: () => undefined }))

const USDC: SwapTokenInfo = { symbol: 'USDC', name: 'USD Coin', decimals: 6, address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', contract: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', balance: 0n }

let appKit: AppKit | undefined
afterEach(() => {
  cleanup()
  appKit?.dispose()
})

async function show(props: Partial<SwapReceiveProps>, locale?: string) {
  appKit?.dispose()
  appKit = (await loadedAppKit(locale ? { locale } : {})).appKit
  const onPick = vi.fn()
  renderWith(appKit, <SwapReceive to={undefined} toAmount={undefined} loading={false} onPick={onPick} pickDisabled={false} {...props} />)
  await act(flush)
  return { onPick, amount: () => screen.getByTestId('swap-receive-amount') }
}

describe('SwapReceive', () => {
  it('before a quote: 0, and the button asks to pick the token received', async () => {
    const { amount, onPick } = await show({})
    expect(amount().textContent).toBe('0')
    // named by its label, announced as it changes
    expect(document.getElementById(amount().getAttribute('aria-labelledby')!)!.textContent).toBe('You receive (estimate)')
    expect(amount().getAttribute('aria-live')).toBe('polite')
    fireEvent.click(screen.getByTestId('swap-receive-token'))
    expect(onPick).toHaveBeenCalledTimes(1)
    expect(await axeViolations(document.body)).toEqual([])
  })

  it('a quote: its amount cut to 4 decimals, in the locale', async () => {
    const english = await show({ to: USDC, toAmount: 297_123_456n })
    expect(english.amount().textContent).toBe('297.1234')
    cleanup()
    const spanish = await show({ to: USDC, toAmount: 297_123_456n }, 'es')
    expect(spanish.amount().textContent).toBe('297,1234')
  })

  it('while a quote is asked: a spinner instead of a figure', async () => {
    const { amount } = await show({ to: USDC, loading: true })
    expect(amount().textContent).toBe('')
    expect(amount().querySelector('.animate-spin')).not.toBeNull()
  })

  it('the token list not there yet: its button is disabled', async () => {
    await show({ pickDisabled: true })
    expect((screen.getByTestId('swap-receive-token') as HTMLButtonElement).disabled).toBe(true)
  })
})
