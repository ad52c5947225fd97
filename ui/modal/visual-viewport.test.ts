// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { followVisualViewport, VISUAL_VIEWPORT_HEIGHT, VISUAL_VIEWPORT_LEFT, VISUAL_VIEWPORT_TOP, VISUAL_VIEWPORT_WIDTH } from './visual-viewport.ts'

class FakeViewport extends EventTarget {
  height = 640
  offsetTop = 0
  width = 360
  offsetLeft = 0
}

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

function setup() {
  const viewport = new FakeViewport()
  Object.defineProperty(window, 'visualViewport', { value: viewport, configurable: true })
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
    cb(0)
    return 1
  })
  const frame = document.createElement('div')
  document.body.append(frame)
  return { viewport, frame }
}

describe('followVisualViewport', () => {
  it('sets the visible box at once and follows its changes (the keyboard opens, the page scrolls under it)', () => {
    const { viewport, frame } = setup()
    const stop = followVisualViewport(frame)
    expect(frame.style.getPropertyValue(VISUAL_VIEWPORT_HEIGHT)).toBe('640px')
    expect(frame.style.getPropertyValue(VISUAL_VIEWPORT_TOP)).toBe('0px')
    viewport.height = 340
    viewport.offsetTop = 120
    viewport.dispatchEvent(new Event('resize'))
    expect(frame.style.getPropertyValue(VISUAL_VIEWPORT_HEIGHT)).toBe('340px')
    expect(frame.style.getPropertyValue(VISUAL_VIEWPORT_TOP)).toBe('120px')
    stop()
    expect(frame.style.getPropertyValue(VISUAL_VIEWPORT_HEIGHT)).toBe('')
    viewport.height = 100
    viewport.dispatchEvent(new Event('resize'))
    expect(frame.style.getPropertyValue(VISUAL_VIEWPORT_HEIGHT)).toBe('')
  })

  it('takes the box read before the frame was inserted as it is, without reading it again', () => {
    const { viewport, frame } = setup()
    const seen = { top: 10, height: 500, left: 0, width: 360 }
    let reads = 0
    Object.defineProperty(viewport, 'height', { get: () => (reads++, 640), configurable: true })
    const stop = followVisualViewport(frame, seen)
    expect(reads).toBe(0)
    expect(frame.style.getPropertyValue(VISUAL_VIEWPORT_HEIGHT)).toBe('500px')
    expect(frame.style.getPropertyValue(VISUAL_VIEWPORT_TOP)).toBe('10px')
    viewport.dispatchEvent(new Event('resize'))
    expect(frame.style.getPropertyValue(VISUAL_VIEWPORT_HEIGHT)).toBe('640px')
    stop()
  })

  it('takes the visible width on a page wider than the screen (the layout viewport grows past it), and its left edge when panned', () => {
    const { viewport, frame } = setup()
    viewport.width = 320
    const stop = followVisualViewport(frame)
    expect(frame.style.getPropertyValue(VISUAL_VIEWPORT_WIDTH)).toBe('320px')
    expect(frame.style.getPropertyValue(VISUAL_VIEWPORT_LEFT)).toBe('0px')
    viewport.offsetLeft = 47
    viewport.dispatchEvent(new Event('scroll'))
    expect(frame.style.getPropertyValue(VISUAL_VIEWPORT_LEFT)).toBe('47px')
    stop()
    expect(frame.style.getPropertyValue(VISUAL_VIEWPORT_WIDTH)).toBe('')
    expect(frame.style.getPropertyValue(VISUAL_VIEWPORT_LEFT)).toBe('')
  })

  it('scrolls the focused text field inside the frame back into view, and nothing else', () => {
    const { viewport, frame } = setup()
    const email = document.createElement('input')
    email.type = 'email'
    const button = document.createElement('button')
    frame.append(email, button)
    const scrolled = vi.fn()
    email.scrollIntoView = scrolled
    button.scrollIntoView = scrolled
    followVisualViewport(frame)
    email.focus()
    viewport.height = 300
    viewport.dispatchEvent(new Event('resize'))
    expect(scrolled).toHaveBeenCalledTimes(1)
    expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' })
    button.focus()
    viewport.dispatchEvent(new Event('resize'))
    expect(scrolled).toHaveBeenCalledTimes(1)
  })
})
