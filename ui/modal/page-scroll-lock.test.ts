// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { lockPageScroll, pageScrollbarWidth } from './page-scroll-lock.ts'

const root = document.documentElement

afterEach(() => {
  root.removeAttribute('style')
})

describe('lockPageScroll', () => {
  it('hides the overflow of <html> by CSSOM and puts back what the page had', () => {
    root.style.overflow = 'auto'
    const unlock = lockPageScroll(document)
    expect(root.style.overflow).toBe('hidden')
    expect(root.getAttribute('style')).toContain('overflow: hidden')
    unlock()
    expect(root.style.overflow).toBe('auto')
  })

  it("keeps a classic scrollbar's width as padding, added to the page's own", () => {
    Object.defineProperty(root, 'clientWidth', { value: window.innerWidth - 15, configurable: true })
    try {
      root.style.paddingRight = '4px'
      const unlock = lockPageScroll(document)
      expect(root.style.paddingRight).toBe('calc(4px + 15px)')
      unlock()
      expect(root.style.paddingRight).toBe('4px')
    } finally {
      delete (root as { clientWidth?: number }).clientWidth
    }
  })

  it('takes a scrollbar width read ahead, as the open reads it before the dialog is in', () => {
    Object.defineProperty(root, 'clientWidth', { value: window.innerWidth - 12, configurable: true })
    try {
      const width = pageScrollbarWidth(document)
      expect(width).toBe(12)
      Object.defineProperty(root, 'clientWidth', { value: window.innerWidth, configurable: true })
      const unlock = lockPageScroll(document, width)
      expect(root.style.paddingRight).toBe('calc(0px + 12px)')
      unlock()
      expect(root.style.paddingRight).toBe('')
    } finally {
      delete (root as { clientWidth?: number }).clientWidth
    }
  })

  it('nests: two locks released in turn leave the page as it was', () => {
    const first = lockPageScroll(document)
    const second = lockPageScroll(document)
    second()
    expect(root.style.overflow).toBe('hidden')
    first()
    expect(root.style.overflow).toBe('')
  })
})
