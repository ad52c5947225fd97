// @vitest-environment happy-dom
import { act, cleanup, fireEvent, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOKENS, type StorageBackend } from '../../kernel/index.ts'
import type { AppKit } from '../app-kit/create-app-kit.ts'
import { axeViolations } from '../test-support/axe.ts'
import { flush, loadedAppKit, renderWith, testAppKit } from '../test-support/app-kit.tsx'
import { ADDRESS, sandboxWallet } from '../test-support/fake-evm.ts'
import { AppKitButton } from './app-kit-button.tsx'

let appKit: AppKit | undefined
afterEach(() => {
  cleanup()
  appKit?.dispose()
})

function shadowOf(container: HTMLElement) {
  const host = container.querySelector('portico-button')!
  return within(host.shadowRoot as unknown as HTMLElement)
}

describe('AppKitButton', () => {
  it('says Connect Wallet while disconnected and opens the modal', async () => {
    const t = testAppKit()
    appKit = t.appKit
    const open = vi.spyOn(appKit, 'open').mockResolvedValue()
    const { container } = renderWith(appKit, <AppKitButton />)
    const button = shadowOf(container).getByRole('button', { name: 'Connect Wallet' })
    expect(button.getAttribute('data-status')).toBe('disconnected')
    fireEvent.click(button)
    expect(open).toHaveBeenCalledOnce()
    expect(await axeViolations(container.querySelector('portico-button')!.shadowRoot as never)).toEqual([])
  })

  it('says Connecting… while a wallet is asked, then shows the address and the balance', async () => {
    const t = await loadedAppKit()
    appKit = t.appKit
    const { container } = renderWith(appKit, <AppKitButton />)
    const connection = t.kernel.get(TOKENS.connection)

    let done!: Promise<unknown>
    act(() => {
      done = connection.connect(sandboxWallet.id)
    })
    const busy = shadowOf(container).getByRole('button', { name: 'Connecting…' })
    expect(busy.getAttribute('aria-busy')).toBe('true')

    await act(async () => {
      t.controls.connect.resolve({ accounts: [ADDRESS], chainId: 1 })
      await done
      await flush()
    })
    const button = shadowOf(container).getByRole('button')
    expect(button.getAttribute('data-status')).toBe('connected')
    expect(shadowOf(container).getByTestId('appkit-button-address').textContent).toBe('0xf39F…2266')
    expect(shadowOf(container).getByTestId('appkit-button-balance').textContent).toBe('1.234 ETH')
  })

  it('shows Connecting… from the very first render when a stored connection is being restored', () => {
    const stored = new Map<string, string>([
      ['portico:connectedNamespaces', 'eip155'],
      ['portico:connectorIds', JSON.stringify({ eip155: sandboxWallet.id })],
    ])
    const backend: StorageBackend = {
      getItem: (k) => stored.get(k) ?? null,
      setItem: (k, v) => void stored.set(k, v),
      removeItem: (k) => void stored.delete(k),
    }
    const t = testAppKit({ storage: backend })
    appKit = t.appKit
    const seen: string[] = []
    const { container } = renderWith(appKit, <AppKitButton />)
    seen.push(shadowOf(container).getByRole('button').textContent!)
    expect(seen).toEqual(['Connecting…'])
  })

  it('hides the balance when asked', async () => {
    const t = await loadedAppKit()
    appKit = t.appKit
    const { container } = renderWith(appKit, <AppKitButton balance="hide" label="Sign in" />)
    expect(shadowOf(container).getByRole('button', { name: 'Sign in' })).toBeTruthy()
    const connection = t.kernel.get(TOKENS.connection)
    await act(async () => {
      const done = connection.connect(sandboxWallet.id)
      t.controls.connect.resolve({ accounts: [ADDRESS], chainId: 1 })
      await done
      await flush()
    })
    expect(shadowOf(container).queryByTestId('appkit-button-balance')).toBeNull()
  })
})
