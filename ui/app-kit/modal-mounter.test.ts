// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Kernel } from '../../kernel/container/create-kernel.ts'
import { TOKENS } from '../../kernel/tokens.ts'
import { createBootStore } from './boot-store.ts'
import type { AppKit } from './create-app-kit.ts'
import type { ModalModule } from './load-modal.ts'
import { createModalMounter, type ModalMounterOptions } from './modal-mounter.ts'

afterEach(() => {
  document.body.innerHTML = ''
})

const kernel = {
  get: (token: unknown) => (token === TOKENS.views ? { get: () => undefined } : { get: () => ({ view: 'Connect' }) }),
} as unknown as Kernel

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
    loadModal: () => modalLoad.promise,
    theme: createBootStore({ themeMode: 'dark' as const, themeVariables: {} }),
    isOpen: () => open,
    close: vi.fn(),
    onFailure,
    logError: vi.fn(),
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
  it('shows the first frame while open, mounts the real modal once when the kernel and the modal chunk have arrived', async () => {
    const t = setup()
    const first = t.mounter.mount()
    const second = t.mounter.mount()
    expect(loadingDialogs()).toHaveLength(1)
    t.kernelLoad.resolve(kernel)
    t.modalLoad.resolve({ mountModal: t.mountModal })
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
    t.modalLoad.resolve({ mountModal: t.mountModal })
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
    t.modalLoad.resolve({ mountModal: t.mountModal })
    await again
    expect(t.mountModal).toHaveBeenCalledTimes(1)
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
