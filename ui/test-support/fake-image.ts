import { vi } from 'vitest'

/**
 * happy-dom never loads images: this Image "loads" every URL on the next microtask (or fails
 * the ones containing `broken`), and records what was asked. Install with `stubImage()`.
 */
export function stubImage() {
  const requested: string[] = []
  class FakeImage {
    onload: (() => void) | null = null
    onerror: (() => void) | null = null
    referrerPolicy = ''
    decoding = ''
    set src(url: string) {
      requested.push(url)
      queueMicrotask(() => (url.includes('broken') ? this.onerror?.() : this.onload?.()))
    }
  }
  vi.stubGlobal('Image', FakeImage)
  return { requested }
}
