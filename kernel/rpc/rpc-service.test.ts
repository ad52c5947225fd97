// The transport against real anvil nodes behind loopback proxies whose health the test sets.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { filter, firstValueFrom } from 'rxjs'
import { startAnvil, type AnvilInstance } from '../../testing/anvil.ts'
import { methodsOf, startRpcFaultProxy, type RpcFaultProxy } from '../../testing/rpc-fault-proxy.ts'
import { createLogger } from '../logger/logger.ts'
import { defineNetwork, type Network } from '../network/network.ts'
import { RPC_CALL_DEADLINE_MS, RPC_RANK_INTERVAL_MS } from './rpc-constants.ts'
import { createRpcService, type RpcService } from './rpc-service.ts'

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
let anvil: AnvilInstance
let a: RpcFaultProxy
let b: RpcFaultProxy
const services: RpcService[] = []

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  a = await startRpcFaultProxy({ target: anvil.rpcUrl, label: 'A' })
  b = await startRpcFaultProxy({ target: anvil.rpcUrl, label: 'B' })
}, 30_000)
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()])
  await anvil?.stop()
})
afterEach(async () => {
  for (const service of services.splice(0)) service.dispose()
  await Promise.all([a.setMode({ mode: 'healthy' }), b.setMode({ mode: 'healthy' })])
  a.clearHits()
  b.clearHits()
})

const network = (urls: string[], id = 31337): Network =>
  defineNetwork({ id, name: `Anvil ${id}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: urls } } })

function service(options: { disableProviderPing?: boolean; customRpcUrls?: Record<string, { url: string }[]> } = {}) {
  const made = createRpcService({ options: { ...options, endpoints: { blockchainApi: 'http://127.0.0.1:9' } }, logger: createLogger({ level: 'silent' }) })
  services.push(made)
  return made
}

/** Resolves once the chain's ranking has done `rounds` rounds. */
const afterRounds = (rpc: RpcService, caip: string, rounds: number) =>
  firstValueFrom(rpc.health$.pipe(filter((h) => (h[caip]?.rounds ?? 0) >= rounds))).then((h) => h[caip]!)

const callsOf = (proxy: RpcFaultProxy, method: string) => proxy.hits().filter((hit) => methodsOf(hit).includes(method))

describe('the RPC transport (real anvil behind loopback proxies)', () => {
  it('ranks a fast healthy URL first within two polls, moves off a dead one, and back to it once it recovers', async () => {
    const rpc = service()
    const net = network([a.url, b.url])
    await a.setMode({ mode: 'slow', delayMs: 400 })
    expect(BigInt(await rpc.request<string>(net, 'eth_getBalance', [ACCOUNT, 'latest']))).toBe(10_000n * 10n ** 18n)
    const ranked = await afterRounds(rpc, net.caipNetworkId, 2)
    expect(ranked.activeUrl).toBe(b.url)
    expect(ranked.urls.map((u) => u.url)).toEqual([b.url, a.url])
    expect(ranked.urls[1]!.latencyMs).toBeGreaterThanOrEqual(400)

    // B dies: calls keep answering through A, and A is ranked first by the next poll
    await a.setMode({ mode: 'healthy' })
    await b.setMode({ mode: 'refusing' })
    expect(await rpc.request<string>(net, 'eth_chainId')).toBe('0x7a69')
    const movedOff = await afterRounds(rpc, net.caipNetworkId, ranked.rounds + 1)
    expect(movedOff.activeUrl).toBe(a.url)
    expect(movedOff.urls.find((u) => u.url === b.url)!.failures).toBeGreaterThan(0)

    // B recovers and A dies: within two polls B is first again
    await b.setMode({ mode: 'healthy' })
    await a.setMode({ mode: 'refusing' })
    const back = await afterRounds(rpc, net.caipNetworkId, movedOff.rounds + 2)
    expect(back.activeUrl).toBe(b.url)
    expect(await rpc.request<string>(net, 'eth_chainId')).toBe('0x7a69')
  }, 60_000)

  it('sends the calls of one tick as one JSON array', async () => {
    const rpc = service({ disableProviderPing: true })
    const net = network([a.url])
    await rpc.request(net, 'eth_chainId') // the transport is made; its first ping is out of the way
    a.clearHits()
    const [balance, nonce] = await Promise.all([rpc.request<string>(net, 'eth_getBalance', [ACCOUNT, 'latest']), rpc.request<string>(net, 'eth_getTransactionCount', [ACCOUNT, 'latest'])])
    expect(BigInt(balance)).toBeGreaterThan(0n)
    expect(nonce).toMatch(/^0x/)
    const calls = callsOf(a, 'eth_getBalance')
    expect(calls).toHaveLength(1)
    expect(Array.isArray(calls[0]!.body)).toBe(true)
    expect(methodsOf(calls[0]!).sort()).toEqual(['eth_getBalance', 'eth_getTransactionCount'])
  })

  it('retries a failing URL after 150, 300 and 600 ms, then fails with RPC_UNAVAILABLE naming the chain and the URLs tried', async () => {
    const rpc = service({ disableProviderPing: true })
    await a.setMode({ mode: 'status', status: 503 })
    const error = await rpc.request(network([a.url]), 'eth_getBalance', [ACCOUNT, 'latest']).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'RPC_UNAVAILABLE', message: 'No RPC node of Anvil 31337 (eip155:31337) answered: 1 URL tried' })
    const times = callsOf(a, 'eth_getBalance').map((hit) => hit.at)
    expect(times).toHaveLength(4)
    const gaps = times.slice(1).map((t, i) => t - times[i]!)
    for (const [gap, delay] of gaps.map((gap, i) => [gap, [150, 300, 600][i]!] as const)) {
      expect(gap).toBeGreaterThanOrEqual(delay - 5)
      expect(gap).toBeLessThan(delay + 250)
    }
  }, 15_000)

  it('honours Retry-After', async () => {
    const rpc = service({ disableProviderPing: true })
    await a.setMode({ mode: 'status', status: 429, retryAfter: 1 })
    const pending = rpc.request<string>(network([a.url]), 'eth_getBalance', [ACCOUNT, 'latest'])
    await expect.poll(() => callsOf(a, 'eth_getBalance').length).toBe(1)
    await a.setMode({ mode: 'healthy' })
    expect(BigInt(await pending)).toBeGreaterThan(0n)
    const [first, second] = callsOf(a, 'eth_getBalance').map((hit) => hit.at)
    expect(second! - first!).toBeGreaterThanOrEqual(995)
  }, 15_000)

  it('ends a call whose every URL is down with RPC_UNAVAILABLE, well within the deadline', async () => {
    const rpc = service({ disableProviderPing: true })
    await Promise.all([a.setMode({ mode: 'refusing' }), b.setMode({ mode: 'dropping' })])
    const started = Date.now()
    await expect(rpc.request(network([a.url, b.url]), 'eth_blockNumber')).rejects.toMatchObject({
      code: 'RPC_UNAVAILABLE',
      message: 'No RPC node of Anvil 31337 (eip155:31337) answered: 2 URLs tried',
    })
    expect(Date.now() - started).toBeLessThan(RPC_CALL_DEADLINE_MS)
  }, 40_000)

  it('passes a JSON-RPC error the node answered on as is', async () => {
    const rpc = service({ disableProviderPing: true })
    await expect(rpc.request(network([a.url]), 'eth_noSuchMethod')).rejects.toMatchObject({ code: -32601 })
  })

  it('sends the test call once per chain when its transport is made, and never with the ping off', async () => {
    const rpc = service()
    const one = network([a.url])
    const two = network([b.url], 8453)
    await Promise.all([rpc.request(one, 'eth_chainId'), rpc.request(one, 'eth_blockNumber'), rpc.request(two, 'eth_chainId')])
    await rpc.request(one, 'eth_chainId')
    await expect.poll(() => callsOf(a, 'test').length + callsOf(b, 'test').length).toBe(2)
    expect(callsOf(a, 'test')).toHaveLength(1)
    expect(callsOf(a, 'test')[0]!.body).toMatchObject({ jsonrpc: '2.0', method: 'test', params: [] })
    expect(callsOf(b, 'test')).toHaveLength(1)

    const quiet = service({ disableProviderPing: true })
    a.clearHits()
    await quiet.request(one, 'eth_chainId')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(callsOf(a, 'test')).toHaveLength(0)
  })

  it("lists a network's URLs in the order its calls try them: the dApp's own first, each once", async () => {
    const rpc = service({ disableProviderPing: true, customRpcUrls: { 'eip155:31337': [{ url: b.url }] } })
    const net = network([a.url, b.url])
    expect(rpc.urls(net)).toEqual([b.url, a.url])
    await rpc.request(net, 'eth_chainId')
    expect(rpc.urls(net)).toEqual([b.url, a.url])
    expect(rpc.urls(network([a.url], 8453))).toEqual([a.url])
  })

  it('stops pinging once disposed', async () => {
    const rpc = service({ disableProviderPing: true })
    const net = network([a.url])
    await rpc.request(net, 'eth_chainId')
    await afterRounds(rpc, net.caipNetworkId, 1)
    rpc.dispose()
    a.clearHits()
    await new Promise((resolve) => setTimeout(resolve, RPC_RANK_INTERVAL_MS + 500))
    expect(callsOf(a, 'eth_blockNumber')).toHaveLength(0)
  }, 15_000)
})
