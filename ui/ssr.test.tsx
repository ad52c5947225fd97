// Runs in Node with no window: importing portico/react and rendering the buttons must not throw,
// and must not load the kernel (inversify, rxjs, the services) on the server.
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

const kernelChunk = vi.hoisted(() => ({ imported: false }))
vi.mock('./app-kit/kernel-entry.ts', () => {
  kernelChunk.imported = true
  return {}
})

const network = async () => {
  const { defineNetwork } = await import('../kernel/index.ts')
  return defineNetwork({
    id: 1,
    name: 'Ethereum',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  })
}

describe('server rendering', () => {
  it('imports portico/react and renders the buttons to a string', async () => {
    expect(typeof window).toBe('undefined')
    const { AppKitButton, AppKitProvider, NetworkButton, createAppKit } = await import('./index.ts')
    const appKit = createAppKit({ projectId: 'ssr', networks: [await network()] })
    const html = renderToString(
      <AppKitProvider appKit={appKit}>
        <AppKitButton />
        <NetworkButton />
      </AppKitProvider>,
    )
    expect(html).toContain('<portico-button')
    expect(html).toContain('<portico-network-button')
    // the HTML already shows the buttons: a declarative shadow root with their CSS and the theme
    expect(html).toMatch(/<portico-button><template shadowrootmode="open"><style>[^<]*:host\{--pc-[^<]*<\/style><button[^>]*>.*Connect Wallet.*<\/button><\/template><\/portico-button>/s)
    expect(html).toMatch(/<portico-network-button><template shadowrootmode="open">.*Ethereum.*<\/template><\/portico-network-button>/s)
    await expect(appKit.open()).resolves.toBeUndefined()
    expect(appKit.getState().open).toBe(false)
    appKit.dispose()
    expect(kernelChunk.imported).toBe(false)
  })

  it('reads a stored connection (a cookie backend, say) as "connecting", and still loads no kernel', async () => {
    const { AppKitProvider, createAppKit, useAppKitAccount } = await import('./index.ts')
    const { internalsOf, getDefaultAppKit } = await import('./app-kit/create-app-kit.ts')
    const stored = new Map([
      ['portico:connectedNamespaces', 'eip155'],
      ['portico:connectorIds', JSON.stringify({ eip155: 'io.sandbox.wallet' })],
    ])
    const appKit = createAppKit({
      projectId: 'ssr',
      networks: [await network()],
      storage: { getItem: (k) => stored.get(k) ?? null, setItem: () => {}, removeItem: () => {} },
    })
    function Status() {
      return <output>{useAppKitAccount().status}</output>
    }
    const html = renderToString(
      <AppKitProvider appKit={appKit}>
        <Status />
      </AppKitProvider>,
    )
    expect(html).toContain('<output>connecting</output>')
    // one visitor's instance (it reads that request's storage) never becomes the server's default
    expect(getDefaultAppKit()).toBeUndefined()
    await expect(internalsOf(appKit).loadKernel()).rejects.toThrow('not during server rendering')
    await expect(appKit.switchNetwork('eip155:1')).rejects.toThrow('not during server rendering')
    appKit.dispose()
    expect(kernelChunk.imported).toBe(false)
  })
})
