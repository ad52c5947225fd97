import { describe, expect, it } from 'vitest'
import { tokens } from '../../tailwind.config.ts'
import { themeProperties } from './theme-variables.ts'

describe('themeProperties', () => {
  it('gives the mode tokens as --pc-* variables, dark and light', () => {
    expect(themeProperties('dark')['--pc-bg']).toBe(tokens.dark.bg)
    expect(themeProperties('light')['--pc-bg']).toBe(tokens.light.bg)
    expect(themeProperties('dark')['--pc-z-index']).toBe('999')
    expect(themeProperties('dark')['--pc-modal-width']).toBe('360px')
  })

  it('lets AppKit theme variables override the tokens', () => {
    const p = themeProperties('dark', {
      '--w3m-accent': '#ff0000',
      '--w3m-font-family': 'Comic Sans MS',
      '--w3m-border-radius-master': '2px',
      '--w3m-z-index': 5000,
      '--w3m-font-size-master': '10px',
    })
    expect(p['--pc-accent']).toBe('#ff0000')
    expect(p['--pc-font']).toBe('Comic Sans MS')
    expect(p['--pc-radius-master']).toBe('2px')
    expect(p['--pc-z-index']).toBe('5000')
    expect(p['--pc-font-size-master']).toBe('10px')
    expect(themeProperties('dark', { '--apkt-font-size-master': '8px', '--w3m-font-size-master': '10px', '--apkt-border-radius-master': '0px' })).toMatchObject({ '--pc-font-size-master': '8px', '--pc-radius-master': '0px' })
  })

  it('tints the surfaces with --w3m-color-mix', () => {
    const p = themeProperties('light', { '--w3m-color-mix': '#00ff00', '--w3m-color-mix-strength': 20 })
    expect(p['--pc-bg']).toBe(`color-mix(in srgb, #00ff00 20%, ${tokens.light.bg})`)
    expect(p['--pc-fg']).toBe(tokens.light.fg)
  })

  it("reads the QR colour and AppKit's newer --apkt-* names, which win over their --w3m-* twins", () => {
    const p = themeProperties('dark', { '--w3m-qr-color': '#123456', '--w3m-accent': '#ff0000', '--apkt-accent': '#00ff00', '--apkt-z-index': 42, '--apkt-color-mix': '#0000ff', '--apkt-color-mix-strength': 10 })
    expect(p['--pc-qr-color']).toBe('#123456')
    expect(p['--pc-accent']).toBe('#00ff00')
    expect(p['--pc-z-index']).toBe('42')
    expect(p['--pc-bg']).toBe(`color-mix(in srgb, #0000ff 10%, ${tokens.dark.bg})`)
    expect(themeProperties('light')['--pc-qr-color']).toBe('#000000')
  })
})
