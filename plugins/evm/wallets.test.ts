import { firstValueFrom } from 'rxjs'
import { describe, expect, it, vi } from 'vitest'
import type { Connector } from 'portico'
import { ANNOUNCE_EVENT } from './discovery.ts'
import { createWalletRegistry } from './wallets.ts'

const ICON = 'data:image/png;base64,AAAA'
const provider = (flags: Record<string, unknown> = {}) => ({ request: vi.fn(async () => null), ...flags })

function page(ethereum?: unknown) {
  const target = new EventTarget() as EventTarget & { ethereum?: unknown }
  if (ethereum) target.ethereum = ethereum
  return target
}
const asWindow = (target: EventTarget) => target as unknown as Window
const announce = (target: EventTarget, rdns: string, p: unknown, name = 'Wallet ' + rdns, icon = ICON) =>
  target.dispatchEvent(new CustomEvent(ANNOUNCE_EVENT, { detail: { info: { uuid: rdns, name, icon, rdns }, provider: p } }))
const ids = (list: Connector[]) => list.map((c) => c.id)

describe('createWalletRegistry', () => {
  it('has no connectors and throws nothing on a server', async () => {
    const registry = createWalletRegistry(undefined)
    expect(await firstValueFrom(registry.connectors$)).toEqual([])
    expect(registry.providerOf('injected')).toBeUndefined()
    expect(await registry.waitFor('io.metamask', 1_000)).toBeUndefined()
    registry.dispose()
  })

  it('turns each announcement into an ANNOUNCED connector keyed by rdns', async () => {
    const target = page()
    const registry = createWalletRegistry(asWindow(target))
    const p = provider()
    announce(target, 'io.metamask', p, 'MetaMask')
    announce(target, 'io.metamask', provider(), 'MetaMask')
    expect(await firstValueFrom(registry.connectors$)).toEqual([
      { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155', imageUrl: ICON, info: { rdns: 'io.metamask' } },
    ])
    expect(registry.providerOf('io.metamask')).not.toBe(p)
    registry.dispose()
  })

  it('leaves imageUrl out when the icon was dropped', async () => {
    const target = page()
    const registry = createWalletRegistry(asWindow(target))
    announce(target, 'io.metamask', provider(), 'MetaMask', 'http://tracker.example/pixel.png')
    const [connector] = await firstValueFrom(registry.connectors$)
    expect(connector).not.toHaveProperty('imageUrl')
    registry.dispose()
  })

  it('offers window.ethereum as the Browser Wallet when no wallet announces itself', async () => {
    const ethereum = provider()
    const registry = createWalletRegistry(asWindow(page(ethereum)))
    expect(await firstValueFrom(registry.connectors$)).toEqual([{ id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' }])
    expect(registry.providerOf('injected')).toBe(ethereum)
    registry.dispose()
  })

  it('hides the Browser Wallet once the same provider is announced', async () => {
    const ethereum = provider({ isSomething: true })
    const target = page(ethereum)
    const registry = createWalletRegistry(asWindow(target))
    expect(ids(await firstValueFrom(registry.connectors$))).toEqual(['injected'])
    announce(target, 'com.something', ethereum)
    expect(ids(await firstValueFrom(registry.connectors$))).toEqual(['com.something'])
    // Still reachable by id, so a stored "injected" connection can be restored.
    expect(registry.providerOf('injected')).toBe(ethereum)
    registry.dispose()
  })

  it('hides a flagless window.ethereum beside announced wallets, keeps a distinguishable one', async () => {
    const flagless = page(provider())
    const a = createWalletRegistry(asWindow(flagless))
    announce(flagless, 'io.metamask', provider(), 'MetaMask')
    expect(ids(await firstValueFrom(a.connectors$))).toEqual(['io.metamask'])
    a.dispose()

    const flagged = page(provider({ isOldWallet: true }))
    const b = createWalletRegistry(asWindow(flagged))
    announce(flagged, 'io.metamask', provider(), 'MetaMask')
    expect(ids(await firstValueFrom(b.connectors$))).toEqual(['io.metamask', 'injected'])
    b.dispose()
  })

  it('picks up a window.ethereum injected late (ethereum#initialized)', async () => {
    const target = page()
    const registry = createWalletRegistry(asWindow(target))
    expect(await firstValueFrom(registry.connectors$)).toEqual([])
    ;(target as { ethereum?: unknown }).ethereum = provider()
    target.dispatchEvent(new Event('ethereum#initialized'))
    expect(ids(await firstValueFrom(registry.connectors$))).toEqual(['injected'])
    registry.dispose()
  })

  it('waitFor resolves when the wallet announces itself later, undefined after the timeout', async () => {
    vi.useFakeTimers()
    try {
      const target = page()
      const registry = createWalletRegistry(asWindow(target))
      const p = provider()
      const late = registry.waitFor('io.metamask', 1_000)
      const never = registry.waitFor('app.phantom', 1_000)
      await vi.advanceTimersByTimeAsync(300)
      announce(target, 'io.metamask', p)
      await expect(late).resolves.toBe(p)
      await vi.advanceTimersByTimeAsync(700)
      await expect(never).resolves.toBeUndefined()
      registry.dispose()
    } finally {
      vi.useRealTimers()
    }
  })

  it('stops listening when disposed', async () => {
    const target = page()
    const registry = createWalletRegistry(asWindow(target))
    registry.dispose()
    announce(target, 'io.metamask', provider())
    expect(registry.providerOf('io.metamask')).toBeUndefined()
  })

  it('shares nothing between two registries on one page', async () => {
    const target = page()
    const a = createWalletRegistry(asWindow(target))
    const p = provider()
    announce(target, 'io.metamask', p)
    const b = createWalletRegistry(asWindow(target))
    // b asked on start; the wallet above does not re-announce, so b has not heard of it.
    expect(a.providerOf('io.metamask')).toBe(p)
    expect(b.providerOf('io.metamask')).toBeUndefined()
    a.dispose()
    expect(ids(await firstValueFrom(b.connectors$))).toEqual([])
    b.dispose()
  })
})
