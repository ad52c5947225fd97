import { createPublicClient, createWalletClient, http, parseEther, type Address, type Hash } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNT_0, ANVIL_ACCOUNT_1 } from '../../../testing/accounts.ts'
import { startTestApi, type TestApi } from '../test-support.ts'

let t: TestApi
beforeAll(async () => (t = await startTestApi({ chainIds: [1337, 8453], server: { historyPageSize: 3 } })))
afterAll(() => t.stop())

const A = ANVIL_ACCOUNT_0.address
const B = ANVIL_ACCOUNT_1.address
const REVERTER = '0x00000000000000000000000000000000000fa11d' as Address

function clients(index: number) {
  const transport = http(t.anvils[index].rpcUrl)
  return { chain: createPublicClient({ transport }), wallet: createWalletClient({ transport }) }
}

async function send(index: number, from: Address, to: Address, value: bigint, gas?: bigint): Promise<Hash> {
  const { chain, wallet } = clients(index)
  const hash = await wallet.sendTransaction({ account: from, chain: null, to, value, gas })
  await chain.waitForTransactionReceipt({ hash })
  return hash
}

const history = (address: string, query: Record<string, string> = {}) => t.getJson(`/v1/account/${address}/history`, query)

type Item = { id: string; metadata: { hash: string; operationType: string; status: string }; transfers: { direction: string; quantity: { numeric: string } }[] }

/** Every item of every page, following `next`. */
async function allPages(address: string, query: Record<string, string>) {
  const pages: Item[][] = []
  let cursor: string | null = null
  do {
    const page: { data: Item[]; next: string | null } = await history(address, cursor ? { ...query, cursor } : query)
    pages.push(page.data)
    cursor = page.next
  } while (cursor)
  return pages
}

describe('GET /v1/account/{address}/history', () => {
  const hashes: Hash[] = []

  beforeAll(async () => {
    // On chain 1337, oldest first: 4 received, 2 sent, 1 to itself, 1 failed send (to a contract that reverts).
    for (const eth of ['0.1', '0.2', '0.3', '0.4']) hashes.push(await send(0, A, B, parseEther(eth)))
    hashes.push(await send(0, B, A, parseEther('0.05')))
    hashes.push(await send(0, B, A, parseEther('0.06')))
    hashes.push(await send(0, B, B, parseEther('0.07')))
    await clients(0).chain.request({ method: 'anvil_setCode' as never, params: [REVERTER, '0x60006000fd'] as never })
    hashes.push(await send(0, B, REVERTER, 1n, 100_000n))
  })

  it('lists native transfers newest first with the hosted metadata and transfer shape', async () => {
    const { data, next } = await history(B, { chainId: 'eip155:1337', currency: 'usd' })
    expect(data).toHaveLength(3)
    expect(typeof next).toBe('string')
    const block = await clients(0).chain.getBlock({ blockNumber: (await clients(0).chain.getTransactionReceipt({ hash: hashes[6] })).blockNumber })
    expect(data[1]).toEqual({
      id: `${hashes[6]}:eip155:1337`,
      metadata: {
        operationType: 'send',
        hash: hashes[6],
        minedAt: new Date(Number(block.timestamp) * 1000).toISOString().replace('.000Z', 'Z'),
        sentFrom: B.toLowerCase(),
        sentTo: B.toLowerCase(),
        status: 'confirmed',
        nonce: 2,
        application: null,
        chain: 'eip155:1337',
      },
      transfers: [
        {
          fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: `${t.api.url}/public/getTokenImage/ETH?projectId=test-project` } },
          nft_info: null,
          direction: 'self',
          quantity: { numeric: '0.07', decimals: '18' },
          value: 210,
          price: 3000,
        },
      ],
    })
    expect(data[0].metadata).toMatchObject({ hash: hashes[7], status: 'failed', operationType: 'send', sentTo: REVERTER.toLowerCase() })
    expect(data[2].metadata).toMatchObject({ hash: hashes[5], operationType: 'send' })
    expect(data[2].transfers[0].direction).toBe('out')
  })

  it('pages with an opaque cursor until next is null, each transfer once', async () => {
    const pages = await allPages(B, { chainId: 'eip155:1337' })
    expect(pages.map((page) => page.length)).toEqual([3, 3, 2])
    expect(pages.flat().map((item) => item.metadata.hash)).toEqual([...hashes].reverse())
    const received = pages.flat().filter((item) => item.metadata.operationType === 'receive')
    expect(received.map((item) => item.transfers[0].quantity.numeric)).toEqual(['0.4', '0.3', '0.2', '0.1'])
    expect(received.every((item) => item.transfers[0].direction === 'in')).toBe(true)
  })

  it('catches up on blocks mined since the last request', async () => {
    const first = await history(B, { chainId: 'eip155:1337' })
    const hash = await send(0, A, B, parseEther('1'))
    const again = await history(B, { chainId: 'eip155:1337' })
    expect(again.data[0].metadata.hash).toBe(hash)
    expect(again.data[1].metadata.hash).toBe(first.data[0].metadata.hash)
    hashes.push(hash)
  })

  it('merges every sandbox chain when no chainId is given', async () => {
    const hash = await send(1, A, B, parseEther('2'))
    const pages = await allPages(B, {})
    const items = pages.flat()
    expect(items).toHaveLength(hashes.length + 1)
    expect(items.find((item) => item.metadata.hash === hash)?.id).toBe(`${hash}:eip155:8453`)
    expect((await history(B, { chainId: 'eip155:8453' })).data).toHaveLength(1)
  })

  it('indexes again when the chain goes back (evm_revert)', async () => {
    const { chain } = clients(1)
    const snapshot = await chain.request({ method: 'evm_snapshot' as never })
    const gone = await send(1, A, B, parseEther('3'))
    expect((await history(B, { chainId: 'eip155:8453' })).data[0].metadata.hash).toBe(gone)
    await chain.request({ method: 'evm_revert' as never, params: [snapshot] as never })
    const kept = await send(1, A, B, parseEther('4'))
    const { data } = await history(B, { chainId: 'eip155:8453' })
    expect(data.map((item: Item) => item.metadata.hash)).not.toContain(gone)
    expect(data[0].metadata.hash).toBe(kept)
  })

  it('answers empty results for unsupported chains and on-ramp history, 400 for bad input', async () => {
    expect(await history(B, { chainId: 'eip155:1' })).toEqual({ data: [], next: null })
    expect(await history(B, { onramp: 'coinbase' })).toEqual({ data: [], next: null })
    expect(await history('0x000000000000000000000000000000000000dEaD', { chainId: 'eip155:1337' })).toEqual({ data: [], next: null })
    for (const [query, field] of [
      [{ cursor: 'not-a-cursor' }, 'cursor'],
      [{ onramp: 'moonpay' }, 'onramp'],
    ] as const) {
      const response = await t.get(`/v1/account/${B}/history`, query)
      expect(response.status).toBe(400)
      expect((await response.json()).reasons[0].field).toBe(field)
    }
    expect((await t.get('/v1/account/nope/history')).status).toBe(400)
  })
})
