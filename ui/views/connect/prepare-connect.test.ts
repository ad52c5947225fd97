// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createKernel, TOKENS, type Plugin, type PluginContext } from '../../../kernel/index.ts'
import { chainA } from '../../../kernel/test-support/networks.ts'
import { PREPARE_CONNECT_EARLIEST_MS, PREPARE_CONNECT_SETTLE_MS, PREPARE_CONNECT_TIMEOUT_MS, prepareConnect } from './prepare-connect.ts'

const kernels: { dispose(): void }[] = []
afterEach(() => {
  kernels.splice(0).forEach((k) => k.dispose())
  vi.useRealTimers()
})

function kernelWith(plugins: Plugin[], win: Partial<Window>) {
  const kernel = createKernel({ projectId: 'p', networks: [chainA], storage: 'memory', logLevel: 'silent', window: win as Window }, plugins)
  kernels.push(kernel)
  return kernel
}

describe('prepareConnect', () => {
  it("runs each plugin's prepareConnect once the view settled and the page is idle (with a deadline), not before", () => {
    vi.useFakeTimers()
    let idle: (() => void) | undefined
    const requestIdleCallback = vi.fn((fn: () => void) => ((idle = fn), 7))
    const prepare = vi.fn()
    const timers = { setTimeout: globalThis.setTimeout.bind(globalThis), clearTimeout: globalThis.clearTimeout.bind(globalThis) }
    const kernel = kernelWith([{ id: 'wc', prepareConnect: prepare }, { id: 'other' }], { requestIdleCallback, cancelIdleCallback: vi.fn(), ...timers } as Partial<Window>)
    prepareConnect(kernel)
    // while the view settles, not even the idle wait has begun
    vi.advanceTimersByTime(PREPARE_CONNECT_SETTLE_MS - 1)
    expect(requestIdleCallback).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: PREPARE_CONNECT_TIMEOUT_MS })
    expect(prepare).not.toHaveBeenCalled()
    idle!()
    expect(prepare).toHaveBeenCalledTimes(1)
  })

  it('without requestIdleCallback, after a timeout; a cancel before it ran stops it; a plugin that throws does not stop the others', () => {
    vi.useFakeTimers()
    const throwing = vi.fn(() => {
      throw new Error('nope')
    })
    const prepare = vi.fn()
    const win = { setTimeout: globalThis.setTimeout.bind(globalThis), clearTimeout: globalThis.clearTimeout.bind(globalThis) } as Partial<Window>
    const kernel = kernelWith([{ id: 'a', prepareConnect: throwing }, { id: 'b', prepareConnect: prepare }], win)
    const { cancel } = prepareConnect(kernel)
    cancel()
    vi.advanceTimersByTime(PREPARE_CONNECT_SETTLE_MS + PREPARE_CONNECT_TIMEOUT_MS)
    expect(prepare).not.toHaveBeenCalled()
    prepareConnect(kernel)
    vi.advanceTimersByTime(PREPARE_CONNECT_SETTLE_MS + PREPARE_CONNECT_TIMEOUT_MS)
    expect(throwing).toHaveBeenCalledTimes(1)
    expect(prepare).toHaveBeenCalledTimes(1)
  })

  it("hands each plugin its kernel's context, never on the open: a phone's WalletConnect pairing is made there, after the view settled", () => {
    vi.useFakeTimers()
    const seen: { mobile: boolean; open: boolean; projectId: string | undefined }[] = []
    // as the walletconnect plugin: on a phone whose modal is open, the prepare makes the pairing
    const pairing = vi.fn((context: PluginContext) => {
      seen.push({ mobile: context.get(TOKENS.environment).isMobile(), open: context.get(TOKENS.modal).get().open, projectId: context.options.projectId })
    })
    const timers = { setTimeout: globalThis.setTimeout.bind(globalThis), clearTimeout: globalThis.clearTimeout.bind(globalThis) }
    const iPhone = { navigator: { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' } } as Partial<Window>
    const kernel = kernelWith([{ id: 'wc', prepareConnect: pairing }], { ...iPhone, ...timers })
    kernel.get(TOKENS.modal).open({ view: 'Connect' })
    prepareConnect(kernel)
    // the open and the view's first frames: no pairing yet
    vi.advanceTimersByTime(PREPARE_CONNECT_SETTLE_MS)
    expect(pairing).not.toHaveBeenCalled()
    vi.advanceTimersByTime(PREPARE_CONNECT_TIMEOUT_MS)
    expect(seen).toEqual([{ mobile: true, open: true, projectId: 'p' }])
  })

  it('a move toward a wallet runs it at once, or when the entrance ends if sooner; once only', () => {
    vi.useFakeTimers()
    const prepare = vi.fn()
    const win = { setTimeout: globalThis.setTimeout.bind(globalThis), clearTimeout: globalThis.clearTimeout.bind(globalThis) } as Partial<Window>
    const kernel = kernelWith([{ id: 'wc', prepareConnect: prepare }], win)
    // a pointer resting where a row appears, or the dialog's first focus: taken when the entrance ends
    const early = prepareConnect(kernel)
    early.toward()
    vi.advanceTimersByTime(PREPARE_CONNECT_EARLIEST_MS - 1)
    expect(prepare).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(prepare).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(PREPARE_CONNECT_SETTLE_MS + PREPARE_CONNECT_TIMEOUT_MS)
    early.toward()
    expect(prepare).toHaveBeenCalledTimes(1)
    // after the entrance, at once: not after the settle and idle wait
    const later = prepareConnect(kernel)
    vi.advanceTimersByTime(PREPARE_CONNECT_EARLIEST_MS + 50)
    expect(prepare).toHaveBeenCalledTimes(1)
    later.toward()
    expect(prepare).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(PREPARE_CONNECT_SETTLE_MS + PREPARE_CONNECT_TIMEOUT_MS)
    expect(prepare).toHaveBeenCalledTimes(2)
    // an unmounted view's move does nothing
    const gone = prepareConnect(kernel)
    gone.cancel()
    vi.advanceTimersByTime(PREPARE_CONNECT_EARLIEST_MS)
    gone.toward()
    vi.advanceTimersByTime(PREPARE_CONNECT_SETTLE_MS + PREPARE_CONNECT_TIMEOUT_MS)
    expect(prepare).toHaveBeenCalledTimes(2)
  })

  it('schedules nothing when no plugin has anything to prepare', () => {
    const requestIdleCallback = vi.fn()
    prepareConnect(kernelWith([{ id: 'evm-like' }], { requestIdleCallback } as Partial<Window>))
    expect(requestIdleCallback).not.toHaveBeenCalled()
  })
})
