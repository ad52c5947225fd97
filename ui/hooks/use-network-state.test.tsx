// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { defineNetwork, TOKENS } from '../../kernel/index.ts'
import { createTestKernel, testNetwork } from '../../testing/create-test-kernel.ts'
import { useNetworkState } from './use-network-state.ts'

const second = defineNetwork({ id: 31338, name: 'Second Chain', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } } })

describe('useNetworkState', () => {
  it('reads the kernel network state and re-renders when the active network or an unlisted chain changes', () => {
    const kernel = createTestKernel({ options: { networks: [testNetwork, second] } })
    const network = kernel.get(TOKENS.network)
    const { result } = renderHook(() => useNetworkState(kernel))
    expect(result.current.activeNetwork.id).toBe(31337)
    expect(result.current.unsupportedChainId).toBeUndefined()
    act(() => network.setActive(network.find(31338)!))
    expect(result.current.activeNetwork.name).toBe('Second Chain')
    act(() => network.setUnsupported(999))
    expect(result.current.unsupportedChainId).toBe(999)
    expect(result.current).toBe(network.get())
  })
})
