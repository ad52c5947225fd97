// Self-check of the benchmark against bench/fixtures in real Chromium (not the real measure).
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts'
import { measureModal, median, pressInFrameToVisible } from './measure.ts'
import { serveDirectory } from './static-server.ts'

const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url))
const gzipSize = async (name: string) => gzipSync(await readFile(`${fixtures}${name}`), { level: 9 }).length

let app: Awaited<ReturnType<typeof serveDirectory>>
let extension: Awaited<ReturnType<typeof serveDirectory>>
beforeAll(async () => {
  app = await serveDirectory(fixtures)
  extension = await serveDirectory(fixtures)
})
afterAll(() => Promise.all([app.stop(), extension.stop()]))

describe('measureModal', () => {
  it('counts initial and first-open scripts apart, skips excluded origins, and times click → dialog', async () => {
    const result = await measureModal({
      url: `${app.url}?extension=${encodeURIComponent(`${extension.url}extension.js`)}`,
      excludeOrigins: [new URL(extension.url).origin],
      runs: 3,
    })
    expect(result.initialJsFiles).toEqual([{ url: `${app.url}main.js`, gzipBytes: await gzipSize('main.js') }])
    expect(result.firstOpenJsFiles).toEqual([
      { url: `${app.url}modal.js`, gzipBytes: await gzipSize('modal.js') },
      { url: `${app.url}wc-preload.js`, gzipBytes: await gzipSize('wc-preload.js') },
    ])
    expect(result.initialJsGzipBytes).toBe(await gzipSize('main.js'))
    expect(result.firstOpenJsGzipBytes).toBe((await gzipSize('modal.js')) + (await gzipSize('wc-preload.js')))
    // the preload part is only told apart with `walletConnect` (its button marks the view)
    expect(result).not.toHaveProperty('firstOpenPreloadJsFiles')
    expect(result.clickToDialogRunsMs).toHaveLength(3)
    // The dialog turns visible one frame after insertion: at least a frame, far below a second.
    for (const ms of result.clickToDialogRunsMs) expect(ms).toBeGreaterThan(1)
    expect(result.clickToDialogMedianMs).toBeLessThan(1000)
    // (d): the fixture's dialog shows with its rows, so the real view's first frame is the dialog's
    expect(result.clickToRealViewRunsMs).toEqual(result.clickToDialogRunsMs)
    expect(result.clickCardRuns).toBe(0)
  }, 60_000)

  it('times a tap in a touch context (soon after load, and once idle) → the first frame of the given view, loading cards counted', async () => {
    const result = await measureModal({ url: app.url, runs: 1, tap: { runs: 2, ready: '[role="dialog"] button', card: 'fixture-loading-card' } })
    expect(result.tap!.ready).toBe('[role="dialog"] button')
    for (const times of [result.tap!.soonAfterLoad, result.tap!.afterIdle]) {
      expect(times.runsMs).toHaveLength(2)
      // the fixture's modal loads on the tap, then shows: at least a frame, far below a second
      for (const ms of times.runsMs) expect(ms).toBeGreaterThan(1)
      expect(times.medianMs).toBeLessThan(1000)
      expect(times.cardRuns).toBe(0)
    }
  }, 120_000)

  it('counts the extension when its origin is not excluded', async () => {
    const result = await measureModal({ url: `${app.url}?extension=${encodeURIComponent(`${extension.url}extension.js`)}`, runs: 1 })
    expect(result.initialJsFiles.map((f) => f.url)).toContain(`${extension.url}extension.js`)
  }, 60_000)
})

describe('measureModal: (p) the opened view settled, its layout jumps counted', () => {
  it('a view that pops in with a transform and holds still: settled with no jump', async () => {
    const result = await measureModal({ url: app.url, runs: 2 })
    const { clickSettle } = result
    expect(clickSettle.settledRunsMs).toHaveLength(2)
    // settled at the real view's first frame (the pop-in is a transform: not a change of layout)
    expect(clickSettle.settledRunsMs).toEqual(result.clickToRealViewRunsMs)
    expect(clickSettle).toMatchObject({ jumpRuns: 0, jumpFramesMax: 0, maxShiftPx: 0, layoutShiftMax: 0 })
  }, 60_000)

  it('a section that arrives late and grows the dialog: settled after it, and the jump reported (click and tap)', async () => {
    const result = await measureModal({ url: `${app.url}?late=300`, runs: 2, tap: { runs: 1 } })
    for (const settle of [result.clickSettle, result.tap!.afterIdle.settle, result.tap!.soonAfterLoad.settle]) {
      for (const ms of settle.settledRunsMs) expect(ms).toBeGreaterThanOrEqual(300)
      expect(settle.jumpRuns).toBe(settle.settledRunsMs.length)
      expect(settle.jumpFramesMax).toBeGreaterThanOrEqual(1)
      // the 120 px section: the dialog grows by it and its title moves up by half
      expect(settle.maxShiftPx).toBeGreaterThanOrEqual(120)
      // Chromium's layout-shift entries see the title and the rows move
      expect(settle.layoutShiftMax).toBeGreaterThan(0)
      // the largest is the dialog's growth by the section
      const { part, from, to, added } = settle.largestJump!
      expect(part).toBe('dialog')
      expect(to[3]! - from[3]!).toBe(120)
      expect(added).toEqual(['section late'])
    }
    // the real view showed long before it settled
    for (const [i, ms] of result.clickToRealViewRunsMs.entries()) expect(ms).toBeLessThan(result.clickSettle.settledRunsMs[i]!)
  }, 120_000)

  it('the watch after the still frames is what catches a late section: without it the view is called settled before', async () => {
    const result = await measureModal({ url: `${app.url}?late=2000`, runs: 1, settle: { holdMs: 0 } })
    expect(result.clickSettle.settledRunsMs[0]).toBeLessThan(2000)
    expect(result.clickSettle.jumpRuns).toBe(0)
  }, 60_000)
})

describe('measureModal: the WalletConnect path', () => {
  it('counts the scripts requested from picking WalletConnect until its QR code shows, each once', async () => {
    const result = await measureModal({ url: app.url, runs: 1, walletConnect: {} })
    // the view, its static import and the client it imports; not modal.js (the page has it) and
    // not wc-late.js (fetched after the QR code showed)
    const expected = await Promise.all(['wc-view.js', 'wc-qr.js', 'wc-client.js'].map(async (name) => ({ url: `${app.url}${name}`, gzipBytes: await gzipSize(name) })))
    expect(result.walletConnectJsFiles).toEqual(expected)
    expect(result.walletConnectJsGzipBytes).toBe(expected.reduce((total, file) => total + file.gzipBytes, 0))
    // picking it changes nothing in the first-open figure, whose part requested after the view showed is the preload
    expect(result.firstOpenJsFiles.map((f) => f.url)).toEqual([`${app.url}modal.js`, `${app.url}wc-preload.js`])
    expect(result.firstOpenPreloadJsFiles).toEqual([{ url: `${app.url}wc-preload.js`, gzipBytes: await gzipSize('wc-preload.js') }])
    expect(result.firstOpenPreloadJsGzipBytes).toBe(await gzipSize('wc-preload.js'))
  }, 60_000)

  it('times the click on WalletConnect → the first frame with a QR code carrying a wc: URI, not the empty frame before it', async () => {
    const result = await measureModal({ url: app.url, runs: 1, walletConnect: { runs: 2 } })
    expect(result.walletConnectClickToQrRunsMs).toHaveLength(2)
    // the fixture's client answers 150 ms after its view loaded; the view shows an empty QR frame at once
    for (const ms of result.walletConnectClickToQrRunsMs!) expect(ms).toBeGreaterThanOrEqual(150)
    expect(result.walletConnectClickToQrMedianMs).toBeLessThan(1000)
    // runs: 0 counts the bytes only
    const bytesOnly = await measureModal({ url: app.url, runs: 1, walletConnect: { runs: 0 } })
    expect(bytesOnly.walletConnectJsFiles).toHaveLength(3)
    expect(bytesOnly).not.toHaveProperty('walletConnectClickToQrMedianMs')
  }, 60_000)

  it('leaves it out unless asked, and says which button is missing', async () => {
    const result = await measureModal({ url: app.url, runs: 1 })
    expect(result).not.toHaveProperty('walletConnectJsGzipBytes')
    expect(result).not.toHaveProperty('walletConnectJsFiles')
    await expect(measureModal({ url: app.url, runs: 1, timeoutMs: 2000, walletConnect: { trigger: 'No such wallet' } })).rejects.toThrow(/no "No such wallet" button in the open modal/)
  }, 60_000)
})

describe('measureModal: the wallet listing', () => {
  it('times All Wallets → first item and typing → first result, through the shadow root', async () => {
    const result = await measureModal({ url: app.url, runs: 1, listing: { runs: 2 } })
    expect(result.listing?.query).toBe('Rain')
    expect(result.listing?.allWalletsRunsMs).toHaveLength(2)
    expect(result.listing?.searchRunsMs).toHaveLength(2)
    // the fixture answers after 30 ms and 60 ms (timers), well below a second
    for (const ms of result.listing!.allWalletsRunsMs) expect(ms).toBeGreaterThanOrEqual(25)
    for (const ms of result.listing!.searchRunsMs) expect(ms).toBeGreaterThanOrEqual(55)
    expect(result.listing!.allWalletsMedianMs).toBeLessThan(1000)
    expect(result.listing!.searchMedianMs).toBeLessThan(1000)
  }, 60_000)

  it('leaves the listing out unless asked', async () => {
    expect((await measureModal({ url: app.url, runs: 1 })).listing).toBeUndefined()
  }, 60_000)
})

describe('measureModal: connecting the Bench Wallet', () => {
  it('times the wallet click → the shortened address visible (through a shadow root), not its full form or a hidden copy', async () => {
    const result = await measureModal({ url: app.url, runs: 2, connect: {} })
    expect(result.connect?.walletName).toBe('Bench Wallet')
    expect(result.connect?.text).toBe('0xf39F\u20262266')
    expect(result.connect?.clickToAddressRunsMs).toHaveLength(2)
    // the fixture shows the full address and an invisible shortened copy at once, the shortened one 100 ms later
    for (const ms of result.connect!.clickToAddressRunsMs) expect(ms).toBeGreaterThanOrEqual(100)
    expect(result.connect!.clickToAddressMedianMs).toBeLessThan(1000)
  }, 60_000)

  it('gets the address from the Bench Wallet options, and says when its button is missing', async () => {
    const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const result = await measureModal({ url: app.url, runs: 1, wallet: { address }, connect: {} })
    expect(result.connect?.text).toBe('0x7099\u202679C8')
    await expect(measureModal({ url: app.url, runs: 1, timeoutMs: 2000, wallet: false, connect: {} })).rejects.toThrow(/no "Bench Wallet" button in the open modal/)
    // a text already on the page before the click is refused rather than timed at one frame
    await expect(measureModal({ url: app.url, runs: 1, connect: { text: 'Pick a wallet' } })).rejects.toThrow(/"Pick a wallet" is visible before the click/)
  }, 60_000)

  it('times a returning visitor from the reload\'s navigation start to the address visible', async () => {
    const result = await measureModal({ url: app.url, runs: 2, returning: {} })
    expect(result.returning?.reloadToAddressRunsMs).toHaveLength(2)
    // the fixture shows the restored account 150 ms after the navigation start (a hidden copy at once)
    for (const ms of result.returning!.reloadToAddressRunsMs) expect(ms).toBeGreaterThanOrEqual(150)
    expect(result.returning!.reloadToAddressMedianMs).toBeLessThan(1000)
    expect(result).not.toHaveProperty('connect')
  }, 60_000)

  it('fails when the reloaded page never shows the address', async () => {
    await expect(measureModal({ url: `${app.url}?forget`, runs: 1, timeoutMs: 2000, returning: {} })).rejects.toThrow(/nothing showing "0xf39F…2266" became visible within 2 s/)
  }, 60_000)
})

describe('pressInFrameToVisible', () => {
  it('times a press inside a frame of another origin (its own clock) → the first page frame showing the target', async () => {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true })
    try {
      const page = await browser.newPage()
      await page.addInitScript({ path: fileURLToPath(new URL('./frame-timer.js', import.meta.url)) })
      await page.goto(`${app.url}approve.html?card=${encodeURIComponent(`${extension.url}approve-card.html`)}`)
      const card = page.frameLocator('iframe[name="card"]')
      await card.getByRole('heading', { name: 'Approve transaction' }).waitFor()
      const frame = page.frame({ name: 'card' })!
      expect(new URL(frame.url()).origin).not.toBe(new URL(page.url()).origin)
      const ms = await pressInFrameToVisible(page, frame, () => card.getByRole('button', { name: 'Approve' }).click(), '[data-testid="send-success-hash"]', 5000)
      // the fixture shows the hash 300 ms after the card's message: at least that, far below a second
      expect(ms).toBeGreaterThanOrEqual(300)
      expect(ms).toBeLessThan(1000)
      // a target already showing is refused rather than timed at one frame
      await expect(pressInFrameToVisible(page, frame, async () => {}, '[data-testid="send-success-hash"]', 2000)).rejects.toThrow(/is visible before the press/)
    } finally {
      await browser.close()
    }
  }, 60_000)

  it('a user-operation measure that cannot run is reported with the other figures, not thrown', async () => {
    // the fixture's modal has no email login
    const result = await measureModal({ url: app.url, runs: 1, timeoutMs: 2000, userOperation: { mailUrl: 'http://127.0.0.1:9/' } })
    expect(result.userOperation).toEqual({ error: expect.stringMatching(/no "Continue" button in the open modal/) })
    expect(result.clickToDialogRunsMs).toHaveLength(1)
  }, 60_000)
})

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })
})
