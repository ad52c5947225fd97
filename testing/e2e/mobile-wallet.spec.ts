// The Sandbox Mobile Wallet (sandbox/mobile-wallet/, @reown/walletkit in Chromium) against a real
// @walletconnect/sign-client dApp in this Node process, over the sandbox relay.
import { expect, test, type Page } from '@playwright/test'
import type { SignClientTypes } from '@walletconnect/types'
import { createPublicClient, http, numberToHex, parseEther, stringToHex, verifyMessage, type Hex } from 'viem'
import { ANVIL_ACCOUNT_0, ANVIL_ACCOUNT_1 } from '../accounts.ts'
import { e2eUrls } from './sandbox.ts'
import { restartRelay } from './walletconnect-pages.ts'

// Offline: the WalletConnect utils' test-run check turns off telemetry and Verify calls. Playwright
// workers are plain Node processes, so it is set here, before the clients load.
process.env.IS_VITEST = 'true'

const { address } = ANVIL_ACCOUNT_0
const chains = ['eip155:1337', 'eip155:8453']

/**
 * connect(), with its approval() already called. It must be called before the wallet approves:
 * sign-client's approval is a delayed promise whose resolve is dropped unless approval() was called
 * first, so a session that settles earlier leaves a later approval() pending until the proposal
 * expires (walletconnect.test.ts in sandbox/relay/ shows it).
 */
type Dapp = Awaited<ReturnType<typeof createDapp>>

async function propose(dapp: Dapp) {
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: { eip155: { chains, methods: ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain'], events: ['accountsChanged', 'chainChanged'] } },
  })
  const approved = approval()
  // Handled here too, so that a test failing before it awaits the approval leaves no unhandled rejection.
  approved.catch(() => {})
  return { uri: uri!, approved }
}

async function createDapp() {
  const { SignClient } = await import('@walletconnect/sign-client')
  return SignClient.init({
    projectId: 'portico-sandbox',
    relayUrl: e2eUrls.relay,
    customStoragePrefix: `portico-e2e-mobile-dapp-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
    metadata: { name: 'Portico e2e dApp', description: 'mobile wallet e2e', url: 'http://127.0.0.1', icons: ['http://127.0.0.1/icon.png'] },
  })
}

/** personal_sign from the dApp, approved in the wallet page; the signature verifies. */
async function signApproved(dapp: Dapp, page: Page, topic: string, text: string) {
  const signed = dapp.request<`0x${string}`>({ topic, chainId: chains[0], request: { method: 'personal_sign', params: [stringToHex(text), address] } })
  const prompt = page.getByRole('region', { name: 'Sign message' })
  await expect(prompt).toContainText(text)
  await prompt.getByRole('button', { name: 'Approve' }).click()
  expect(await verifyMessage({ address, message: text, signature: await signed })).toBe(true)
}

/**
 * Disconnect in the wallet page; the dApp hears the delete. Waited for: a dApp closed while it
 * still handles the deletion reopens its socket to unsubscribe.
 */
async function disconnectInWallet(dapp: Dapp, page: Page, topic: string) {
  const deleted = new Promise<SignClientTypes.EventArguments['session_delete']>((resolve) => dapp.once('session_delete', resolve))
  await page.getByRole('button', { name: 'Disconnect' }).click()
  expect((await deleted).topic).toBe(topic)
}

test('pairs from ?uri=, approves the session, signs personal_sign and disconnects', async ({ page }) => {
  test.setTimeout(60_000)
  const dapp = await createDapp()
  try {
    const { uri, approved } = await propose(dapp)
    expect(uri).toMatch(/^wc:/)

    await page.goto(`${e2eUrls.mobileWallet}?uri=${encodeURIComponent(uri)}`)
    const proposal = page.getByRole('region', { name: 'Session proposal' })
    await expect(proposal).toContainText('Portico e2e dApp')
    await expect(proposal.getByRole('link', { name: 'http://127.0.0.1/icon.png' })).toBeVisible()
    await expect(proposal).toContainText(/Verify: [A-Z]+/)
    await proposal.getByRole('button', { name: 'Approve' }).click()

    const session = await approved
    expect(session.peer.metadata.name).toBe('Sandbox Mobile Wallet')
    expect(session.namespaces.eip155.accounts).toEqual(chains.map((chain) => `${chain}:${address}`))

    await signApproved(dapp, page, session.topic, 'Hello from the Portico mobile wallet e2e')

    await disconnectInWallet(dapp, page, session.topic)
    expect(dapp.session.getAll()).toEqual([])
  } finally {
    dapp.core.heartbeat.stop()
    await dapp.core.relayer.transportClose().catch(() => {})
  }
})

test('pairs from the pasted URI, switches chain (chainChanged), sends a transaction, and a rejection reaches the dApp', async ({ page }) => {
  test.setTimeout(60_000)
  const dapp = await createDapp()
  try {
    const { uri, approved } = await propose(dapp)
    await page.goto(e2eUrls.mobileWallet)
    await expect(page.getByRole('status')).toHaveText('Ready')
    await page.getByRole('textbox', { name: 'WalletConnect URI' }).fill(uri)
    await page.getByRole('button', { name: 'Pair' }).click()
    await page.getByRole('region', { name: 'Session proposal' }).getByRole('button', { name: 'Approve' }).click()
    const session = await approved
    // The page lists the session once its approveSession() has returned, which can be after the dApp
    // has its approval; the page then sets the session's chain to the first one, so a switch
    // handled before that would be overwritten (sandbox/mobile-wallet/main.ts).
    await expect(page.getByRole('listitem')).toContainText('on Sandbox Ethereum')

    const changed = new Promise<SignClientTypes.EventArguments['session_event']>((resolve) =>
      dapp.on('session_event', (event) => event.params.event.name === 'chainChanged' && resolve(event)),
    )
    const switched = await dapp.request({
      topic: session.topic,
      chainId: chains[0],
      request: { method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(8453) }] },
    })
    expect(switched).toBeNull()
    const event = await changed
    expect(event.params).toMatchObject({ chainId: 'eip155:8453', event: { name: 'chainChanged', data: 8453 } })
    await expect(page.getByRole('listitem')).toContainText('Sandbox Base')

    const sent = dapp.request<Hex>({
      topic: session.topic,
      chainId: 'eip155:8453',
      request: { method: 'eth_sendTransaction', params: [{ from: address, to: ANVIL_ACCOUNT_1.address, value: numberToHex(parseEther('0.01')) }] },
    })
    await page.getByRole('region', { name: 'Send transaction' }).getByRole('button', { name: 'Approve' }).click()
    const hash = await sent
    const receipt = await createPublicClient({ transport: http(e2eUrls.chainB) }).waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())

    // Caught at once: the rejection arrives while the click is still being awaited.
    const rejected = dapp
      .request({ topic: session.topic, chainId: 'eip155:8453', request: { method: 'personal_sign', params: [stringToHex('no'), address] } })
      .then(() => 'resolved', (error: unknown) => error)
    await page.getByRole('region', { name: 'Sign message' }).getByRole('button', { name: 'Reject' }).click()
    expect(await rejected).toMatchObject({ code: 4001 })

    await disconnectInWallet(dapp, page, session.topic)
  } finally {
    dapp.core.heartbeat.stop()
    await dapp.core.relayer.transportClose().catch(() => {})
  }
})

test('the session survives a relay restart (port closed for a second, mailbox kept): both sides reconnect and personal_sign still works', async ({ page }) => {
  test.setTimeout(60_000)
  const dapp = await createDapp()
  try {
    const { uri, approved } = await propose(dapp)
    await page.goto(`${e2eUrls.mobileWallet}?uri=${encodeURIComponent(uri)}`)
    await page.getByRole('region', { name: 'Session proposal' }).getByRole('button', { name: 'Approve' }).click()
    const session = await approved

    // The relay runs in Playwright's global setup; its loopback admin API restarts it from here.
    const restarted = await restartRelay(1000)
    expect(restarted).toMatchObject({ restarted: true, downMs: 1000 })
    // This dApp's and the page's sockets at least (the relay is shared with the other specs).
    expect(restarted.closedSockets).toBeGreaterThanOrEqual(2)

    // Nothing reconnects the dApp or the wallet page for them.
    await signApproved(dapp, page, session.topic, 'Signed after the relay restarted')
    // The relay pushed the stored proposal again when the page resubscribed; the wallet ignores a message it has seen.
    await expect(page.getByRole('region', { name: 'Session proposal' })).toHaveCount(0)

    await disconnectInWallet(dapp, page, session.topic)
  } finally {
    dapp.core.heartbeat.stop()
    await dapp.core.relayer.transportClose().catch(() => {})
  }
})

/**
 * sign-client's authenticate() (wc_sessionAuthenticate, with its fallback proposal), its response()
 * already called. `methods` makes a ReCap resource: without it the approval gives CACAOs and no session.
 */
async function authenticate(dapp: Dapp) {
  const { uri, response } = await dapp.authenticate({ chains, domain: '127.0.0.1', uri: 'http://127.0.0.1/', nonce: 'n0nceN0nce123456', statement: 'Sign in to the e2e dApp', methods: ['personal_sign'] })
  const answered = response()
  answered.catch(() => {})
  return { uri, answered }
}

test('one-click sign-in by session_authenticate: the text shown, one Approve gives the session and a CACAO whose text the account signed', async ({ page }) => {
  test.setTimeout(60_000)
  const dapp = await createDapp()
  try {
    const { uri, answered } = await authenticate(dapp)
    await page.goto(`${e2eUrls.mobileWallet}?uri=${encodeURIComponent(uri)}`)
    await expect(page.getByText(/^One-click sign-in: /)).toHaveText('One-click sign-in: supported')
    const prompt = page.getByRole('region', { name: 'Sign-in request' })
    await expect(prompt).toContainText('Portico e2e dApp')
    await expect(prompt).toContainText('Approving also signs you in on Sandbox Ethereum:')
    await expect(prompt).toContainText(`127.0.0.1 wants you to sign in with your Ethereum account:\n${address}`)
    await expect(prompt).toContainText('Chain ID: 1337')
    await prompt.getByRole('button', { name: 'Approve' }).click()
    const { session, auths } = await answered
    await expect(page.getByRole('status')).toHaveText('Connected to Portico e2e dApp and signed in')
    expect(auths).toHaveLength(1)
    const cacao = auths![0]!
    expect(cacao.p).toMatchObject({ iss: `did:pkh:eip155:1337:${address}`, domain: '127.0.0.1', aud: 'http://127.0.0.1/', nonce: 'n0nceN0nce123456' })
    const text = dapp.formatAuthMessage({ request: cacao.p, iss: cacao.p.iss })
    expect(text).toContain('Sign in to the e2e dApp')
    expect(await verifyMessage({ address, message: text, signature: cacao.s.s as Hex })).toBe(true)
    // The session the sign-in made: its methods are those of the ReCap, and it answers them.
    expect(session.namespaces.eip155).toMatchObject({ accounts: [`eip155:1337:${address}`], methods: ['personal_sign'] })
    await expect(page.getByRole('listitem')).toContainText('on Sandbox Ethereum')
    await signApproved(dapp, page, session.topic, 'Signed in, then this')
    await disconnectInWallet(dapp, page, session.topic)
  } finally {
    dapp.core.heartbeat.stop()
    await dapp.core.relayer.transportClose().catch(() => {})
  }
})

test('with ?authenticate=off the wallet takes the fallback proposal: the session alone, no CACAO', async ({ page }) => {
  test.setTimeout(60_000)
  const dapp = await createDapp()
  try {
    const { uri, answered } = await authenticate(dapp)
    await page.goto(`${e2eUrls.mobileWallet}?authenticate=off&uri=${encodeURIComponent(uri)}`)
    await expect(page.getByText(/^One-click sign-in: /)).toHaveText('One-click sign-in: off (?authenticate=off)')
    const proposal = page.getByRole('region', { name: 'Session proposal' })
    await expect(proposal).toContainText('Portico e2e dApp')
    await expect(proposal).not.toContainText('sign in')
    await expect(page.getByRole('region', { name: 'Sign-in request' })).toHaveCount(0)
    await proposal.getByRole('button', { name: 'Approve' }).click()
    const { session, auths } = await answered
    await expect(page.getByRole('status')).toHaveText('Connected to Portico e2e dApp')
    expect(auths ?? []).toHaveLength(0)
    expect(session.namespaces.eip155.accounts).toContain(`eip155:1337:${address}`)
    await disconnectInWallet(dapp, page, session.topic)
  } finally {
    dapp.core.heartbeat.stop()
    await dapp.core.relayer.transportClose().catch(() => {})
  }
})

test('a proposal asking for a sign-in on another namespace than eip155: the wallet says why it cannot sign and approves the session alone', async ({ page }) => {
  test.setTimeout(60_000)
  const dapp = await createDapp()
  try {
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: { eip155: { chains, methods: ['personal_sign'], events: ['accountsChanged', 'chainChanged'] } },
      authentication: [{ chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], domain: '127.0.0.1', uri: 'http://127.0.0.1/', nonce: 'n0nceN0nce123456', ttl: 300 }],
    })
    const approved = approval()
    approved.catch(() => {})
    await page.goto(`${e2eUrls.mobileWallet}?uri=${encodeURIComponent(uri!)}`)
    const proposal = page.getByRole('region', { name: 'Session proposal' })
    await expect(proposal).toContainText('Sign-in not possible: Only eip155 namespace is supported for authenticated sessions')
    await proposal.getByRole('button', { name: 'Approve' }).click()
    const session = await approved
    await expect(page.getByRole('status')).toHaveText('Connected to Portico e2e dApp')
    expect((session as { authentication?: unknown[] }).authentication ?? []).toHaveLength(0)
    await disconnectInWallet(dapp, page, session.topic)
  } finally {
    dapp.core.heartbeat.stop()
    await dapp.core.relayer.transportClose().catch(() => {})
  }
})
