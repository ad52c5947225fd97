import { describe, expect, it, vi } from 'vitest'
import { openProviderWindow, PROVIDER_WINDOW_FEATURES, PROVIDER_WINDOW_NAME, showProvider } from './provider-window.ts'

const fakePopup = () => ({ opener: {} as unknown, closed: false, location: { replace: vi.fn() } }) as unknown as Window & { location: { replace: ReturnType<typeof vi.fn> } }

describe("the provider's window", () => {
  it('opens blank, named and sized, with no way back to the page', () => {
    const popup = fakePopup()
    const open = vi.fn(() => popup)
    expect(openProviderWindow({ open })).toBe(popup)
    expect(open).toHaveBeenCalledWith('about:blank', PROVIDER_WINDOW_NAME, PROVIDER_WINDOW_FEATURES)
    expect(popup.opener).toBeNull()
  })

  it('is null when the browser blocked it (open answers null or throws)', () => {
    expect(openProviderWindow({ open: () => null })).toBeNull()
    expect(openProviderWindow({ open: () => { throw new Error('blocked') } })).toBeNull()
  })

  it("goes to the provider's page, unless the visitor closed it meanwhile", () => {
    const popup = fakePopup()
    expect(showProvider(popup, 'http://127.0.0.1:5177/buy?asset=sUSDC')).toBe(true)
    expect(popup.location.replace).toHaveBeenCalledWith('http://127.0.0.1:5177/buy?asset=sUSDC')
    const closed = Object.assign(fakePopup(), { closed: true })
    expect(showProvider(closed, 'http://x')).toBe(false)
    expect(closed.location.replace).not.toHaveBeenCalled()
  })
})
