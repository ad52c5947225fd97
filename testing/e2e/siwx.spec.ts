// Sign in with X, as a visitor meets it on the playground with "Sign-in required" on: connect the
// Sandbox Wallet, the modal asks for a signature and cannot be closed, the sandbox dApp backend
// (portico/server) verifies it and its protected endpoint answers; the session survives a reload
// and ends with a disconnect. Real Chromium, real anvil, real signatures, a real HttpOnly cookie.
import { expect, test, type Page } from '@playwright/test'
import { SiweMessage } from 'siwe'
import { createPublicClient, http } from 'viem'
import { verifySiweMessage } from 'viem/siwe'
import { ANVIL_ACCOUNT_0 } from '../accounts.ts'
import { e2eUrls } from './sandbox.ts'
import { captureConsoleOnFailure, copyWalletConnectLink, pairInMobileWallet, proposal } from './walletconnect-pages.ts'

const { address } = ANVIL_ACCOUNT_0

const walletPrompt = (page: Page) => page.getByRole('dialog', { name: 'Sandbox Wallet request' })
const modal = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name })
const signIn = (page: Page) => modal(page, 'Sign In')

async function approveInWallet(page: Page) {
  await walletPrompt(page).getByRole('button', { name: 'Approve' }).click()
  await expect(walletPrompt(page)).toHaveCount(0)
}

/** Calls the backend's protected endpoint from the page (with its cookie) and reads what it shows. */
async function callProtected(page: Page) {
  await page.getByRole('button', { name: 'Call protected endpoint' }).click()
  await expect(page.getByTestId('protected-status')).not.toBeEmpty()
  return { status: await page.getByTestId('protected-status').textContent(), body: await page.getByTestId('protected-body').textContent() }
}

/** Connects through the modal; with sign-in required the modal then asks to sign in. */
async function connect(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page, 'Connect Wallet').getByRole('button', { name: 'Sandbox Wallet' }).click()
  await approveInWallet(page)
  await expect(signIn(page)).toBeVisible()
  await expect(signIn(page)).toContainText('Portico Playground needs to connect to your wallet')
  await expect(page.getByTestId('account-status')).toHaveText('connected')
}

test.beforeEach(async ({ page }) => {
  await page.goto('/')
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  // The switch reloads the page with ?signin=required.
  const required = page.getByRole('checkbox', { name: 'Sign-in required' })
  await expect(required).not.toBeChecked()
  // A click, not check(): the box is controlled by the address, so it stays unticked until the
  // reload lands, and check() fails when it reads the box before the navigation has begun.
  await required.click()
  await expect(page).toHaveURL(/[?&]signin=required/)
  await expect(page.getByRole('checkbox', { name: 'Sign-in required' })).toBeChecked()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
})

test('required sign-in: the modal cannot be closed before signing; the backend then knows the address; a reload keeps the session; disconnect ends it', async ({ page }) => {
  expect(await callProtected(page)).toMatchObject({ status: '401' })
  await connect(page)

  // Not before signing: Escape and the close button are refused, and the modal shakes, also
  // when it took over from the loading dialog (the first open while its code loaded).
  const box = page.getByTestId('portico-modal')
  // The shake lasts 500 ms: a loaded machine can miss it between two polls, so the box records the
  // animations it starts, and the test reads that record.
  await box.evaluate((element) => {
    const started: string[] = []
    Object.assign(element, { startedAnimations: started })
    element.addEventListener('animationstart', (event) => started.push((event as AnimationEvent).animationName))
  })
  await page.keyboard.press('Escape')
  await expect(signIn(page)).toBeVisible()
  await expect.poll(() => box.evaluate((element) => (element as unknown as { startedAnimations: string[] }).startedAnimations)).toContain('pc-shake')
  await signIn(page).getByRole('button', { name: 'Close' }).click()
  await expect(signIn(page)).toBeVisible()

  const verify = page.waitForRequest((r) => r.url().includes('/dapp/siwx/verify') && r.method() === 'POST')
  await signIn(page).getByRole('button', { name: 'Sign' }).click()
  // EIP-4361 exactly (the default on eip155): an Ethereum account, the chain as a number.
  await expect(walletPrompt(page)).toContainText('wants you to sign in with your Ethereum account')
  await expect(walletPrompt(page)).toContainText('Chain ID: 1337')
  await approveInWallet(page)
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // What the page sent its backend, checked as a backend on viem or on the siwe library would.
  const { message, signature } = (await verify).postDataJSON() as { message: string; signature: `0x${string}` }
  const domain = new URL(page.url()).host
  expect(message.split('\n')[0]).toBe(`${domain} wants you to sign in with your Ethereum account:`)
  const nonce = /\nNonce: (\S+)/.exec(message)![1]!
  const client = createPublicClient({ transport: http(e2eUrls.chainA) })
  expect(await verifySiweMessage(client, { message, signature, domain, nonce, address })).toBe(true)
  expect(await new SiweMessage(message).verify({ signature, domain, nonce })).toMatchObject({ success: true, data: { address, chainId: 1337 } })

  const answer = await callProtected(page)
  expect(answer.status).toBe('200')
  expect(JSON.parse(answer.body!)).toEqual({ address, chainId: 'eip155:1337', greeting: `Hello, ${address}` })

  // Reload: the restored connection reads its session from the backend and is not asked again.
  const sessionRead = page.waitForResponse((r) => r.url().includes('/dapp/siwx/session') && r.request().method() === 'GET')
  await page.reload()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  expect(((await (await sessionRead).json()) as { sessions: unknown[] }).sessions).toHaveLength(1)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(walletPrompt(page)).toHaveCount(0)
  expect(await callProtected(page)).toMatchObject({ status: '200' })

  // Disconnect signs out on the backend (signOutOnDisconnect).
  await page.getByRole('button', { name: /0xf39F/i }).click()
  await modal(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  await expect.poll(async () => (await callProtected(page)).status).toBe('401')
})

test("a declined signature says 'Signature declined'; Cancel disconnects", async ({ page }) => {
  await connect(page)
  await signIn(page).getByRole('button', { name: 'Sign' }).click()
  await walletPrompt(page).getByRole('button', { name: 'Reject' }).click()
  await expect(signIn(page).getByRole('alert')).toHaveText('Signature declined')
  await expect(signIn(page).getByRole('button', { name: 'Sign' })).toBeEnabled()

  await signIn(page).getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(await callProtected(page)).toMatchObject({ status: '401' })
})

test('switching to a chain with no session asks for a new signature for that chain', async ({ page }) => {
  await connect(page)
  await signIn(page).getByRole('button', { name: 'Sign' }).click()
  await approveInWallet(page)
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await page.getByRole('button', { name: /0xf39F/i }).click()
  await modal(page, 'Account').getByRole('button', { name: /Sandbox Ethereum/ }).click()
  await modal(page, /Network/).getByRole('button', { name: 'Sandbox Base' }).click()
  await approveInWallet(page)
  await expect(page.getByTestId('account-chain')).toHaveText('8453')
  await expect(signIn(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(signIn(page)).toBeVisible()
  await signIn(page).getByRole('button', { name: 'Sign' }).click()
  await expect(walletPrompt(page)).toContainText('Chain ID: 8453')
  await approveInWallet(page)
  // 'replace': back to where the visitor was before the sign-in step
  await expect(signIn(page)).toHaveCount(0)
  await expect(modal(page, 'Account').getByRole('button', { name: /Sandbox Base/ })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  const answer = await callProtected(page)
  expect(answer.status).toBe('200')
  expect(JSON.parse(answer.body!)).toMatchObject({ address, chainId: 'eip155:8453' })
})

test("AppKit's informal lines on request (?signinFormat=informal): the network's name and a CAIP-2 Chain ID, still verified by portico/server", async ({ page }) => {
  await page.goto('/?signin=required&signinFormat=informal')
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  await connect(page)
  await signIn(page).getByRole('button', { name: 'Sign' }).click()
  await expect(walletPrompt(page)).toContainText('wants you to sign in with your Sandbox Ethereum account')
  await expect(walletPrompt(page)).toContainText('Chain ID: eip155:1337')
  await approveInWallet(page)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(await callProtected(page)).toMatchObject({ status: '200' })
})

test.describe('over WalletConnect', () => {
  const lines: string[] = []
  captureConsoleOnFailure(lines)

  // The wallet is set not to support one-click sign-in, so the sign-in is its own step (the one-click
  // flow is walletconnect-one-click.spec.ts).
  test('the Sandbox Mobile Wallet shows the sign-in message and signs; the backend knows the address', async ({ page: dapp, context }) => {
    test.setTimeout(60_000)
    const uri = await copyWalletConnectLink(dapp)
    const wallet = await pairInMobileWallet(context, uri, lines, { authenticate: 'off' })
    await proposal(wallet).getByRole('button', { name: 'Approve' }).click()
    await expect(signIn(dapp)).toBeVisible()
    await dapp.keyboard.press('Escape')
    await expect(signIn(dapp)).toBeVisible()

    await signIn(dapp).getByRole('button', { name: 'Sign' }).click()
    const request = wallet.getByRole('region', { name: 'Sign message' })
    await expect(request).toContainText('wants you to sign in with your Ethereum account')
    await request.getByRole('button', { name: 'Approve' }).click()
    await expect(dapp.getByRole('dialog')).toHaveCount(0)

    const answer = await callProtected(dapp)
    expect(answer.status).toBe('200')
    expect(JSON.parse(answer.body!)).toMatchObject({ address, chainId: 'eip155:1337' })
  })
})
