// The Activity data layer against the real sandbox API server over anvil with the sandbox tokens
// deployed: real transfers sent with viem, read back page by page through the kernel's API client.
import { createPublicClient, createWalletClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBlockchainApi } from '../../kernel/api/blockchain-api.ts'
import { createApiContext } from '../../kernel/api/api-context.ts'
import { createToast } from '../../kernel/toast/toast.ts'
import { apiOptions, memoryStorage, silentLogger } from '../../testing/test-support/kernel-api-server.ts'
import { startTestApi, type TestApi } from '../../sandbox/server/test-support.ts'
import { sandboxTokens } from '../../sandbox/tokens/index.ts'
import { ANVIL_ACCOUNT_0 } from '../../testing/accounts.ts'
import { createActivityFeed, FAILED_TO_FETCH_TRANSACTIONS } from './activity-feed.ts'

/** anvil's dev account #2: holds no sandbox tokens, so its history is only what this test sends. */
const RECIPIENT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const SUSDC = sandboxTokens.find((t) => t.symbol === 'sUSDC')!

let t: TestApi
let chainId: string
const hashes = { native: '', token: '' }

beforeAll(async () => {
  // one transaction per page, so reading both transfers takes the cursor
  t = await startTestApi({ chainIds: [1337], tokens: true, server: { historyPageSize: 1 } })
  chainId = `eip155:${t.anvils[0]!.chainId}`
  const transport = http(t.anvils[0]!.rpcUrl)
  const wallet = createWalletClient({ account: privateKeyToAccount(ANVIL_ACCOUNT_0.privateKey), transport })
  const chain = createPublicClient({ transport })
  hashes.native = await wallet.sendTransaction({ to: RECIPIENT, value: parseEther('0.01'), chain: null })
  await chain.waitForTransactionReceipt({ hash: hashes.native as `0x${string}` })
  hashes.token = await wallet.writeContract({ address: SUSDC.address, abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT, parseUnits('5', SUSDC.decimals)], chain: null })
  await chain.waitForTransactionReceipt({ hash: hashes.token as `0x${string}` })
}, 120_000)
afterAll(() => t?.stop())

const api = (fetch?: typeof globalThis.fetch) =>
  createBlockchainApi(createApiContext({ options: apiOptions(t.api.url), storage: memoryStorage(), toast: createToast(), logger: silentLogger(), ...(fetch ? { fetch } : {}) }))

describe('createActivityFeed', () => {
  it("reads the recipient's native and ERC-20 receipts page by page, newest first, then stops", async () => {
    const feed = createActivityFeed({ history: api(), address: RECIPIENT, chainId })
    expect(feed.get()).toMatchObject({ transactions: [], status: 'idle', hasMore: true, loaded: false })
    await feed.loadMore()
    expect(feed.get().transactions.map((x) => x.metadata.hash)).toEqual([hashes.token])
    expect(feed.get().hasMore).toBe(true)
    await feed.loadMore()
    expect(feed.get().transactions.map((x) => x.metadata.hash)).toEqual([hashes.token, hashes.native])
    // the second page was the last one
    expect(feed.get()).toMatchObject({ status: 'idle', hasMore: false, loaded: true })
    await feed.loadMore()
    expect(feed.get().transactions).toHaveLength(2)

    const [token, native] = feed.get().transactions
    expect(token).toMatchObject({
      metadata: { operationType: 'receive', status: 'confirmed', sentFrom: ANVIL_ACCOUNT_0.address.toLowerCase(), sentTo: RECIPIENT.toLowerCase(), chain: chainId },
      transfers: [{ direction: 'in', quantity: { numeric: '5' }, fungible_info: { symbol: 'sUSDC', name: 'Sandbox USD Coin' } }],
    })
    expect(token!.transfers[0]!.fungible_info!.icon?.url).toMatch(/getTokenImage\/sUSDC/)
    expect(native).toMatchObject({
      metadata: { operationType: 'receive', status: 'confirmed', chain: chainId },
      transfers: [{ direction: 'in', quantity: { numeric: '0.01' }, fungible_info: { symbol: 'ETH' } }],
    })
    expect(Date.parse(native!.metadata.minedAt)).toBeLessThanOrEqual(Date.parse(token!.metadata.minedAt))
  })

  it("shows the sender's side as sends out", async () => {
    const feed = createActivityFeed({ history: api(), address: ANVIL_ACCOUNT_0.address, chainId })
    await feed.loadMore()
    await feed.loadMore()
    const [token, native] = feed.get().transactions
    expect(token).toMatchObject({ metadata: { operationType: 'send', hash: hashes.token }, transfers: [{ direction: 'out', quantity: { numeric: '5' } }] })
    expect(native).toMatchObject({ metadata: { operationType: 'send', hash: hashes.native }, transfers: [{ direction: 'out', quantity: { numeric: '0.01' } }] })
  })

  it("says 'Failed to fetch transactions' when a page fails, keeps what it has, and Try again reads that page", async () => {
    const feed = createActivityFeed({ history: api(), address: RECIPIENT, chainId })
    await feed.loadMore()
    const faulted = await t.admin('POST', '/__admin/faults', { route: '/v1/account/*/history', status: 500, times: 1 })
    expect(faulted.ok).toBe(true)
    await feed.loadMore()
    expect(feed.get()).toMatchObject({ status: 'error', error: FAILED_TO_FETCH_TRANSACTIONS, hasMore: true })
    expect(feed.get().transactions.map((x) => x.metadata.hash)).toEqual([hashes.token])
    await feed.retry()
    expect(feed.get()).toMatchObject({ status: 'idle', hasMore: false })
    expect(feed.get().transactions.map((x) => x.metadata.hash)).toEqual([hashes.token, hashes.native])
  })

  it('drops the page of a disposed feed (the account or network changed meanwhile)', async () => {
    let sent = 0
    const feed = createActivityFeed({
      history: api((input, init) => {
        if (String(input).includes('/history')) sent++
        return fetch(input, init)
      }),
      address: RECIPIENT,
      chainId,
    })
    const running = feed.loadMore()
    feed.dispose()
    await running
    expect(feed.get()).toMatchObject({ transactions: [], loaded: false })
    await feed.loadMore()
    expect(sent).toBeLessThanOrEqual(1)
  })
})
