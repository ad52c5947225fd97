// A kernel's events stream: what the kernel and its plugins track reaches every listener, and the
// analytics sender reads the same stream (no double in place of analytics here).
import { afterEach, describe, expect, it } from 'vitest'
import { createKernel, type Kernel } from '../container/create-kernel.ts'
import type { Plugin } from '../plugin/plugin.ts'
import { createFakeAdapter } from '../test-support/fake-adapter.ts'
import { chainA, chainB } from '../test-support/networks.ts'
import { TOKENS } from '../tokens.ts'
import type { AppKitEvent } from './app-kit-event.ts'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const kernels: Kernel[] = []
afterEach(() => kernels.splice(0).forEach((k) => k.dispose()))

function setup() {
  const fake = createFakeAdapter()
  const plugin: Plugin = { id: 'fake', adapters: () => [fake.adapter] }
  const kernel = createKernel({ projectId: 'p', networks: [chainA, chainB], storage: 'memory', logLevel: 'silent' }, [plugin])
  kernels.push(kernel)
  return { kernel, fake, events: kernel.get(TOKENS.events) }
}

describe("a kernel's events stream", () => {
  it('hears a full session in order: open, connect (the modal closes itself), open, switch network, disconnect, close', async () => {
    const { kernel, events } = setup()
    const heard: AppKitEvent[] = []
    events.events$.subscribe((e) => heard.push(e))
    const modal = kernel.get(TOKENS.modal)
    const connection = kernel.get(TOKENS.connection)
    modal.open()
    await connection.connect('fake')
    modal.open()
    await connection.switchNetwork(chainB)
    await connection.disconnect('eip155')
    modal.close()
    expect(heard.map((e) => e.data.event)).toEqual(['MODAL_OPEN', 'CONNECT_SUCCESS', 'MODAL_CLOSE', 'MODAL_OPEN', 'SWITCH_NETWORK', 'DISCONNECT_SUCCESS', 'MODAL_CLOSE'])
    expect(heard.every((e) => e.data.type === 'track' && typeof e.timestamp === 'number')).toBe(true)
    expect(heard[1]!.data).toMatchObject({ address: ADDRESS, properties: { method: 'browser', name: 'Fake Wallet' } })
    expect(heard[4]!.data.properties).toEqual({ network: chainB.caipNetworkId })
    expect(heard[5]!.data).toMatchObject({ address: ADDRESS, properties: { namespace: 'eip155' } })
    // INITIALIZE was raised while the kernel started, before this listener: history keeps it
    expect(events.history()[0]!.data.event).toBe('INITIALIZE')
  })

  it('a plugin that tracks through TOKENS.analytics is heard on the stream', () => {
    const { kernel, events } = setup()
    const heard: string[] = []
    events.events$.subscribe((e) => heard.push(e.data.event))
    kernel.get(TOKENS.analytics).track('OPEN_SWAP', { network: chainA.caipNetworkId, isSmartAccount: false })
    expect(heard).toEqual(['OPEN_SWAP'])
  })

  it('two kernels have two streams', () => {
    const a = setup()
    const b = setup()
    const heardB: string[] = []
    b.events.events$.subscribe((e) => heardB.push(e.data.event))
    a.kernel.get(TOKENS.modal).open()
    expect(heardB).toEqual([])
  })

  it('the stream ends with the kernel', () => {
    const { kernel, events } = setup()
    let completed = false
    events.events$.subscribe({ complete: () => (completed = true) })
    kernel.dispose()
    expect(completed).toBe(true)
  })
})
