// The Sandbox Wallet on its own, in real Chromium against the sandbox's anvil chains: no modal.
import { fileURLToPath } from 'node:url'
import { expect, test, type Page } from '@playwright/test'
import { createPublicClient, http, parseEther, verifyMessage, type Hex } from 'viem'
import { ANVIL_ACCOUNT_0, ANVIL_ACCOUNT_1 } from '../accounts.ts'
import { e2eUrls } from './sandbox.ts'

const { address } = ANVIL_ACCOUNT_0
const walletOrigin = new URL(e2eUrls.walletPage).origin

type Outcome = { result?: unknown; error?: { code: number; message: string } }

/** Starts a provider request in the page without waiting for it (a prompt may be in the way). */
function request(page: Page, method: string, params?: unknown): Promise<Outcome> {
  return page.evaluate(
    ([method, params]) =>
      (window as unknown as { ethereum: { request(a: object): Promise<unknown> } }).ethereum
        .request({ method, params })
        .then(
          (result) => ({ result }),
          (error: { code: number; message: string }) => ({ error: { code: error.code, message: error.message } }),
        ),
    [method, params] as const,
  )
}

const prompt = (page: Page) => page.getByRole('dialog', { name: 'Sandbox Wallet request' })

test.beforeEach(async ({ page }) => {
  await page.goto(e2eUrls.walletPage)
})

test('announces itself over EIP-6963 and sets window.ethereum', async ({ page }) => {
  const announced = await page.evaluate(() => {
    const details: { info: Record<string, string>; provider: unknown }[] = []
    window.addEventListener('eip6963:announceProvider', (event) => details.push((event as CustomEvent).detail))
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    const [detail] = details
    return {
      count: details.length,
      info: detail.info,
      frozen: Object.isFrozen(detail),
      isWindowEthereum: detail.provider === (window as unknown as { ethereum: unknown }).ethereum,
    }
  })
  expect(announced).toMatchObject({ count: 1, frozen: true, isWindowEthereum: true })
  expect(announced.info).toMatchObject({ name: 'Sandbox Wallet', rdns: 'org.portico.sandbox', icon: expect.stringMatching(/^data:image\/svg\+xml,/) })
  expect(await request(page, 'eth_chainId')).toEqual({ result: '0x539' })
})

test('connects after Approve, and remembers the site across a reload', async ({ page }) => {
  expect(await request(page, 'eth_accounts')).toEqual({ result: [] })
  const connecting = request(page, 'eth_requestAccounts')
  await expect(prompt(page)).toBeVisible()
  await expect(prompt(page)).toContainText(`Connect to ${walletOrigin}?`)
  await prompt(page).getByRole('button', { name: 'Approve' }).click()
  expect(await connecting).toEqual({ result: [address] })
  await expect(page.locator('portico-sandbox-wallet')).toHaveCount(0)

  await page.reload()
  expect(await request(page, 'eth_accounts')).toEqual({ result: [address] })
  expect(await request(page, 'eth_requestAccounts')).toEqual({ result: [address] }) // no prompt this time
})

test('Reject and Escape both reject with 4001', async ({ page }) => {
  const rejected = request(page, 'eth_requestAccounts')
  await prompt(page).getByRole('button', { name: 'Reject' }).click()
  expect(await rejected).toEqual({ error: { code: 4001, message: 'User rejected the request.' } })

  const escaped = request(page, 'eth_requestAccounts')
  await expect(prompt(page)).toBeVisible()
  await page.keyboard.press('Escape')
  expect(await escaped).toEqual({ error: { code: 4001, message: 'User rejected the request.' } })
  await expect(prompt(page)).toHaveCount(0)
  expect(await request(page, 'eth_accounts')).toEqual({ result: [] })
})

test('switches to Sandbox Base after Approve, and keeps the chain across a reload', async ({ page }) => {
  const switching = request(page, 'wallet_switchEthereumChain', [{ chainId: '0x2105' }])
  await expect(prompt(page)).toContainText('Switch to Sandbox Base?')
  await prompt(page).getByRole('button', { name: 'Approve' }).click()
  expect(await switching).toEqual({ result: null })
  await page.reload()
  expect(await request(page, 'eth_chainId')).toEqual({ result: '0x2105' })
  expect(await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x1' }])).toMatchObject({ error: { code: 4902 } })
})

test('shows the decoded message, signs it, and the signature verifies', async ({ page }) => {
  await page.evaluate(() => localStorage.setItem('sandbox-wallet:state', JSON.stringify({ permitted: true, chainId: 1337, addedChains: [] })))
  await page.reload()
  const message = '0x' + Buffer.from('Hello from the e2e test').toString('hex')
  const signing = request(page, 'personal_sign', [message, address])
  await expect(prompt(page)).toContainText('Sign this message?')
  await expect(prompt(page)).toContainText('Hello from the e2e test')
  await prompt(page).getByRole('button', { name: 'Approve' }).click()
  const { result } = await signing
  expect(await verifyMessage({ address, message: 'Hello from the e2e test', signature: result as Hex })).toBe(true)
})

test('sends 0.01 ETH on Sandbox Ethereum after Approve', async ({ page }) => {
  await page.evaluate(() => localStorage.setItem('sandbox-wallet:state', JSON.stringify({ permitted: true, chainId: 1337, addedChains: [] })))
  await page.reload()
  const node = createPublicClient({ transport: http(e2eUrls.chainA) })
  const before = await node.getBalance({ address: ANVIL_ACCOUNT_1.address })
  const sending = request(page, 'eth_sendTransaction', [{ from: address, to: ANVIL_ACCOUNT_1.address, value: '0x2386f26fc10000' }])
  await expect(prompt(page)).toContainText(`Send 0.01 ETH to ${ANVIL_ACCOUNT_1.address}?`)
  await prompt(page).getByRole('button', { name: 'Approve' }).click()
  const { result } = await sending
  expect(await node.waitForTransactionReceipt({ hash: result as Hex, pollingInterval: 50 })).toMatchObject({ status: 'success' })
  expect(await node.getBalance({ address: ANVIL_ACCOUNT_1.address })).toBe(before + parseEther('0.01'))
})

test('shows concurrent requests one at a time', async ({ page }) => {
  await page.evaluate(() => localStorage.setItem('sandbox-wallet:state', JSON.stringify({ permitted: true, chainId: 1337, addedChains: [] })))
  await page.reload()
  const first = request(page, 'personal_sign', ['first', address])
  const second = request(page, 'personal_sign', ['second', address])
  await expect(prompt(page)).toHaveCount(1)
  await expect(prompt(page)).toContainText('first')
  await prompt(page).getByRole('button', { name: 'Reject' }).click()
  expect(await first).toMatchObject({ error: { code: 4001 } })
  await expect(prompt(page)).toContainText('second')
  await prompt(page).getByRole('button', { name: 'Approve' }).click()
  expect(await second).toMatchObject({ result: expect.stringMatching(/^0x[0-9a-f]{130}$/) })
})

test('works over a Radix-style modal: pointer-events none on body, aria-hidden siblings, document listeners', async ({ page }) => {
  // What a modal Radix Dialog does to the page while open.
  await page.evaluate(() => {
    const seen: string[] = []
    ;(window as unknown as { seen: string[] }).seen = seen
    const modal = Object.assign(document.createElement('div'), { role: 'dialog', textContent: 'dApp modal' })
    document.body.append(modal)
    for (const child of document.body.children) if (child !== modal) child.setAttribute('aria-hidden', 'true')
    document.body.style.pointerEvents = 'none'
    for (const type of ['pointerdown', 'click', 'focusin']) document.addEventListener(type, () => seen.push(type))
    document.addEventListener('keydown', (event) => seen.push(`keydown ${event.key}`), { capture: true })
  })
  const connecting = request(page, 'eth_requestAccounts')
  await expect(prompt(page)).toBeVisible()
  await prompt(page).getByRole('button', { name: 'Approve' }).click()
  expect(await connecting).toEqual({ result: [address] })

  const escaped = request(page, 'personal_sign', ['bye', address])
  await expect(prompt(page)).toBeVisible()
  await page.keyboard.press('Escape')
  expect(await escaped).toMatchObject({ error: { code: 4001 } })
  // The dApp never saw the clicks, the focus moves or the Escape meant for the wallet.
  expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual([])
})

test('works over a real Radix Dialog: the dApp modal stays open and gets the answer', async ({ page }) => {
  const fixture = fileURLToPath(new URL('./fixtures/radix-dialog.html', import.meta.url))
  await page.goto(`${e2eUrls.fixtures}@fs${fixture}?wallet=${encodeURIComponent(`${e2eUrls.walletPage}inject.js`)}`)
  await page.getByRole('button', { name: 'Open modal' }).click()
  const modal = page.getByRole('dialog', { name: 'dApp modal' })
  await expect(modal).toBeVisible()

  await modal.getByRole('button', { name: 'Connect' }).click()
  await prompt(page).getByRole('button', { name: 'Approve' }).click()
  await expect(modal.getByLabel('result')).toHaveText(JSON.stringify([address]))
  await expect(modal).toBeVisible()

  await modal.getByRole('button', { name: 'Sign' }).click()
  await expect(prompt(page)).toContainText('hello')
  await page.keyboard.press('Escape')
  await expect(modal.getByLabel('result')).toHaveText('error 4001')
  await expect(modal).toBeVisible()
  // Focus is back inside the dApp's modal, so its own Escape closes it as usual.
  await page.keyboard.press('Escape')
  await expect(modal).toBeHidden()
})
