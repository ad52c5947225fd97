// @vitest-environment happy-dom
// Buy's quote card: loading, a quote's figures with its refresh period, and the stand-in quote
// marked as an estimate with its note.
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppKit } from '../../../ui/app-kit/create-app-kit.ts'
import { axeViolations } from '../../../ui/test-support/axe.ts'
import { flush, loadedAppKit, renderWith } from '../../../ui/test-support/app-kit.tsx'
import type { OnrampQuote } from '../onramp-api.ts'
import { OnrampQuoteCard, type OnrampQuoteCardProps } from './onramp-quote-card.tsx'

vi.mock('../../../ui/app-kit/load-modal.ts', () => ({ loadModal: () => new Promise(() => {}), loadedModal: () => undefined }))

const usd = (amount: string) => ({ amount, currency: 'USD' })
const QUOTE: OnrampQuote = {
  paymentTotal: usd('100.00'),
  paymentSubtotal: usd('97.50'),
  purchaseAmount: { amount: '0.0312345678', currency: 'ETH' },
  networkFee: usd('0.50'),
  coinbaseFee: usd('2.00'),
  quoteId: 'q-1',
}

let appKit: AppKit | undefined
afterEach(() => {
  cleanup()
  appKit?.dispose()
})

async function show(props: Partial<OnrampQuoteCardProps>) {
  appKit = (await loadedAppKit()).appKit
  renderWith(appKit, <OnrampQuoteCard loading={false} quote={undefined} refreshMs={60_000} {...props} />)
  await act(flush)
  return screen.getByTestId('onramp-quote')
}

describe('OnrampQuoteCard', () => {
  it('while a quote is asked: busy, saying so', async () => {
    const card = await show({ loading: true })
    expect(card.getAttribute('aria-busy')).toBe('true')
    expect(card.textContent).toContain('…')
    expect(screen.queryByTestId('onramp-quote-total')).toBeNull()
  })

  it('a quote: what arrives, the fee (both fees), the total, and how often it is refreshed; accessible', async () => {
    const card = await show({ quote: QUOTE })
    expect(card.getAttribute('aria-busy')).toBeNull()
    expect(screen.getByTestId('onramp-quote-receive').getAttribute('title')).toBe('0.0312345678 ETH')
    expect(screen.getByTestId('onramp-quote-fee').textContent).toBe('2.50 USD')
    expect(screen.getByTestId('onramp-quote-total').textContent).toBe('100.00 USD')
    expect(card.textContent).toContain('60')
    expect(screen.queryByTestId('onramp-quote-estimate')).toBeNull()
    expect(await axeViolations(document.body)).toEqual([])
  })

  it('the stand-in quote: marked as an estimate (≈), described by its note', async () => {
    await show({ quote: { ...QUOTE, mocked: true } })
    expect(screen.getByTestId('onramp-quote-receive').textContent!.startsWith('≈ ')).toBe(true)
    const note = screen.getByTestId('onramp-quote-estimate-note')
    expect(screen.getByTestId('onramp-quote-estimate').getAttribute('aria-describedby')).toBe(note.id)
  })
})
