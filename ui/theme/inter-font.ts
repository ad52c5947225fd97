// Inter (SIL Open Font License 1.1, ./fonts/LICENSE), the modal's and the buttons' face, shipped as
// woff2 files beside the code. Each file is named by a literal `new URL('./fonts/…', import.meta.url)`:
// the web-standard asset reference that Vite, webpack 5, Next.js (Turbopack) and Rolldown resolve
// and emit with no plugin, so the font never rides inside the JS (48 KB for the latin subset alone).
// The browser fetches a subset only when text needs one of its characters (unicode-range).
import { adoptStyles } from '../components/adopt-styles.ts'

export const INTER_FAMILY = 'Inter Variable'

/** The latin subset: what "Connect Wallet" and an address need, so it is preloaded. */
const latin = new URL('./fonts/inter-latin-wght-normal.woff2', import.meta.url)

const subsets: readonly (readonly [URL, string])[] = [
  [new URL('./fonts/inter-cyrillic-ext-wght-normal.woff2', import.meta.url), 'U+0460-052F,U+1C80-1C8A,U+20B4,U+2DE0-2DFF,U+A640-A69F,U+FE2E-FE2F'],
  [new URL('./fonts/inter-cyrillic-wght-normal.woff2', import.meta.url), 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116'],
  [new URL('./fonts/inter-greek-ext-wght-normal.woff2', import.meta.url), 'U+1F00-1FFF'],
  [new URL('./fonts/inter-greek-wght-normal.woff2', import.meta.url), 'U+0370-0377,U+037A-037F,U+0384-038A,U+038C,U+038E-03A1,U+03A3-03FF'],
  [
    new URL('./fonts/inter-vietnamese-wght-normal.woff2', import.meta.url),
    'U+0102-0103,U+0110-0111,U+0128-0129,U+0168-0169,U+01A0-01A1,U+01AF-01B0,U+0300-0301,U+0303-0304,U+0308-0309,U+0323,U+0329,U+1EA0-1EF9,U+20AB',
  ],
  [
    new URL('./fonts/inter-latin-ext-wght-normal.woff2', import.meta.url),
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  ],
  [
    latin,
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  ],
]

/** The `@font-face` rules (a face declared inside a shadow root is ignored, so they go to the document). */
export const interFontFaceCss = subsets
  .map(
    ([url, range]) =>
      `@font-face{font-family:'${INTER_FAMILY}';font-style:normal;font-display:swap;font-weight:100 900;src:url(${JSON.stringify(url.href)}) format('woff2-variations'),url(${JSON.stringify(url.href)}) format('woff2');unicode-range:${range}}`,
  )
  .join('\n')

const registered = new WeakSet<Document>()

/**
 * Registers Inter in a document once and starts fetching its latin subset, so the buttons are
 * drawn in their final face (and width) as soon as possible, not when the modal first opens.
 */
export function registerInterFont(doc: Document): void {
  if (registered.has(doc)) return
  registered.add(doc)
  adoptStyles(doc, interFontFaceCss)
  // Load the buttons' face now (from the HTTP cache on a reload), not when a label is first laid out.
  void whenInterFontLoaded(doc)
  if (!doc.head || doc.head.querySelector(`link[rel="preload"][href="${latin.href}"]`)) return
  const link = doc.createElement('link')
  link.rel = 'preload'
  link.as = 'font'
  link.type = 'font/woff2'
  link.crossOrigin = 'anonymous' // fonts are fetched in CORS mode: without it the preload is not reused
  link.href = latin.href
  doc.head.append(link)
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
