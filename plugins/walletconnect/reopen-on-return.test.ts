import { describe, expect, it, vi } from 'vitest'
import { reopenOnReturn } from './reopen-on-return.ts'

function page() {
  const target = new EventTarget()
  const doc = Object.assign(target, { visibilityState: 'hidden' as DocumentVisibilityState })
  const show = (state: DocumentVisibilityState) => {
    doc.visibilityState = state
    target.dispatchEvent(new Event('visibilitychange'))
  }
  return { doc: doc as unknown as Document, show }
}

function relayer(state: { connected: boolean; connecting: boolean }) {
  return { ...state, transportOpen: vi.fn(async () => {}), restartTransport: vi.fn(async () => {}) }
}

describe('the relay socket on return to the page', () => {
  it('is reopened at once when the page shows with it closed, not before', () => {
    const { doc, show } = page()
    const r = relayer({ connected: false, connecting: false })
    reopenOnReturn(doc, () => r as never, console)
    show('hidden')
    expect(r.transportOpen).not.toHaveBeenCalled()
    show('visible')
    expect(r.transportOpen).toHaveBeenCalledTimes(1)
  })

  it('is left alone when open, restarted when an attempt from while hidden still hangs', () => {
    const { doc, show } = page()
    const open = relayer({ connected: true, connecting: false })
    reopenOnReturn(doc, () => open as never, console)
    show('visible')
    expect(open.transportOpen).not.toHaveBeenCalled()
    const { doc: doc2, show: show2 } = page()
    const hanging = relayer({ connected: false, connecting: true })
    reopenOnReturn(doc2, () => hanging as never, console)
    show2('visible')
    expect(hanging.restartTransport).toHaveBeenCalledTimes(1)
    expect(hanging.transportOpen).not.toHaveBeenCalled()
  })

  it('says so when the relay does not answer, and stops listening on teardown', async () => {
    const { doc, show } = page()
    const r = relayer({ connected: false, connecting: false })
    r.transportOpen.mockRejectedValueOnce(new Error('down'))
    const logger = { error: vi.fn() }
    const stop = reopenOnReturn(doc, () => r as never, logger)
    show('visible')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(logger.error).toHaveBeenCalledWith('WalletConnect: the relay did not reopen on return', expect.any(Error))
    stop()
    show('visible')
    expect(r.transportOpen).toHaveBeenCalledTimes(1)
    expect(reopenOnReturn(undefined, () => r as never, console)).toBeTypeOf('function')
  })
})
