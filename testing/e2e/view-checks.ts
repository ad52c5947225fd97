// What every view of the modal must be as a person sees it, checked in the browser without
// depending on pixels (geometry, axe), plus a screenshot against the committed baseline.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, type Locator, type Page } from '@playwright/test'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

export const dialog = (page: Page, name?: string | RegExp) => (name ? page.getByRole('dialog', { name }) : page.getByTestId('portico-modal'))

/** The header's Close button's name in the locales the suite checks (English, Arabic). */
const CLOSE = /^(Close|إغلاق)$/

/**
 * The dialog's box over `frames` animation frames once it shows: it must not move or change size
 * after its first settled frame (no section arriving late, no jump).
 */
async function boxesOverFrames(page: Page, frames = 8): Promise<{ x: number; y: number; width: number; height: number }[]> {
  return page.evaluate(async (count) => {
    const host = document.querySelector('portico-modal')
    const panel = host?.shadowRoot?.querySelector('[data-testid="portico-modal"]')
    if (!panel) throw new Error('no dialog')
    const boxes: { x: number; y: number; width: number; height: number }[] = []
    for (let i = 0; i < count; i++) {
      await new Promise((resolve) => requestAnimationFrame(resolve))
      const r = panel.getBoundingClientRect()
      boxes.push({ x: Math.round(r.x), y: Math.round(r.y), width: Math.round(r.width), height: Math.round(r.height) })
    }
    return boxes
  }, frames)
}

/** Waits until the dialog's box holds still for a few frames (its entrance has played), and returns it. */
export async function settledBox(page: Page) {
  let box: { x: number; y: number; width: number; height: number } | undefined
  await expect(async () => {
    const boxes = await boxesOverFrames(page, 4)
    expect(new Set(boxes.map((b) => JSON.stringify(b))).size).toBe(1)
    box = boxes[0]
  }).toPass({ timeout: 10_000 })
  return box!
}

/**
 * Geometry: the dialog lies inside the viewport; its header's Close button is visible, inside the
 * viewport and would receive a click; after its first settled frame the dialog keeps its size and
 * place for a further `frames` frames.
 */
export async function expectGeometry(page: Page, view: Locator) {
  await expect(view).toBeVisible()
  const box = await settledBox(page)
  const viewport = page.viewportSize()!
  expect(box.x, 'dialog left edge').toBeGreaterThanOrEqual(0)
  expect(box.y, 'dialog top edge').toBeGreaterThanOrEqual(0)
  expect(box.x + box.width, 'dialog right edge').toBeLessThanOrEqual(viewport.width)
  expect(box.y + box.height, 'dialog bottom edge').toBeLessThanOrEqual(viewport.height)
  const close = view.getByRole('button', { name: CLOSE }).first()
  await expect(close).toBeInViewport({ ratio: 1 })
  await close.click({ trial: true }) // visible, enabled, and the topmost element at its centre
  const later = await boxesOverFrames(page, 8)
  for (const b of later) expect(b, 'the dialog changed size or moved after it settled').toEqual(box)
}

/** axe-core on the dialog (inside the shadow root), colour contrast included: no critical or serious violation. */
export async function expectAccessible(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource })
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: unknown }[] }[] }> } }).axe
    const result = await axe.run({ include: [{ fromShadowDom: ['portico-modal', '[data-testid="portico-modal"]'] }] }, { resultTypes: ['violations'] })
    type Node = { target: unknown; html: string }
    return (result.violations as { id: string; impact: string; help: string; nodes: Node[] }[])
      .filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => `${JSON.stringify(n.target)} ${n.html.slice(0, 160)}`).join(', ')}`)
  })
  expect(violations).toEqual([])
}

/**
 * The dialog against its committed baseline: at most 1% of its pixels may differ (antialiasing), with
 * animations stopped, the caret hidden and the pointer moved off it (no hover). What changes between
 * runs (QR codes, balances, emails, countdowns) is masked. A missing baseline fails the run (CI
 * cannot write one); `--update-snapshots` writes it, and a person looks at it before committing.
 */
async function expectScreenshot(page: Page, name: string, mask: Locator[]) {
  await page.mouse.move(0, 0)
  await expect(dialog(page)).toHaveScreenshot(name, {
    mask,
    maxDiffPixelRatio: 0.01,
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
  })
}

export type Theme = 'dark' | 'light'

/** The playground's theme switch (outside the modal, under its overlay: a click event sent to it directly). */
export async function setTheme(page: Page, theme: Theme) {
  const host = page.locator('portico-modal')
  if ((await host.getAttribute('data-theme')) === theme) return
  await page.getByTestId('theme-toggle').dispatchEvent('click')
  await expect(host).toHaveAttribute('data-theme', theme)
}

/**
 * The playground's Language select (under the overlay too: chosen without a pointer), at run time
 * over the open view; waits until the dialog speaks it.
 */
export async function setLocale(page: Page, tag: 'en' | 'ar') {
  if ((await dialog(page).getAttribute('lang')) === tag) return
  await page.getByTestId('locale-select').selectOption(tag, { force: true })
  await expect(dialog(page)).toHaveAttribute('lang', tag)
  await expect(dialog(page)).toHaveAttribute('dir', tag === 'ar' ? 'rtl' : 'ltr')
}

export interface CheckOptions {
  /** The baseline's name (without theme); none: no screenshot at this size. */
  shot?: string
  /** What changes between runs inside the dialog (QR codes, balances, dates), found from the dialog (by test id: the same in every locale). */
  mask?: (dialog: Locator) => Locator[]
  themes?: readonly Theme[]
  /** Also in Arabic, right to left (switched at run time over the same view, then back to English). */
  rtl?: boolean
}

/** Geometry, axe and (optionally) the screenshot of the shown view, in each theme (and right to left); ends in the dark theme and English. */
export async function checkView(page: Page, view: Locator, options: CheckOptions = {}) {
  const themes = options.themes ?? (['dark', 'light'] as const)
  const mask = options.mask?.(dialog(page)) ?? []
  for (const theme of themes) {
    await setTheme(page, theme)
    await expectGeometry(page, view)
    await expectAccessible(page)
    if (options.shot) await expectScreenshot(page, `${options.shot}-${theme}.png`, mask)
  }
  if (options.rtl) {
    await setLocale(page, 'ar')
    for (const theme of [...themes].reverse()) {
      await setTheme(page, theme)
      await expectGeometry(page, dialog(page))
      await expectAccessible(page)
      if (options.shot) await expectScreenshot(page, `${options.shot}-rtl-${theme}.png`, mask)
    }
    await setLocale(page, 'en')
  }
  await setTheme(page, 'dark')
  await expect(view).toBeVisible()
}
