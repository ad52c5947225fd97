// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOKENS } from '../../kernel/index.ts'
import type { AppKit } from '../app-kit/create-app-kit.ts'
import { loadedAppKit, renderWith } from '../test-support/app-kit.tsx'
import { ToastView } from './toast-view.tsx'

vi.mock('../app-kit/load-modal.ts', () => ({ loadModal: () => new Promise(() => {}), loadedModal: () => undefined }))

let appKit: AppKit | undefined
afterEach(() => {
  cleanup()
  appKit?.dispose()
})

async function show(locale: string | undefined, message: string) {
  const t = await loadedAppKit(locale ? { locale } : {})
  appKit = t.appKit
  renderWith(appKit, <ToastView />)
  act(() => t.kernel.get(TOKENS.toast).error(message))
  return screen.getByTestId('toast').textContent
}

describe('ToastView', () => {
  it('shows a kernel toast in English as raised', async () => {
    expect(await show(undefined, 'Token Balance Unavailable')).toBe('Token Balance Unavailable')
  })

  it("words a kernel toast the catalog knows in the locale ('Token Balance Unavailable' in Spanish)", async () => {
    expect(await show('es', 'Token Balance Unavailable')).toBe('Saldo de tokens no disponible')
  })

  it('shows any other text as it came, even one that looks like a message argument', async () => {
    expect(await show('ar', 'wallet said {oops}')).toBe('wallet said {oops}')
  })
})
