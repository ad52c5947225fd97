import { createPublicClient, createWalletClient, http, parseEther, type Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNT_0 } from '../../../testing/accounts.ts'
import { startTestApi, type TestApi } from '../test-support.ts'

let t: TestApi
beforeAll(async () => (t = await startTestApi({ chainIds: [1337, 8453] })))
afterAll(() => t.stop())

const fresh = '0x00000000000000000000000000000000000b0b00' as Address
const balance = (address: string, query: Record<string, string>) => t.getJson(`/v1/account/${address}/balance`, query)

describe('GET /v1/account/{address}/balance', () => {
  it("answers the native balance of the requested chain, equal to the chain's", async () => {
    const [anvil] = t.anvils
    const chain = createPublicClient({ transport: http(anvil.rpcUrl) })
    const wallet = createWalletClient({ transport: http(anvil.rpcUrl) })
    await wallet.sendTransaction({ account: ANVIL_ACCOUNT_0.address, chain: null, to: fresh, value: parseEther('1.25') })
    const onChain = await chain.getBalance({ address: fresh })
    expect(onChain).toBe(parseEther('1.25'))

    const { balances } = await balance(fresh, { currency: 'usd', chainId: 'eip155:1337', st: 'appkit', sv: 'react-portico-0.1.0' })
    expect(balances).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:1337',
        address: null,
        value: 3750,
        price: 3000,
        quantity: { decimals: '18', numeric: '1.25' },
        iconUrl: `${t.api.url}/public/getTokenImage/ETH?projectId=test-project`,
      },
    ])
    const ours = await balance(ANVIL_ACCOUNT_0.address, { currency: 'usd', chainId: 'eip155:1337' })
    expect(parseEther(ours.balances[0].quantity.numeric)).toBe(await chain.getBalance({ address: ANVIL_ACCOUNT_0.address }))
  })

  it('answers every sandbox chain without chainId, prices in the currency asked, leaves out empty positions', async () => {
    const all = await balance(ANVIL_ACCOUNT_0.address, { currency: 'eur' })
    expect(all.balances.map((b: { chainId: string }) => b.chainId)).toEqual(['eip155:1337', 'eip155:8453'])
    expect(all.balances[1]).toMatchObject({ price: 2760, quantity: { numeric: '10000' }, value: 27_600_000 })
    expect(await balance('0x000000000000000000000000000000000000dEaD', { currency: 'usd', chainId: 'eip155:8453' })).toEqual({ balances: [] })
  })

  it('answers an empty list for chains the sandbox does not serve', async () => {
    expect(await balance(ANVIL_ACCOUNT_0.address, { currency: 'usd', chainId: 'eip155:1' })).toEqual({ balances: [] })
    expect(await balance(ANVIL_ACCOUNT_0.address, { currency: 'usd', chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })).toEqual({ balances: [] })
  })

  it('accepts a CAIP-10 address and rejects bad addresses and currencies with a 400', async () => {
    expect((await balance(`eip155:1337:${ANVIL_ACCOUNT_0.address}`, { currency: 'usd', chainId: 'eip155:1337' })).balances).toHaveLength(1)
    const cases = [
      ['/v1/account/0x123/balance', { currency: 'usd' }, 'address'],
      [`/v1/account/${ANVIL_ACCOUNT_0.address}/balance`, {}, 'currency'],
      [`/v1/account/${ANVIL_ACCOUNT_0.address}/balance`, { currency: 'doge' }, 'currency'],
    ] as const
    for (const [path, query, field] of cases) {
      const response = await t.get(path, query)
      expect(response.status).toBe(400)
      expect((await response.json()).reasons[0].field).toBe(field)
    }
  })
})
