// Max over a real anvil: the native coin's network fee is estimated on the node and kept aside; a
// token's balance is given whole without asking the node; a balance below the fee gives 0.
import nodeConsole from 'node:console'
import { http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { defineNetwork, formatUnits, type Network, type RpcProvider } from 'portico'
import { ANVIL_ACCOUNT_2, startAnvil, type AnvilInstance } from 'portico/testing'
import { maxSendAmount } from './max-send-amount.ts'
import { estimateFee } from './submit-send.ts'

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const USDC = '0x574342D6EC50218A7384f9B0B881DB3F64eB4c0A'

let anvil: AnvilInstance
let network: Network
let rpc: { provider(network: Network): RpcProvider }
beforeAll(async () => {
  const quiet = [vi.spyOn(nodeConsole, 'error'), vi.spyOn(console, 'error')].map((spy) => spy.mockImplementation(() => {}))
  anvil = await startAnvil({ chainId: 1 }).finally(() => quiet.forEach((spy) => spy.mockRestore()))
  network = defineNetwork({ id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [anvil.rpcUrl] } } })
  const transport = http(anvil.rpcUrl)({})
  rpc = { provider: () => ({ request: ({ method, params }) => transport.request({ method, params } as never) }) as RpcProvider }
}, 60_000)
afterAll(() => anvil?.stop())

const ether = { symbol: 'ETH', name: 'Ether', decimals: 18 }
/** A node that must not be asked. */
const noNode = { provider: (): RpcProvider => ({ request: () => Promise.reject(new Error('the node was asked')) }) }

describe('maxSendAmount', () => {
  it('the native coin: the balance less the network fee of a send to the receiver', async () => {
    const balance = parseEther('1.5')
    const fee = (await estimateFee(rpc, network, FROM, { ...ether, balance }, ANVIL_ACCOUNT_2.address, 0n))!.fee
    expect(fee).toBeGreaterThan(0n)
    expect(await maxSendAmount(rpc, network, FROM, { ...ether, balance }, ANVIL_ACCOUNT_2.address)).toBe(formatUnits(balance - fee, 18))
  })

  it('a balance below the fee gives 0', async () => {
    expect(await maxSendAmount(rpc, network, FROM, { ...ether, balance: 1n }, FROM)).toBe('0')
  })

  it('an ERC-20: the whole balance, the node not asked', async () => {
    expect(await maxSendAmount(noNode, network, FROM, { symbol: 'sUSDC', name: 'Sandbox USD Coin', decimals: 6, contract: USDC, balance: 100_250_000n }, FROM)).toBe('100.25')
  })

  it('off EVM (its wallet sets the fee): the whole balance, the node not asked', async () => {
    const solana = { ...network, chainNamespace: 'solana' } as Network
    expect(await maxSendAmount(noNode, solana, FROM, { symbol: 'SOL', name: 'Solana', decimals: 9, balance: 2_000_000_000n }, FROM)).toBe('2')
  })
})
