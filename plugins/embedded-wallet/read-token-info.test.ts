import { decodeFunctionData, encodeFunctionResult, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { defineNetwork } from 'portico'
import { readTokenInfo } from './read-token-info.ts'

const network = defineNetwork({ id: 31337, name: 'Anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } })
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

/** A node that holds one ERC-20 (symbol sUSDC, 6 decimals) and answers eth_call for it. */
function tokenNode(calls: unknown[][]) {
  return {
    async request<T>(_network: unknown, method: string, params?: unknown): Promise<T> {
      calls.push([method, params])
      const [{ to, data }, block] = params as [{ to: string; data: `0x${string}` }, string]
      expect([method, to, block]).toEqual(['eth_call', TOKEN, 'latest'])
      const { functionName } = decodeFunctionData({ abi: erc20Abi, data })
      if (functionName === 'symbol') return encodeFunctionResult({ abi: erc20Abi, functionName, result: 'sUSDC' }) as T
      if (functionName === 'decimals') return encodeFunctionResult({ abi: erc20Abi, functionName, result: 6 }) as T
      throw new Error(`unexpected call ${functionName}`)
    },
  }
}

describe('readTokenInfo', () => {
  it("reads the token's symbol and decimals with one eth_call each", async () => {
    const calls: unknown[][] = []
    await expect(readTokenInfo(tokenNode(calls), network, TOKEN)).resolves.toEqual({ symbol: 'sUSDC', decimals: 6 })
    expect(calls).toHaveLength(2)
  })

  it('passes on a failed read (the view then names the token by its address)', async () => {
    const failing = { request: () => Promise.reject(new Error('execution reverted')) }
    await expect(readTokenInfo(failing, network, TOKEN)).rejects.toThrow('execution reverted')
  })
})
