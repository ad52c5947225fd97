// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { INTER_FAMILY, interFontFaceCss, registerInterFont } from './inter-font.ts'
import { interSubsetsCss, registerInterSubsets } from './inter-font-subsets.ts'

describe('Inter font', () => {
  it('declares every subset as a woff2 file beside the code, never inline data', () => {
    const faces = `${interFontFaceCss}\n${interSubsetsCss}`.match(/@font-face\{[^}]*\}/g) ?? []
    expect(faces).toHaveLength(7)
    // the first bundle holds the latin face only (the buttons' labels); the others come with the modal
    expect(interFontFaceCss.match(/@font-face/g)).toHaveLength(1)
    expect(interFontFaceCss).toMatch(/inter-latin-wght-normal\.woff2/)
    for (const face of faces) {
      expect(face).toContain(`font-family:'${INTER_FAMILY}'`)
      expect(face).toMatch(/src:url\("[^"]+\/fonts\/inter-[a-z-]+-wght-normal\.woff2"\)/)
      expect(face).toContain('unicode-range:U+')
    }
    expect(interFontFaceCss).not.toContain('data:')
  })

  it('registers the faces once per document and preloads the latin subset in CORS mode', () => {
    const doc = document.implementation.createHTMLDocument('page')
    registerInterFont(doc)
    registerInterFont(doc)
    const links = doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')
    expect(links).toHaveLength(1)
    expect(links[0]!.as).toBe('font')
    expect(links[0]!.crossOrigin).toBe('anonymous')
    expect(links[0]!.href).toMatch(/inter-latin-wght-normal\.woff2$/)
    const css = [...doc.adoptedStyleSheets.flatMap((s) => [...s.cssRules].map((r) => r.cssText)), ...[...doc.querySelectorAll('style')].map((s) => s.textContent)].join('\n')
    expect(css).toContain(INTER_FAMILY)
    registerInterSubsets(doc)
    registerInterSubsets(doc)
    const after = [...doc.adoptedStyleSheets.flatMap((s) => [...s.cssRules].map((r) => r.cssText)), ...[...doc.querySelectorAll('style')].map((s) => s.textContent)].join('\n')
    expect(after.match(/cyrillic-ext/g)).toHaveLength(2) // once: its face names the file twice (woff2-variations, woff2)
  })

  it("puts the preload in before the face's load starts, so the load takes the preloaded file", () => {
    const doc = document.implementation.createHTMLDocument('page')
    const preloadsAtLoad: number[] = []
    Object.defineProperty(doc, 'fonts', {
      value: { load: () => (preloadsAtLoad.push(doc.head.querySelectorAll('link[rel="preload"]').length), Promise.resolve([])) },
    })
    registerInterFont(doc)
    expect(preloadsAtLoad).toEqual([1])
  })
})
