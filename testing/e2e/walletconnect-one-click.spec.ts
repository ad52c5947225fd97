// One-click sign-in over WalletConnect (an authenticated session), as a visitor with a phone wallet
// meets it on the playground with "Sign-in required" on: the pairing asks the Sandbox Mobile Wallet
// (@reown/walletkit, another page) to sign in with the same approval that connects it; ONE Approve
// there connects the dApp and signs it in: the wallet's CACAO goes to the sandbox dApp backend,
// which verifies it with portico/server, and the modal never asks for a signature. A wallet that
// does not support authenticated sessions (?authenticate=off) approves the session alone, and the
// usual sign-in step follows. Real Chromium, real relay, real signatures, a real HttpOnly cookie.
import { expect, test, type Page } from '@playwright/test'
import { SiweMessage } from 'siwe'
import { createPublicClient, http } from 'viem'
import { verifySiweMessage } from 'viem/siwe'
import { cacaoMessage, type Cacao } from '../../server/verify-cacao.ts'
import { ANVIL_ACCOUNT_0 } from '../accounts.ts'
import { e2eUrls } from './sandbox.ts'
import { captureConsoleOnFailure, copyWalletConnectLink, modal, pairInMobileWallet, proposal, signApprovedInWallet } from './walletconnect-pages.ts'

const { address } = ANVIL_ACCOUNT_0
const signIn = (page: Page) => modal(page, 'Sign In')
/**
 * Two pages, the relay, the dApp backend and a sign-in: 25–45 s on an idle machine, and past 90 s
 * with the 2 cores at a load of 20 (seen in runs next to other suites).
 */
const TWO_PAGE_FLOW_MS = 150_000

const lines: string[] = []
captureConsoleOnFailure(lines)

/** Calls the backend's protected endpoint from the page (with its cookie) and reads what it shows. */
async function callProtected(page: Page) {
  await page.getByRole('button', { name: 'Call protected endpoint' }).click()
  await expect(page.getByTestId('protected-status')).not.toBeEmpty()
  return { status: await page.getByTestId('protected-status').textContent(), body: await page.getByTestId('protected-body').textContent() }
}

/** Every body the page posts to the dApp backend's /dapp/siwx/verify. */
function recordVerifyPosts(page: Page): Record<string, unknown>[] {
  const posts: Record<string, unknown>[] = []
  page.on('request', (request) => {
    if (request.url().includes('/dapp/siwx/verify') && request.method() === 'POST') posts.push(request.postDataJSON() as Record<string, unknown>)
  })
  return posts
}

test.beforeEach(async ({ page }) => {
  // The playground's sign-in switch (the 'Sign-in required' checkbox reloads with this query).
  await page.goto('/?signin=required')
  await expect(page.getByRole('checkbox', { name: 'Sign-in required' })).toBeChecked()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
})

test('one approval in the Sandbox Mobile Wallet connects and signs in: the backend verifies the CACAO, no signature step', async ({ page: dapp, context }) => {
  test.setTimeout(TWO_PAGE_FLOW_MS)
  expect(await callProtected(dapp)).toMatchObject({ status: '401' })
  const verifyPosts = recordVerifyPosts(dapp)
  const domain = new URL(dapp.url()).host

  const wallet = await pairInMobileWallet(context, await copyWalletConnectLink(dapp), lines)
  // The wallet's one prompt: the proposal, with the EIP-4361 text its approval signs.
  const prompt = proposal(wallet)
  await expect(prompt).toContainText('Portico Playground')
  await expect(prompt).toContainText('Approving also signs you in on Sandbox Ethereum:')
  await expect(prompt).toContainText(`${domain} wants you to sign in with your Ethereum account:\n${address}`)
  await expect(prompt).toContainText('Sign in to the Portico Playground')
  await expect(prompt).toContainText('Chain ID: 1337')
  const verified = dapp.waitForResponse((r) => r.url().includes('/dapp/siwx/verify') && r.request().method() === 'POST')
  await prompt.getByRole('button', { name: 'Approve' }).click()
  await expect(wallet.getByRole('status')).toHaveText('Connected to Portico Playground and signed in')
  expect((await verified).status()).toBe(200)

  // Connected and signed in: the modal closed by itself (with sign-in required and no session it
  // would stay on Sign In, which cannot be closed), and the wallet was never asked to sign again.
  await expect(dapp.getByTestId('account-status')).toHaveText('connected')
  await expect(dapp.getByTestId('account-address')).toHaveText(address)
  await expect(dapp.getByRole('dialog')).toHaveCount(0)
  await expect(signIn(dapp)).toHaveCount(0)
  await expect(wallet.getByRole('region', { name: 'Sign message' })).toHaveCount(0)

  // What the page sent its backend: one CACAO (no { message, signature } step), for the account on
  // the sandbox chain, whose text a backend on viem or on the siwe library also accepts.
  expect(verifyPosts).toHaveLength(1)
  expect(Object.keys(verifyPosts[0]!)).toEqual(['cacao'])
  const cacao = verifyPosts[0]!.cacao as Cacao
  expect(cacao.p).toMatchObject({ iss: `did:pkh:eip155:1337:${address}`, domain, aud: new URL(dapp.url()).origin, statement: 'Sign in to the Portico Playground' })
  const message = cacaoMessage(cacao)
  const signature = cacao.s.s as `0x${string}`
  const client = createPublicClient({ transport: http(e2eUrls.chainA) })
  expect(await verifySiweMessage(client, { message, signature, domain, nonce: cacao.p.nonce, address })).toBe(true)
  expect(await new SiweMessage(message).verify({ signature, domain, nonce: cacao.p.nonce })).toMatchObject({ success: true, data: { address, chainId: 1337 } })

  // The dApp backend's session is set.
  const answer = await callProtected(dapp)
  expect(answer.status).toBe('200')
  expect(JSON.parse(answer.body!)).toEqual({ address, chainId: 'eip155:1337', greeting: `Hello, ${address}` })

  // The session is a normal one besides: a message signed in the wallet verifies.
  await signApprovedInWallet(dapp, wallet)

  // Reload: the restored connection finds its sign-in at the backend and is not asked again.
  await dapp.reload()
  await expect(dapp.getByTestId('account-status')).toHaveText('connected')
  await expect(dapp.getByRole('dialog')).toHaveCount(0)
  expect(await callProtected(dapp)).toMatchObject({ status: '200' })
  expect(verifyPosts).toHaveLength(1)
})

test('a wallet without authenticated sessions (?authenticate=off): the proposal approved alone, then the usual sign-in step', async ({ page: dapp, context }) => {
  test.setTimeout(TWO_PAGE_FLOW_MS)
  expect(await callProtected(dapp)).toMatchObject({ status: '401' })
  const verifyPosts = recordVerifyPosts(dapp)
  const wallet = await pairInMobileWallet(context, await copyWalletConnectLink(dapp), lines, { authenticate: 'off' })
  // The proposal still carries the sign-in request; this wallet does not show or sign it.
  await expect(proposal(wallet)).toContainText('Portico Playground')
  await expect(proposal(wallet)).not.toContainText('sign in')
  await proposal(wallet).getByRole('button', { name: 'Approve' }).click()
  await expect(wallet.getByRole('status')).toHaveText('Connected to Portico Playground')

  // Connected, not signed in: the modal asks for the signature (SIWXSignMessage) and cannot be closed.
  await expect(signIn(dapp)).toBeVisible()
  await expect(dapp.getByTestId('account-status')).toHaveText('connected')
  await dapp.keyboard.press('Escape')
  await expect(signIn(dapp)).toBeVisible()

  await signIn(dapp).getByRole('button', { name: 'Sign' }).click()
  const request = wallet.getByRole('region', { name: 'Sign message' })
  await expect(request).toContainText('wants you to sign in with your Ethereum account')
  await expect(request).toContainText('Chain ID: 1337')
  await request.getByRole('button', { name: 'Approve' }).click()
  await expect(dapp.getByRole('dialog')).toHaveCount(0)

  // The backend got the signed message (no CACAO) and its session is set.
  expect(verifyPosts).toHaveLength(1)
  expect(Object.keys(verifyPosts[0]!).sort()).toEqual(['message', 'signature'])
  const answer = await callProtected(dapp)
  expect(answer.status).toBe('200')
  expect(JSON.parse(answer.body!)).toEqual({ address, chainId: 'eip155:1337', greeting: `Hello, ${address}` })
})

test('connecting while the dApp is on Sandbox Base: the one approval signs in on that chain', async ({ page: dapp, context }) => {
  test.setTimeout(TWO_PAGE_FLOW_MS)
  // Disconnected, the visitor picks the network first (the header's network button).
  await dapp.getByRole('button', { name: 'Sandbox Ethereum' }).click()
  await modal(dapp, /Network/).getByRole('button', { name: 'Sandbox Base' }).click()
  await expect(dapp.getByTestId('account-chain')).toHaveText('8453')
  if (await dapp.getByRole('dialog').count()) await dapp.keyboard.press('Escape')
  await expect(dapp.getByRole('dialog')).toHaveCount(0)
  const verifyPosts = recordVerifyPosts(dapp)

  const wallet = await pairInMobileWallet(context, await copyWalletConnectLink(dapp), lines)
  await expect(proposal(wallet)).toContainText('Approving also signs you in on Sandbox Base:')
  await expect(proposal(wallet)).toContainText('Chain ID: 8453')
  await proposal(wallet).getByRole('button', { name: 'Approve' }).click()
  await expect(wallet.getByRole('status')).toHaveText('Connected to Portico Playground and signed in')

  await expect(dapp.getByTestId('account-status')).toHaveText('connected')
  await expect(dapp.getByTestId('account-chain')).toHaveText('8453')
  await expect(dapp.getByRole('dialog')).toHaveCount(0)
  await expect(wallet.getByRole('region', { name: 'Sign message' })).toHaveCount(0)
  expect(verifyPosts).toHaveLength(1)
  expect((verifyPosts[0]!.cacao as Cacao).p.iss).toBe(`did:pkh:eip155:8453:${address}`)
  const answer = await callProtected(dapp)
  expect(answer.status).toBe('200')
  expect(JSON.parse(answer.body!)).toMatchObject({ address, chainId: 'eip155:8453' })
})
