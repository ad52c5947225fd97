import { IMAGE_PRELOAD_TIMEOUT_MS } from './limits.ts'

export interface PreloadOptions {
  /** Gives up waiting after this long (2 s); the images keep loading. */
  timeoutMs?: number
  /** The Image constructor of the page (the modal's window); none on a server. */
  Image?: new () => HTMLImageElement
}

/**
 * Starts fetching `urls` (into the browser's image cache) and resolves when each has loaded or
 * failed, or when the timeout passes, whichever is first. Never rejects.
 */
export function preloadImages(urls: readonly string[], options: PreloadOptions = {}): Promise<void> {
  const ImageCtor = options.Image ?? (typeof Image === 'undefined' ? undefined : Image)
  if (!ImageCtor || urls.length === 0) return Promise.resolve()
  const loads = urls.map(
    (url) =>
      new Promise<void>((resolve) => {
        const img = new ImageCtor()
        img.onload = () => resolve()
        img.onerror = () => resolve()
        img.referrerPolicy = 'no-referrer'
        img.decoding = 'async'
        img.src = url
      }),
  )
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, options.timeoutMs ?? IMAGE_PRELOAD_TIMEOUT_MS)))
  return Promise.race([Promise.all(loads).then(() => undefined), timeout]).finally(() => clearTimeout(timer))
}

/** The `Image` constructor of a window (the modal's), if it has one. */
export function imageConstructorOf(win: Window | undefined): (new () => HTMLImageElement) | undefined {
  return (win as (Window & { Image?: new () => HTMLImageElement }) | undefined)?.Image
}
