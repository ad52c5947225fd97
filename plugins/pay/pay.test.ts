// @vitest-environment happy-dom
// pay(): the plugin object, and pay(request) refusing before anything opens (with a real AppKit).
import { afterEach, describe, expect, it } from 'vitest'
import { defineNetwork } from 'portico'
import { createAppKit, type AppKit } from 'portico/react'
import { pay, PayError } from './index.ts'
import type { PayRequest } from './pay-types.ts'

const request: PayRequest = {
  paymentAsset: { network: 'eip155:1337', asset: 'native', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 } },
  recipient: '0x33b8e8b74F1F286cA89b3ae5307Ef63E8cA0F246',
  amount: 1,
}
const network = defineNetwork({ id: 1337, name: 'Sandbox Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } })
const kits: AppKit[] = []
const kit = (features: { pay?: boolean }, plugins = [pay()]) => {
  const appKit = createAppKit({ projectId: 'p', networks: [network], features: { analytics: false, ...features }, plugins, metadata: { name: 'Shop', description: '', url: 'http://shop.test', icons: [] }, endpoints: { api: 'http://127.0.0.1:9', blockchainApi: 'http://127.0.0.1:9', pulse: 'http://127.0.0.1:9' } })
  kits.push(appKit)
  return appKit
}
afterEach(() => kits.splice(0).forEach((k) => k.dispose()))

describe('pay()', () => {
  it('is a plugin whose Pay view and parts load on demand', () => {
    const plugin = pay()
    expect(plugin.id).toBe('pay')
    expect(Object.keys(plugin.views!)).toEqual(['Pay'])
    expect(typeof plugin.load).toBe('function')
  })

  it('rejects with PAY_DISABLED while features.pay is off (the default)', async () => {
    await expect(pay(request, kit({}))).rejects.toMatchObject({ code: 'PAY_DISABLED' })
  })

  it('rejects a request it cannot pay before opening anything', async () => {
    const appKit = kit({ pay: true })
    const error = await pay({ ...request, recipient: 'nobody' }, appKit).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PayError)
    expect(error).toMatchObject({ code: 'INVALID_RECIPIENT' })
    expect(appKit.getState().open).toBe(false)
  })

  it('rejects with PLUGIN_MISSING when pay() is not composed, and UNSUPPORTED_NETWORK for a network the app lacks', async () => {
    await expect(pay(request, kit({ pay: true }, []))).rejects.toMatchObject({ code: 'PLUGIN_MISSING' })
    await expect(pay({ ...request, paymentAsset: { ...request.paymentAsset, network: 'eip155:10' } }, kit({ pay: true }))).rejects.toMatchObject({ code: 'UNSUPPORTED_NETWORK' })
  })
})
