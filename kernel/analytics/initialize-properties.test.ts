import { describe, expect, it } from 'vitest'
import { resolveOptions } from '../config/resolve-options.ts'
import { createMemoryBackend } from '../storage/backends.ts'
import { chainA, chainB } from '../test-support/networks.ts'
import { initializeProperties } from './initialize-properties.ts'

describe('initializeProperties (INITIALIZE)', () => {
  it('lists the configured options with networks as ids', () => {
    const options = resolveOptions({
      projectId: 'p',
      networks: [chainA, chainB],
      defaultNetwork: chainB,
      metadata: { name: 'Shop', description: 'A shop', url: 'https://shop.example.com', icons: [] },
      features: { analytics: false },
      customWallets: [{ id: 'mine', name: 'Mine', homepage: 'https://mine.example' }],
    })
    expect(initializeProperties(options)).toEqual({
      projectId: 'p',
      networks: [1337, 8453],
      defaultNetwork: 8453,
      metadata: { name: 'Shop', description: 'A shop', url: 'https://shop.example.com', icons: [] },
      features: expect.objectContaining({ analytics: false, swaps: true }),
      themeMode: 'dark',
      allowUnsupportedChain: false,
      enableNetworkSwitch: true,
      manualWCControl: false,
      enableEmbedded: false,
      featuredWalletIds: [],
      includeWalletIds: [],
      excludeWalletIds: [],
      customWallets: ['mine'],
      sdkType: 'appkit',
      sdkVersion: 'portico-0.1.0',
    })
  })

  it('never copies the storage, the window, the endpoints or sign-in configuration', () => {
    const options = resolveOptions({
      projectId: 'p',
      networks: [chainA],
      storage: createMemoryBackend(),
      window: { location: { origin: 'https://a.example' } } as unknown as Window,
      endpoints: { pulse: 'https://user:secret@pulse.example' },
      siwx: { secret: 'x' } as never,
    })
    const properties = initializeProperties(options)
    for (const key of ['storage', 'window', 'endpoints', 'siwx', 'siweConfig', 'storagePrefix']) expect(properties).not.toHaveProperty(key)
    expect(JSON.stringify(properties)).not.toContain('secret')
  })
})
