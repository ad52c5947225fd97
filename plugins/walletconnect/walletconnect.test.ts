import { describe, expect, it, vi } from 'vitest'

const loadSignClient = vi.fn(async () => ({}))
vi.mock('./load-sign-client.ts', () => ({ loadSignClient }))
const basicView = vi.fn()
vi.mock('./views/connecting-walletconnect-basic-view.tsx', () => (basicView(), { default: () => null }))

const { walletConnect } = await import('./walletconnect.ts')

describe('walletConnect()', () => {
  it('imports nothing until asked; prepareConnect fetches the sign-client and its views (code only, no client made)', async () => {
    const plugin = walletConnect()
    expect(loadSignClient).not.toHaveBeenCalled()
    expect(basicView).not.toHaveBeenCalled()
    plugin.prepareConnect!()
    await vi.waitFor(() => expect(loadSignClient).toHaveBeenCalledTimes(1))
    await vi.waitFor(() => expect(basicView).toHaveBeenCalledTimes(1))
  })
})
