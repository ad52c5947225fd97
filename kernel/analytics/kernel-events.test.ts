// The kernel's own events reaching TOKENS.analytics (a recording double in place of the service).
import { afterEach, describe, expect, it } from 'vitest'
import { createKernel, type Kernel } from '../container/create-kernel.ts'
import type { Plugin } from '../plugin/plugin.ts'
import { createFakeAdapter } from '../test-support/fake-adapter.ts'
import { chainA, chainB } from '../test-support/networks.ts'
import { TOKENS } from '../tokens.ts'
import type { Analytics } from './analytics.ts'
import { connectMethod } from './kernel-events.ts'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const kernels: Kernel[] = []
afterEach(() => kernels.splice(0).forEach((k) => k.dispose()))

function recorder() {
  const tracked: { event: string; properties?: unknown; address?: string }[] = []
  let disposed = 0
  const analytics: Analytics = {
    track: (event, properties, options) => void tracked.push({ event, properties, ...(options?.address ? { address: options.address } : {}) }),
    reportError() {},
    flush: async () => {},
    dispose: () => void disposed++,
  }
  return { analytics, tracked, disposed: () => disposed }
}

function setup() {
  const fake = createFakeAdapter()
  const plugin: Plugin = { id: 'fake', adapters: () => [fake.adapter] }
  const rec = recorder()
  const kernel = createKernel({ projectId: 'p', networks: [chainA, chainB], storage: 'memory', logLevel: 'silent' }, [plugin], { analytics: rec.analytics })
  kernels.push(kernel)
  const names = () => rec.tracked.map((t) => t.event)
  return { fake, kernel, ...rec, names, connection: kernel.get(TOKENS.connection), modal: kernel.get(TOKENS.modal), router: kernel.get(TOKENS.router) }
}

describe('kernel events → analytics', () => {
  it('tracks INITIALIZE at start-up with the configured options', () => {
    const t = setup()
    expect(t.tracked).toEqual([{ event: 'INITIALIZE', properties: expect.objectContaining({ projectId: 'p', networks: [1337, 8453], defaultNetwork: 1337 }) }])
  })

  it('CONNECT_SUCCESS with method, name, view and the new address; a declined connect is USER_REJECTED with the message', async () => {
    const t = setup()
    t.modal.open()
    t.router.push('ConnectingExternal', { connectorId: 'fake' })
    await t.connection.connect('fake')
    expect(t.tracked.find((e) => e.event === 'CONNECT_SUCCESS')).toEqual({
      event: 'CONNECT_SUCCESS',
      properties: { method: 'browser', name: 'Fake Wallet', view: 'ConnectingExternal' },
      address: ADDRESS,
    })

    t.fake.state.connectError = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    await expect(t.connection.connect('fake')).rejects.toThrow('Connection declined')
    expect(t.tracked.find((e) => e.event === 'USER_REJECTED')).toEqual({ event: 'USER_REJECTED', properties: { message: 'Connection declined' } })
    expect(t.names()).not.toContain('CONNECT_ERROR')
  })

  it('a connect that fails for another reason than a refusal is CONNECT_ERROR with its message (AppKit keeps USER_REJECTED for refusals)', async () => {
    const t = setup()
    t.fake.state.connectError = Object.assign(new Error('Wallet is locked'), { code: -32603 })
    await expect(t.connection.connect('fake')).rejects.toThrow('Wallet is locked')
    expect(t.tracked.filter((e) => e.event === 'CONNECT_ERROR' || e.event === 'USER_REJECTED')).toEqual([
      { event: 'CONNECT_ERROR', properties: { message: 'Wallet is locked' } },
    ])
  })

  it("CONNECT_SUCCESS names the wallet at the other end when the connector is a transport (WalletConnect's peer)", async () => {
    const t = setup()
    t.fake.state.wallet = { name: 'Sandbox Mobile Wallet' }
    await t.connection.connect('fake')
    expect(t.tracked.find((e) => e.event === 'CONNECT_SUCCESS')?.properties).toMatchObject({ name: 'Sandbox Mobile Wallet' })
  })

  it('a failed disconnect is tracked as DISCONNECT_ERROR with its message and the account it had', async () => {
    const t = setup()
    await t.connection.connect('fake')
    t.fake.state.disconnectError = new Error('wallet went away')
    await expect(t.connection.disconnect()).rejects.toThrow('Failed to disconnect')
    expect(t.tracked.filter((e) => e.event.startsWith('DISCONNECT'))).toEqual([
      { event: 'DISCONNECT_ERROR', properties: { message: 'wallet went away' }, address: ADDRESS },
    ])

    await t.connection.connect('fake')
    t.fake.state.disconnectError = undefined
    await t.connection.disconnect('eip155')
    expect(t.tracked.filter((e) => e.event.startsWith('DISCONNECT')).at(-1)).toEqual({
      event: 'DISCONNECT_SUCCESS',
      properties: { namespace: 'eip155' },
      address: ADDRESS,
    })
  })

  it('MODAL_OPEN and MODAL_CLOSE with connected, once per change', async () => {
    const t = setup()
    t.modal.open()
    t.modal.open()
    t.modal.close()
    await t.connection.connect('fake')
    t.modal.open()
    t.modal.close()
    expect(t.tracked.filter((e) => e.event.startsWith('MODAL'))).toEqual([
      { event: 'MODAL_OPEN', properties: { connected: false } },
      { event: 'MODAL_CLOSE', properties: { connected: false } },
      { event: 'MODAL_OPEN', properties: { connected: true } },
      { event: 'MODAL_CLOSE', properties: { connected: true } },
    ])
  })

  it('SWITCH_NETWORK with the new network, once per change of the active network, whatever asked for it', async () => {
    const t = setup()
    await t.connection.connect('fake')
    await t.connection.switchNetwork(chainB)
    await t.connection.switchNetwork(chainB)
    await t.connection.switchNetwork(chainA)
    expect(t.tracked.filter((e) => e.event === 'SWITCH_NETWORK').map((e) => e.properties)).toEqual([
      { network: chainB.caipNetworkId },
      { network: chainA.caipNetworkId },
    ])
  })

  it('kernel dispose disposes analytics and stops tracking', async () => {
    const t = setup()
    t.kernel.dispose()
    expect(t.disposed()).toBe(1)
    t.modal.open()
    expect(t.names()).toEqual(['INITIALIZE'])
  })

  it('each kernel tracks into its own analytics', async () => {
    const a = setup()
    const b = setup()
    expect(a.kernel.get(TOKENS.analytics)).not.toBe(b.kernel.get(TOKENS.analytics))
    a.modal.open()
    expect(a.names()).toEqual(['INITIALIZE', 'MODAL_OPEN'])
    expect(b.names()).toEqual(['INITIALIZE'])
  })
})

describe('connectMethod', () => {
  it('maps the connector type to the CONNECT_SUCCESS method', () => {
    expect(connectMethod('WALLET_CONNECT', false)).toBe('qrcode')
    expect(connectMethod('WALLET_CONNECT', true)).toBe('mobile')
    expect(connectMethod('AUTH', false)).toBe('email')
    expect(connectMethod('ANNOUNCED', false)).toBe('browser')
    expect(connectMethod('INJECTED', true)).toBe('browser')
    expect(connectMethod(undefined, false)).toBe('browser')
  })
})
