// Self-check of the benchmark against bench/fixtures in real Chromium (not the real measure).
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { measureModal, median } from './measure.ts'
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
    expect(result.firstOpenJsFiles).toEqual([{ url: `${app.url}modal.js`, gzipBytes: await gzipSize('modal.js') }])
    expect(result.initialJsGzipBytes).toBe(await gzipSize('main.js'))
    expect(result.firstOpenJsGzipBytes).toBe(await gzipSize('modal.js'))
    expect(result.clickToDialogRunsMs).toHaveLength(3)
    // The dialog turns visible one frame after insertion: at least a frame, far below a second.
    for (const ms of result.clickToDialogRunsMs) expect(ms).toBeGreaterThan(1)
    expect(result.clickToDialogMedianMs).toBeLessThan(1000)
  }, 60_000)

  it('counts the extension when its origin is not excluded', async () => {
    const result = await measureModal({ url: `${app.url}?extension=${encodeURIComponent(`${extension.url}extension.js`)}`, runs: 1 })
    expect(result.initialJsFiles.map((f) => f.url)).toContain(`${extension.url}extension.js`)
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
    // picking it changes nothing in the first-open figure
    expect(result.firstOpenJsFiles).toEqual([{ url: `${app.url}modal.js`, gzipBytes: await gzipSize('modal.js') }])
  }, 60_000)

  it('leaves it out unless asked, and says which button is missing', async () => {
    const result = await measureModal({ url: app.url, runs: 1 })
    expect(result).not.toHaveProperty('walletConnectJsGzipBytes')
    expect(result).not.toHaveProperty('walletConnectJsFiles')
    await expect(measureModal({ url: app.url, runs: 1, walletConnect: { trigger: 'No such wallet' } })).rejects.toThrow(/no "No such wallet" button in the open modal/)
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

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })
})
