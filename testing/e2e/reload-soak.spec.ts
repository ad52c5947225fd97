// The reload soak: for each connector kind, connect once, reload SOAK_RELOADS times (5 in
// `npm test`, 50 in `npm run soak`); after every reload the account must show again with no frame of
// 'disconnected' on the way, and every 10th reload (and the last) a signature must work; then
// disconnect, reload min(10, SOAK_RELOADS) times, and it must stay disconnected. Each kind's figures
// go to the test's attachments and, with SOAK_REPORT=<file>, one JSON line each to that file
// (scripts/soak.ts prints them as a table). Real Chromium, wallets, relay, frame and chains.
import { appendFileSync } from 'node:fs'
import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { ANVIL_ACCOUNT_0 } from '../accounts.ts'
import { SOLANA_ACCOUNT_0 } from '../solana-accounts.ts'
import { submitEmail } from './email-steps.ts'
import { latestCode } from './mail-inbox.ts'
import { captureConsoleOnFailure, copyWalletConnectLink, modal, pairInMobileWallet, proposal, signApprovedInWallet } from './walletconnect-pages.ts'
import { approveInPrompt, walletPrompt } from './wallet-prompt.ts'

const RELOADS = Number(process.env.SOAK_RELOADS ?? 5)
const DISCONNECTED_RELOADS = Math.min(10, RELOADS)
const SIGN_EVERY = 10

/** One kind's figures: a flash (a frame of 'disconnected' while connected) counts as a failure too. */
export type SoakRow = { kind: string; reloads: number; restored: number; flashes: number; signatures: number; disconnectedReloads: number; stayedDisconnected: number; failures: number; errors: string[] }

/** The status texts the soak watches: the active account's, and the Solana side's where it has one. */
type Watched = 'account-status' | 'solana-status'

/**
 * From the next load on, records every distinct value of the watched statuses (read every animation
 * frame) in `window.__soak`, one list per page load. Added once per test: init scripts pile up.
 */
async function recordFrames(page: Page, ids: Watched[]): Promise<void> {
  await page.addInitScript((ids) => {
    const seen: string[] = []
    ;(window as unknown as { __soak: string[] }).__soak = seen
    const record = () => {
      const texts = ids.map((id) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '')
      const frame = texts.join(' | ')
      if (texts.some(Boolean) && seen[seen.length - 1] !== frame) seen.push(frame)
      requestAnimationFrame(record)
    }
    requestAnimationFrame(record)
  }, ids)
}

const recorded = (page: Page) => page.evaluate(() => (window as unknown as { __soak: string[] }).__soak)

/** What a connector kind needs: how to connect, what the page shows once restored, a signature, and Disconnect. */
type Kind = {
  name: string
  path: string
  watched: Watched[]
  /** Connects once; returns what the page must show after each reload, by test id. */
  connect(page: Page): Promise<Record<string, string>>
  sign(page: Page): Promise<void>
  /** The button that opens the Account view (named by the active address). */
  accountButton(shown: Record<string, string>): RegExp
}

const evmButton = () => new RegExp(ANVIL_ACCOUNT_0.address.slice(0, 6), 'i')

async function signInjected(page: Page) {
  await page.getByTestId('sign-message').click()
  await approveInPrompt(page, 'Hello from Portico')
  await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/)
}

async function signSolanaInjected(page: Page) {
  await page.getByRole('button', { name: 'Sign Solana message' }).click()
  await approveInPrompt(page, 'Sign this message?')
  await expect(page.getByTestId('solana-signature')).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
}

/** The wallet page of the WalletConnect kind: it stays open beside the dApp across its reloads. */
let mobileWallet: Page | undefined
const lines: string[] = []

const kinds: Kind[] = [
  {
    name: 'injected (Sandbox Wallet)',
    path: '/',
    watched: ['account-status'],
    async connect(page) {
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await modal(page, 'Connect Wallet').getByRole('button', { name: 'Sandbox Wallet' }).click()
      await approveInPrompt(page, /Share account 0x/)
      await expect(page.getByTestId('account-status')).toHaveText('connected')
      return { 'account-address': ANVIL_ACCOUNT_0.address }
    },
    sign: signInjected,
    accountButton: evmButton,
  },
  {
    name: 'WalletConnect (Sandbox Mobile Wallet)',
    path: '/',
    watched: ['account-status'],
    async connect(page) {
      const uri = await copyWalletConnectLink(page)
      mobileWallet = await pairInMobileWallet(page.context(), uri, lines)
      await proposal(mobileWallet).getByRole('button', { name: 'Approve' }).click()
      await expect(page.getByTestId('account-status')).toHaveText('connected')
      return { 'account-address': ANVIL_ACCOUNT_0.address }
    },
    // a loaded machine: the first request after a reload waits for the page's relay socket and its session
    // topic's subscription (which sign-client may have lost at the previous reload: session.ts subscribes it again)
    sign: (page) => signApprovedInWallet(page, mobileWallet!, { timeout: 30_000 }),
    accountButton: evmButton,
  },
  {
    name: 'embedded (email)',
    path: '/',
    watched: ['account-status'],
    async connect(page) {
      const email = `soak-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await submitEmail(page, email)
      await modal(page, 'Confirm Email').getByRole('textbox', { name: '6-digit code' }).fill(await latestCode(page, email))
      await expect(page.getByTestId('account-status')).toHaveText('connected')
      const address = (await page.getByTestId('account-address').textContent())!
      expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
      return { 'account-address': address }
    },
    async sign(page) {
      await page.getByTestId('sign-message').click()
      const card = page.frameLocator('iframe#w3m-iframe')
      await expect(card.getByRole('heading', { level: 1, name: 'Sign message' })).toBeVisible()
      await card.getByRole('button', { name: 'Approve' }).click()
      // the smart account may not be deployed: an ERC-6492-wrapped signature is longer
      await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130,}$/)
    },
    accountButton: (shown) => new RegExp(shown['account-address']!.slice(0, 6), 'i'),
  },
  {
    // The Sandbox Wallet's Solana side alone (Wallet Standard): Sandbox Solana chosen before connecting.
    name: 'Solana (Sandbox Wallet)',
    path: '/?multichain',
    watched: ['account-status', 'solana-status'],
    async connect(page) {
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await modal(page, 'Connect Wallet').getByRole('button', { name: 'Sandbox Wallet' }).click()
      // EVM declined: only the Solana side connects
      await expect(walletPrompt(page)).toContainText(/Share account 0x/)
      await walletPrompt(page).getByRole('button', { name: 'Reject' }).click()
      await approveInPrompt(page, 'Share Solana account')
      await modal(page, 'Sandbox Wallet').getByRole('button', { name: 'Continue' }).click()
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(page.getByTestId('solana-status')).toHaveText('connected')
      await expect(page.getByTestId('account-status')).toHaveText('connected')
      return { 'account-address': SOLANA_ACCOUNT_0.address, 'solana-address': SOLANA_ACCOUNT_0.address }
    },
    sign: signSolanaInjected,
    accountButton: () => new RegExp(SOLANA_ACCOUNT_0.address.slice(0, 6)),
  },
  {
    name: 'multichain (Sandbox Wallet, EVM and Solana)',
    path: '/?multichain',
    watched: ['account-status', 'solana-status'],
    async connect(page) {
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await modal(page, 'Connect Wallet').getByRole('button', { name: 'Sandbox Wallet' }).click()
      await approveInPrompt(page, /Share account 0x/)
      await approveInPrompt(page, 'Share Solana account')
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(page.getByTestId('solana-status')).toHaveText('connected')
      return { 'account-address': ANVIL_ACCOUNT_0.address, 'solana-address': SOLANA_ACCOUNT_0.address }
    },
    async sign(page) {
      await signInjected(page)
      await signSolanaInjected(page)
    },
    accountButton: evmButton,
  },
]

captureConsoleOnFailure(lines)
test.afterEach(async () => {
  await mobileWallet?.close()
  mobileWallet = undefined
})

async function report(row: SoakRow, testInfo: TestInfo) {
  await testInfo.attach('soak', { body: JSON.stringify(row, null, 2), contentType: 'application/json' })
  if (process.env.SOAK_REPORT) appendFileSync(process.env.SOAK_REPORT, `${JSON.stringify(row)}\n`)
}

for (const kind of kinds) {
  test(`reload soak, ${kind.name}: ${RELOADS} reloads restore the account with no 'disconnected' frame, ${DISCONNECTED_RELOADS} after Disconnect stay disconnected`, async ({ page }, testInfo) => {
    // measured: a connected reload ~1–3 s alone (the embedded kind reloads its frame); ×3 for a loaded machine
    test.setTimeout(120_000 + (RELOADS + DISCONNECTED_RELOADS) * 12_000)
    const row: SoakRow = { kind: kind.name, reloads: 0, restored: 0, flashes: 0, signatures: 0, disconnectedReloads: 0, stayedDisconnected: 0, failures: 0, errors: [] }
    const fail = (what: string, error: unknown) => {
      row.failures++
      if (row.errors.length < 5) row.errors.push(`${what}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)
    }
    try {
      await page.goto(kind.path)
      await expect(page.getByTestId('account-status')).toHaveText('disconnected')
      const shown = await kind.connect(page)
      await recordFrames(page, kind.watched)

      for (let i = 1; i <= RELOADS; i++) {
        row.reloads++
        try {
          await page.reload()
          for (const id of kind.watched) await expect(page.getByTestId(id)).toHaveText('connected', { timeout: 30_000 })
          for (const [id, text] of Object.entries(shown)) await expect(page.getByTestId(id)).toHaveText(text)
          const frames = await recorded(page)
          if (frames.length === 0) throw new Error('no status frame was recorded')
          if (frames.some((frame) => frame.split(' | ').includes('disconnected'))) {
            row.flashes++
            fail(`reload ${i} showed 'disconnected'`, frames.join(' → '))
          } else row.restored++
          if (i % SIGN_EVERY === 0 || i === RELOADS) {
            await kind.sign(page)
            row.signatures++
          }
        } catch (error) {
          fail(`reload ${i}`, error)
        }
      }

      // Disconnect from the Account view; every later load must stay disconnected.
      await expect(page.getByTestId('account-status')).toHaveText('connected')
      await page.getByRole('button', { name: kind.accountButton(shown) }).click()
      await modal(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
      for (const id of kind.watched) await expect(page.getByTestId(id)).toHaveText('disconnected')
      for (let i = 1; i <= DISCONNECTED_RELOADS; i++) {
        row.disconnectedReloads++
        try {
          await page.reload({ waitUntil: 'networkidle' })
          for (const id of kind.watched) await expect(page.getByTestId(id)).toHaveText('disconnected')
          const frames = await recorded(page)
          if (frames.length === 0) throw new Error('no status frame was recorded')
          if (frames.some((frame) => /connected|connecting/.test(frame.replaceAll('disconnected', '')))) fail(`disconnected reload ${i} showed a connection`, frames.join(' → '))
          else row.stayedDisconnected++
        } catch (error) {
          fail(`disconnected reload ${i}`, error)
        }
      }
    } catch (error) {
      fail('setup', error)
    } finally {
      await report(row, testInfo)
    }
    expect(row.errors).toEqual([])
    expect(row).toMatchObject({ reloads: RELOADS, restored: RELOADS, flashes: 0, disconnectedReloads: DISCONNECTED_RELOADS, stayedDisconnected: DISCONNECTED_RELOADS, failures: 0 })
  })
}
