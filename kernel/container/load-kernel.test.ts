import { describe, expect, it } from 'vitest'
import { createFakeAdapter } from '../test-support/fake-adapter.ts'
import { chainA } from '../test-support/networks.ts'
import { TOKENS } from '../tokens.ts'
import { createKernel } from './create-kernel.ts'
import { loadKernel, resolvePlugins } from './load-kernel.ts'

describe('loadKernel', () => {
  const lazy = {
    id: 'lazy',
    views: { Eager: async () => ({ default: 'E' }) },
    load: async () => ({ adapters: () => [createFakeAdapter().adapter], views: { Late: async () => ({ default: 'L' }) }, methods: { safe: ['eth_chainId'] } }),
  }

  it('merges loaded parts into the plugin', async () => {
    const [resolved] = await resolvePlugins([lazy])
    expect(resolved!.load).toBeUndefined()
    expect(Object.keys(resolved!.views!)).toEqual(['Eager', 'Late'])
  })

  it('builds a kernel with the loaded adapters, views and methods', async () => {
    const kernel = await loadKernel({ projectId: 'p', networks: [chainA], storage: 'memory' }, [lazy])
    expect(kernel.get(TOKENS.adapters)).toHaveLength(1)
    expect(kernel.get(TOKENS.views).names).toEqual(['Eager', 'Late'])
    expect(kernel.get(TOKENS.methods).policyOf('eth_chainId')).toBe('safe')
    kernel.dispose()
  })

  it('createKernel refuses a plugin whose parts were not loaded', () => {
    expect(() => createKernel({ projectId: 'p', networks: [chainA] }, [lazy])).toThrow('Plugin "lazy" loads its code on demand')
  })
})
