// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { TOKENS, type Plugin } from '../../kernel/index.ts'
import type { AppKit } from '../app-kit/create-app-kit.ts'
import { axeViolations } from '../test-support/axe.ts'
import { flush, loadedAppKit, renderWith } from '../test-support/app-kit.tsx'
import { fakeEvm } from '../test-support/fake-evm.ts'
import { coreViews } from '../views/core-views.ts'
import { loadViewWithSections } from '../app-kit/modal-entry.ts'
import { ModalRoot } from './modal-root.tsx'

// The test renders ModalRoot itself: keep the instance from mounting its own copy on document.body.
vi.mock('../app-kit/load-modal.ts', () => ({ loadModal: () => new Promise(() => {}), loadedModal: () => undefined }))

let appKit: AppKit | undefined
// The first import of a view chunk transforms it: do that once, before the timed queries.
beforeAll(() => Promise.all(Object.values(coreViews.views!).map((load) => load())))
afterEach(() => {
  cleanup()
  appKit?.dispose()
  appKit = undefined
})

async function setup(plugins: Plugin[] = [], container: HTMLElement | null = null, { viewLoaded = false } = {}) {
  const wallet = fakeEvm()
  const t = await loadedAppKit(plugins.length ? { plugins: [wallet.plugin, ...plugins] } : {}, wallet)
  appKit = t.appKit
  const kernel = t.kernel
  // as the instance mounts the modal: once the view's chunk is in
  if (viewLoaded) await loadViewWithSections(kernel)
  renderWith(appKit, <ModalRoot container={container} embedded={false} />)
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

  it('draws the first view ahead, hidden and inert, and the first open shows that same view', async () => {
    const container = document.createElement('div')
    const outside = document.createElement('button')
    document.body.append(container, outside)
    try {
      const { open } = await setup([], container, { viewLoaded: true })
      await waitFor(() => expect(container.querySelector('[data-testid="connect-view"]')).not.toBeNull())
      outside.focus()
      await flush()
      const drawn = container.querySelector('[data-testid="connect-view"]')
      // hidden: no dialog for assistive technology, the page not hidden from it, focus left where it was
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(outside.hasAttribute('aria-hidden')).toBe(false)
      expect(document.activeElement).toBe(outside)
      await open()
      const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
      expect(dialog.querySelector('[data-testid="connect-view"]')).toBe(drawn)
      // the dialog's own behaviour starts with the open: the page hidden from assistive technology, focus inside
      expect(outside.getAttribute('aria-hidden')).toBe('true')
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    } finally {
      container.remove()
      outside.remove()
    }
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

  describe('navigation to a view whose chunk has not loaded', () => {
    /** A view module that loads when the test says so (or fails to). */
    function gatedView(text: string) {
      let resolve!: () => void
      let reject!: (error: unknown) => void
      const loader = vi.fn(
        () =>
          new Promise<{ default: () => React.JSX.Element; title: string }>((res, rej) => {
            resolve = () => res({ default: () => <p>{text} content</p>, title: text })
            reject = rej
          }),
      )
      return { loader, resolve: () => act(async () => resolve()), reject: (error: unknown) => act(async () => reject(error)) }
    }
    const loading = () => screen.queryByRole('status', { name: 'Loading' })

    it('keeps the current view (and its header) on screen until the next one has loaded, whatever navigates', async () => {
      const slow = gatedView('slow view')
      const { open, router } = await setup([{ id: 'slow', views: { Slow: slow.loader } }])
      await open()
      await screen.findByRole('dialog', { name: 'Connect Wallet' })
      for (const navigate of [() => router.push('Slow'), () => router.reset('Slow'), () => router.replace('Slow')]) {
        router.reset('Connect')
        await act(async () => navigate())
        await act(flush)
        // the router moved at once; the modal shows Connect, without a fallback or a Back button
        expect(router.get().view).toBe('Slow')
        expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
        expect(screen.getByRole('button', { name: 'Sandbox Wallet' })).toBeTruthy()
        expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
        expect(loading()).toBeNull()
      }
      await slow.resolve()
      expect(await screen.findByText('slow view content')).toBeTruthy()
      expect(screen.getByRole('dialog', { name: 'slow view' })).toBeTruthy()
      expect(slow.loader).toHaveBeenCalledOnce()
    })

    it('follows a later navigation to a loaded view at once, and ignores the earlier one when it loads', async () => {
      const slow = gatedView('slow view')
      const { open, router } = await setup([{ id: 'slow', views: { Slow: slow.loader } }])
      await open()
      await screen.findByRole('dialog', { name: 'Connect Wallet' })
      await act(async () => router.push('Slow'))
      await act(async () => router.replace('Networks'))
      expect(await screen.findByRole('dialog', { name: 'Choose Network' })).toBeTruthy()
      await slow.resolve()
      expect(screen.getByRole('dialog', { name: 'Choose Network' })).toBeTruthy()
      expect(screen.queryByText('slow view content')).toBeNull()
    })

    it('shows a failure with a retry when the chunk fails to load, and Back leaves it', async () => {
      const broken = gatedView('mended view')
      const { open, router } = await setup([{ id: 'broken', views: { Broken: broken.loader } }])
      await open()
      await screen.findByRole('dialog', { name: 'Connect Wallet' })
      await act(async () => router.push('Broken'))
      await broken.reject(new Error('offline'))
      const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' })
      expect(screen.getByRole('alert').textContent).toBe('Something went wrong')
      expect(await axeViolations(dialog)).toEqual([])

      // Try again: the chunk loads this time
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
      expect(broken.loader).toHaveBeenCalledTimes(2)
      await broken.resolve()
      expect(await screen.findByRole('dialog', { name: 'mended view' })).toBeTruthy()

      fireEvent.click(screen.getByRole('button', { name: 'Back' }))
      expect(await screen.findByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
    })

    it('shows a spinner (no Suspense fallback) when the modal opens on a view still loading', async () => {
      const slow = gatedView('first view')
      const { open } = await setup([{ id: 'slow', views: { Slow: slow.loader } }])
      await open('Slow')
      expect(loading()).toBeTruthy()
      await slow.resolve()
      expect(await screen.findByRole('dialog', { name: 'first view' })).toBeTruthy()
      expect(loading()).toBeNull()
    })
  })

  describe('inside a shadow root', () => {
    function shadowContainer() {
      const host = document.createElement('portico-modal')
      document.body.append(host)
      const container = document.createElement('div')
      host.attachShadow({ mode: 'open' }).append(container)
      return { host, container }
    }
    /** Dispatches a wheel event as a browser would, and says whether anything cancelled it. */
    function wheel(target: Element) {
      const event = new WheelEvent('wheel', { deltaY: 120, bubbles: true, composed: true, cancelable: true })
      target.dispatchEvent(event)
      return event.defaultPrevented
    }

    it('locks the page by CSSOM writes, adds no <style> element (a strict CSP refuses one), lets a wheel inside scroll, and unlocks on close', async () => {
      const { host, container } = shadowContainer()
      const { open, modal } = await setup([], container)
      const styleElements = () => document.querySelectorAll('style').length
      const before = styleElements()
      await open()
      await waitFor(() => expect(container.querySelector('[role="dialog"]')).toBeTruthy())
      await act(flush)
      try {
        expect(document.documentElement.style.overflow).toBe('hidden')
        expect(styleElements()).toBe(before)
        // nothing cancels a wheel inside the dialog: its lists scroll
        expect(wheel(container.querySelector('[data-testid="header-title"]')!)).toBe(false)
        await act(async () => modal.close())
        await waitFor(() => expect(document.documentElement.style.overflow).toBe(''))
      } finally {
        host.remove()
      }
    })
  })
})
