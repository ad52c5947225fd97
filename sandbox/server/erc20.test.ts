import { createPublicClient, createWalletClient, getContractAddress, http, type Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type AnvilInstance } from '../../testing/anvil.ts'
import { ANVIL_ACCOUNT_0, ANVIL_ACCOUNT_1 } from '../../testing/accounts.ts'
import { compileSandboxToken, type TokenArtifact } from '../tokens/compile.ts'
import { Erc20Reader } from './erc20.ts'
import { startApiServer, type ApiServer } from './index.ts'
import { withQuery } from './test-support.ts'

let anvil: AnvilInstance
let artifact: TokenArtifact
beforeAll(async () => {
  ;[anvil, artifact] = await Promise.all([startAnvil(), compileSandboxToken()])
}, 60_000)
afterAll(() => anvil.stop())

// A token outside the sandbox's price table, deployed by account #1 at its next nonces.
const deployer = privateKeyToAccount(ANVIL_ACCOUNT_1.privateKey)
const plain = getContractAddress({ from: deployer.address, nonce: 0n })

async function deployPlain(): Promise<void> {
  const transport = http(anvil.rpcUrl)
  const wallet = createWalletClient({ account: deployer, transport })
  const hash = await wallet.deployContract({ abi: artifact.abi, bytecode: artifact.bytecode, args: ['Plain Token', 'PLN', 8, [ANVIL_ACCOUNT_0.address], [123_456_789n]], chain: null })
  await createPublicClient({ transport }).waitForTransactionReceipt({ hash })
}

describe('Erc20Reader', () => {
  it('leaves out a token with no contract yet, then reads its metadata from the contract once it is deployed', async () => {
    const reader = new Erc20Reader(anvil.rpcUrl, [plain.toLowerCase()])
    expect(reader.tokens).toEqual([plain])
    expect(reader.has(plain.toUpperCase().replace('0X', '0x'))).toBe(true)
    expect(reader.has(ANVIL_ACCOUNT_0.address)).toBe(false)
    expect(await reader.info()).toEqual(new Map())
    expect(await reader.balancesOf(ANVIL_ACCOUNT_0.address)).toEqual([{ token: plain, amount: 0n }])

    await deployPlain()
    expect(await reader.info()).toEqual(new Map([[plain.toLowerCase(), { address: plain, name: 'Plain Token', symbol: 'PLN', decimals: 8 }]]))
    expect(await reader.balancesOf(ANVIL_ACCOUNT_0.address)).toEqual([{ token: plain, amount: 123_456_789n }])
    // Addresses that are not configured tokens are not read.
    expect(await reader.info([ANVIL_ACCOUNT_0.address])).toEqual(new Map())
  })

  it('serves an unpriced token in the balance endpoint with price 0 and value null', async () => {
    let api: ApiServer | undefined
    try {
      api = await startApiServer({ chains: [{ chainId: anvil.chainId, rpcUrl: anvil.rpcUrl, tokens: [plain] }] })
      const response = await fetch(withQuery(api.url, `/v1/account/${ANVIL_ACCOUNT_0.address}/balance`, { currency: 'usd' }))
      const { balances } = (await response.json()) as { balances: { symbol: string; address: Address | null; value: number | null; price: number; quantity: unknown }[] }
      expect(balances[1]).toMatchObject({ symbol: 'PLN', address: `eip155:${anvil.chainId}:${plain}`, value: null, price: 0, quantity: { decimals: '8', numeric: '1.23456789' } })
    } finally {
      await api?.stop()
    }
  })
})
