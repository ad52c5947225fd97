import { describe, expect, it, vi } from 'vitest'
import type { Kernel } from '../../kernel/container/create-kernel.ts'
import type { Plugin } from '../../kernel/plugin/plugin.ts'
import { createKernelLoader, type KernelLoaderOptions } from './kernel-loader.ts'

const options = { projectId: 'p', networks: [] } as unknown as KernelLoaderOptions['options']

/** A kernel entry whose chunk the test lets arrive (or fail) when it chooses. */
function entry() {
  const kernel = { dispose: vi.fn() } as unknown as Kernel
  const calls: { plugins: readonly Plugin[] }[] = []
  let fail: unknown
  const importKernel = vi.fn(async () => {
    if (fail) throw fail
    return {
      startKernel: async (_: unknown, plugins: readonly Plugin[]) => {
        calls.push({ plugins })
        await Promise.all(plugins.map((p) => p.load?.()))
        return kernel
      },
    }
  })
  return { kernel, calls, importKernel, failNext: (error: unknown) => (fail = error), succeedNext: () => (fail = undefined) }
}

function loader(e: ReturnType<typeof entry>, extra: Partial<KernelLoaderOptions> = {}) {
  const onLoad = vi.fn()
  const onError = vi.fn()
  const l = createKernelLoader({ options, resolved: () => options as unknown as ReturnType<KernelLoaderOptions['resolved']>, plugins: [], window: {} as Window, onLoad, onError, importKernel: e.importKernel, ...extra })
  return { l, onLoad, onError }
}

describe('createKernelLoader', () => {
  it('loads once: the chunk is imported once, onLoad runs before load() resolves', async () => {
    const e = entry()
    const { l, onLoad } = loader(e)
    const [a, b] = await Promise.all([l.load(), l.load()])
    expect(a).toBe(e.kernel)
    expect(b).toBe(e.kernel)
    expect(l.kernel).toBe(e.kernel)
    expect(e.importKernel).toHaveBeenCalledTimes(1)
    expect(onLoad).toHaveBeenCalledExactlyOnceWith(e.kernel)
  })

  it('asks for the resolved options as the kernel starts, not before, and starts the kernel with them', async () => {
    const e = entry()
    const started: unknown[] = []
    const start = e.importKernel.getMockImplementation()!
    e.importKernel.mockImplementation(async () => {
      const m = await start()
      return { startKernel: (resolved: unknown, plugins: readonly Plugin[]) => (started.push(resolved), m.startKernel(resolved, plugins)) }
    })
    const current = { projectId: 'p', locale: 'en' }
    const resolved = vi.fn(() => ({ ...current }) as unknown as ReturnType<KernelLoaderOptions['resolved']>)
    const { l } = loader(e, { resolved })
    expect(resolved).not.toHaveBeenCalled()
    const pending = l.load()
    current.locale = 'de' // the locale the page shows by the time the chunk arrived
    await pending
    expect(resolved).toHaveBeenCalledTimes(1)
    expect(started).toEqual([{ projectId: 'p', locale: 'de' }])
  })

  it("starts each plugin's load() at once, beside the kernel chunk, and hands the kernel that same promise", async () => {
    const e = entry()
    const load = vi.fn(async () => ({}))
    const { l } = loader(e, { plugins: [{ id: 'x', load }] })
    const pending = l.load()
    expect(load).toHaveBeenCalledTimes(1) // before the kernel chunk has arrived
    await pending
    expect(load).toHaveBeenCalledTimes(1)
    expect(e.calls[0]!.plugins.map((p) => p.id)).toEqual(['x'])
  })

  it('a failed chunk load is reported and the next load() tries again', async () => {
    const e = entry()
    const { l, onError, onLoad } = loader(e)
    e.failNext(new Error('offline'))
    await expect(l.load()).rejects.toThrow('offline')
    expect(onError).toHaveBeenCalledTimes(1)
    e.succeedNext()
    await expect(l.load()).resolves.toBe(e.kernel)
    expect(onLoad).toHaveBeenCalledTimes(1)
  })

  it('rejects on a server; after dispose it rejects, and a kernel arriving meanwhile is disposed', async () => {
    const e = entry()
    await expect(loader(e, { window: undefined }).l.load()).rejects.toMatchObject({ code: 'NO_WINDOW' })
    expect(e.importKernel).not.toHaveBeenCalled()

    const { l, onLoad } = loader(e)
    const pending = l.load()
    l.dispose()
    await expect(pending).rejects.toMatchObject({ code: 'DISPOSED' })
    expect(e.kernel.dispose).toHaveBeenCalledTimes(1)
    expect(onLoad).not.toHaveBeenCalled()
    await expect(l.load()).rejects.toMatchObject({ code: 'DISPOSED' })
  })
})
