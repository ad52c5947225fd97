// The frame's chain reads against a real anvil node behind two loopback proxies whose health the test sets.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type AnvilInstance } from '../../testing/anvil.ts'
import { methodsOf, startRpcFaultProxy, type RpcFaultProxy } from '../../testing/rpc-fault-proxy.ts'
import { createChainReads, type ChainReads } from './chain-reads.ts'

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const CHAIN = 31337
let anvil: AnvilInstance
let a: RpcFaultProxy
let b: RpcFaultProxy
const made: ChainReads[] = []
const forwarded: { chainId: number; method: string }[] = []

beforeAll(async () => {
  anvil = await startAnvil({ chainId: CHAIN })
  a = await startRpcFaultProxy({ target: anvil.rpcUrl, label: 'A' })
  b = await startRpcFaultProxy({ target: anvil.rpcUrl, label: 'B' })
}, 30_000)
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()])
  await anvil?.stop()
})
afterEach(async () => {
  for (const reads of made.splice(0)) reads.stop()
  forwarded.splice(0)
  await Promise.all([a.setMode({ mode: 'healthy' }), b.setMode({ mode: 'healthy' })])
  a.clearHits()
  b.clearHits()
})

function reads() {
  const chainReads = createChainReads({
    chainName: (id) => `Anvil ${id}`,
    forward: async (chainId, method) => {
      forwarded.push({ chainId, method })
      return 'through the frame server'
    },
    log: () => {},
  })
  made.push(chainReads)
  return chainReads
}
const callsOf = (proxy: RpcFaultProxy, method: string) => proxy.hits().filter((hit) => methodsOf(hit).includes(method))

describe("the frame's chain reads (real anvil behind loopback proxies)", () => {
  it('reads over the URLs the page gave, the second when the first refuses connections, the same answer as the node', async () => {
    const chain = reads()
    chain.useRpcUrls(CHAIN, [a.url, b.url])
    await a.setMode({ mode: 'refusing' })
    const balance = await chain.read(CHAIN, 'eth_getBalance', [ACCOUNT, 'latest'])
    const direct = await fetch(anvil.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [ACCOUNT, 'latest'] }) })
    expect(balance).toBe(((await direct.json()) as { result: string }).result)
    expect(callsOf(b, 'eth_getBalance')).toHaveLength(1)
    expect(forwarded).toHaveLength(0)
  })

  it("passes the node's JSON-RPC error on with its code and message", async () => {
    const chain = reads()
    chain.useRpcUrls(CHAIN, [a.url])
    await expect(chain.read(CHAIN, 'eth_getTransactionCount', ['not an address', 'latest'])).rejects.toMatchObject({ code: -32602, message: expect.stringMatching(/./) })
  })

  it('ends a read no URL answered with an error naming the chain and the URLs tried', async () => {
    const chain = reads()
    chain.useRpcUrls(CHAIN, [a.url, b.url])
    await Promise.all([a.setMode({ mode: 'refusing' }), b.setMode({ mode: 'refusing' })])
    await expect(chain.read(CHAIN, 'eth_blockNumber', [])).rejects.toMatchObject({ code: -32603, message: `No RPC node of Anvil ${CHAIN} (eip155:${CHAIN}) answered: 2 URLs tried` })
  })

  it('reads a chain the page gave no URLs for through the frame server, and refuses what is not a read', async () => {
    const chain = reads()
    chain.useRpcUrls(CHAIN, [a.url])
    expect(await chain.read(8453, 'eth_blockNumber', [])).toBe('through the frame server')
    expect(forwarded).toEqual([{ chainId: 8453, method: 'eth_blockNumber' }])
    await expect(chain.read(CHAIN, 'eth_sendTransaction', [{}])).rejects.toMatchObject({ code: 4200 })
    await expect(chain.read(8453, 'anvil_setBalance', [])).rejects.toMatchObject({ code: 4200 })
    expect(forwarded).toHaveLength(1)
  })

  it("moves to a new list of URLs when the page gives one, and stops the old list's pings", async () => {
    const chain = reads()
    chain.useRpcUrls(CHAIN, [a.url])
    await chain.read(CHAIN, 'eth_getBalance', [ACCOUNT, 'latest'])
    chain.useRpcUrls(CHAIN, [b.url])
    a.clearHits()
    expect(await chain.read(CHAIN, 'eth_getBalance', [ACCOUNT, 'latest'])).toMatch(/^0x[0-9a-f]+$/)
    expect(callsOf(b, 'eth_getBalance')).toHaveLength(1)
    await new Promise((resolve) => setTimeout(resolve, 4_500))
    expect(a.hits()).toHaveLength(0)
  }, 15_000)
})
