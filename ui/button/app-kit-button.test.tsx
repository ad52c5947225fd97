// @vitest-environment happy-dom
import { act, cleanup, fireEvent, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOKENS, type StorageBackend } from '../../kernel/index.ts'
import { internalsOf, type AppKit } from '../app-kit/create-app-kit.ts'
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

  it('a returning visitor: the stored account from the very first render (busy), then connected; after a disconnect the next visit says Connect Wallet', async () => {
    const stored = new Map<string, string>([
      ['portico:connectedNamespaces', 'eip155'],
      ['portico:connectorIds', JSON.stringify({ eip155: sandboxWallet.id })],
      ['portico:connections', JSON.stringify({ eip155: [{ connectorId: sandboxWallet.id, accounts: [`eip155:1:${ADDRESS}`] }] })],
    ])
    const backend: StorageBackend = {
      getItem: (k) => stored.get(k) ?? null,
      setItem: (k, v) => void stored.set(k, v),
      removeItem: (k) => void stored.delete(k),
    }
    const t = testAppKit({ storage: backend })
    appKit = t.appKit
    const { container } = renderWith(appKit, <AppKitButton />)
    const button = () => shadowOf(container).getByRole('button')
    expect(button().textContent).toBe('0xf39F…2266')
    expect(button().getAttribute('aria-busy')).toBe('true')
    expect(button().getAttribute('data-variant')).toBe('account')
    const seen = new Set<string>()
    const observer = new MutationObserver(() => seen.add(button().textContent!))
    observer.observe(container.querySelector('portico-button')!.shadowRoot!, { subtree: true, childList: true, characterData: true })
    await act(async () => {
      await internalsOf(t.appKit).loadKernel()
      t.controls.reconnect.resolve({ accounts: [ADDRESS], chainId: 1 })
      await flush()
    })
    observer.disconnect()
    expect(button().getAttribute('aria-busy')).toBeNull()
    expect(shadowOf(container).getByTestId('appkit-button-address').textContent).toBe('0xf39F…2266')
    expect([...seen].some((text) => text.includes('Connect'))).toBe(false)
    await act(async () => {
      await t.appKit.disconnect()
    })
    expect(stored.has('portico:connections')).toBe(false)

    // the next visit finds nothing stored: Connect Wallet at once
    cleanup()
    t.appKit.dispose()
    const next = testAppKit({ storage: backend })
    appKit = next.appKit
    const again = renderWith(appKit, <AppKitButton />)
    expect(shadowOf(again.container).getByRole('button').textContent).toBe('Connect Wallet')
  })

  it('a stored account the wallet no longer grants ends in Connect Wallet, never another address', async () => {
    const stored = new Map<string, string>([
      ['portico:connectedNamespaces', 'eip155'],
      ['portico:connectorIds', JSON.stringify({ eip155: sandboxWallet.id })],
      ['portico:connections', JSON.stringify({ eip155: [{ connectorId: sandboxWallet.id, accounts: [`eip155:1:${ADDRESS}`] }] })],
    ])
    const backend: StorageBackend = {
      getItem: (k) => stored.get(k) ?? null,
      setItem: (k, v) => void stored.set(k, v),
      removeItem: (k) => void stored.delete(k),
    }
    const t = testAppKit({ storage: backend })
    appKit = t.appKit
    const { container } = renderWith(appKit, <AppKitButton />)
    expect(shadowOf(container).getByRole('button').textContent).toBe('0xf39F…2266')
    await act(async () => {
      await internalsOf(t.appKit).loadKernel()
      t.controls.reconnect.resolve(null)
      await flush()
    })
    expect(shadowOf(container).getByRole('button').textContent).toBe('Connect Wallet')
    expect(shadowOf(container).getByRole('button').getAttribute('aria-busy')).toBeNull()
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
