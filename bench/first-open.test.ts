// Self-check of (q) against bench/fixtures in real Chromium: the fixture's modal code loads on the
// click (so an idle page still fetches it between the click and the settled frame), renders a dialog.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts'
import { measureFirstOpen } from './first-open.ts'
import { serveDirectory } from './static-server.ts'

let app: Awaited<ReturnType<typeof serveDirectory>>
let browser: Browser
beforeAll(async () => {
  app = await serveDirectory(fileURLToPath(new URL('./fixtures/', import.meta.url)))
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true })
})
afterAll(() => Promise.all([app.stop(), browser.close()]))

describe('measureFirstOpen', () => {
  it('opens at both moments with both inputs, times the real view and the settled frame, and counts the JS fetched in between', async () => {
    const result = await measureFirstOpen(browser, { name: 'fixture', url: app.url, buttonName: 'Connect Wallet', ready: '[role="dialog"] button' }, 1)
    expect(result.cells.map((c) => `${c.moment} ${c.input}`)).toEqual(['idle tap', 'idle click()', 'load+150 tap', 'load+150 click()'])
    for (const cell of result.cells) {
      expect(cell.runs).toHaveLength(1)
      expect(cell.readyMedianMs).toBeGreaterThan(1)
      expect(cell.settledMedianMs).toBeGreaterThanOrEqual(cell.readyMedianMs)
      // the fixture's modal.js is requested by the click: counted, whatever the moment
      expect(cell.jsGzipMedianBytes).toBeGreaterThan(0)
      expect(cell.loadEventMedianMs).toBeGreaterThan(0)
      expect(cell.navigationToReadyMedianMs).toBeGreaterThan(cell.readyMedianMs)
    }
    // the moment as asked: the click came 150 ms after the load event ended (less a timer's and the clocks' rounding), not before
    for (const cell of result.cells.filter((c) => c.moment === 'load+150')) expect(cell.clickAfterLoadMedianMs).toBeGreaterThanOrEqual(149)
    expect(result.heapAfterLoadRunsBytes).toHaveLength(2)
    expect(result.heapAfterLoadMedianBytes).toBeGreaterThan(100_000)
  }, 120_000)
})
