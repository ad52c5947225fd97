// Hostile input: wallet listing entries (served by the sandbox API as given, through its
// admin API) and EIP-6963 announcements (a provider announced by the page's own script) carrying
// HTML, <script> and javascript: URLs, walked through every view that renders them — Connect, All
// Wallets with its search, a listed wallet's own view, ConnectingExternal; WalletConnect peer
// metadata, an ERC-20's name and symbol read from the chain, and an account's name and avatar from
// the names API (stored as given through the admin API) on the account button and the Account view,
// and markup typed where names are typed (Choose Name, Send's To). Nothing executes (a page sentinel
// stays unset, no dialog opens, the page never navigates), and each shows as text or is dropped.
// WalletConnect peer accounts are covered at unit level (plugins/walletconnect/session.test.ts,
// kernel/caip/caip-account.fuzz.test.ts); the README's hostile input table lists them all.
import { expect, test, type Page } from '@playwright/test'
import { createPublicClient, createWalletClient, http, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { compileSandboxToken } from '../../sandbox/tokens/compile.ts'
import { ANVIL_ACCOUNT_0 } from '../accounts.ts'
import { e2eUrls } from './sandbox.ts'
import { copyWalletConnectLink, proposal } from './walletconnect-pages.ts'
import { walletPrompt } from './wallet-prompt.ts'

const modal = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name })

/** Every payload sets window.__pwned to its own number if it ever runs. */
const run = (n: number) => `window.__pwned=${n}`
const ANNOUNCED = [
  { uuid: '6f1f1d0e-0000-4000-8000-000000000001', name: `<img src=x onerror="${run(1)}">Evil Wallet`, icon: `javascript:${run(2)}`, rdns: 'com.example.evil' },
  { uuid: '6f1f1d0e-0000-4000-8000-000000000002', name: `<script>${run(3)}</script>`, icon: `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="${run(4)}"/>`, rdns: 'com.example.evil2' },
  { uuid: '6f1f1d0e-0000-4000-8000-000000000003', name: `javascript:${run(5)}`, icon: `https://x"onerror="${run(6)}`, rdns: `"><svg onload=${run(7)}>` },
]
const LISTED = [
  {
    id: 'hostile-listed-1',
    name: `<img src=x onerror="${run(11)}">Listed Evil`,
    image_url: `javascript:${run(12)}`,
    homepage: `javascript:${run(13)}`,
    mobile_link: `javascript:${run(14)}`,
    desktop_link: `javascript:${run(15)}`,
    webapp_link: `javascript:${run(16)}`,
    app_store: `javascript:${run(17)}`,
    chrome_store: `data:text/html,<script>${run(18)}</script>`,
    chains: ['eip155:1337'],
  },
  { id: `<script>${run(19)}</script>`, name: `<script>${run(20)}</script>`, image_url: `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="${run(21)}"/>`, homepage: `https://example.com/"><script>${run(22)}</script>` },
  { id: 'hostile-listed-3', name: `"><iframe src="javascript:${run(23)}"></iframe>`, image_id: `../../__admin/faults?x=<b>`, webapp_link: ` javascript:${run(24)}` },
]

test.beforeEach(async ({ page }) => {
  await fetch(`${e2eUrls.apiAdmin}/__admin/wallets`, { method: 'DELETE' })
  const added = await fetch(`${e2eUrls.apiAdmin}/__admin/wallets`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ wallets: LISTED }) })
  expect(added.status).toBe(201)
  // The hostile announcements, from the page's own script, before any of the app's code runs.
  await page.addInitScript((announced) => {
    const provider = { request: () => new Promise(() => {}), on() {}, removeListener() {} }
    const announce = () => {
      for (const info of announced) window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
    }
    window.addEventListener('eip6963:requestProvider', announce)
    announce()
  }, ANNOUNCED)
})
test.afterEach(async () => {
  await fetch(`${e2eUrls.apiAdmin}/__admin/wallets`, { method: 'DELETE' })
})

/** Nothing ran, nothing navigated, and the modal's DOM holds no script, event handler or javascript:/data:text URL. */
async function expectInert(page: Page, start: string) {
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined()
  expect(page.url()).toBe(start)
  const found = await page.evaluate(() => {
    const roots: (Document | ShadowRoot)[] = [document]
    for (const el of document.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot)
    const bad: string[] = []
    for (const root of roots) {
      for (const el of root.querySelectorAll('*')) {
        if (el.tagName === 'SCRIPT' && root !== document) bad.push('script in the modal')
        if (el.tagName === 'IFRAME' && (el.getAttribute('src') ?? '').trim().toLowerCase().startsWith('javascript:')) bad.push('javascript: iframe')
        for (const attr of el.getAttributeNames()) {
          const value = (el.getAttribute(attr) ?? '').trim().toLowerCase()
          if (/^on/.test(attr) && root !== document) bad.push(`${el.tagName} ${attr}`)
          if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(attr) && (value.startsWith('javascript:') || value.startsWith('data:text'))) bad.push(`${el.tagName} ${attr}=${value}`)
        }
      }
    }
    return bad
  })
  expect(found).toEqual([])
}

/**
 * Opens the playground and watches it: `inert()` checks that nothing ran, the page is still at the
 * address it opened at, no alert/confirm/prompt came up and the modal's DOM holds no live markup.
 */
async function openWatched(page: Page) {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await page.goto('/')
  const start = page.url()
  return {
    async inert() {
      await expectInert(page, start)
      expect(dialogs).toEqual([])
    },
  }
}

/** Connects the playground's Sandbox Wallet (anvil account #0). */
async function connectSandboxWallet(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page, 'Connect Wallet').getByRole('button', { name: 'Sandbox Wallet' }).click()
  await walletPrompt(page).getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
}

test('hostile wallet names, icons, ids and links from the listing and EIP-6963: shown as text or dropped, nothing runs, nothing navigates', async ({ page }) => {
  test.setTimeout(120_000)
  const watched = await openWatched(page)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = modal(page, 'Connect Wallet')
  await expect(connect.getByTestId('all-wallets-count')).toHaveText(/^\d+$/)

  // EIP-6963: the names are listed as the literal text, the javascript: icon dropped.
  await expect(connect.getByRole('button', { name: ANNOUNCED[0]!.name, exact: true })).toBeVisible()
  await expect(connect.getByRole('button', { name: ANNOUNCED[1]!.name, exact: true })).toBeVisible()
  await expect(connect.getByRole('button', { name: ANNOUNCED[2]!.name, exact: true })).toBeVisible()
  // the listing's first entries are the recommended ones: the hostile names as text
  await expect(connect.getByRole('button', { name: LISTED[0]!.name, exact: true })).toBeVisible()
  await watched.inert()

  // All Wallets: the hostile entries in the grid and in a search, as text.
  await connect.getByRole('button', { name: 'All Wallets' }).click()
  const all = modal(page, 'All Wallets')
  await expect(all.getByRole('button', { name: LISTED[1]!.name, exact: true })).toBeVisible()
  await expect(all.getByRole('button', { name: LISTED[2]!.name, exact: true })).toBeVisible()
  await watched.inert()
  await all.getByRole('searchbox', { name: 'Search wallet' }).fill('<script>')
  await expect(all.getByRole('button', { name: LISTED[1]!.name, exact: true })).toBeVisible()
  await watched.inert()
  await all.getByRole('searchbox', { name: 'Search wallet' }).fill('')

  // A hostile listed wallet's own view: its links are dropped or inert; pressing every button there runs nothing.
  await all.getByRole('button', { name: LISTED[0]!.name, exact: true }).click()
  const own = page.getByRole('dialog')
  await expect(own).toContainText(LISTED[0]!.name)
  await watched.inert()
  for (const button of await own.getByRole('button').all()) {
    const name = (await button.getAttribute('aria-label')) ?? (await button.textContent()) ?? ''
    if (/close|back|copy/i.test(name) || !(await button.isEnabled())) continue
    await button.click({ timeout: 5_000 }).catch(() => {}) // a button a step removed is fine
    await watched.inert()
  }
  for (const link of await own.getByRole('link').all()) expect(await link.getAttribute('href')).not.toMatch(/^\s*(javascript|data):/i)
  await watched.inert()
})

test('hostile WalletConnect peer metadata (name, icon, url, description): the session connects, nothing runs, the icon is dropped', async ({ page: dapp, context }) => {
  test.setTimeout(150_000)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const watched = await openWatched(dapp)
  const uri = await copyWalletConnectLink(dapp)
  const hostile = new URLSearchParams({
    peerName: `<img src=x onerror="${run(31)}">Peer Evil`,
    peerIcon: `javascript:${run(32)}`,
    peerUrl: `javascript:${run(33)}`,
    peerDescription: `<script>${run(34)}</script>`,
  })
  const wallet = await context.newPage()
  await wallet.goto(`${e2eUrls.mobileWallet}?${hostile}`)
  await expect(wallet.getByRole('status')).toHaveText('Ready')
  await wallet.getByRole('textbox', { name: 'WalletConnect URI' }).fill(uri)
  await wallet.getByRole('button', { name: 'Pair' }).click()
  await proposal(wallet).getByRole('button', { name: 'Approve' }).click()
  await expect(dapp.getByTestId('account-status')).toHaveText('connected', { timeout: 30_000 })
  // the hostile metadata did reach the dApp (the session marker keeps the peer's name, as data)
  await expect.poll(() => dapp.evaluate(() => Object.values(localStorage).some((v) => v.includes('Peer Evil')))).toBe(true)

  // the Account view shows the peer's icon when it is safe: this one is dropped (the fallback shows)
  await dapp.keyboard.press('Escape')
  await dapp.getByRole('button', { name: /0xf39F/i }).click()
  await expect(modal(dapp, 'Account')).toBeVisible()
  await watched.inert()
})

test('an ERC-20 whose name and symbol on chain carry markup: the Account view lists them as text, nothing runs', async ({ page }) => {
  test.setTimeout(120_000)
  // deployed by a fresh account (no other spec's nonce moves), holding 1 token for #0 (the playground's wallet)
  const artifact = await compileSandboxToken()
  const transport = http(e2eUrls.chainA)
  const chain = createPublicClient({ transport })
  const account = privateKeyToAccount(generatePrivateKey())
  await chain.request({ method: 'anvil_setBalance' as never, params: [account.address, '0xde0b6b3a7640000'] as never })
  const deployer = createWalletClient({ account, transport })
  const name = `<img src=x onerror="${run(41)}">Evil Token`
  const symbol = `<script>${run(42)}</script>`
  const hash = await deployer.deployContract({ abi: artifact.abi, bytecode: artifact.bytecode, args: [name, symbol, 18, [ANVIL_ACCOUNT_0.address], [10n ** 18n]], chain: null })
  const token = (await chain.waitForTransactionReceipt({ hash })).contractAddress as Address
  const chainId = await chain.getChainId()
  const added = await fetch(`${e2eUrls.apiAdmin}/__admin/tokens`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ chainId, address: token }) })
  expect(added.status).toBe(201)
  try {
    const watched = await openWatched(page)
    await connectSandboxWallet(page)
    await page.getByRole('button', { name: /0xf39F/i }).click()
    const tokens = modal(page, 'Account').getByRole('list', { name: /^Tokens on / })
    await expect(tokens.getByRole('listitem').filter({ hasText: name })).toContainText(symbol)
    await watched.inert()
  } finally {
    await fetch(`${e2eUrls.apiAdmin}/__admin/tokens/${chainId}/${token}`, { method: 'DELETE' })
  }
})

test('an account name and avatar from the names API carrying markup and javascript: — the account button and the Account view show the name as text, the avatar is dropped, nothing runs', async ({ page }) => {
  test.setTimeout(120_000)
  // stored as given (the registry's own rules would refuse it), for account #0 only while this test runs
  const name = `<img src=x onerror="${run(51)}">Evil Name<script>${run(52)}</script>`
  const added = await fetch(`${e2eUrls.apiAdmin}/__admin/names`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, address: ANVIL_ACCOUNT_0.address, avatar: `javascript:${run(53)}`, asGiven: true }),
  })
  expect(added.status).toBe(201)
  try {
    const watched = await openWatched(page)
    await connectSandboxWallet(page)
    // the identity API's name stands for the address on the button: as text
    const shownName = page.getByTestId('appkit-button-name')
    await expect(shownName).toHaveText(name)
    await watched.inert()
    await page.getByRole('button').filter({ has: shownName }).click()
    const account = modal(page, 'Account')
    await expect(account.getByTestId('account-view-name')).toHaveText(name)
    // the javascript: avatar is not loaded: no image in the Account view points at it
    await expect(account.locator('img[src^="javascript:" i]')).toHaveCount(0)
    await watched.inert()
  } finally {
    await fetch(`${e2eUrls.apiAdmin}/__admin/names/${encodeURIComponent(name)}`, { method: 'DELETE' })
  }
})

test('markup typed where names are typed (Choose Name, Send\'s To): shown as text, never looked up, nothing runs', async ({ page }) => {
  test.setTimeout(120_000)
  const typed = `<img src=x onerror="${run(61)}">x.reown.id`
  const watched = await openWatched(page)
  await connectSandboxWallet(page)
  await page.getByRole('button', { name: /0xf39F/i }).click()
  const account = modal(page, 'Account')
  await account.getByRole('button', { name: 'Choose a name' }).click()
  const form = modal(page, 'Choose Name')
  await form.getByRole('textbox', { name: 'Name' }).fill(typed)
  await expect(form.getByTestId('register-account-name-status')).toHaveText(/letters, digits and hyphens/)
  await expect(form.getByRole('button', { name: 'Register' })).toBeDisabled()
  await watched.inert()

  await form.getByRole('button', { name: 'Back' }).click()
  await account.getByRole('button', { name: 'Send' }).click()
  const send = modal(page, 'Send')
  await send.getByRole('textbox', { name: 'To' }).fill(typed)
  await expect(send.getByTestId('send-receiver-status')).toHaveText(/or a name like alice\.reown\.id/)
  await watched.inert()
})

test('an embedded wallet username from the secure frame carrying markup (Farcaster login): the Account view and the page show it as text, nothing runs', async ({ page }) => {
  test.setTimeout(150_000)
  const typed = `fc${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
  // the frame answers this user's sessions with the hostile username (its keys stay the typed user's)
  const userName = `<img src=x onerror="${run(71)}">Evil User<script>${run(72)}</script>`
  const set = await fetch(`${e2eUrls.secureFrame}/__admin/usernames`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId: `farcaster:${typed}`, userName }),
  })
  expect(set.status).toBe(201)
  try {
    const watched = await openWatched(page)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await modal(page, 'Connect Wallet').getByRole('button', { name: 'Continue with Farcaster' }).click()
    const farcaster = modal(page, 'Farcaster')
    const approvalUrl = (await farcaster.getByRole('link', { name: 'Open' }).getAttribute('href'))!
    const approval = await page.context().newPage()
    await approval.goto(approvalUrl)
    await approval.getByRole('textbox', { name: 'Username' }).fill(typed)
    await approval.getByRole('button', { name: 'Approve' }).click()
    await expect(approval.getByText(`Approved as ${typed}`)).toBeVisible()
    await approval.close()
    await expect(page.getByTestId('account-status')).toHaveText('connected', { timeout: 30_000 })
    // the playground prints the username it reads from the hook: as text
    await expect(page.getByTestId('account-embedded-user')).toHaveText(`farcaster ${userName}`)
    await watched.inert()
    await page.getByRole('button').filter({ has: page.getByTestId('appkit-button-address') }).click()
    await expect(modal(page, 'Account').getByTestId('embedded-account-user')).toHaveText(`@${userName}`)
    await watched.inert()
  } finally {
    await fetch(`${e2eUrls.secureFrame}/__admin/usernames`, { method: 'DELETE' })
  }
})
