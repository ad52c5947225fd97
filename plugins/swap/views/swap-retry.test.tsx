// @vitest-environment happy-dom
// A failed Swap step: the reason as an alert, and Try again calling back.
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppKit } from '../../../ui/app-kit/create-app-kit.ts'
import { axeViolations } from '../../../ui/test-support/axe.ts'
import { flush, loadedAppKit, renderWith } from '../../../ui/test-support/app-kit.tsx'
import { SwapRetry } from './swap-retry.tsx'

vi.mock('../../../ui/app-kit/load-modal.ts', () => ({ loadModal: () => new Promise(() => {}), loadedModal: () => undefined }))

let appKit: AppKit | undefined
afterEach(() => {
  cleanup()
  appKit?.dispose()
})

describe('SwapRetry', () => {
  it('shows the reason as an alert with Try again, which calls back; test ids named by the step', async () => {
    appKit = (await loadedAppKit()).appKit
    const onRetry = vi.fn()
    renderWith(appKit, <SwapRetry message="Could not get a quote: HTTP 500" onRetry={onRetry} testId="quote" />)
    await act(flush)
    const alert = screen.getByRole('alert')
    expect(alert.getAttribute('data-testid')).toBe('swap-quote-error')
    expect(alert.textContent).toBe('Could not get a quote: HTTP 500Try again')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
    expect(screen.getByTestId('swap-quote-retry')).toBeTruthy()
    expect(await axeViolations(document.body)).toEqual([])
  })
})
