// @vitest-environment happy-dom
import { render } from '@testing-library/react'
import { siFacebook, siGithub, siGoogle, siX } from 'simple-icons'
import { describe, expect, it } from 'vitest'
import { BrandIcon, brandFill } from './brand-icon.tsx'
import { axeViolations } from '../test-support/axe.ts'

describe('BrandIcon', () => {
  it('draws the brand path, hidden from assistive technology, in the brand colour', () => {
    const { container } = render(<BrandIcon icon={siGoogle} size={24} />)
    const svg = container.querySelector('svg')!
    expect(svg.getAttribute('aria-hidden')).toBe('true')
    expect(svg.getAttribute('width')).toBe('24')
    expect(svg.getAttribute('fill')).toBe('#4285F4')
    expect(container.querySelector('path')!.getAttribute('d')).toBe(siGoogle.path)
  })

  it('gives near-black brands the text colour, so they read on the dark theme', () => {
    expect(brandFill(siX.hex)).toBe('currentColor')
    expect(brandFill(siGithub.hex)).toBe('currentColor')
    expect(brandFill(siFacebook.hex)).toBe(`#${siFacebook.hex}`)
    expect(brandFill('not-a-colour')).toBe('currentColor')
  })

  it('passes axe inside a named button', async () => {
    const { container } = render(
      <button type="button" aria-label="Continue with Google">
        <BrandIcon icon={siGoogle} />
      </button>,
    )
    expect(await axeViolations(container)).toEqual([])
  })
})
