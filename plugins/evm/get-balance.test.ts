import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defineNetwork, type Network } from 'portico'
import { ANVIL_ACCOUNT_0, startAnvil, type AnvilInstance } from 'portico/testing'
import { createTestRpc } from '../../kernel/test-support/rpc.ts'
import { createBalanceReader } from './get-balance.ts'

let anvil: AnvilInstance
let network: Network
const rpc = createTestRpc()

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  network = defineNetwork({
    id: anvil.chainId,
    name: 'Anvil',
    nativeCurrency: { name: 'Test Ether', symbol: 'tETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:9/', anvil.rpcUrl] } },
  })
})
afterAll(() => {
  rpc.dispose()
  return anvil?.stop()
})

describe('getBalance (real anvil, through the RPC transport)', () => {
  it("reads the native balance from the network's nodes (the dead first URL passed over), with the network's symbol and decimals", async () => {
    const getBalance = createBalanceReader(() => rpc)
    await expect(getBalance({ address: ANVIL_ACCOUNT_0.address, network })).resolves.toEqual({
      value: 10_000n * 10n ** 18n,
      decimals: 18,
      symbol: 'tETH',
    })
    await expect(getBalance({ address: '0x000000000000000000000000000000000000dEaD', network })).resolves.toMatchObject({ value: 0n })
  })

  it("fails with 'No RPC url provided for chainId' when the network has no RPC URL", async () => {
    const getBalance = createBalanceReader(() => rpc)
    await expect(getBalance({ address: ANVIL_ACCOUNT_0.address, network: { ...network, caipNetworkId: 'eip155:777', rpcUrls: { default: { http: [] } } } })).rejects.toMatchObject({
      code: 'NO_RPC_URL',
      message: 'No RPC url provided for chainId',
    })
  })

  it('rejects with RPC_UNAVAILABLE when no URL answers', async () => {
    const getBalance = createBalanceReader(() => rpc)
    const down = { ...network, caipNetworkId: 'eip155:778' as const, rpcUrls: { default: { http: ['http://127.0.0.1:9/'] } } }
    await expect(getBalance({ address: ANVIL_ACCOUNT_0.address, network: down })).rejects.toMatchObject({ code: 'RPC_UNAVAILABLE' })
  })
})
