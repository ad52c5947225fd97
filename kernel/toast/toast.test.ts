import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createToast, TOAST_AUTO_CLOSE_MS, TOAST_SWAP_MS } from './toast.ts'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('toast', () => {
  it('shows a message with its variant and closes itself', () => {
    const toast = createToast()
    toast.success('Address copied')
    expect(toast.get()).toMatchObject({ open: true, message: 'Address copied', variant: 'success' })
    vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS)
    expect(toast.get().open).toBe(false)
  })

  it('closes the old toast, then shows the new one after 150 ms', () => {
    const toast = createToast()
    toast.error('first')
    toast.success('second')
    expect(toast.get()).toMatchObject({ open: false, message: 'first' })
    vi.advanceTimersByTime(TOAST_SWAP_MS - 1)
    expect(toast.get().open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(toast.get()).toMatchObject({ open: true, message: 'second', variant: 'success' })
  })

  it('keeps a loading toast until it is replaced', () => {
    const toast = createToast()
    toast.loading('Authenticating...')
    vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS * 3)
    expect(toast.get()).toMatchObject({ open: true, variant: 'loading' })
    toast.hide()
    expect(toast.get().open).toBe(false)
  })

  it('an old toast timer does not close a newer toast early', () => {
    const toast = createToast()
    toast.success('one')
    vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 10)
    toast.success('two')
    vi.advanceTimersByTime(TOAST_SWAP_MS + 20)
    expect(toast.get()).toMatchObject({ open: true, message: 'two' })
  })
})
