import { describe, expect, it } from 'vitest'
import { caipChainOf, EIP155_METHODS, requestedNamespaces, SOLANA_METHODS } from './namespaces.ts'

describe('requestedNamespaces', () => {
  it('asks for eip155 chains with the EVM methods and events', () => {
    expect(requestedNamespaces([{ id: 1 }, { id: 8453, chainNamespace: 'eip155' }, { id: 1 }])).toEqual({
      eip155: { chains: ['eip155:1', 'eip155:8453'], methods: [...EIP155_METHODS], events: ['accountsChanged', 'chainChanged'] },
    })
  })

  it('adds a solana namespace when a composed plugin lists solana networks', () => {
    const mainnet = { id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', chainNamespace: 'solana', caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }
    const namespaces = requestedNamespaces([{ id: 1, chainNamespace: 'eip155' }, mainnet])
    expect(Object.keys(namespaces)).toEqual(['eip155', 'solana'])
    expect(namespaces.solana).toEqual({ chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], methods: [...SOLANA_METHODS], events: [] })
  })

  it('leaves out namespaces it has no method list for', () => {
    expect(requestedNamespaces([{ id: '000000000019d6689c085ae165831e93', chainNamespace: 'bip122' }])).toEqual({})
  })

  it('reads CAIP-2 ids given as ids', () => {
    expect(caipChainOf({ id: 'eip155:10' })).toBe('eip155:10')
    expect(caipChainOf({ id: 'abc', chainNamespace: 'solana' })).toBe('solana:abc')
  })
})
