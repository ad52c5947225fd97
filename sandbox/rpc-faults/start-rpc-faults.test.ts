// The sandbox's RPC URLs and their control, in front of a real local anvil node.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type AnvilInstance } from '../../testing/anvil.ts'
import { parseRpcFault, startSandboxRpcFaults, type SandboxRpcFaults } from './start-rpc-faults.ts'

let anvil: AnvilInstance
let faults: SandboxRpcFaults
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1337 })
  faults = await startSandboxRpcFaults({ adminPort: 0, chains: [{ name: 'Sandbox Ethereum', target: anvil.rpcUrl, ports: [0, 0] }] })
}, 60_000)
afterAll(async () => {
  await faults?.stop()
  await anvil?.stop()
})

const chainId = async (url: string) => {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }) })
  return ((await response.json()) as { result: string }).result
}
const control = (path: string, body?: unknown) =>
  fetch(`${faults.adminUrl}${path}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

describe('the sandbox RPC URLs', () => {
  it('gives a chain two labelled URLs to its node, both listed healthy', async () => {
    const [first, second] = faults.chains[0]!.urls
    expect([first.label, second.label]).toEqual(['Sandbox Ethereum RPC 1', 'Sandbox Ethereum RPC 2'])
    expect(await chainId(first.url)).toBe('0x539')
    expect(await chainId(second.url)).toBe('0x539')
    const listed = (await (await control('/rpc')).json()) as { urls: { url: string; mode: string }[] }
    expect(listed.urls.map((u) => [u.url, u.mode])).toEqual([
      [first.url, 'healthy'],
      [second.url, 'healthy'],
    ])
  })

  it('makes the first URL refuse, hang or slow down while the second answers, and heals them all', async () => {
    const [first, second] = faults.chains[0]!.urls
    expect((await control('/rpc', { url: first.url, mode: 'refusing' })).status).toBe(200)
    await expect(chainId(first.url)).rejects.toThrow()
    expect(await chainId(second.url)).toBe('0x539')

    await control('/rpc', { url: first.url, mode: 'slow', delayMs: 400 })
    const start = Date.now()
    expect(await chainId(first.url)).toBe('0x539')
    expect(Date.now() - start).toBeGreaterThanOrEqual(400)

    await control('/rpc', { url: first.url, mode: 'hanging' })
    const hung = await Promise.race([chainId(first.url).then(() => 'answered', () => 'failed'), new Promise((resolve) => setTimeout(() => resolve('no answer'), 800))])
    expect(hung).toBe('no answer')

    const healed = (await (await control('/rpc/reset', {})).json()) as { urls: { mode: string }[] }
    expect(healed.urls.map((u) => u.mode)).toEqual(['healthy', 'healthy'])
    expect(await chainId(first.url)).toBe('0x539')
  })

  it('refuses what it cannot do', async () => {
    expect((await control('/rpc', { url: 'http://127.0.0.1:1', mode: 'refusing' })).status).toBe(404)
    expect((await control('/rpc', { url: faults.chains[0]!.urls[0].url, mode: 'melting' })).status).toBe(400)
    expect(parseRpcFault({ url: 'x', mode: 'slow' })).toEqual({ url: 'x', fault: { mode: 'slow', delayMs: 2000 } })
    expect(parseRpcFault({ url: 'x', mode: 'slow', delayMs: -1 })).toMatch(/delayMs/)
  })
})
