import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, type TestApi } from '../test-support.ts'

let t: TestApi
beforeAll(async () => (t = await startTestApi({ chainIds: [1337] })))
afterAll(() => t.stop())

const query = { chainId: 'eip155:1337', bundler: 'pimlico' }
const call = (method: string, params: unknown[] = [], id = 1) => ({ jsonrpc: '2.0', id, method, params })

describe('bundler POST /v1/bundler', () => {
  it('answers null for the receipt of an unknown user operation', async () => {
    const response = await t.post('/v1/bundler', call('eth_getUserOperationReceipt', [`0x${'ab'.repeat(32)}`]), query)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ jsonrpc: '2.0', id: 1, result: null })
  })

  it('answers batches, gas prices from the chain, and refuses what it cannot do', async () => {
    const answers = await (
      await t.post('/v1/bundler', [call('eth_supportedEntryPoints', [], 1), call('pimlico_getUserOperationGasPrice', [], 2), call('eth_sendUserOperation', [{}], 3)], query)
    ).json()
    expect(answers[0].result).toEqual(['0x0000000071727De22E5E9d8BAf0edAc6f37da032'])
    expect(Object.keys(answers[1].result)).toEqual(['slow', 'standard', 'fast'])
    expect(BigInt(answers[1].result.fast.maxFeePerGas)).toBeGreaterThan(0n)
    expect(answers[2].error.code).toBe(-32601)
  })

  it('rejects another bundler name and an unknown chain with 400', async () => {
    const other = await t.post('/v1/bundler', call('eth_chainId'), { ...query, bundler: 'alchemy' })
    expect(other.status).toBe(400)
    expect((await other.json()).reasons[0].field).toBe('bundler_name')
    expect((await t.post('/v1/bundler', call('eth_chainId'), { ...query, chainId: 'eip155:5' })).status).toBe(400)
  })
})
