// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOKENS, type Plugin, type StorageBackend } from '../../kernel/index.ts'
import { AppKitButton } from '../button/app-kit-button.tsx'
import { NetworkButton } from '../button/network-button.tsx'
import { axeViolations } from '../test-support/axe.ts'
import { flush, testAppKit } from '../test-support/app-kit.tsx'
import { ADDRESS, ethereum, fakeEvm, sandboxWallet } from '../test-support/fake-evm.ts'
import { AppKitModal } from './app-kit-modal.tsx'
import { AppKitProvider } from './context.tsx'
import { createAppKit, getDefaultAppKit, internalsOf, type AppKit } from './create-app-kit.ts'
import { LOADING_CARD_DELAY_MS } from './modal-mounter.ts'

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

/** A backend holding a connection made on an earlier visit. */
function storedConnection(): StorageBackend {
  const stored = new Map<string, string>([
    ['portico:connectedNamespaces', 'eip155'],
    ['portico:connectorIds', JSON.stringify({ eip155: sandboxWallet.id })],
  ])
  return { getItem: (k) => stored.get(k) ?? null, setItem: (k, v) => void stored.set(k, v), removeItem: (k) => void stored.delete(k) }
}

describe('createAppKit', () => {
  it('composes the core views first, then the plugins', async () => {
    const { appKit } = kit()
    const kernel = await internalsOf(appKit).loadKernel()
    // test-offline: the test harness's stand-ins for the hosted services (ui/test-support/app-kit.tsx)
    expect(kernel.plugins.map((p) => p.id)).toEqual(['core-views', 'test-offline', 'fake-evm'])
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

  it("tells the kernel's auth frame each theme change once it has loaded", async () => {
    const { appKit } = kit({ themeMode: 'light' })
    appKit.setThemeVariables({ '--w3m-accent': '#abcdef' })
    const kernel = await internalsOf(appKit).loadKernel()
    const frame = kernel.get(TOKENS.authFrame)
    const synced = vi.spyOn(frame, 'syncTheme')
    act(() => appKit.setThemeMode('dark'))
    expect(synced).toHaveBeenLastCalledWith({ themeMode: 'dark', themeVariables: { '--w3m-accent': '#abcdef' } })
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
    expect(() => createAppKit({ networks: [ethereum], siwx: {} as never, siweConfig: {} as never })).toThrow('Cannot set both siweConfig and siwx options')
    // sign-in asked for but its plugin not composed: refused at once, not when the kernel loads
    expect(() => createAppKit({ networks: [ethereum], siweConfig: {} as never })).toThrow(
      "The siweConfig option needs the siwx plugin: add siwx() from 'portico/plugins/siwx' to plugins",
    )
  })

  it('validates the plugin list at once, before anything loads', () => {
    const load = vi.fn(async () => ({}))
    expect(() => createAppKit({ networks: [ethereum], plugins: [{ id: 'a', load }, { id: 'a', load }] })).toThrow('plugin "a" is composed twice')
    expect(() => createAppKit({ networks: [ethereum], plugins: [{ id: 'swap', requires: ['evm'] }] })).toThrow('Plugin "swap" requires plugin "evm"')
    expect(() => createAppKit({ networks: [ethereum], plugins: [{ id: 'core-views' }] })).toThrow('plugin "core-views" is composed twice')
    expect(load).not.toHaveBeenCalled()
    expect(getDefaultAppKit()).toBeUndefined()
  })
})

describe('createAppKit: when the kernel loads', () => {
  /** A fake eip155 plugin that loads its parts on demand, like evm(). */
  function lazyWallet() {
    const wallet = fakeEvm()
    const load = vi.fn(async () => ({ adapters: wallet.plugin.adapters }))
    return { ...wallet, load, plugin: { id: 'lazy-evm', load } satisfies Plugin }
  }

  it('not at creation when nothing is stored, nor by rendering the buttons', async () => {
    const wallet = lazyWallet()
    // without the prefetch once the page is interactive (next test)
    const { appKit } = kit({ plugins: [wallet.plugin], prefetch: false })
    const inner = internalsOf(appKit)
    render(
      <AppKitProvider appKit={appKit}>
        <AppKitButton />
        <NetworkButton />
      </AppKitProvider>,
    )
    await act(async () => {
      await flush()
    })
    expect(inner.kernel).toBeUndefined()
    expect(wallet.load).not.toHaveBeenCalled()
    expect(appKit.getState()).toMatchObject({ open: false, initialized: true, selectedNetworkId: 'eip155:1' })
  })

  it('once the page is interactive (parsed, the face in, a frame painted), with no open and no intent; never with prefetch: false', async () => {
    const wallet = lazyWallet()
    const inner = internalsOf(kit({ plugins: [wallet.plugin] }).appKit)
    const off = lazyWallet()
    const innerOff = internalsOf(kit({ plugins: [off.plugin], prefetch: false }).appKit)
    await waitFor(() => expect(inner.kernel).toBeDefined(), { timeout: 5000 })
    expect(wallet.load).toHaveBeenCalledOnce()
    await act(async () => {
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)))
    })
    expect(innerOff.kernel).toBeUndefined()
    expect(off.load).not.toHaveBeenCalled()
  })

  it('at once when a stored connection must be restored, fetching plugin parts beside the kernel chunk', async () => {
    const wallet = lazyWallet()
    const { appKit } = kit({ plugins: [wallet.plugin], storage: storedConnection() })
    // started synchronously by createAppKit, not after the kernel chunk
    expect(wallet.load).toHaveBeenCalledOnce()
    const inner = internalsOf(appKit)
    expect(inner.accounts.get().eip155!.status).toBe('connecting')
    expect(appKit.getState().initialized).toBe(false)
    const kernel = await inner.loadKernel()
    expect(kernel.get(TOKENS.connection).account('eip155').status).toBe('connecting')
    await act(async () => {
      wallet.controls.reconnect.resolve({ accounts: [ADDRESS], chainId: 1 })
      await flush()
    })
    expect(inner.accounts.get().eip155).toMatchObject({ status: 'connected', address: ADDRESS })
    expect(appKit.getState().initialized).toBe(true)
    expect(wallet.load).toHaveBeenCalledOnce()
  })

  it('on open(): the dialog state is open at once, the kernel, modal and view chunks load in parallel', async () => {
    const { appKit } = kit()
    const inner = internalsOf(appKit)
    const seen: boolean[] = []
    appKit.subscribeState((s) => seen.push(s.open))
    let opened!: Promise<void>
    act(() => {
      opened = appKit.open({ view: 'Networks' })
    })
    expect(appKit.getState().open).toBe(true)
    expect(inner.kernel).toBeUndefined()
    await act(() => opened)
    expect(inner.kernel!.get(TOKENS.router).get().view).toBe('Networks')
    expect(inner.kernel!.get(TOKENS.modal).get().open).toBe(true)
    expect(hosts()).toHaveLength(1)
    act(() => appKit.close())
    expect(seen.filter((open, i) => open !== seen[i - 1])).toEqual([false, true, false])
  })

  it('open() while a stored connection is being checked shows Account once it is restored, not Connect', async () => {
    const wallet = lazyWallet()
    const { appKit } = kit({ plugins: [wallet.plugin], storage: storedConnection() })
    const kernel = await internalsOf(appKit).loadKernel()
    let opened!: Promise<void>
    act(() => {
      opened = appKit.open()
    })
    // the dialog state is open at once (the first frame shows); the kernel's modal waits for the check
    expect(appKit.getState().open).toBe(true)
    expect(kernel.get(TOKENS.modal).get().open).toBe(false)
    await act(async () => {
      wallet.controls.reconnect.resolve({ accounts: [ADDRESS], chainId: 1 })
      await flush()
    })
    await act(() => opened)
    expect(kernel.get(TOKENS.modal).get().open).toBe(true)
    expect(kernel.get(TOKENS.router).get().view).toBe('Account')
    act(() => appKit.close())
    expect(appKit.getState().open).toBe(false)
  })

  it('close() while the open waits for the check cancels it', async () => {
    const wallet = lazyWallet()
    const { appKit } = kit({ plugins: [wallet.plugin], storage: storedConnection() })
    const kernel = await internalsOf(appKit).loadKernel()
    act(() => void appKit.open())
    act(() => appKit.close())
    expect(appKit.getState().open).toBe(false)
    await act(async () => {
      wallet.controls.reconnect.resolve({ accounts: [ADDRESS], chainId: 1 })
      await flush()
    })
    expect(kernel.get(TOKENS.modal).get().open).toBe(false)
    expect(appKit.getState().open).toBe(false)
  })

  it('close() before the kernel arrives cancels the pending open', async () => {
    const { appKit } = kit()
    let opened!: Promise<void>
    act(() => {
      opened = appKit.open()
    })
    act(() => appKit.close())
    expect(appKit.getState().open).toBe(false)
    await act(() => opened)
    expect(internalsOf(appKit).kernel!.get(TOKENS.modal).get().open).toBe(false)
    expect(appKit.getState().open).toBe(false)
  })

  it('on a pointer, focus or press on a button: kernel, modal chunk and first view start loading', async () => {
    for (const event of ['pointerEnter', 'focus', 'pointerDown'] as const) {
      const wallet = lazyWallet()
      const { appKit } = kit({ plugins: [wallet.plugin] })
      const { container, unmount } = render(
        <AppKitProvider appKit={appKit}>
          <AppKitButton />
        </AppKitProvider>,
      )
      const button = container.querySelector('portico-button')!.shadowRoot!.querySelector('button')!
      expect(wallet.load).not.toHaveBeenCalled()
      fireEvent[event](button)
      expect(wallet.load).toHaveBeenCalledOnce()
      await act(() => internalsOf(appKit).loadKernel())
      expect(internalsOf(appKit).kernel).toBeDefined()
      unmount()
    }
  })

  it('a kernel that fails to load: a stored connection reads "disconnected", open() rejects, a later open retries', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    let fail = true
    const wallet = fakeEvm()
    const flaky: Plugin = {
      id: 'flaky',
      load: async () => {
        if (fail) throw new Error('offline')
        return { adapters: wallet.plugin.adapters }
      },
    }
    const { appKit } = kit({ plugins: [flaky], storage: storedConnection() })
    const inner = internalsOf(appKit)
    await expect(inner.loadKernel()).rejects.toThrow('offline')
    expect(inner.accounts.get().eip155!.status).toBe('disconnected')
    expect(appKit.getState()).toMatchObject({ open: false, initialized: true })
    expect(error).toHaveBeenCalledWith('[portico] could not load the kernel', expect.any(Error))
    await expect(act(() => appKit.open())).rejects.toThrow('offline')
    expect(appKit.getState().open).toBe(false)
    fail = false
    await act(() => appKit.open())
    expect(appKit.getState().open).toBe(true)
    // the stored connection is still there: the kernel resyncs it
    expect(inner.accounts.get().eip155!.status).toBe('connecting')
    error.mockRestore()
  })

  it('open() shows the first frame of the dialog once the wait passes LOADING_CARD_DELAY_MS: a named, busy modal dialog with focus inside, replaced by the real one', async () => {
    const { appKit } = kit()
    const opener = document.body.appendChild(document.createElement('button'))
    opener.focus()
    let opened!: Promise<void>
    // the chunks take longer than LOADING_CARD_DELAY_MS: the card shows then (its clock alone faked)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    act(() => {
      opened = appKit.open()
      vi.advanceTimersByTime(LOADING_CARD_DELAY_MS)
    })
    vi.useRealTimers()
    // before any chunk has arrived
    const loading = document.body.querySelector('portico-modal-loading')!
    const dialog = within(loading.shadowRoot as unknown as HTMLElement).getByRole('dialog', { name: 'Loading' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(dialog.getAttribute('aria-busy')).toBe('true')
    expect(loading.shadowRoot!.activeElement).toBe(dialog)
    expect(await axeViolations(loading.shadowRoot as never)).toEqual([])
    await act(() => opened)
    expect(document.body.querySelector('portico-modal-loading')).toBeNull()
    const host = hosts()[0] as HTMLElement
    expect(host.hasAttribute('data-instant')).toBe(true) // no second entrance animation
    // it came with its view loaded: content and title at once, not a fallback spinner
    const real = within(host.shadowRoot as unknown as HTMLElement)
    expect(real.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
    expect(real.getByRole('button', { name: 'Sandbox Wallet' })).toBeTruthy()
    act(() => appKit.close())
    expect(host.hasAttribute('data-instant')).toBe(false) // the next open animates again
    opener.remove()
  })

  it('Esc, the close button or the overlay on the first frame cancel the open and return focus', async () => {
    for (const how of ['Escape', 'close', 'overlay'] as const) {
      const { appKit } = kit()
      const opener = document.body.appendChild(document.createElement('button'))
      opener.focus()
      let opened!: Promise<void>
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
      act(() => {
        opened = appKit.open()
        vi.advanceTimersByTime(LOADING_CARD_DELAY_MS)
      })
      vi.useRealTimers()
      const root = document.body.querySelector('portico-modal-loading')!.shadowRoot!
      act(() => {
        if (how === 'Escape') fireEvent.keyDown(root.querySelector('[role=dialog]')!, { key: 'Escape' })
        else if (how === 'close') fireEvent.click(root.querySelector('button')!)
        else fireEvent.click(root.querySelector('.o')!)
      })
      expect(appKit.getState().open).toBe(false)
      expect(document.body.querySelector('portico-modal-loading')).toBeNull()
      expect(document.activeElement).toBe(opener)
      await act(() => opened)
      expect(internalsOf(appKit).kernel!.get(TOKENS.modal).get().open).toBe(false)
      opener.remove()
    }
  })

  it('disposed while loading: the kernel is disposed as it arrives', async () => {
    const { appKit, adapter } = kit({ storage: storedConnection() })
    const dispose = vi.fn()
    adapter.dispose = dispose
    const loading = internalsOf(appKit).loadKernel()
    appKit.dispose()
    await expect(loading).rejects.toThrow('disposed')
    expect(dispose).toHaveBeenCalledOnce()
    expect(internalsOf(appKit).kernel).toBeUndefined()
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
    const router = internalsOf(appKit).kernel!.get(TOKENS.router)
    await act(async () => router.push('Networks'))
    await waitFor(() => expect(shadow.getByRole('region', { name: 'Choose Network' })).toBeTruthy())
    await act(async () => shadow.getByRole('button', { name: 'Close' }).click())
    expect(router.get().view).toBe('Connect')
    expect(appKit.getState().open).toBe(true)
    expect(await axeViolations(host.shadowRoot as never)).toEqual([])
  })
})
