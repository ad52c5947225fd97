import { afterEach, describe, expect, it, vi } from 'vitest'
import { createRouter } from '../router/router.ts'
import { createModal, initialView, MODAL_SHAKE_MS, type ModalDeps } from './modal.ts'

function setup(over: Partial<ModalDeps> = {}) {
  let modal: ReturnType<typeof createModal>
  const router = createRouter({ closeModal: () => void modal.close() })
  modal = createModal({
    router: () => router,
    address: () => undefined,
    hasAdapters: () => true,
    isMobile: () => false,
    manualWCControl: false,
    embedded: false,
    // what the embedded wallet plugin contributes
    guarded: (view) => view === 'ApproveTransaction',
    ...over,
  })
  return { modal, router }
}

afterEach(() => vi.useRealTimers())

describe('which view open() shows', () => {
  // the WalletConnect plugin's QR view
  const base = { address: () => undefined, hasAdapters: () => true, isMobile: () => false, manualWCControl: false, walletConnectQr: () => 'ConnectingWalletConnectBasic' }
  it('Connect when nothing is connected', () => expect(initialView(base)).toBe('Connect'))
  it('Account when an address exists', () => expect(initialView({ ...base, address: () => '0xabc' })).toBe('Account'))
  it('the requested view when one is asked for', () => {
    expect(initialView({ ...base, address: () => '0xabc' }, 'Networks')).toBe('Networks')
  })
  it('WalletConnect basic (desktop) or AllWallets (mobile) under manual control', () => {
    expect(initialView({ ...base, manualWCControl: true }, 'Networks')).toBe('ConnectingWalletConnectBasic')
    expect(initialView({ ...base, manualWCControl: true, isMobile: () => true })).toBe('AllWallets')
  })
  it('the same with no adapters and no address', () => {
    expect(initialView({ ...base, hasAdapters: () => false })).toBe('ConnectingWalletConnectBasic')
    expect(initialView({ ...base, hasAdapters: () => false, isMobile: () => true })).toBe('AllWallets')
    expect(initialView({ ...base, hasAdapters: () => false, address: () => '0x1' })).toBe('Account')
  })
})

describe('modal', () => {
  it('opens on the initial view with a fresh history, and closes', () => {
    const { modal, router } = setup()
    router.push('Networks')
    modal.open()
    expect(modal.get().open).toBe(true)
    expect(router.get().history.map((e) => e.view)).toEqual(['Connect'])
    const closed = vi.fn()
    modal.closed$.subscribe(closed)
    expect(modal.close()).toBe(true)
    expect(modal.get().open).toBe(false)
    expect(closed).toHaveBeenCalledOnce()
  })

  it("takes AppKit's `arguments` as `data`, and opens a plugin's AppKit-named view", () => {
    const alias = (view: string, args: unknown) => (view === 'WalletSend' ? { view: 'Send', data: { from: args } } : undefined)
    const { modal, router } = setup({ address: () => '0xabc', alias })
    modal.open({ view: 'Swap', arguments: { fromToken: 'ETH', amount: '0.1' } })
    expect(router.get()).toMatchObject({ view: 'Swap', data: { fromToken: 'ETH', amount: '0.1' } })
    modal.open({ view: 'Swap', data: { toToken: 'USDC' }, arguments: { fromToken: 'ETH' } })
    expect(router.get()).toMatchObject({ view: 'Swap', data: { toToken: 'USDC' } })
    modal.open({ view: 'WalletSend', arguments: { amount: '1' } })
    expect(router.get()).toMatchObject({ view: 'Send', data: { from: { amount: '1' } } })
  })

  it('remembers the namespace it was opened for', () => {
    const { modal } = setup()
    modal.open({ namespace: 'solana' })
    expect(modal.get().namespace).toBe('solana')
    modal.close()
    expect(modal.get().namespace).toBeUndefined()
  })

  it('does not close on ApproveTransaction unless forced, and shakes for 500 ms', () => {
    vi.useFakeTimers()
    const { modal } = setup()
    modal.open({ view: 'ApproveTransaction' })
    expect(modal.close()).toBe(false)
    expect(modal.get()).toMatchObject({ open: true, shake: true })
    vi.advanceTimersByTime(MODAL_SHAKE_MS - 1)
    expect(modal.get().shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(modal.get().shake).toBe(false)
    expect(modal.close({ force: true })).toBe(true)
    expect(modal.get().open).toBe(false)
  })

  it('honours added close guards (e.g. required sign-in with no session)', () => {
    const { modal } = setup()
    const off = modal.addCloseGuard((view) => view === 'SIWXSignMessage')
    modal.open({ view: 'SIWXSignMessage' })
    expect(modal.close()).toBe(false)
    off()
    expect(modal.close()).toBe(true)
  })

  it('in embedded mode stays open and closing shows Account when connected, else Connect', () => {
    let address: string | undefined
    const { modal, router } = setup({ embedded: true, address: () => address })
    expect(modal.get().open).toBe(true)
    router.push('Networks')
    modal.close()
    expect(modal.get().open).toBe(true)
    expect(router.get().view).toBe('Connect')
    address = '0xabc'
    router.push('Networks')
    modal.close()
    expect(router.get().view).toBe('Account')
  })

  it('going back from the only view closes the modal', () => {
    const { modal, router } = setup()
    modal.open()
    router.goBack()
    expect(modal.get().open).toBe(false)
  })

  it('tracks loading', () => {
    const { modal } = setup()
    modal.setLoading(true)
    expect(modal.get().loading).toBe(true)
  })
})
