// A refused close shakes the modal for 500 ms. The shake is CSS (styles.css), so the
// cascade is checked in the real browser: in a shadow root whose host took over from the loading
// dialog (data-instant: the first open while the modal's code loaded, the usual first connect, when
// a required sign-in appears) the shake must still play, while the open animation stays off.
import { readFileSync } from 'node:fs'
import { chromium, type Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.ts'

// The plain-CSS part of the stylesheet (from the keyframes on): Tailwind's part needs its compiler.
const source = readFileSync(new URL('./styles.css', import.meta.url), 'utf8')
const css = source.slice(source.indexOf('@keyframes'))

let browser: Browser
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
}, 30_000)
afterAll(() => browser?.close())

async function animationOf(host: { instant: boolean; shake: boolean }, reducedMotion = false): Promise<{ name: string; duration: string; outline?: string }> {
  const page = await browser.newPage({ reducedMotion: reducedMotion ? 'reduce' : 'no-preference' })
  try {
    return await page.evaluate(
      ({ css, host }) => {
        const element = document.createElement('div')
        if (host.instant) element.setAttribute('data-instant', '')
        element.style.setProperty('--pc-error', 'red') // the theme's token, set on the host by the modal
        document.body.append(element)
        const root = element.attachShadow({ mode: 'open' })
        root.innerHTML = `<style>${css}</style><section class="pc-pop-in"${host.shake ? ' data-shake' : ''}>modal</section>`
        const style = getComputedStyle(root.querySelector('section')!)
        return { name: style.animationName, duration: style.animationDuration, ...(style.outlineStyle !== 'none' ? { outline: style.outlineStyle } : {}) }
      },
      { css, host },
    )
  } finally {
    await page.close()
  }
}

describe('the modal shake (styles.css)', () => {
  it('plays for 500 ms in a modal opened normally', async () => {
    expect(await animationOf({ instant: false, shake: true })).toEqual({ name: 'pc-shake', duration: '0.5s' })
    expect((await animationOf({ instant: false, shake: false })).name).toBe('pc-pop-in')
  })

  it('plays for 500 ms in a modal that took over from the loading dialog (data-instant), whose open animation stays off', async () => {
    expect(await animationOf({ instant: true, shake: true })).toEqual({ name: 'pc-shake', duration: '0.5s' })
    expect((await animationOf({ instant: true, shake: false })).name).toBe('none')
  })

  it('with reduced motion marks the refusal with an outline instead, in both cases', async () => {
    for (const instant of [false, true]) expect((await animationOf({ instant, shake: true }, true)).outline).toBe('solid')
  })
})
