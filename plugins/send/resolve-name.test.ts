// Names resolve through the kernel's names API against the real sandbox API server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defineNetwork, evmCoinType } from 'portico'
import { ANVIL_ACCOUNT_1, ANVIL_ACCOUNT_2 } from 'portico/testing'
import { startTestApi, testBlockchainApi, type TestApi } from '../../testing/test-support/kernel-api-server.ts'
import { resolveName } from './resolve-name.ts'

let api: TestApi
beforeAll(async () => {
  api = await startTestApi({ chainIds: [1337] })
}, 60_000)
afterAll(() => api?.stop())

const network = defineNetwork({ id: 1337, name: 'Sandbox Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } })

describe('resolveName', () => {
  it("resolves a registered name to its Ethereum address when it has none for the chain", async () => {
    await api.seedName('send-alice.reown.id', ANVIL_ACCOUNT_2.address)
    await expect(resolveName(testBlockchainApi(api), 'send-alice.reown.id', network)).resolves.toBe(ANVIL_ACCOUNT_2.address)
  })

  it("prefers the address registered for the send's chain", async () => {
    const res = await fetch(`${api.adminUrl}/__admin/names`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'send-bob.reown.id', address: ANVIL_ACCOUNT_1.address, coinType: evmCoinType(1337) }),
    })
    expect(res.status).toBe(201)
    await expect(resolveName(testBlockchainApi(api), 'send-bob.reown.id', network)).resolves.toBe(ANVIL_ACCOUNT_1.address)
  })

  it('an unregistered name is refused, naming it', async () => {
    await expect(resolveName(testBlockchainApi(api), 'nobody-here.reown.id', network)).rejects.toMatchObject({ code: 'NAME_NOT_FOUND', message: 'nobody-here.reown.id is not a registered name' })
  })
})
