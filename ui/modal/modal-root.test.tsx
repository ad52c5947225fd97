// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { TOKENS, type Plugin } from '../../kernel/index.ts'
import type { AppKit } from '../app-kit/create-app-kit.ts'
import { axeViolations } from '../test-support/axe.ts'
import { loadedAppKit, renderWith } from '../test-support/app-kit.tsx'
import { fakeEvm } from '../test-support/fake-evm.ts'
import { coreViews } from '../views/core-views.ts'
import { ModalRoot } from './modal-root.tsx'

// The test renders ModalRoot itself: keep the instance from mounting its own copy on document.body.
vi.mock('../app-kit/load-modal.ts', () => ({ loadModal: () => new Promise(() => {}) }))

let appKit: AppKit | undefined
// The first import of a view chunk transforms it: do that once, before the timed queries.
beforeAll(() => Promise.all(Object.values(coreViews.views!).map((load) => load())))
afterEach(() => {
  cleanup()
  appKit?.dispose()
  appKit = undefined
})

async function setup(plugins: Plugin[] = []) {
  const wallet = fakeEvm()
  const t = await loadedAppKit(plugins.length ? { plugins: [wallet.plugin, ...plugins] } : {}, wallet)
  appKit = t.appKit
  const kernel = t.kernel
  renderWith(appKit, <ModalRoot container={null} embedded={false} />)
  // async act: a view that suspends while loading must be able to resume inside the act scope
  const open = (view?: string) => act(async () => kernel.get(TOKENS.modal).open(view ? { view } : undefined))
  return { ...t, kernel, open, modal: kernel.get(TOKENS.modal), router: kernel.get(TOKENS.router) }
}

describe('ModalRoot', () => {
  it('is closed until the kernel opens it, then is a dialog named by the view title', async () => {
    const { open } = await setup()
    expect(screen.queryByRole('dialog')).toBeNull()
    await open()
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(dialog).toBeTruthy()
    expect(await screen.findByRole('button', { name: 'Sandbox Wallet' })).toBeTruthy()
    // the dialog itself (Radix's own focus-guard spans at the body's edges are outside it)
    expect(await axeViolations(dialog)).toEqual([])
  })

  it('closes on Escape through the kernel', async () => {
    const { open, modal } = await setup()
    await open()
    const dialog = await screen.findByRole('dialog')
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(modal.get().open).toBe(false)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('closes on a press on its own overlay, not on one inside it or on another top-layer element', async () => {
    const { open, modal } = await setup()
    await open()
    const dialog = await screen.findByRole('dialog')
    await new Promise((resolve) => setTimeout(resolve, 10)) // Radix listens from the next tick
    const press = (target: Element) => {
      fireEvent.pointerDown(target, { button: 0 })
      fireEvent.pointerUp(target, { button: 0 })
      fireEvent.click(target, { button: 0 })
    }
    press(screen.getByTestId('header-title'))
    expect(modal.get().open).toBe(true)

    const prompt = document.createElement('dialog') // e.g. a wallet extension's prompt
    document.body.append(prompt)
    press(prompt)
    expect(modal.get().open).toBe(true)
    expect(dialog.isConnected).toBe(true)

    press(screen.getByTestId('portico-overlay'))
    expect(modal.get().open).toBe(false)
    prompt.remove()
  })

  it('closes with the Close button', async () => {
    const { open, modal } = await setup()
    await open()
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }))
    expect(modal.get().open).toBe(false)
  })

  it('shakes instead of closing when the kernel refuses', async () => {
    const { open, modal } = await setup()
    modal.addCloseGuard(() => true)
    await open()
    const dialog = await screen.findByRole('dialog')
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(modal.get().open).toBe(true)
    expect(dialog.hasAttribute('data-shake')).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.getByRole('dialog')).toBeTruthy()
    await waitFor(() => expect(dialog.hasAttribute('data-shake')).toBe(false), { timeout: 1500 })
  })

  it('shows Back only with history, and Back pops the router', async () => {
    const { open, router } = await setup()
    await open()
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
    await act(async () => router.push('Networks'))
    await screen.findByRole('dialog', { name: 'Choose Network' })
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(router.get().view).toBe('Connect')
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
  })

  it('shows a view the registry lazily provides, and loads it only when shown', async () => {
    const loader = vi.fn(async () => ({
      default: ({ data }: { data: unknown }) => <p>custom view {String((data as { n: number }).n)}</p>,
      title: ({ data }: { data: unknown }) => `Custom ${(data as { n: number }).n}`,
    }))
    const { open, router } = await setup([{ id: 'custom', views: { Custom: loader } }])
    await open()
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(loader).not.toHaveBeenCalled()
    await act(async () => router.push('Custom', { n: 7 }))
    expect(await screen.findByText('custom view 7')).toBeTruthy()
    expect(screen.getByRole('dialog', { name: 'Custom 7' })).toBeTruthy()
    expect(loader).toHaveBeenCalledOnce()
  })

  it('names the dialog after the view when its module has no title', async () => {
    const { open, router } = await setup([{ id: 'untitled', views: { PluginThing: async () => ({ default: () => <p>thing</p> }) } }])
    await open()
    await act(async () => router.push('PluginThing'))
    expect(await screen.findByRole('dialog', { name: 'Plugin Thing' })).toBeTruthy()
  })

  it('says so when a view is not registered', async () => {
    const { open, router } = await setup()
    await open()
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
    await act(async () => router.push('Nowhere'))
    expect(await screen.findByText(/not available/)).toBeTruthy()
  })

  it('shows the kernel toast in a status region and alerts in an alert region', async () => {
    const { open, kernel } = await setup()
    await open()
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
    act(() => kernel.get(TOKENS.toast).success('Address copied'))
    const toast = await screen.findByTestId('toast')
    expect(toast.closest('[role="status"]')).toBeTruthy()
    expect(toast.getAttribute('data-variant')).toBe('success')
    act(() => void kernel.get(TOKENS.alerts).show('SWITCH_NETWORK_NOT_FOUND'))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Network not found')
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss alert' }))
    expect(screen.queryByTestId('alert-bar')).toBeNull()
  })
})
