import { afterEach, describe, expect, it, vi } from 'vitest'
import { preloadImages } from './preload-images.ts'

afterEach(() => vi.useRealTimers())

/** An Image that loads `ok` URLs at once, fails `broken` ones, and never answers the rest. */
function fakeImage(requested: string[]) {
  return class {
    onload: (() => void) | null = null
    onerror: (() => void) | null = null
    referrerPolicy = ''
    decoding = ''
    set src(url: string) {
      requested.push(url)
      if (url.includes('ok')) queueMicrotask(() => this.onload?.())
      else if (url.includes('broken')) queueMicrotask(() => this.onerror?.())
    }
  } as unknown as new () => HTMLImageElement
}

describe('preloadImages', () => {
  it('starts every image and resolves when each has loaded or failed', async () => {
    const requested: string[] = []
    await expect(preloadImages(['https://a/ok.png', 'https://a/broken.png'], { Image: fakeImage(requested) })).resolves.toBeUndefined()
    expect(requested).toEqual(['https://a/ok.png', 'https://a/broken.png'])
  })

  it('stops waiting after 2 s', async () => {
    vi.useFakeTimers()
    let done = false
    void preloadImages(['https://a/ok.png', 'https://a/slow.png'], { Image: fakeImage([]) }).then(() => (done = true))
    await vi.advanceTimersByTimeAsync(1999)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
  })

  it('resolves at once with nothing to load or no Image', async () => {
    await expect(preloadImages([], { Image: fakeImage([]) })).resolves.toBeUndefined()
    await expect(preloadImages(['https://a/ok.png'], { Image: undefined })).resolves.toBeUndefined()
  })
})
