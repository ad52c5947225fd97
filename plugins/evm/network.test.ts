import { describe, expect, it } from 'vitest'
import { base, mainnet, sepolia } from 'viem/chains'
import { fromViemChain } from './network.ts'

describe('fromViemChain', () => {
  it('turns a viem chain into an eip155 network', () => {
    expect(fromViemChain(mainnet)).toEqual({
      id: 1,
      chainNamespace: 'eip155',
      caipNetworkId: 'eip155:1',
      name: 'Ethereum',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: mainnet.rpcUrls.default.http } },
      blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
    })
    expect(fromViemChain(base).caipNetworkId).toBe('eip155:8453')
    expect(fromViemChain(sepolia).testnet).toBe(true)
  })
})
