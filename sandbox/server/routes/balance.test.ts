import { createPublicClient, createWalletClient, erc20Abi, http, parseEther, parseUnits, type Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNT_0, ANVIL_ACCOUNT_1 } from '../../../testing/accounts.ts'
import { SANDBOX_TOKEN_FUNDING, sandboxTokens } from '../../tokens/index.ts'
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
    // wait for the receipt before reading the balance: a read right after the send once saw 0 in a full run on a loaded machine
    const hash = await wallet.sendTransaction({ account: ANVIL_ACCOUNT_0.address, chain: null, to: fresh, value: parseEther('1.25') })
    expect(await chain.waitForTransactionReceipt({ hash })).toMatchObject({ status: 'success' })
    const onChain = await chain.getBalance({ address: fresh })
    expect(onChain).toBe(parseEther('1.25'))

    const { balances } = await balance(fresh, { currency: 'usd', chainId: 'eip155:1337', st: 'appkit', sv: 'react-portico-0.1.0' })
    expect(balances).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:1337',
        address: null,
        value: 2287.5,
        price: 1830,
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
    expect(all.balances[1]).toMatchObject({ price: 1683.6, quantity: { numeric: '10000' }, value: 16_836_000 })
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

describe('GET /v1/account/{address}/balance with the sandbox ERC-20 tokens', () => {
  let tt: TestApi
  beforeAll(async () => (tt = await startTestApi({ chainIds: [1337, 8453], tokens: true })), 60_000)
  afterAll(() => tt?.stop())

  const [usdc, dai] = sandboxTokens
  const tokenBalance = (address: string, query: Record<string, string>) => tt.getJson(`/v1/account/${address}/balance`, query)

  it('lists the native balance, then each token held, named by its contract and priced from the table', async () => {
    const { balances } = await tokenBalance(ANVIL_ACCOUNT_0.address, { currency: 'usd', chainId: 'eip155:8453' })
    const icon = (symbol: string) => `${tt.api.url}/public/getTokenImage/${symbol}?projectId=test-project`
    expect(balances).toEqual([
      { name: 'Ether', symbol: 'ETH', chainId: 'eip155:8453', address: null, value: 18_300_000, price: 1830, quantity: { decimals: '18', numeric: '10000' }, iconUrl: icon('ETH') },
      {
        name: 'Sandbox USD Coin',
        symbol: 'sUSDC',
        chainId: 'eip155:8453',
        address: `eip155:8453:${usdc.address}`,
        value: 10_000,
        price: 1,
        quantity: { decimals: '6', numeric: '10000' },
        iconUrl: icon('sUSDC'),
      },
      {
        name: 'Sandbox Dai',
        symbol: 'sDAI',
        chainId: 'eip155:8453',
        address: `eip155:8453:${dai.address}`,
        value: 10_000,
        price: 1,
        quantity: { decimals: '18', numeric: '10000' },
        iconUrl: icon('sDAI'),
      },
    ])
    const both = await tokenBalance(ANVIL_ACCOUNT_1.address, { currency: 'usd' })
    expect(both.balances.map((b: { chainId: string; symbol: string }) => `${b.chainId} ${b.symbol}`)).toEqual([
      'eip155:1337 ETH',
      'eip155:1337 sUSDC',
      'eip155:1337 sDAI',
      'eip155:8453 ETH',
      'eip155:8453 sUSDC',
      'eip155:8453 sDAI',
    ])
  })

  it('follows the chain: a token transfer shows at once, an emptied position leaves the list', async () => {
    const transport = http(tt.anvils[0].rpcUrl)
    const chain = createPublicClient({ transport })
    const wallet = createWalletClient({ account: privateKeyToAccount(ANVIL_ACCOUNT_1.privateKey), transport })
    const send = async (token: Address, to: Address, amount: bigint) =>
      chain.waitForTransactionReceipt({ hash: await wallet.writeContract({ address: token, abi: erc20Abi, functionName: 'transfer', args: [to, amount], chain: null }) })

    await send(usdc.address, fresh, 2_500_000n)
    // The fresh address holds no ETH: its only position is the token.
    expect(await tokenBalance(fresh, { currency: 'eur', chainId: 'eip155:1337' })).toEqual({
      balances: [
        {
          name: 'Sandbox USD Coin',
          symbol: 'sUSDC',
          chainId: 'eip155:1337',
          address: `eip155:1337:${usdc.address}`,
          value: 2.3,
          price: 0.92,
          quantity: { decimals: '6', numeric: '2.5' },
          iconUrl: `${tt.api.url}/public/getTokenImage/sUSDC?projectId=test-project`,
        },
      ],
    })

    await send(dai.address, fresh, parseUnits(String(SANDBOX_TOKEN_FUNDING), 18))
    const after = await tokenBalance(ANVIL_ACCOUNT_1.address, { currency: 'usd', chainId: 'eip155:1337' })
    expect(after.balances.map((b: { symbol: string }) => b.symbol)).toEqual(['ETH', 'sUSDC'])
    expect(after.balances[1].quantity.numeric).toBe('9997.5')
    expect((await tokenBalance(fresh, { currency: 'usd', chainId: 'eip155:1337' })).balances.map((b: { quantity: { numeric: string } }) => b.quantity.numeric)).toEqual(['2.5', '10000'])
  })
})
