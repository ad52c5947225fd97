// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { adoptStyles } from './adopt-styles.ts'

describe('adoptStyles', () => {
  it('adopts one shared sheet per text into shadow roots', () => {
    const a = document.createElement('div').attachShadow({ mode: 'open' })
    const b = document.createElement('div').attachShadow({ mode: 'open' })
    adoptStyles(a, ':host{color:red}')
    adoptStyles(b, ':host{color:red}')
    adoptStyles(b, ':host{color:red}')
    const sheets = [...a.adoptedStyleSheets, ...b.adoptedStyleSheets]
    expect(sheets.length + a.querySelectorAll('style').length + b.querySelectorAll('style').length).toBeGreaterThanOrEqual(2)
    if (a.adoptedStyleSheets.length) {
      expect(b.adoptedStyleSheets).toHaveLength(1)
      expect(a.adoptedStyleSheets[0]).toBe(b.adoptedStyleSheets[0])
    }
  })
})
