import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNT_0, ANVIL_ACCOUNT_1 } from '../../testing/accounts.ts'
import { startTestApi, type TestApi, testBlockchainApi } from '../../testing/test-support/kernel-api-server.ts'
import { readTransaction, readTransfer } from './history.ts'

const CHAIN = 'eip155:31337'
const HISTORY = `/v1/account/${ANVIL_ACCOUNT_0.address}/history`

let api: TestApi
const hashes: string[] = []
beforeAll(async () => {
  api = await startTestApi({ chainIds: [31337] })
  // three real transfers on the chain (anvil's dev accounts are unlocked)
  for (const value of ['0x1', '0x2', '0x3']) {
    const response = await fetch(api.anvils[0]!.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_sendTransaction', params: [{ from: ANVIL_ACCOUNT_0.address, to: ANVIL_ACCOUNT_1.address, value }] }),
    })
    hashes.push(((await response.json()) as { result: string }).result)
  }
}, 30_000)
afterAll(() => api.stop())
afterEach(() => api.reset())

const service = () => testBlockchainApi(api)

describe('BlockchainApi.getHistory', () => {
  it("reads the account's activity, newest first, page by page with the cursor", async () => {
    const s = service()
    const first = await s.getHistory({ address: ANVIL_ACCOUNT_0.address, chainId: CHAIN })
    expect(first.data.map((t) => t.metadata.hash)).toEqual([...hashes].reverse())
    expect(first.data[0]).toMatchObject({
      metadata: { operationType: 'send', status: 'confirmed', sentTo: ANVIL_ACCOUNT_1.address.toLowerCase(), chain: CHAIN, application: null },
      transfers: [{ direction: 'out', quantity: { numeric: '0.000000000000000003' }, fungible_info: { symbol: 'ETH' }, nft_info: null }],
    })
    expect(first.next).toBeUndefined()
    expect(Object.fromEntries(api.sent(HISTORY)[0]!.url.searchParams)).toEqual({
      projectId: 'test-project',
      st: 'appkit',
      sv: 'html-portico-0.1.0',
      chainId: CHAIN,
    })
  })

  it('passes the cursor and the on-ramp filter', async () => {
    const s = service()
    await s.getHistory({ address: ANVIL_ACCOUNT_0.address, chainId: CHAIN, cursor: 'bad-cursor' }).catch(() => {})
    expect(api.sent(HISTORY)[0]!.url.searchParams.get('cursor')).toBe('bad-cursor')
    expect(await s.getHistory({ address: ANVIL_ACCOUNT_0.address, chainId: CHAIN, onramp: 'coinbase' })).toEqual({ data: [] })
    expect(api.sent(HISTORY)[1]!.url.searchParams.get('onramp')).toBe('coinbase')
  })

  it('gives no activity on an unsupported network without a request; throws on a failure', async () => {
    const s = service()
    expect(await s.getHistory({ address: ANVIL_ACCOUNT_0.address, chainId: 'eip155:1' })).toEqual({ data: [] })
    expect(api.sent(HISTORY)).toHaveLength(0)
    await api.fault({ route: '/v1/account/*/history', status: 500, times: 1 })
    await expect(s.getHistory({ address: ANVIL_ACCOUNT_0.address, chainId: CHAIN })).rejects.toMatchObject({ message: 'HTTP status code: 500' })
  })

  it("reads the on-ramp purchases' statuses (onramp=coinbase): in progress pending, success confirmed, failed failed", () => {
    const status = (value: unknown) => readTransaction({ id: 'p', metadata: { status: value } })!.metadata.status
    expect(status('ONRAMP_TRANSACTION_STATUS_IN_PROGRESS')).toBe('pending')
    expect(status('ONRAMP_TRANSACTION_STATUS_SUCCESS')).toBe('confirmed')
    expect(status('ONRAMP_TRANSACTION_STATUS_FAILED')).toBe('failed')
    expect(status('confirmed')).toBe('confirmed')
    expect(status('ONRAMP_TRANSACTION_STATUS_SOMETHING')).toBe('pending')
    expect(status(undefined)).toBe('pending')
  })

  it('drops malformed entries and accepts the AppKit field names', () => {
    expect(readTransaction({ id: 'x' })).toBeUndefined()
    expect(readTransaction({ metadata: {} })).toBeUndefined()
    const t = readTransaction({
      id: 'x',
      metadata: { operatedAt: '2026-01-01T00:00:00Z', status: 'weird', hash: '0x1' },
      transfers: [null, { quantity: { numeric: 12.5 }, direction: 'in' }, { quantity: {} }],
    })
    expect(t).toEqual({
      id: 'x',
      metadata: { operationType: 'execute', hash: '0x1', minedAt: '2026-01-01T00:00:00Z', sentFrom: '', sentTo: '', status: 'pending', nonce: 0, application: null, chain: null },
      transfers: [{ fungible_info: null, nft_info: null, direction: 'in', quantity: { numeric: '12.5' }, value: null, price: null }],
    })
  })

  it("reads a transfer's token and NFT parts, each null when absent or of another shape", () => {
    expect(
      readTransfer({
        quantity: { numeric: '1' },
        direction: 'out',
        value: '2.5',
        price: 2500,
        fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: 'https://icons.example/eth.png', size: 1 } },
        nft_info: { name: 'Art', content: { preview: { url: 'https://nft.example/p.png', content_type: 'image/png' }, detail: { url: '' } }, flags: { is_spam: 'yes' } },
      }),
    ).toEqual({
      fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: 'https://icons.example/eth.png' } },
      nft_info: { name: 'Art', content: { preview: { url: 'https://nft.example/p.png', content_type: 'image/png' }, detail: null }, flags: { is_spam: false } },
      direction: 'out',
      quantity: { numeric: '1' },
      value: 2.5,
      price: 2500,
    })
    expect(readTransfer({ quantity: { numeric: '1' }, direction: 'sideways', fungible_info: { icon: 'x' }, nft_info: [], value: 'n/a' })).toEqual({
      fungible_info: { name: null, symbol: null, icon: null },
      nft_info: null,
      direction: 'self',
      quantity: { numeric: '1' },
      value: null,
      price: null,
    })
    expect(readTransfer({ quantity: { numeric: 'one' } })).toBeUndefined()
    expect(readTransfer('transfer')).toBeUndefined()
  })

  it("takes the hash as the id when there is none; refuses an empty id; reads the metadata's other fields tolerantly", () => {
    const t = readTransaction({ metadata: { hash: '0xh', operationType: 'send', nonce: '3', minedAt: 5, application: { name: 'App', iconUrl: 7 }, chain: CHAIN, status: 'failed' }, transfers: 'none' })
    expect(t).toEqual({
      id: '0xh',
      metadata: { operationType: 'send', hash: '0xh', minedAt: '', sentFrom: '', sentTo: '', status: 'failed', nonce: 0, application: { name: 'App', iconUrl: null }, chain: CHAIN },
      transfers: [],
    })
    expect(readTransaction({ id: '', metadata: { hash: '0xh' } })).toBeUndefined()
    expect(readTransaction({ id: 'x', metadata: [] })).toBeUndefined()
  })
})
