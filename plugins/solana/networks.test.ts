import { describe, expect, it } from 'vitest'
import { defineSolanaNetwork, solanaDevnet, solanaMainnet, solanaTestnet } from './networks.ts'

describe('Solana networks', () => {
  it('have the CAIP-2 ids of the three clusters', () => {
    expect(solanaMainnet).toMatchObject({ id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', chainNamespace: 'solana', caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', testnet: false })
    expect(solanaDevnet).toMatchObject({ caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', testnet: true })
    expect(solanaTestnet).toMatchObject({ caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSRkHQ6', testnet: true })
    for (const n of [solanaMainnet, solanaDevnet, solanaTestnet]) {
      expect(n.nativeCurrency).toEqual({ name: 'Solana', symbol: 'SOL', decimals: 9 })
      expect(n.rpcUrls.default.http[0]).toMatch(/^https:\/\/api\.\w+(-beta)?\.solana\.com$/)
      expect(n.assets?.imageId).toBeTruthy()
    }
  })

  it('defines a local cluster (the sandbox) from its genesis hash and RPC', () => {
    expect(defineSolanaNetwork({ genesisHash: 'AUtMhem6oc3zPx9BUpkeQbqwvAq6YG3QgQbpfhLANN1C', name: 'Sandbox Solana', rpcUrl: 'http://127.0.0.1:8899', wsUrl: 'ws://127.0.0.1:8899' })).toEqual({
      id: 'AUtMhem6oc3zPx9BUpkeQbqwvAq6YG3Q',
      chainNamespace: 'solana',
      caipNetworkId: 'solana:AUtMhem6oc3zPx9BUpkeQbqwvAq6YG3Q',
      name: 'Sandbox Solana',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8899'], webSocket: ['ws://127.0.0.1:8899'] } },
      testnet: false,
      assets: { imageId: '3e8119e5-2a6f-4818-c50c-1937011d5900' },
    })
    expect(() => defineSolanaNetwork({ genesisHash: '0xdeadbeef', name: 'x', rpcUrl: 'http://x' })).toThrow('genesisHash must be 32 to 44 base58 characters, got "0xdeadbeef"')
  })
})
