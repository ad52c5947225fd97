// @vitest-environment happy-dom
import { render } from '@testing-library/react'
import { BRAND_PATHS } from './brand-paths.ts'
import { describe, expect, it } from 'vitest'
import { BrandIcon, brandFill } from './brand-icon.tsx'
import { axeViolations } from '../test-support/axe.ts'

describe('BrandIcon', () => {
  it('draws the brand path, hidden from assistive technology, in the brand colour', () => {
    const { container } = render(<BrandIcon icon={BRAND_PATHS.google} size={24} />)
    const svg = container.querySelector('svg')!
    expect(svg.getAttribute('aria-hidden')).toBe('true')
    expect(svg.getAttribute('width')).toBe('24')
    expect(svg.getAttribute('fill')).toBe('#4285F4')
    expect(container.querySelector('path')!.getAttribute('d')).toBe(BRAND_PATHS.google.path)
  })

  it('gives near-black brands the text colour, so they read on the dark theme', () => {
    expect(brandFill(BRAND_PATHS.x.hex)).toBe('currentColor')
    expect(brandFill(BRAND_PATHS.github.hex)).toBe('currentColor')
    expect(brandFill(BRAND_PATHS.facebook.hex)).toBe(`#${BRAND_PATHS.facebook.hex}`)
    expect(brandFill('not-a-colour')).toBe('currentColor')
  })

  it('passes axe inside a named button', async () => {
    const { container } = render(
      <button type="button" aria-label="Continue with Google">
        <BrandIcon icon={BRAND_PATHS.google} />
      </button>,
    )
    expect(await axeViolations(container)).toEqual([])
  })
})
