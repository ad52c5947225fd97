// @vitest-environment happy-dom
// The social buttons show each provider's logo, keep their names ('Continue with Facebook') and,
// six to a row, show no text that could be clipped ('acebook').
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppKit } from '../../../ui/app-kit/create-app-kit.ts'
import { flush, loadedAppKit, renderWith } from '../../../ui/test-support/app-kit.tsx'
import { embeddedWallet } from '../embedded-wallet.ts'
import { SocialButtons } from './social-buttons.tsx'
import { SOCIAL_ICONS } from './social-icons.ts'

vi.mock('../../../ui/app-kit/load-modal.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), loadModal: () => new Promise(() => {}) }))

let appKit: AppKit | undefined
afterEach(() => {
  cleanup()
  appKit?.dispose()
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
})
