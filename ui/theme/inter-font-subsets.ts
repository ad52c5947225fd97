// Inter's non-latin subsets (SIL Open Font License 1.1, ./fonts/LICENSE), registered when the modal
// mounts: wallet and network names may need them; the buttons' labels need only the latin subset,
// which inter-font.ts registers from the page's first bundle.
import { adoptStyles } from '../components/adopt-styles.ts'
import { interFace } from './inter-font.ts'

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
]

/** The non-latin subsets' `@font-face` rules (each fetched only when text needs it: unicode-range). */
export const interSubsetsCss = subsets.map(([url, range]) => interFace(url, range)).join('\n')

const registered = new WeakSet<Document>()

/** Registers the non-latin subsets in a document once. */
export function registerInterSubsets(doc: Document): void {
  if (registered.has(doc)) return
  registered.add(doc)
  adoptStyles(doc, interSubsetsCss)
}
