// The kernel's auth-frame bridge in Chromium against the sandbox secure frame on its own origin and
// the sandbox mail inbox: email → code from the inbox → OTP → user → personal_sign approved on the
// frame's own card (verified with viem), Reject refused; the keys sealed in the frame's origin and
// never readable by the dApp page; solana_signMessage; reload stays signed in; a second browser must approve the device by mail; forged replies
// from the page itself or from a frame of another origin are ignored; a frame that never becomes
// ready gives 'iframe_load_failed', one that refuses the page's origin says so: 'unverified_domain'.
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { fileURLToPath } from 'node:url'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { createPublicClient, http, parseEther, stringToHex, verifyMessage, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { addressesOf } from '../../sandbox/frame/keys.ts'
import { e2eUrls } from './sandbox.ts'

const fixture = fileURLToPath(new URL('./fixtures/secure-frame.html', import.meta.url))
const fixtureUrl = (params: Record<string, string> = {}) =>
  `${e2eUrls.fixtures}@fs${fixture}?${new URLSearchParams({ frame: e2eUrls.secureFrame, api: e2eUrls.api, rpc: e2eUrls.chainA, ...params })}`

type Rect = { left: number; top: number; width: number; height: number }
type Bridge = { request(name: string, payload?: unknown): Promise<unknown>; get(): { status: string }; reveal(rect: Rect): void; conceal(): void }
type Outcome = { ok: unknown } | { error: string }
type FixtureWindow = Window & { bridge: Bridge; makeBridge(url: string, projectId: string, loadMs: number): Bridge; kernel: any; tokens: any; settled?: unknown; outcome?: Outcome }

async function openFixture(context: BrowserContext | Page, params?: Record<string, string>): Promise<Page> {
  const page = 'newPage' in context ? await context.newPage() : context
  await page.goto(fixtureUrl(params))
  await expect(page.locator('body[data-ready="true"]')).toBeAttached()
  return page
}

const request = (page: Page, name: string, payload?: unknown) =>
  page.evaluate(([n, p]) => (window as unknown as FixtureWindow).bridge.request(n as string, p), [name, payload] as const)

/** Reads the newest mail with `subject` for `email` on the inbox page, as a person would. */
async function readMail(context: BrowserContext, email: string, subject: RegExp): Promise<{ subject: string; body: string }> {
  const inbox = await context.newPage()
  await inbox.goto(`${e2eUrls.mail}/?to=${encodeURIComponent(email)}`)
  const link = inbox.getByRole('link', { name: subject }).first()
  const title = (await link.textContent())!
  await link.click()
  const body = (await inbox.locator('pre').textContent())!
  await inbox.close()
  return { subject: title, body }
}
const codeFrom = (mail: { subject: string }) => /(\d{6})$/.exec(mail.subject)![1]!

/** A fresh email per run: the e2e sandbox's frame keeps its users for its whole life. */
const newEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

/** Sends an RPC request that waits for the frame's approval card; its outcome lands in window.outcome. */
async function startRpc(page: Page, payload: unknown): Promise<void> {
  await page.evaluate((p) => {
    const w = window as unknown as FixtureWindow
    w.outcome = undefined
    void w.bridge.request('RPC_REQUEST', p).then(
      (ok) => (w.outcome = { ok }),
      (error: Error) => (w.outcome = { error: error.message }),
    )
  }, payload)
}
const outcomeOf = (page: Page) => page.evaluate(() => (window as unknown as FixtureWindow).outcome)

/** Shows the frame over a 360×420 box (what the ApproveTransaction view does), checks its card and presses `button`. */
async function answerCard(page: Page, heading: string, button: 'Approve' | 'Reject', shows: string[]): Promise<void> {
  await page.evaluate(() => (window as unknown as FixtureWindow).bridge.reveal({ left: 16, top: 16, width: 360, height: 420 }))
  const frame = page.frameLocator('iframe#w3m-iframe')
  const card = frame.getByRole('dialog', { name: heading })
  await expect(card.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  for (const text of shows) await expect(card).toContainText(text)
  // The whole card, buttons included, fits the box without scrolling the frame.
  const box = (await card.getByRole('button', { name: button }).boundingBox())!
  expect(box.y + box.height).toBeLessThanOrEqual(16 + 420)
  await card.getByRole('button', { name: button }).click()
  await expect(frame.getByRole('dialog')).toHaveCount(0)
  await page.evaluate(() => (window as unknown as FixtureWindow).bridge.conceal())
}

/** The session's key material as the frame server holds it (the test asks as the frame's own origin would). */
async function frameKeys(token: string) {
  const response = await fetch(`${e2eUrls.secureFrame}/api/keys`, { method: 'POST', headers: { 'content-type': 'application/json', origin: e2eUrls.secureFrame }, body: JSON.stringify({ token }) })
  return (await response.json()) as { userId: string; evmPrivateKey: Hex; solanaSecretKey: Hex }
}

async function signIn(page: Page, email: string): Promise<string> {
  expect(await request(page, 'CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_OTP' })
  const mail = await readMail(page.context(), email, /Your Portico sandbox code/)
  expect(await request(page, 'CONNECT_OTP', { otp: codeFrom(mail) })).toBeUndefined()
  const user = (await request(page, 'GET_USER')) as { address: string; email: string }
  expect(user.email).toBe(email)
  return user.address
}

test("email → code from the inbox → OTP → user; personal_sign, Reject, solana_signMessage and a transaction on the frame's approval card; the keys never readable by the page; reload stays signed in; sign-out wipes the keys", async ({ page }) => {
  test.setTimeout(90_000)
  await openFixture(page)
  const email = newEmail('alice')
  // Nothing is loaded before the first need.
  expect(await page.locator('iframe#w3m-iframe').count()).toBe(0)

  expect(await request(page, 'CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_OTP' })
  const frame = page.locator('iframe#w3m-iframe')
  await expect(frame).toHaveAttribute('src', new RegExp(`^${e2eUrls.secureFrame}/sdk\\?projectId=test-project&chainId=1337&version=4&enableLogger=false&rpcUrl=`))
  await expect(frame).toBeHidden()

  const mail = await readMail(page.context(), email, /Your Portico sandbox code/)
  expect(mail.body).toContain(`Your one-time code is ${codeFrom(mail)}`)
  // A wrong code is refused with a clear error, the right one works.
  const wrong = codeFrom(mail) === '000000' ? '111111' : '000000'
  await expect(request(page, 'CONNECT_OTP', { otp: wrong })).rejects.toThrow('Invalid code (4 attempts left)')
  expect(await request(page, 'CONNECT_OTP', { otp: codeFrom(mail) })).toBeUndefined()
  // The frame announced a session token; the page keeps it.
  expect(await page.evaluate(() => localStorage.getItem('portico:sessionToken'))).toMatch(/^\S{20,}$/)

  // The EOA asked for (smart accounts, the default on both sandbox chains, are smart-account.spec's):
  // the frame reports both accounts, the EOA in use.
  const user = (await request(page, 'GET_USER', { preferredAccountType: 'eoa' })) as { address: Hex; email: string; chainId: number; accounts: unknown[] }
  expect(user).toMatchObject({
    email,
    chainId: 1337,
    preferredAccountType: 'eoa',
    accounts: [
      { address: user.address, type: 'eoa' },
      { address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/), type: 'smartAccount' },
    ],
  })
  expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  expect(await request(page, 'GET_SMART_ACCOUNT_ENABLED_NETWORKS')).toEqual({ smartAccountEnabledNetworks: [1337, 8453] })
  // Answered by the page from the stored value.
  expect(await request(page, 'GET_CHAIN_ID')).toEqual({ chainId: 1337 })

  // personal_sign waits for the frame's own approval card; Approve signs in the frame.
  const message = 'Sign in to the Portico e2e'
  await startRpc(page, { method: 'personal_sign', params: [stringToHex(message), user.address] })
  await answerCard(page, 'Sign message', 'Approve', [message])
  await expect.poll(() => outcomeOf(page)).toMatchObject({ ok: expect.stringMatching(/^0x[0-9a-f]{130}$/) })
  const signature = ((await outcomeOf(page)) as { ok: Hex }).ok
  expect(await verifyMessage({ address: user.address, message, signature })).toBe(true)
  // Reject answers 'User rejected the request.'.
  await startRpc(page, { method: 'personal_sign', params: [stringToHex('Do not sign this'), user.address] })
  await answerCard(page, 'Sign message', 'Reject', ['Do not sign this'])
  await expect.poll(() => outcomeOf(page)).toEqual({ error: 'User rejected the request.' })
  // Reads go to the sandbox chain through the frame; the new account was funded.
  expect(BigInt((await request(page, 'RPC_REQUEST', { method: 'eth_getBalance', params: [user.address, 'latest'] })) as string)).toBeGreaterThan(0n)

  // The dApp page cannot reach into the frame's origin (its storage, its key material).
  expect(await page.evaluate(() => {
    try {
      return String((document.getElementById('w3m-iframe') as HTMLIFrameElement).contentWindow!.localStorage.length)
    } catch (error) {
      return (error as Error).name
    }
  })).toBe('SecurityError')

  // The frame holds the keys sealed in its own origin; nothing of them is in the dApp page's storage.
  const token = (await page.evaluate(() => localStorage.getItem('portico:sessionToken')))!
  const keys = await frameKeys(token)
  expect(addressesOf(keys).address).toBe(user.address)
  const pageStorage = await page.evaluate(async () => ({
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
    cookies: document.cookie,
    databases: (await indexedDB.databases()).map((d) => d.name),
  }))
  for (const secret of [keys.evmPrivateKey.slice(2), keys.solanaSecretKey.slice(2)]) {
    expect(JSON.stringify(pageStorage).toLowerCase()).not.toContain(secret)
  }
  expect(pageStorage.databases).not.toContain('portico-frame')
  // In the frame's own origin they are ciphertext only (the test harness may look; the page may not).
  const frameHandle = page.frame({ url: (url) => url.href.startsWith(`${e2eUrls.secureFrame}/sdk`) })!
  const sealed = await frameHandle.evaluate(
    () =>
      new Promise<{ local: string; record: number[]; extractable: boolean }>((resolve, reject) => {
        const open = indexedDB.open('portico-frame')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          try {
            const store = open.result.transaction('vault').objectStore('vault')
            const all = store.getAll()
            const key = store.get('wrapping-key')
            all.onerror = () => reject(all.error)
            key.onsuccess = () => {
              try {
                const record = all.result.find((r) => r && typeof r === 'object' && 'ciphertext' in r) as { ciphertext: ArrayBuffer }
                resolve({ local: JSON.stringify({ ...localStorage }), record: [...new Uint8Array(record.ciphertext)], extractable: (key.result as CryptoKey).extractable })
              } catch (error) {
                reject(error)
              }
            }
          } catch (error) {
            reject(error)
          }
        }
      }),
  )
  expect(sealed.extractable).toBe(false)
  const sealedHex = Buffer.from(sealed.record).toString('hex') + Buffer.from(sealed.record).toString('utf8')
  for (const secret of [keys.evmPrivateKey.slice(2), keys.solanaSecretKey.slice(2)]) {
    expect(sealedHex).not.toContain(secret)
    expect(sealed.local).not.toContain(secret)
  }
  // The frame server hands keys to its own page only: not to the dApp page (refused, and unreadable
  // cross-origin), not to a caller claiming the dApp's origin, not without a session.
  expect(await page.evaluate(async ([url, t]) => fetch(`${url}/api/keys`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: t }) }).then((r) => `read ${r.status}`, (e: Error) => e.name), [e2eUrls.secureFrame, token] as const)).toBe('TypeError')
  const asDapp = await fetch(`${e2eUrls.secureFrame}/api/keys`, { method: 'POST', headers: { 'content-type': 'application/json', origin: new URL(e2eUrls.playground).origin }, body: JSON.stringify({ token }) })
  expect(asDapp.status).toBe(403)
  const noSession = await fetch(`${e2eUrls.secureFrame}/api/keys`, { method: 'POST', headers: { 'content-type': 'application/json', origin: e2eUrls.secureFrame }, body: JSON.stringify({}) })
  expect(noSession.status).toBe(401)

  // Solana: the frame signs a base58 message with the user's ed25519 key, after approval.
  const { solanaAddress } = addressesOf(keys)
  const solanaMessage = new TextEncoder().encode('gm from Portico')
  await startRpc(page, { method: 'solana_signMessage', chainNamespace: 'solana', params: { message: base58.encode(solanaMessage), pubkey: solanaAddress } })
  await answerCard(page, 'Sign message', 'Approve', ['gm from Portico'])
  await expect.poll(() => outcomeOf(page)).toMatchObject({ ok: { signature: expect.any(String) } })
  const { signature: solanaSignature } = ((await outcomeOf(page)) as { ok: { signature: string } }).ok
  expect(ed25519.verify(base58.decode(solanaSignature), solanaMessage, base58.decode(solanaAddress))).toBe(true)

  // eth_sendTransaction: the card shows to / value / network; the frame fills, signs and broadcasts it.
  const receiver = privateKeyToAddress(generatePrivateKey())
  await startRpc(page, { method: 'eth_sendTransaction', params: [{ from: user.address, to: receiver, value: `0x${parseEther('0.5').toString(16)}` }] })
  await answerCard(page, 'Approve transaction', 'Approve', [receiver, '0.5 ETH', 'Sandbox Ethereum'])
  await expect.poll(() => outcomeOf(page)).toMatchObject({ ok: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
  const chain = createPublicClient({ transport: http(e2eUrls.chainA) })
  const receipt = await chain.waitForTransactionReceipt({ hash: ((await outcomeOf(page)) as { ok: Hex }).ok })
  expect(receipt).toMatchObject({ status: 'success', from: user.address.toLowerCase() })
  expect(await chain.getBalance({ address: receiver })).toBe(parseEther('0.5'))

  await page.reload()
  await expect(page.locator('body[data-ready="true"]')).toBeAttached()
  expect(await request(page, 'IS_CONNECTED')).toEqual({ isConnected: true })
  // a new frame page: told the EOA again, as the page tells it its stored preference
  expect(await request(page, 'GET_USER', { preferredAccountType: 'eoa' })).toMatchObject({ address: user.address, email })
  // After the reload the frame signs with the keys it sealed before.
  await startRpc(page, { method: 'personal_sign', params: [stringToHex('again'), user.address] })
  await answerCard(page, 'Sign message', 'Approve', ['again'])
  await expect.poll(() => outcomeOf(page)).toMatchObject({ ok: expect.any(String) })
  expect(await verifyMessage({ address: user.address, message: 'again', signature: ((await outcomeOf(page)) as { ok: Hex }).ok })).toBe(true)

  expect(await request(page, 'SIGN_OUT')).toBeUndefined()
  expect(await request(page, 'IS_CONNECTED')).toEqual({ isConnected: false })
  await expect(request(page, 'GET_USER')).rejects.toThrow('Not signed in')
  // Sign-out wiped the user's sealed keys from the frame's storage.
  const left = await page.frame({ url: (url) => url.href.startsWith(`${e2eUrls.secureFrame}/sdk`) })!.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('portico-frame')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const keys = open.result.transaction('vault').objectStore('vault').getAllKeys()
          keys.onsuccess = () => resolve(keys.result.map(String))
        }
      }),
  )
  expect(left).toEqual(['wrapping-key'])
})

test('a second browser for the same email approves the device by mail; forged replies from the page or another origin, a reply with an unknown id and a malformed payload are ignored', async ({ browser }) => {
  const email = newEmail('bob')
  const first = await browser.newContext()
  const address = await signIn(await openFixture(first), email)
  await first.close()

  const second = await browser.newContext()
  const page = await openFixture(second)
  expect(await request(page, 'CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_DEVICE' })

  // Watch what the frame receives, to learn the id of the next request (the page's ids are secret to others).
  const frame = page.frame({ url: (url) => url.href.startsWith(`${e2eUrls.secureFrame}/sdk`) })!
  await frame.evaluate(() => {
    const seen: { id: string; type: string }[] = []
    Object.assign(window, { seen })
    addEventListener('message', (event) => seen.push(event.data))
  })
  await page.evaluate(() => {
    const w = window as unknown as FixtureWindow
    void w.bridge.request('CONNECT_DEVICE').then(
      () => (w.settled = 'approved'),
      (error: Error) => (w.settled = `error: ${error.message}`),
    )
  })
  await expect.poll(() => frame.evaluate(() => (window as unknown as { seen: { type: string }[] }).seen.some((m) => m.type === '@w3m-app/CONNECT_DEVICE'))).toBe(true)
  const id = await frame.evaluate(() => (window as unknown as { seen: { id: string; type: string }[] }).seen.find((m) => m.type === '@w3m-app/CONNECT_DEVICE')!.id)

  // A forged success with the right id: from the page's own window, and from a frame of another origin.
  await page.evaluate((forgedId) => window.postMessage({ id: forgedId, type: '@w3m-frame/CONNECT_DEVICE_SUCCESS' }, '*'), id)
  await page.evaluate((src) => {
    const other = document.createElement('iframe')
    other.src = src
    other.id = 'foreign'
    document.body.appendChild(other)
    return new Promise((resolve) => other.addEventListener('load', resolve))
  }, e2eUrls.walletPage)
  const foreign = page.frame({ url: (url) => url.href.startsWith(e2eUrls.walletPage) })!
  await foreign.evaluate((forgedId) => window.parent.postMessage({ id: forgedId, type: '@w3m-frame/CONNECT_DEVICE_SUCCESS' }, '*'), id)
  // From the frame's own window (the right origin and source): a reply with an id no request has, and
  // a reply with the right id whose payload the schema refuses (CONNECT_DEVICE_SUCCESS carries none).
  await frame.evaluate((pendingId) => {
    window.parent.postMessage({ id: crypto.randomUUID(), type: '@w3m-frame/CONNECT_DEVICE_SUCCESS' }, '*')
    window.parent.postMessage({ id: pendingId, type: '@w3m-frame/CONNECT_DEVICE_SUCCESS', payload: { approved: true } }, '*')
  }, id)
  await page.waitForTimeout(1_000)
  expect(await page.evaluate(() => (window as unknown as FixtureWindow).settled)).toBeUndefined()

  // The person opens the approval link from the inbox; the frame notices and the request resolves.
  const approval = await readMail(second, email, /Approve a new device/)
  const link = /(http:\/\/\S+\/device\/approve\?token=\S+)/.exec(approval.body)![1]!
  const approvalPage = await second.newPage()
  await approvalPage.goto(link)
  await expect(approvalPage.getByRole('heading', { name: 'Device approved' })).toBeVisible()
  await expect.poll(() => page.evaluate(() => (window as unknown as FixtureWindow).settled)).toBe('approved')

  const code = codeFrom(await readMail(second, email, /Your Portico sandbox code/))
  expect(await request(page, 'CONNECT_OTP', { otp: code })).toBeUndefined()
  // The same email is the same account in every browser.
  expect(await request(page, 'GET_USER')).toMatchObject({ address, email })
  await second.close()
})

test('update email: a code to the current email, then to the new one; the same account under the new email', async ({ page }) => {
  await openFixture(page)
  const email = newEmail('carol')
  const address = await signIn(page, email)
  const next = newEmail('carol-new')
  expect(await request(page, 'UPDATE_EMAIL', { email: next })).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
  const primary = await readMail(page.context(), email, /Your Portico sandbox code/)
  expect(primary.body).toContain(`Your code to change your email to ${next}`)
  const wrong = codeFrom(primary) === '000000' ? '111111' : '000000'
  await expect(request(page, 'UPDATE_EMAIL_PRIMARY_OTP', { otp: wrong })).rejects.toThrow('Invalid code (4 attempts left)')
  expect(await request(page, 'UPDATE_EMAIL_PRIMARY_OTP', { otp: codeFrom(primary) })).toBeUndefined()
  const secondary = await readMail(page.context(), next, /Your Portico sandbox code/)
  expect(await request(page, 'UPDATE_EMAIL_SECONDARY_OTP', { otp: codeFrom(secondary) })).toEqual({ newEmail: next })
  expect(await request(page, 'GET_USER')).toMatchObject({ email: next, address })
})

test("a frame that never becomes ready gives 'iframe_load_failed', one that refuses the page's origin 'unverified_domain', each raising its alert; the page stays usable", async ({ page }) => {
  await openFixture(page)
  // The API server's origin serves no /sdk page: an iframe loads, but no READY ever comes.
  const result = await page.evaluate(async (url) => {
    const w = window as unknown as FixtureWindow
    const started = Date.now()
    const bridge = w.makeBridge(url, 'test-project', 1_000)
    const error = await bridge.request('GET_USER').then(
      () => undefined,
      (e: { code: string; message: string }) => ({ code: e.code, message: e.message }),
    )
    return { error, elapsed: Date.now() - started, status: bridge.get().status, alert: w.kernel.get(w.tokens.alerts).get() }
  }, e2eUrls.api)
  expect(result.error).toEqual({ code: 'IFRAME_LOAD_FAILED', message: 'Something went wrong' })
  expect(result.elapsed).toBeGreaterThanOrEqual(1_000)
  expect(result.status).toBe('failed')
  expect(result.alert).toMatchObject({ open: true, code: 'IFRAME_LOAD_FAILED', message: 'Network error: iframe_load_failed' })

  // The frame itself refuses a parent whose project does not allow this origin: no READY either, but
  // it says so (UNVERIFIED_DOMAIN), so the request fails at once, long before its 20 s load timeout,
  // and the unverified-domain alert is raised.
  const refused = await page.evaluate(async (url) => {
    const w = window as unknown as FixtureWindow
    const started = Date.now()
    const bridge = w.makeBridge(url, 'no-such-project', 20_000)
    const code = await bridge.request('GET_USER').then(
      () => 'answered',
      (e: { code: string }) => e.code,
    )
    return { code, elapsed: Date.now() - started, status: bridge.get().status, alert: w.kernel.get(w.tokens.alerts).get() }
  }, e2eUrls.secureFrame)
  expect(refused.code).toBe('UNVERIFIED_DOMAIN')
  expect(refused.elapsed).toBeLessThan(15_000)
  expect(refused.status).toBe('failed')
  expect(refused.alert).toMatchObject({ open: true, code: 'UNVERIFIED_DOMAIN', message: 'Unverified domain', details: 'The wallet could not verify this domain.' })
  // The kernel's own bridge still works beside the failed ones.
  expect(await request(page, 'IS_CONNECTED')).toEqual({ isConnected: false })
})
