import { describe, expect, it, vi } from 'vitest'
import { createKernel, type PluginContext } from 'portico'
import { chainA } from '../../kernel/test-support/networks.ts'

const loadSignClient = vi.fn(async () => ({}))
vi.mock('./load-sign-client.ts', () => ({ loadSignClient }))
const basicView = vi.fn()
vi.mock('./views/connecting-walletconnect-basic-view.tsx', () => (basicView(), { default: () => null }))

const { walletConnect } = await import('./walletconnect.ts')

describe('walletConnect()', () => {
  it("imports nothing until asked; the loaded parts' prepareConnect fetches the sign-client and its views (code only, no client made)", async () => {
    const plugin = walletConnect()
    // the page's first bundle carries no preparing code: it comes with the parts
    expect(plugin.prepareConnect).toBeUndefined()
    expect(loadSignClient).not.toHaveBeenCalled()
    expect(basicView).not.toHaveBeenCalled()
    const parts = await plugin.load!()
    const kernel = createKernel({ projectId: 'p', networks: [chainA], storage: 'memory', logLevel: 'silent', window: { navigator: { userAgent: 'desktop' } } as Window })
    const context: PluginContext = { options: kernel.options, window: undefined, get: kernel.get }
    parts.prepareConnect!(context)
    await vi.waitFor(() => expect(loadSignClient).toHaveBeenCalledTimes(1))
    await vi.waitFor(() => expect(basicView).toHaveBeenCalledTimes(1))
    kernel.dispose()
  })
})
