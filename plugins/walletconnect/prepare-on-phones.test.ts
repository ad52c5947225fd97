import { afterEach, describe, expect, it, vi } from 'vitest'
import { createKernel, TOKENS, type PluginContext } from 'portico'
import { chainA, chainB } from '../../kernel/test-support/networks.ts'
import { dropPairingOnClose, preparePairingOnPhone } from './prepare-on-phones.ts'

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'
const kernels: { dispose(): void }[] = []
afterEach(() => kernels.splice(0).forEach((k) => k.dispose()))

function setup(userAgent: string) {
  const kernel = createKernel({ projectId: 'p', networks: [chainA, chainB], storage: 'memory', logLevel: 'silent', window: { navigator: { userAgent } } as Window })
  kernels.push(kernel)
  const context: PluginContext = { options: kernel.options, window: undefined, get: kernel.get }
  const adapter = { preparePairing: vi.fn(), cancelPreparedPairing: vi.fn() }
  return { kernel, context, adapter, modal: kernel.get(TOKENS.modal), router: kernel.get(TOKENS.router) }
}

describe('a phone pairing made ahead of the tap', () => {
  it('is not made by the open itself: only when the connect is prepared, on a view where a wallet is picked', () => {
    const { context, adapter, modal, router } = setup(IPHONE)
    const stop = dropPairingOnClose(context, adapter)
    // (a phone's kernel without adapters opens on All Wallets)
    modal.open({ view: 'Connect' })
    router.push('Connect')
    router.push('Networks')
    router.goBack()
    expect(router.get().view).toBe('Connect')
    expect(adapter.preparePairing).not.toHaveBeenCalled()
    preparePairingOnPhone(context, adapter)
    expect(adapter.preparePairing).toHaveBeenCalledTimes(1)
    expect(adapter.preparePairing).toHaveBeenCalledWith(chainA)
    router.push('AllWallets')
    preparePairingOnPhone(context, adapter)
    expect(adapter.preparePairing).toHaveBeenCalledTimes(2)
    router.push('Networks')
    preparePairingOnPhone(context, adapter)
    expect(adapter.preparePairing).toHaveBeenCalledTimes(2)
    const cancelsWhileOpen = adapter.cancelPreparedPairing.mock.calls.length
    modal.close()
    expect(adapter.cancelPreparedPairing).toHaveBeenCalledTimes(cancelsWhileOpen + 1)
    preparePairingOnPhone(context, adapter)
    expect(adapter.preparePairing).toHaveBeenCalledTimes(2)
    stop()
  })

  it('for the active eip155 network', () => {
    const { kernel, context, adapter, modal } = setup(IPHONE)
    kernel.get(TOKENS.network).setActive(chainB)
    modal.open({ view: 'Connect' })
    preparePairingOnPhone(context, adapter)
    expect(adapter.preparePairing).toHaveBeenCalledWith(chainB)
  })

  it('never on a computer: it shows a QR code after the pick', () => {
    const { context, adapter, modal } = setup('Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0')
    const stop = dropPairingOnClose(context, adapter)
    modal.open({ view: 'Connect' })
    preparePairingOnPhone(context, adapter)
    modal.close()
    stop()
    expect(adapter.preparePairing).not.toHaveBeenCalled()
    expect(adapter.cancelPreparedPairing).not.toHaveBeenCalled()
  })
})
