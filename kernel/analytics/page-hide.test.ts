import { describe, expect, it, vi } from 'vitest'
import { onPageHide } from './page-hide.ts'

function fakePage() {
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState })
  const win = Object.assign(new EventTarget(), { document: doc }) as unknown as Window
  return { win, doc }
}

describe('onPageHide', () => {
  it('fires on visibilitychange to hidden, freeze and pagehide; not on becoming visible', () => {
    const { win, doc } = fakePage()
    const handler = vi.fn()
    onPageHide(win, handler)
    doc.dispatchEvent(new Event('visibilitychange'))
    expect(handler).not.toHaveBeenCalled()
    doc.visibilityState = 'hidden'
    doc.dispatchEvent(new Event('visibilitychange'))
    doc.dispatchEvent(new Event('freeze'))
    win.dispatchEvent(new Event('pagehide'))
    expect(handler).toHaveBeenCalledTimes(3)
  })

  it('stops listening', () => {
    const { win, doc } = fakePage()
    const handler = vi.fn()
    const stop = onPageHide(win, handler)
    stop()
    doc.visibilityState = 'hidden'
    doc.dispatchEvent(new Event('visibilitychange'))
    win.dispatchEvent(new Event('pagehide'))
    expect(handler).not.toHaveBeenCalled()
  })

  it('does nothing without a page or on a window that cannot listen', () => {
    expect(() => onPageHide(undefined, () => {})()).not.toThrow()
    expect(() => onPageHide({ location: { origin: 'https://a.example' } } as unknown as Window, () => {})()).not.toThrow()
    const throwing = {
      addEventListener() {
        throw new Error('no listeners here')
      },
      removeEventListener() {
        throw new Error('no listeners here')
      },
    }
    expect(() => onPageHide({ ...throwing, document: throwing } as unknown as Window, () => {})()).not.toThrow()
  })
})
