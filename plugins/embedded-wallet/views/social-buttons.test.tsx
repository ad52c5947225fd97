// @vitest-environment happy-dom
// The social buttons show each provider's logo, keep their names ('Continue with Facebook') and,
// six to a row, show no text that could be clipped ('acebook').
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppKit } from '../../../ui/app-kit/create-app-kit.ts'
import { flush, loadedAppKit, renderWith } from '../../../ui/test-support/app-kit.tsx'
import { TOKENS } from '../../../kernel/index.ts'
import { embeddedWallet } from '../embedded-wallet.ts'
import { SocialButtons } from './social-buttons.tsx'
import { SOCIAL_ICONS } from './social-icons.ts'

vi.mock('../../../ui/app-kit/load-modal.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), loadModal: () => new Promise(() => {}) }))

let appKit: AppKit | undefined
afterEach(() => {
  cleanup()
  appKit?.dispose()
  vi.restoreAllMocks()
})

describe('SocialButtons', () => {
  it('draws every provider with its logo, the first with its name beside it, the rest named by label and title', async () => {
    appKit = (await loadedAppKit({ plugins: [embeddedWallet()] })).appKit
    renderWith(appKit, <SocialButtons />)
    await act(flush)
    const google = screen.getByRole('button', { name: 'Continue with Google' })
    expect(google.textContent).toBe('Continue with Google')
    expect(google.querySelector('path')!.getAttribute('d')).toBe(SOCIAL_ICONS.google.path)
    for (const [provider, name] of [
      ['x', 'X'],
      ['discord', 'Discord'],
      ['farcaster', 'Farcaster'],
      ['github', 'GitHub'],
      ['apple', 'Apple'],
      ['facebook', 'Facebook'],
    ] as const) {
      const button = screen.getByRole('button', { name: `Continue with ${name}` })
      expect(button.getAttribute('title')).toBe(`Continue with ${name}`)
      expect(button.textContent).toBe('')
      expect(button.querySelector('path')!.getAttribute('d')).toBe(SOCIAL_ICONS[provider].path)
    }
  })

  it("in an app's webview (Instagram's), where no popup opens, a social login goes by redirect: no window.open", async () => {
    const instagram =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 334.0.4.32.98 (iPhone14,5; iOS 17_5; en_US; en; scale=3.00; 1170x2532; 609252016)'
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(instagram)
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const loaded = await loadedAppKit({ plugins: [embeddedWallet()] })
    appKit = loaded.appKit
    renderWith(appKit, <SocialButtons />)
    await act(flush)
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Discord' }))
    expect(open).not.toHaveBeenCalled()
    expect(loaded.kernel.get(TOKENS.router).get()).toMatchObject({ view: 'ConnectingSocial', data: { provider: 'discord', redirect: true } })
  })

  it('in a browser the popup opens inside the click', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const loaded = await loadedAppKit({ plugins: [embeddedWallet()] })
    appKit = loaded.appKit
    renderWith(appKit, <SocialButtons />)
    await act(flush)
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Discord' }))
    expect(open).toHaveBeenCalledTimes(1)
    expect(loaded.kernel.get(TOKENS.router).get().view).toBe('ConnectingSocial')
  })
})
