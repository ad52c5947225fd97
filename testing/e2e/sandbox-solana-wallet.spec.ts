// The Sandbox Wallet's Solana side in real Chromium, on the wallet server's blank page: it registers
// through the Wallet Standard under the Sandbox Wallet's name, asks in the same prompt, signs with
// the first funded Solana account and sends through the sandbox Solana RPC (LiteSVM). No modal.
import { expect, test, type Page } from '@playwright/test'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { Connection, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { SOLANA_ACCOUNT_0, SOLANA_ACCOUNT_1 } from '../solana-accounts.ts'
import { SOLANA_CHAINS } from '../solana-chains.ts'
import { e2eUrls } from './sandbox.ts'

const prompt = (page: Page) => page.getByRole('dialog', { name: 'Sandbox Wallet request' })
const connection = new Connection(e2eUrls.solana, { commitment: 'confirmed', wsEndpoint: e2eUrls.solana.replace(/^http/, 'ws') })

type Outcome = { result?: unknown; error?: { code?: number; message: string } }

/**
 * Calls a feature of the Sandbox Wallet's Solana side as an app would: it asks the page's Wallet
 * Standard registry for the wallet (app-ready), then calls `feature.method(...args)` with the
 * connected account filled in where an argument has `account: true`. Bytes travel as number arrays.
 */
function call(page: Page, feature: string, method: string, args: unknown[] = []): Promise<Outcome> {
  return page.evaluate(
    async ([feature, method, args]) => {
      const wallets: { name: string; accounts: unknown[]; features: Record<string, Record<string, (...a: unknown[]) => Promise<unknown>>> }[] = []
      window.dispatchEvent(Object.assign(new Event('wallet-standard:app-ready'), { detail: { register: (w: (typeof wallets)[number]) => (wallets.push(w), () => {}) } }))
      const wallet = wallets.find((w) => w.name === 'Sandbox Wallet')!
      const revive = (value: unknown): unknown => {
        if (Array.isArray(value)) return Uint8Array.from(value as number[])
        if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'account' ? wallet.accounts[0] : typeof v === 'string' || typeof v === 'object' ? revive(v) : v]))
        return value
      }
      const plain = (value: unknown): unknown =>
        value instanceof Uint8Array ? [...value] : Array.isArray(value) ? value.map(plain) : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)])) : value
      try {
        return { result: plain(await wallet.features[feature]![method]!(...args.map(revive))) }
      } catch (error) {
        return { error: { code: (error as { code?: number }).code, message: (error as Error).message } }
      }
    },
    [feature, method, args] as const,
  )
}

async function approve(page: Page, question: string | RegExp) {
  await expect(prompt(page)).toContainText(question)
  await prompt(page).getByRole('button', { name: 'Approve' }).click()
  await expect(prompt(page)).toHaveCount(0)
}

test.beforeEach(async ({ page }) => {
  await page.goto(e2eUrls.walletPage)
  await page.evaluate(() => localStorage.clear())
  await page.reload()
})

test('registers a multichain Sandbox Wallet: EIP-6963 and Wallet Standard sides under one name', async ({ page }) => {
  const sides = await page.evaluate(() => {
    const names: string[] = []
    window.addEventListener('eip6963:announceProvider', (event) => names.push(`eip6963:${(event as CustomEvent).detail.info.name}`))
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    const registered: { name: string; chains: string[]; icon: string }[] = []
    window.dispatchEvent(Object.assign(new Event('wallet-standard:app-ready'), { detail: { register: (w: (typeof registered)[number]) => (registered.push(w), () => {}) } }))
    return { names, standard: registered.map((w) => ({ name: w.name, chains: w.chains, icon: w.icon.slice(0, 26) })) }
  })
  expect(sides.names).toEqual(['eip6963:Sandbox Wallet'])
  expect(sides.standard).toEqual([{ name: 'Sandbox Wallet', chains: expect.arrayContaining([SOLANA_CHAINS.sandbox, SOLANA_CHAINS.mainnet]), icon: 'data:image/svg+xml;base64,' }])
})

test('connects after Approve, signs a message (ed25519-verified) and a transfer lands on the local SVM', async ({ page }) => {
  const connecting = call(page, 'standard:connect', 'connect')
  await approve(page, /Connect to http:\/\/127\.0\.0\.1:\d+\?/)
  const { result } = (await connecting) as { result: { accounts: { address: string }[] } }
  expect(result.accounts.map((a) => a.address)).toEqual([SOLANA_ACCOUNT_0.address])

  const message = [...new TextEncoder().encode('Hello from Portico')]
  const signing = call(page, 'solana:signMessage', 'signMessage', [{ account: true, message }])
  await approve(page, 'Sign this message?')
  const signed = (await signing).result as { signature: number[] }[]
  expect(ed25519.verify(Uint8Array.from(signed[0]!.signature), Uint8Array.from(message), base58.decode(SOLANA_ACCOUNT_0.address))).toBe(true)

  const receiver = new PublicKey(SOLANA_ACCOUNT_1.address)
  const before = await connection.getBalance(receiver)
  const { blockhash } = await connection.getLatestBlockhash()
  const transfer = new Transaction({ feePayer: new PublicKey(SOLANA_ACCOUNT_0.address), recentBlockhash: blockhash })
    .add(SystemProgram.transfer({ fromPubkey: new PublicKey(SOLANA_ACCOUNT_0.address), toPubkey: receiver, lamports: 250_000_000 }))
    .serialize({ requireAllSignatures: false, verifySignatures: false })
  const sending = call(page, 'solana:signAndSendTransaction', 'signAndSendTransaction', [{ account: true, transaction: [...transfer], chain: SOLANA_CHAINS.sandbox }])
  await approve(page, 'Sign and send this transaction?')
  const sent = (await sending).result as { signature: number[] }[]
  const signature = base58.encode(Uint8Array.from(sent[0]!.signature))
  await expect.poll(async () => (await connection.getSignatureStatuses([signature])).value[0]?.err).toBeNull()
  expect(await connection.getBalance(receiver)).toBe(before + 250_000_000)

  // Reload: the permission is remembered, so a silent connect gives the account without a prompt.
  await page.reload()
  const silent = (await call(page, 'standard:connect', 'connect', [{ silent: true }])).result as { accounts: { address: string }[] }
  expect(silent.accounts.map((a) => a.address)).toEqual([SOLANA_ACCOUNT_0.address])
  await expect(prompt(page)).toHaveCount(0)
})

test('Reject in the prompt fails the request with 4001 and leaves the site without the account', async ({ page }) => {
  const connecting = call(page, 'standard:connect', 'connect')
  await expect(prompt(page)).toContainText('Share Solana account')
  await prompt(page).getByRole('button', { name: 'Reject' }).click()
  expect((await connecting).error).toMatchObject({ code: 4001 })
  expect(((await call(page, 'standard:connect', 'connect', [{ silent: true }])).result as { accounts: unknown[] }).accounts).toEqual([])
})
