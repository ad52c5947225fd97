import { describe, expect, it } from 'vitest'
import { playgroundSwapNetworks } from './swap-networks.ts'

describe('?swapNetworks', () => {
  it('replaces the list with the ids given (CAIP-2 or chain ids); absent, the defaults', () => {
    expect(playgroundSwapNetworks('', ['eip155:1', 'eip155:1337'])).toEqual(['eip155:1', 'eip155:1337'])
    expect(playgroundSwapNetworks('?swapNetworks=eip155:8453', ['eip155:1337', 'eip155:8453'])).toEqual(['eip155:8453'])
    expect(playgroundSwapNetworks('?authenticate=off&swapNetworks=1, eip155:8453,', [])).toEqual([1, 'eip155:8453'])
  })
})
