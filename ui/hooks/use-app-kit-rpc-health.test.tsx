// @vitest-environment happy-dom
// The RPC health on the instance and in the hook, over a real local anvil node as the chain's first URL.
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { TOKENS } from '../../kernel/tokens.ts'
import type { RpcHealth } from '../../kernel/rpc/rpc-service.ts'
import { startAnvil, type AnvilInstance } from '../../testing/anvil.ts'
import { AppKitProvider } from '../app-kit/context.tsx'
import type { AppKit } from '../app-kit/create-app-kit.ts'
import { loadedAppKit, testAppKit } from '../test-support/app-kit.tsx'
import { base, ethereum } from '../test-support/fake-evm.ts'
import { useAppKitRpcHealth } from './use-app-kit-rpc-health.ts'

vi.mock('../app-kit/load-modal.ts', () => ({ loadModal: () => new Promise(() => {}), loadedModal: () => undefined }))

let anvil: AnvilInstance
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1 })
}, 60_000)
afterAll(() => anvil?.stop())

const made: AppKit[] = []
afterEach(() => {
  cleanup()
  while (made.length) made.pop()!.dispose()
})

describe('getRpcHealth, subscribeRpcHealth and useAppKitRpcHealth', () => {
  it('answer {} before any chain was called, without loading the core for the read', () => {
    const { appKit } = testAppKit()
    made.push(appKit)
    expect(appKit.getRpcHealth()).toEqual({})
  })

  it('list the chain called, its URLs in rank order, and follow the next changes', async () => {
    // the node is the network's one URL; the hosted RPC URL (unreachable here) comes after it
    const network = { ...ethereum, rpcUrls: { default: { http: [anvil.rpcUrl] } } }
    const { appKit, kernel } = await loadedAppKit({ networks: [network, base] })
    made.push(appKit)
    const heard: RpcHealth[] = []
    const stop = appKit.subscribeRpcHealth((health) => heard.push(health))
    expect(heard).toEqual([{}])

    expect(await kernel.get(TOKENS.rpc).request<string>(network, 'eth_blockNumber')).toMatch(/^0x/)
    const chain = appKit.getRpcHealth()['eip155:1']!
    expect(chain.urls[0]).toMatchObject({ url: anvil.rpcUrl, rank: 1 })
    expect(chain.urls.map((u) => u.url)).toEqual([anvil.rpcUrl, expect.stringContaining('chainId=eip155%3A1')])
    expect(heard.at(-1)).toBe(appKit.getRpcHealth())

    const wrapper = ({ children }: { children: ReactNode }) => <AppKitProvider appKit={appKit}>{children}</AppKitProvider>
    const { result } = renderHook(() => useAppKitRpcHealth(), { wrapper })
    expect(result.current['eip155:1']?.activeUrl).toBe(anvil.rpcUrl)
    // a ranking round (pings of every URL) re-renders with the newest block seen
    await waitFor(() => expect(result.current['eip155:1']?.rounds).toBeGreaterThan(0), { timeout: 10_000 })
    expect(result.current['eip155:1']?.head).toBe('0')

    stop()
    const count = heard.length
    await act(() => kernel.get(TOKENS.rpc).request(network, 'eth_chainId'))
    expect(heard).toHaveLength(count)
  }, 30_000)
})
