// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import type { Modal } from '../../kernel/modal/modal.ts'
import type { NetworkState } from '../../kernel/network/initial-network.ts'
import { defineNetwork } from '../../kernel/network/network.ts'
import type { AppKitState } from './app-kit-instance.ts'
import { appKitState, publishState } from './app-kit-state.ts'
import { createBootStore } from './boot-store.ts'
import type { ModalMounter } from './modal-mounter.ts'

const ethereum = defineNetwork({ id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } })
const network: NetworkState = { networks: [ethereum], activeNamespace: 'eip155', activeByNamespace: { eip155: ethereum }, activeNetwork: ethereum }
const modalOf = (open: boolean, loading = false) => ({ get: () => ({ open, loading }) }) as unknown as Modal
const closed: AppKitState = { open: false, loading: false, selectedNetworkId: 'eip155:1', activeChain: 'eip155', initialized: true }

function mounterSpy() {
  return { mount: vi.fn(async () => {}), closedEarly: vi.fn() } as unknown as ModalMounter & { mount: ReturnType<typeof vi.fn>; closedEarly: ReturnType<typeof vi.fn> }
}

describe('appKitState', () => {
  it("follows the kernel's modal once it has loaded, with the active network", () => {
    expect(appKitState(modalOf(true, true), network, false, false, true)).toEqual({ ...closed, open: true, loading: true })
    expect(appKitState(modalOf(false), network, true, false, true)).toEqual(closed) // an embedded modal closed by the kernel is closed
  })

  it('before the kernel: open when embedded or while an open() waits for it', () => {
    expect(appKitState(undefined, network, false, false, false)).toEqual({ ...closed, initialized: false })
    expect(appKitState(undefined, network, true, false, false).open).toBe(true)
    expect(appKitState(undefined, network, false, true, false).open).toBe(true)
  })
})

describe('publishState', () => {
  it('publishes only a change, and notes the focused element as the modal opens', () => {
    const instance = { state: createBootStore(closed), opener: null as Element | null }
    const seen: AppKitState[] = []
    instance.state.subscribe((s) => seen.push(s))
    const button = document.createElement('button')
    document.body.append(button)
    button.focus()
    publishState(instance, { ...closed }, document, undefined, false)
    expect(seen).toHaveLength(1) // the same state again is no change
    publishState(instance, { ...closed, open: true }, document, undefined, false)
    expect(seen).toHaveLength(2)
    expect(instance.opener).toBe(button)
  })

  it("a close hands the opener to the mounter; an open after the kernel's modal loaded mounts the modal", () => {
    const mounter = mounterSpy()
    const instance = { state: createBootStore(closed), opener: null as Element | null }
    publishState(instance, { ...closed, open: true }, document, mounter, false)
    expect(mounter.mount).not.toHaveBeenCalled() // the open() path mounts it before the kernel's modal exists
    publishState(instance, { ...closed, open: true, loading: true }, document, mounter, true)
    expect(mounter.mount).toHaveBeenCalledTimes(1)
    publishState(instance, closed, document, mounter, true)
    expect(mounter.closedEarly).toHaveBeenCalledWith(instance.opener)
  })
})
