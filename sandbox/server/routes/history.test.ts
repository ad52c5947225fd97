import { createPublicClient, createWalletClient, erc20Abi, http, parseAbi, parseEther, parseUnits, zeroAddress, type Address, type Hash, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNT_0, ANVIL_ACCOUNT_1 } from '../../../testing/accounts.ts'
import { dexAssetAddress, sandboxDex } from '../../dex/index.ts'
import { sandboxTokens } from '../../tokens/index.ts'
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
          value: 128.1,
          price: 1830,
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

describe('GET /v1/account/{address}/history with the sandbox ERC-20 tokens', () => {
  let tt: TestApi
  beforeAll(async () => (tt = await startTestApi({ chainIds: [1337], tokens: true })), 60_000)
  afterAll(() => tt?.stop())

  const [usdc, dai] = sandboxTokens
  const C = '0x00000000000000000000000000000000000c0c0c' as Address
  const tokenHistory = (address: string, query: Record<string, string> = {}) => tt.getJson(`/v1/account/${address}/history`, query)
  const icon = (symbol: string) => ({ url: `${tt.api.url}/public/getTokenImage/${symbol}?projectId=test-project` })

  const tokenChain = () => createPublicClient({ transport: http(tt.anvils[0].rpcUrl) })
  function tokenClients(key: Hex) {
    return { chain: tokenChain(), wallet: createWalletClient({ account: privateKeyToAccount(key), transport: http(tt.anvils[0].rpcUrl) }) }
  }
  /** Calls a token from `key`'s account; resolves with the mined receipt, whatever its status. */
  async function call(key: Hex, token: Address, functionName: 'transfer' | 'approve' | 'transferFrom', args: readonly unknown[], gas?: bigint) {
    const { chain, wallet } = tokenClients(key)
    const hash = await wallet.writeContract({ address: token, abi: erc20Abi, functionName, args, chain: null, gas } as never)
    return chain.waitForTransactionReceipt({ hash })
  }
  const minedAt = async (blockNumber: bigint) => new Date(Number((await tokenChain().getBlock({ blockNumber })).timestamp) * 1000).toISOString().replace('.000Z', 'Z')

  it("shows the deployment's mints as minted to the funded accounts", async () => {
    const { data } = await tokenHistory(A, { chainId: 'eip155:1337' })
    expect(data.map((item: Item) => [item.metadata.operationType, item.transfers[0].direction, item.transfers[0].quantity.numeric])).toEqual([
      ['mint', 'in', '10000'],
      ['mint', 'in', '10000'],
    ])
    expect(data[0]).toMatchObject({
      metadata: { sentFrom: zeroAddress, sentTo: A.toLowerCase(), status: 'confirmed' },
      transfers: [{ fungible_info: { name: 'Sandbox Dai', symbol: 'sDAI', icon: icon('sDAI') }, quantity: { decimals: '18' } }],
    })
  })

  it("lists an ERC-20 transfer in both parties' histories with the token's fungible_info and quantity", async () => {
    const receipt = await call(ANVIL_ACCOUNT_0.privateKey, usdc.address, 'transfer', [C, 12_500_000n])
    expect(receipt.status).toBe('success')
    const nonce = (await tokenChain().getTransaction({ hash: receipt.transactionHash })).nonce
    const metadata = {
      operationType: 'receive',
      hash: receipt.transactionHash,
      minedAt: await minedAt(receipt.blockNumber),
      sentFrom: A.toLowerCase(),
      sentTo: C.toLowerCase(),
      status: 'confirmed',
      nonce,
      application: null,
      chain: 'eip155:1337',
    }
    const transfer = {
      fungible_info: { name: 'Sandbox USD Coin', symbol: 'sUSDC', icon: icon('sUSDC') },
      nft_info: null,
      direction: 'in',
      quantity: { numeric: '12.5', decimals: '6' },
      value: 12.5,
      price: 1,
    }
    expect(await tokenHistory(C, { chainId: 'eip155:1337', currency: 'usd' })).toEqual({
      data: [{ id: `${receipt.transactionHash}:eip155:1337`, metadata, transfers: [transfer] }],
      next: null,
    })
    const sender = await tokenHistory(A, { currency: 'eur' })
    expect(sender.data[0]).toEqual({
      id: `${receipt.transactionHash}:eip155:1337`,
      metadata: { ...metadata, operationType: 'send' },
      transfers: [{ ...transfer, direction: 'out', value: 11.5, price: 0.92 }],
    })
  })

  it('shows a reverted ERC-20 transfer as failed, for the sender only', async () => {
    // B holds 10,000 sDAI: sending 20,000 reverts (gas given, so viem does not refuse it before sending).
    const receipt = await call(ANVIL_ACCOUNT_1.privateKey, dai.address, 'transfer', [C, parseUnits('20000', 18)], 200_000n)
    expect(receipt.status).toBe('reverted')
    const { data } = await tokenHistory(B, { chainId: 'eip155:1337' })
    expect(data[0]).toMatchObject({
      id: `${receipt.transactionHash}:eip155:1337`,
      metadata: { operationType: 'send', status: 'failed', sentFrom: B.toLowerCase(), sentTo: C.toLowerCase() },
      transfers: [{ fungible_info: { symbol: 'sDAI' }, direction: 'out', quantity: { numeric: '20000', decimals: '18' }, value: 20_000 }],
    })
    const recipient = await tokenHistory(C, { chainId: 'eip155:1337' })
    expect(recipient.data.map((item: Item) => item.metadata.hash)).not.toContain(receipt.transactionHash)
  })

  it('indexes transferFrom by a spender for the owner and the recipient; an approval moves nothing', async () => {
    const approval = await call(ANVIL_ACCOUNT_0.privateKey, dai.address, 'approve', [B, parseUnits('5', 18)])
    const moved = await call(ANVIL_ACCOUNT_1.privateKey, dai.address, 'transferFrom', [A, C, parseUnits('3', 18)])
    expect(moved.status).toBe('success')
    const hashesOf = async (address: Address) => ((await tokenHistory(address, { chainId: 'eip155:1337' })).data as Item[]).map((item) => item.metadata.hash)
    expect(await hashesOf(A)).not.toContain(approval.transactionHash)
    expect((await tokenHistory(A)).data[0]).toMatchObject({ metadata: { hash: moved.transactionHash, operationType: 'send', sentFrom: A.toLowerCase(), sentTo: C.toLowerCase() }, transfers: [{ direction: 'out', quantity: { numeric: '3' } }] })
    expect((await tokenHistory(C)).data[0]).toMatchObject({ metadata: { hash: moved.transactionHash, operationType: 'receive' }, transfers: [{ direction: 'in' }] })
    // The spender moved nothing of its own.
    expect(await hashesOf(B)).not.toContain(moved.transactionHash)
  })

  it('forgets token transfers the chain reverted (evm_revert)', async () => {
    const chain = tokenChain()
    const snapshot = await chain.request({ method: 'evm_snapshot' as never })
    const gone = await call(ANVIL_ACCOUNT_0.privateKey, usdc.address, 'transfer', [C, 1n])
    expect((await tokenHistory(C)).data[0].metadata.hash).toBe(gone.transactionHash)
    await chain.request({ method: 'evm_revert' as never, params: [snapshot] as never })
    await chain.request({ method: 'anvil_mine' as never, params: ['0x2'] as never })
    expect(((await tokenHistory(C)).data as Item[]).map((item) => item.metadata.hash)).not.toContain(gone.transactionHash)
  })
})

describe('GET /v1/account/{address}/history classifies swaps on the sandbox DEX as trades', () => {
  let dt: TestApi
  beforeAll(async () => (dt = await startTestApi({ chainIds: [1337], dex: true })), 120_000)
  afterAll(() => dt?.stop())

  const routerAbi = parseAbi([
    'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[])',
    'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[])',
  ])
  const deadline = () => BigInt(Math.floor(Date.now() / 1000) + 600)

  it('a swap of ETH for sUSDC and one of sUSDC for ETH (paid out by the router inside the call) are trades, each with both sides', async () => {
    const chain = createPublicClient({ transport: http(dt.anvils[0].rpcUrl) })
    const wallet = createWalletClient({ account: privateKeyToAccount(ANVIL_ACCOUNT_0.privateKey), transport: http(dt.anvils[0].rpcUrl) })
    const mined = async (hash: Hash) => expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success')
    const usdc = dexAssetAddress('sUSDC')
    const buy = await wallet.writeContract({ address: sandboxDex.router, abi: routerAbi, functionName: 'swapExactETHForTokens', args: [0n, [sandboxDex.weth, usdc], A, deadline()], value: parseEther('0.05'), chain: null })
    await mined(buy)
    await mined(await wallet.writeContract({ address: usdc, abi: erc20Abi, functionName: 'approve', args: [sandboxDex.router, parseUnits('10', 6)], chain: null }))
    const sell = await wallet.writeContract({ address: sandboxDex.router, abi: routerAbi, functionName: 'swapExactTokensForETH', args: [parseUnits('10', 6), 0n, [usdc, sandboxDex.weth], A, deadline()], chain: null })
    await mined(sell)

    const { data } = await dt.getJson(`/v1/account/${A}/history`, { chainId: 'eip155:1337' })
    type Traded = Omit<Item, 'transfers'> & { transfers: (Item['transfers'][number] & { fungible_info: { symbol: string } })[] }
    const item = (hash: Hash) => (data as Traded[]).find((i) => i.metadata.hash === hash)!
    const sides = (hash: Hash) => item(hash).transfers.map((t) => [t.direction, t.fungible_info.symbol])
    expect(item(buy).metadata).toMatchObject({ operationType: 'trade', sentFrom: A.toLowerCase(), sentTo: sandboxDex.router.toLowerCase() })
    expect(sides(buy)).toEqual([
      ['out', 'ETH'],
      ['in', 'sUSDC'],
    ])
    expect(item(buy).transfers[0].quantity.numeric).toBe('0.05')
    expect(item(sell).metadata.operationType).toBe('trade')
    expect(sides(sell)).toEqual([
      ['in', 'ETH'],
      ['out', 'sUSDC'],
    ])
  }, 120_000)
})
