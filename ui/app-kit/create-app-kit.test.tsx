// @vitest-environment happy-dom
import { act, cleanup, render, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { TOKENS } from '../../kernel/index.ts'
import { axeViolations } from '../test-support/axe.ts'
import { testAppKit } from '../test-support/app-kit.tsx'
import { ethereum } from '../test-support/fake-evm.ts'
import { AppKitModal } from './app-kit-modal.tsx'
import { AppKitProvider } from './context.tsx'
import { createAppKit, getDefaultAppKit, internalsOf, type AppKit } from './create-app-kit.ts'

const made: AppKit[] = []
afterEach(() => {
  cleanup()
  while (made.length) made.pop()!.dispose()
})
const kit = (options: Parameters<typeof testAppKit>[0] = {}) => {
  const t = testAppKit(options)
  made.push(t.appKit)
  return t
}
const hosts = () => document.body.querySelectorAll('portico-modal')

describe('createAppKit', () => {
  it('composes the core views first, then the plugins', () => {
    const { appKit } = kit()
    expect(internalsOf(appKit).kernel.plugins.map((p) => p.id)).toEqual(['core-views', 'fake-evm'])
  })

  it('makes the first instance the page default, until it is disposed', () => {
    const a = kit().appKit
    const b = kit().appKit
    expect(getDefaultAppKit()).toBe(a)
    a.dispose()
    expect(getDefaultAppKit()).toBeUndefined()
    expect(b).not.toBe(a)
  })

  it('mounts nothing until the first open, then a shadow-rooted modal on the body', async () => {
    const { appKit } = kit()
    expect(hosts()).toHaveLength(0)
    await act(() => appKit.open())
    expect(hosts()).toHaveLength(1)
    const host = hosts()[0] as HTMLElement
    expect(host.shadowRoot?.mode).toBe('open')
    const dialog = await within(host.shadowRoot as unknown as HTMLElement).findByRole('dialog', {}, { timeout: 5000 })
    await waitFor(() => expect(dialog.getAttribute('aria-labelledby')).toBeTruthy())
    // a second open reuses the same modal
    await act(() => appKit.open())
    expect(hosts()).toHaveLength(1)
    appKit.close()
    appKit.dispose()
    await act(async () => {})
    expect(hosts()).toHaveLength(0)
  })

  it('puts the theme on the modal host and follows changes', async () => {
    const { appKit } = kit({ themeMode: 'light', themeVariables: { '--w3m-accent': '#123456', '--w3m-z-index': 5000 } })
    await act(() => appKit.open())
    const host = hosts()[0] as HTMLElement
    expect(host.getAttribute('data-theme')).toBe('light')
    expect(host.style.getPropertyValue('--pc-accent')).toBe('#123456')
    expect(host.style.getPropertyValue('--pc-z-index')).toBe('5000')
    act(() => appKit.setThemeMode('dark'))
    expect(host.getAttribute('data-theme')).toBe('dark')
    expect(() => appKit.setThemeMode('blue' as never)).toThrow(/theme mode/)
  })

  it('reports state to subscribers', async () => {
    const { appKit } = kit()
    const seen: boolean[] = []
    const stop = appKit.subscribeState((s) => seen.push(s.open))
    await act(() => appKit.open())
    act(() => appKit.close())
    stop()
    expect(seen.filter((open, i) => open !== seen[i - 1])).toEqual([false, true, false])
  })

  it('switches networks and disconnects through the kernel', async () => {
    const { appKit } = kit()
    await appKit.switchNetwork('eip155:8453')
    expect(appKit.getState().selectedNetworkId).toBe('eip155:8453')
    await expect(appKit.disconnect()).resolves.toBeUndefined()
  })

  it('validates options with the kernel', () => {
    expect(() => createAppKit({ networks: [] })).toThrow(/networks/)
    expect(() => createAppKit({ networks: [ethereum], siwx: {}, siweConfig: {} })).toThrow('Cannot set both siweConfig and siwx options')
  })
})

describe('AppKitModal (embedded)', () => {
  it('renders nothing for an overlay instance', () => {
    const { appKit } = kit()
    const { container } = render(
      <AppKitProvider appKit={appKit}>
        <AppKitModal />
      </AppKitProvider>,
    )
    expect(container.innerHTML).toBe('')
  })

  it('renders the modal inline, closing resets to the resting view', async () => {
    const { appKit } = kit({ enableEmbedded: true })
    const { container } = render(
      <AppKitProvider appKit={appKit}>
        <AppKitModal />
      </AppKitProvider>,
    )
    const host = container.querySelector('portico-embedded')!
    await waitFor(() => expect(host.shadowRoot?.querySelector('[data-testid="header-title"]')?.textContent).toBe('Connect Wallet'), {
      timeout: 5000,
    })
    const shadow = within(host.shadowRoot as unknown as HTMLElement)
    expect(shadow.getByRole('region', { name: 'Connect Wallet' })).toBeTruthy()
    expect(hosts()).toHaveLength(0)
    const router = internalsOf(appKit).kernel.get(TOKENS.router)
    await act(async () => router.push('Networks'))
    await waitFor(() => expect(shadow.getByRole('region', { name: 'Choose Network' })).toBeTruthy())
    await act(async () => shadow.getByRole('button', { name: 'Close' }).click())
    expect(router.get().view).toBe('Connect')
    expect(appKit.getState().open).toBe(true)
    expect(await axeViolations(host.shadowRoot as never)).toEqual([])
  })
})
