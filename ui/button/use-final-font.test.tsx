// @vitest-environment happy-dom
import { act, render } from '@testing-library/react'
import { useRef } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FONT_WAIT_MS, useFinalFont } from './use-final-font.ts'

function Host() {
  const ref = useRef<HTMLElement>(null)
  useFinalFont(ref)
  return <span ref={ref} data-testid="host" />
}

/** A document.fonts whose load() settles when the test says so. */
function fakeFonts() {
  let finish = () => {}
  const loading = new Promise<void>((resolve) => (finish = resolve))
  const fonts = Object.assign([] as FontFace[], { check: () => false, load: () => loading.then(() => []) })
  Object.defineProperty(document, 'fonts', { value: fonts, configurable: true })
  return { finish: () => act(async () => finish()) }
}

afterEach(() => {
  vi.useRealTimers()
  delete (document as { fonts?: unknown }).fonts
  document.body.innerHTML = ''
})

describe('useFinalFont', () => {
  it('keeps a client-rendered button hidden until Inter has loaded', async () => {
    const fonts = fakeFonts()
    const { getByTestId } = render(<Host />)
    expect(getByTestId('host').hasAttribute('data-font-pending')).toBe(true)
    await fonts.finish()
    expect(getByTestId('host').hasAttribute('data-font-pending')).toBe(false)
  })

  it(`shows it in the fallback face after ${FONT_WAIT_MS} ms when the font is slow`, () => {
    vi.useFakeTimers()
    fakeFonts()
    const { getByTestId } = render(<Host />)
    expect(getByTestId('host').hasAttribute('data-font-pending')).toBe(true)
    act(() => vi.advanceTimersByTime(FONT_WAIT_MS))
    expect(getByTestId('host').hasAttribute('data-font-pending')).toBe(false)
  })

  it('never hides a button hydrated from server HTML (it is already on screen)', async () => {
    fakeFonts()
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Host />)
    document.body.append(container)
    await act(async () => {
      hydrateRoot(container, <Host />)
    })
    expect(container.querySelector('[data-testid=host]')!.hasAttribute('data-font-pending')).toBe(false)
  })
})
