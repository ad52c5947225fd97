// Inter (SIL Open Font License 1.1, ./fonts/LICENSE), the modal's and the buttons' face, shipped as
// woff2 files beside the code. Each file is named by a literal `new URL('./fonts/…', import.meta.url)`:
// the web-standard asset reference that Vite, webpack 5, Next.js (Turbopack) and Rolldown resolve
// and emit with no plugin, so the font never rides inside the JS (48 KB for the latin subset alone).
// The browser fetches a subset only when text needs one of its characters (unicode-range).
import { adoptStyles } from '../components/adopt-styles.ts'

export const INTER_FAMILY = 'Inter Variable'

/** The latin subset: what "Connect Wallet" and an address need, so it is preloaded. */
const latin = new URL('./fonts/inter-latin-wght-normal.woff2', import.meta.url)

/** One subset's `@font-face` rule (a face declared inside a shadow root is ignored, so it goes to the document). */
export const interFace = (url: URL, range: string) =>
  `@font-face{font-family:'${INTER_FAMILY}';font-style:normal;font-display:swap;font-weight:100 900;src:url(${JSON.stringify(url.href)}) format('woff2-variations'),url(${JSON.stringify(url.href)}) format('woff2');unicode-range:${range}}`

/**
 * The latin subset's face: all the buttons' labels need, so it is the only one in the page's first
 * bundle; the other subsets are registered with the modal (inter-font-subsets.ts).
 */
export const interFontFaceCss = interFace(
  latin,
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
)

const registered = new WeakSet<Document>()

/**
 * Registers Inter in a document once and starts fetching its latin subset, so the buttons are
 * drawn in their final face (and width) as soon as possible, not when the modal first opens.
 */
export function registerInterFont(doc: Document): void {
  if (registered.has(doc)) return
  registered.add(doc)
  adoptStyles(doc, interFontFaceCss)
  // The preload goes in before the face's own load starts: a preload added after it fetches the
  // file a second time, unused, and Chromium warns "preloaded using link preload but not used".
  if (doc.head && !doc.head.querySelector(`link[rel="preload"][href="${latin.href}"]`)) {
    const link = doc.createElement('link')
    link.rel = 'preload'
    link.as = 'font'
    link.type = 'font/woff2'
    link.crossOrigin = 'anonymous' // fonts are fetched in CORS mode: without it the preload is not reused
    link.href = latin.href
    doc.head.append(link)
  }
  // Load the buttons' face now (from the HTTP cache on a reload), not when a label is first laid out.
  void whenInterFontLoaded(doc)
}

/** The face the buttons draw their labels in, as `document.fonts` names it. */
const BUTTON_FONT = `600 14px '${INTER_FAMILY}'`

/** Whether the buttons' face is loaded in `doc` (false where the Font Loading API is missing). */
export function interFontLoaded(doc: Document): boolean {
  return doc.fonts?.check?.(BUTTON_FONT, 'Connect Wallet') === true && [...doc.fonts].some((f) => f.family.includes(INTER_FAMILY) && f.status === 'loaded')
}

/** Resolves when the buttons' face has loaded (or failed to: the fallback face is then final). */
export function whenInterFontLoaded(doc: Document): Promise<void> {
  if (!doc.fonts?.load) return Promise.resolve()
  return doc.fonts.load(BUTTON_FONT, 'Connect Wallet').then(
    () => undefined,
    () => undefined,
  )
}
