import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defineNetwork, type Network } from 'portico'
import { ANVIL_ACCOUNT_0, startAnvil, type AnvilInstance } from 'portico/testing'
import { createBalanceReader } from './get-balance.ts'

let anvil: AnvilInstance
let network: Network

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  network = defineNetwork({
    id: anvil.chainId,
    name: 'Anvil',
    nativeCurrency: { name: 'Test Ether', symbol: 'tETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
  })
})
afterAll(() => anvil?.stop())

describe('getBalance (real anvil)', () => {
  it("reads the native balance from the network's RPC URL, with the network's symbol and decimals", async () => {
    const getBalance = createBalanceReader()
    await expect(getBalance({ address: ANVIL_ACCOUNT_0.address, network })).resolves.toEqual({
      value: 10_000n * 10n ** 18n,
      decimals: 18,
      symbol: 'tETH',
    })
    await expect(getBalance({ address: '0x000000000000000000000000000000000000dEaD', network })).resolves.toMatchObject({ value: 0n })
  })

  it('fails with the SPEC text when the network has no RPC URL', async () => {
    const getBalance = createBalanceReader()
    await expect(getBalance({ address: ANVIL_ACCOUNT_0.address, network: { ...network, rpcUrls: { default: { http: [] } } } })).rejects.toMatchObject({
      code: 'NO_RPC_URL',
      message: 'No RPC url provided for chainId',
    })
  })

  it('rejects when the RPC is unreachable', async () => {
    const getBalance = createBalanceReader()
    const down = { ...network, rpcUrls: { default: { http: ['http://127.0.0.1:9/'] } } }
    await expect(getBalance({ address: ANVIL_ACCOUNT_0.address, network: down })).rejects.toThrow()
  })
})
