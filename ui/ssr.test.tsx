// Runs in Node with no window: importing portico/react and rendering the buttons must not throw.
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

describe('server rendering', () => {
  it('imports portico/react and renders the buttons to a string', async () => {
    expect(typeof window).toBe('undefined')
    const { AppKitButton, AppKitProvider, NetworkButton, createAppKit } = await import('./index.ts')
    const { defineNetwork } = await import('../kernel/index.ts')
    const appKit = createAppKit({
      projectId: 'ssr',
      networks: [
        defineNetwork({
          id: 1,
          name: 'Ethereum',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
        }),
      ],
    })
    const html = renderToString(
      <AppKitProvider appKit={appKit}>
        <AppKitButton />
        <NetworkButton />
      </AppKitProvider>,
    )
    expect(html).toContain('<portico-button')
    expect(html).toContain('<portico-network-button')
    await expect(appKit.open()).resolves.toBeUndefined()
    appKit.dispose()
  })
})
