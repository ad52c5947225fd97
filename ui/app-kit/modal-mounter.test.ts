// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Kernel } from '../../kernel/container/create-kernel.ts'
import { chooseLocale, ENGLISH } from '../../kernel/i18n/locale-tag.ts'
import { createBootStore } from './boot-store.ts'
import type { AppKit } from './create-app-kit.ts'
import type { ModalModule } from './load-modal.ts'
import { createModalMounter, LOADING_CARD_DELAY_MS, type ModalMounterOptions } from './modal-mounter.ts'

afterEach(() => {
  document.body.innerHTML = ''
})

const kernel = {} as Kernel

/** A modal chunk whose current view (with its sections) is `view`'s load: none (no such view) by default. */
const modalModule = (mountModal: ModalModule['mountModal'], view?: () => ReturnType<ModalModule['loadViewWithSections']>): ModalModule => ({
  mountModal,
  loadViewWithSections: view ?? (() => undefined),
})

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}

function setup(extra: Partial<ModalMounterOptions> = {}) {
  const kernelLoad = deferred<Kernel>()
  let modalLoad = deferred<ModalModule>()
  const unmount = vi.fn()
  const mountModal = vi.fn((_appKit: AppKit, _options: { document: Document; instant?: boolean }) => ({ unmount }))
  const onFailure = vi.fn()
  let open = true
  const mounter = createModalMounter({
    document,
    appKit: {} as AppKit,
    loadKernel: () => kernelLoad.promise,
    loadedKernel: () => undefined,
    loadModal: () => modalLoad.promise,
    loadedModal: () => undefined,
    theme: createBootStore({ themeMode: 'dark' as const, themeVariables: {} }),
    locale: createBootStore(ENGLISH),
    isOpen: () => open,
    close: vi.fn(),
    onFailure,
    logError: vi.fn(),
    // the card at once unless a test says otherwise (LOADING_CARD_DELAY_MS has its own tests)
    loadingCardDelayMs: 0,
    ...extra,
  })
  return {
    mounter,
    kernelLoad,
    get modalLoad() {
      return modalLoad
    },
    freshModalLoad: () => (modalLoad = deferred<ModalModule>()),
    mountModal,
    unmount,
    onFailure,
    setOpen: (o: boolean) => (open = o),
  }
}

const loadingDialogs = () => [...document.body.children].filter((el) => el.shadowRoot?.querySelector('[role=dialog][aria-label=Loading]'))

describe('createModalMounter', () => {
  it('names the first frame in the locale, right to left in Arabic, from the first bundle\'s table', () => {
    const t = setup({ locale: createBootStore(chooseLocale('ar')) })
    void t.mounter.mount()
    const card = document.body.lastElementChild!.shadowRoot!
    const dialog = card.querySelector('[role=dialog]')!
    expect(dialog.getAttribute('aria-label')).toBe('جارٍ التحميل')
    expect(dialog.getAttribute('dir')).toBe('rtl')
    expect(dialog.getAttribute('lang')).toBe('ar')
    expect(card.querySelector('button')!.getAttribute('aria-label')).toBe('إغلاق')
    expect(card.querySelector('[role=status]')!.getAttribute('aria-label')).toBe('جارٍ التحميل')
    t.mounter.dispose()
  })

  it('shows the first frame while open, mounts the real modal once when the kernel and the modal chunk have arrived', async () => {
    const t = setup()
    const first = t.mounter.mount()
    const second = t.mounter.mount()
    expect(loadingDialogs()).toHaveLength(1)
    t.kernelLoad.resolve(kernel)
    t.modalLoad.resolve(modalModule(t.mountModal))
    await Promise.all([first, second])
    expect(t.mountModal).toHaveBeenCalledTimes(1)
    expect(t.mountModal.mock.calls[0]![1]).toMatchObject({ document, instant: true })
    expect(loadingDialogs()).toHaveLength(0)
    await t.mounter.mount()
    expect(t.mountModal).toHaveBeenCalledTimes(1)
    t.mounter.dispose()
    expect(t.unmount).toHaveBeenCalledTimes(1)
  })

  it('no first frame while closed (a preload mounts ahead of the open)', async () => {
    const t = setup()
    t.setOpen(false)
    const done = t.mounter.mount()
    expect(loadingDialogs()).toHaveLength(0)
    t.kernelLoad.resolve(kernel)
    t.modalLoad.resolve(modalModule(t.mountModal))
    await done
    expect(t.mountModal.mock.calls[0]![1]).toMatchObject({ instant: false })
  })

  it('a modal chunk that fails: the instance hears of it, the first frame goes, the next mount tries again', async () => {
    const t = setup()
    const failed = t.mounter.mount()
    t.kernelLoad.resolve(kernel)
    t.modalLoad.reject(new Error('offline'))
    await expect(failed).rejects.toThrow('offline')
    expect(t.onFailure).toHaveBeenCalledTimes(1)
    expect(loadingDialogs()).toHaveLength(0)
    t.freshModalLoad()
    const again = t.mounter.mount()
    t.modalLoad.resolve(modalModule(t.mountModal))
    await again
    expect(t.mountModal).toHaveBeenCalledTimes(1)
  })

  it('kernel, modal chunk and view already here (an idle preload): the real modal mounts within the open itself, no loading card', () => {
    const mountModal = vi.fn(() => ({ unmount: vi.fn() }))
    const loaded = Object.assign(Promise.resolve(), { status: 'fulfilled' as const })
    const t = setup({ loadedKernel: () => kernel, loadedModal: () => modalModule(mountModal, () => loaded) })
    void t.mounter.mount()
    expect(mountModal).toHaveBeenCalledOnce()
    expect(mountModal.mock.calls[0]).toEqual([expect.anything(), { document, instant: false }])
    expect(loadingDialogs()).toHaveLength(0)
    void t.mounter.mount()
    expect(mountModal).toHaveBeenCalledOnce()
  })

  it('a view (or one of its sections) still loading: the loading card shows until it has arrived', async () => {
    const view = deferred<void>()
    const loading: Promise<unknown> & { status?: 'fulfilled' } = view.promise.then(() => void (loading.status = 'fulfilled'))
    const mountModal = vi.fn(() => ({ unmount: vi.fn() }))
    const m = modalModule(mountModal, () => loading)
    const t = setup({ loadKernel: () => Promise.resolve(kernel), loadedKernel: () => kernel, loadModal: () => Promise.resolve(m), loadedModal: () => m })
    const done = t.mounter.mount()
    expect(loadingDialogs()).toHaveLength(1)
    view.resolve()
    await done
    expect(mountModal).toHaveBeenCalledOnce()
    expect(loadingDialogs()).toHaveLength(0)
  })

  it('a real modal that throws as it mounts at once: logged, the instance hears of it, the open rejects', async () => {
    const logError = vi.fn()
    const t = setup({ logError, loadedKernel: () => kernel, loadedModal: () => modalModule(() => { throw new Error('boom') }) })
    await expect(t.mounter.mount()).rejects.toThrow('boom')
    expect(logError).toHaveBeenCalledWith('could not show the modal', expect.any(Error))
    expect(t.onFailure).toHaveBeenCalledOnce()
  })

  describe('LOADING_CARD_DELAY_MS', () => {
    afterEach(() => vi.useRealTimers())

    it('the real dialog within the delay: no loading card ever, so nothing is replaced by a dialog of another size', async () => {
      vi.useFakeTimers()
      const t = setup({ loadingCardDelayMs: undefined })
      const done = t.mounter.mount()
      expect(loadingDialogs()).toHaveLength(0)
      await vi.advanceTimersByTimeAsync(LOADING_CARD_DELAY_MS - 50)
      t.kernelLoad.resolve(kernel)
      t.modalLoad.resolve(modalModule(t.mountModal))
      await done
      expect(t.mountModal.mock.calls[0]![1]).toMatchObject({ instant: false })
      await vi.advanceTimersByTimeAsync(LOADING_CARD_DELAY_MS)
      expect(loadingDialogs()).toHaveLength(0)
    })

    it('a longer wait: the card shows once the delay has passed, until the real dialog comes', async () => {
      vi.useFakeTimers()
      const t = setup({ loadingCardDelayMs: undefined })
      const done = t.mounter.mount()
      void t.mounter.mount()
      await vi.advanceTimersByTimeAsync(LOADING_CARD_DELAY_MS - 1)
      expect(loadingDialogs()).toHaveLength(0)
      await vi.advanceTimersByTimeAsync(1)
      expect(loadingDialogs()).toHaveLength(1)
      t.kernelLoad.resolve(kernel)
      t.modalLoad.resolve(modalModule(t.mountModal))
      await done
      expect(t.mountModal.mock.calls[0]![1]).toMatchObject({ instant: true })
      expect(loadingDialogs()).toHaveLength(0)
    })

    it('closed within the delay: no card comes later, and focus stays where it was', async () => {
      vi.useFakeTimers()
      const t = setup({ loadingCardDelayMs: undefined })
      const opener = document.createElement('button')
      document.body.append(opener)
      opener.focus()
      void t.mounter.mount().catch(() => {})
      t.setOpen(false)
      t.mounter.closedEarly(opener)
      await vi.advanceTimersByTimeAsync(LOADING_CARD_DELAY_MS * 2)
      expect(loadingDialogs()).toHaveLength(0)
      expect(document.activeElement).toBe(opener)
    })
  })

  it('closed before the real dialog came: the first frame goes and focus returns to the opener', () => {
    const t = setup()
    const opener = document.createElement('button')
    document.body.append(opener)
    void t.mounter.mount().catch(() => {})
    expect(loadingDialogs()).toHaveLength(1)
    t.mounter.closedEarly(opener)
    expect(loadingDialogs()).toHaveLength(0)
    expect(document.activeElement).toBe(opener)
  })
})
