// A request left with the wallet after the modal closed (LEFT_CONNECT_TIMEOUT_MS).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { disposeKernels, slowWallet, twoWallets } from '../test-support/connection-kernel.ts'
import { LEFT_CONNECT_TIMEOUT_MS } from './left-connect.ts'

afterEach(disposeKernels)

describe('closing the modal while a wallet is asked', () => {
  it('the account reads disconnected at once (not a stale "connecting"); a late approval still connects', async () => {
    const { wc, connection, modal, router } = twoWallets()
    const wallet = slowWallet(wc)
    const statuses: string[] = []
    connection.accounts$.subscribe((all) => statuses.push(all.eip155!.status))
    modal.open()
    router.push('ConnectingWalletConnect', { wallet: { id: 'w', name: 'W' } } as never)
    const connecting = connection.connect('walletConnect')
    expect(connection.account('eip155').status).toBe('connecting')
    expect(connection.getAttempt()).toMatchObject({ connectorId: 'walletConnect', status: 'pending' })

    expect(modal.close()).toBe(true)
    expect(connection.account('eip155').status).toBe('disconnected')
    expect(connection.getAttempt()).toBeUndefined()
    // the request stays with the wallet: it is not withdrawn
    expect(wallet.signals[0]!.aborted).toBe(false)

    wallet.answers[0]!.approve()
    await expect(connecting).resolves.toMatchObject({ status: 'connected', address: '0x3333333333333333333333333333333333333333' })
    expect(connection.account('eip155')).toMatchObject({ status: 'connected', connectorId: 'walletConnect' })
    expect(modal.get().open).toBe(false)
    expect(statuses.filter((s, i) => s !== statuses[i - 1])).toEqual(['disconnected', 'connecting', 'disconnected', 'connected'])
  })

  it('a late refusal settles the connect with its error and leaves the account disconnected', async () => {
    const { wc, connection, modal } = twoWallets()
    const wallet = slowWallet(wc)
    modal.open()
    const connecting = connection.connect('walletConnect')
    modal.close()
    wallet.answers[0]!.decline(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    await expect(connecting).rejects.toMatchObject({ code: 'USER_REJECTED', message: 'Connection declined' })
    expect(connection.account('eip155').status).toBe('disconnected')
    // no failure is shown in a modal the visitor left
    expect(connection.getAttempt()).toBeUndefined()
  })

  it('picking the same wallet again after reopening picks the request up: no second request, the same promise', async () => {
    const { wc, backend, connection, modal } = twoWallets()
    const wallet = slowWallet(wc)
    modal.open()
    const first = connection.connect('walletConnect')
    modal.close()
    modal.open()
    expect(connection.account('eip155').status).toBe('disconnected')
    const again = connection.connect('walletConnect', { wallet: { id: 'rainbow', name: 'Rainbow', imageUrl: '' } })
    expect(again).toBe(first)
    expect(wallet.asked()).toBe(1)
    expect(connection.account('eip155').status).toBe('connecting')
    expect(connection.getAttempt()).toMatchObject({ connectorId: 'walletConnect', status: 'pending' })

    wallet.answers[0]!.approve()
    await expect(again).resolves.toMatchObject({ status: 'connected' })
    // connected from the modal: it closes, and the wallet picked the second time is the recent one
    expect(modal.get().open).toBe(false)
    expect(connection.getAttempt()).toBeUndefined()
    expect(JSON.parse(backend.getItem('portico:recentWallets')!)[0].id).toBe('rainbow')
  })

  it('another wallet picked after reopening gives the left request up: it rejects "Request was aborted" and its adapter is told', async () => {
    const { wc, connection, modal } = twoWallets()
    const wallet = slowWallet(wc)
    modal.open()
    const left = connection.connect('walletConnect')
    const outcome = expect(left).rejects.toMatchObject({ code: 'ABORTED', message: 'Request was aborted' })
    modal.close()
    modal.open()
    await expect(connection.connect('fake')).resolves.toMatchObject({ status: 'connected', connectorId: 'fake' })
    await outcome
    expect(wallet.signals[0]!.aborted).toBe(true)
    // an approval that still arrives is not attached
    wallet.answers[0]!.approve()
    await new Promise((r) => setTimeout(r, 0))
    expect(connection.account('eip155').connectorId).toBe('fake')
  })

  it(`without an answer the left request is given up after ${LEFT_CONNECT_TIMEOUT_MS / 60_000} min, and connecting again works`, async () => {
    const { wc, connection, modal } = twoWallets()
    const wallet = slowWallet(wc)
    modal.open()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const left = connection.connect('walletConnect')
      const outcome = expect(left).rejects.toMatchObject({ code: 'ABORTED', message: 'Request was aborted', details: 'walletConnect did not answer after the modal closed' })
      modal.close()
      vi.advanceTimersByTime(LEFT_CONNECT_TIMEOUT_MS - 1)
      expect(wallet.signals[0]!.aborted).toBe(false)
      vi.advanceTimersByTime(1)
      await outcome
      expect(wallet.signals[0]!.aborted).toBe(true)
      expect(connection.account('eip155').status).toBe('disconnected')
    } finally {
      vi.useRealTimers()
    }
    modal.open()
    const again = connection.connect('walletConnect')
    expect(wallet.asked()).toBe(2)
    wallet.answers[1]!.approve()
    await expect(again).resolves.toMatchObject({ status: 'connected' })
  })

  it('a connect the app started with the modal closed is not affected by the modal', async () => {
    const { wc, connection, modal } = twoWallets()
    const wallet = slowWallet(wc)
    const connecting = connection.connect('walletConnect')
    modal.open()
    modal.close()
    expect(connection.account('eip155').status).toBe('connecting')
    wallet.answers[0]!.approve()
    await expect(connecting).resolves.toMatchObject({ status: 'connected' })
  })

  it("the same connector asked again while its wallet is asked joins that request: one prompt, the same promise; another side is a new request", async () => {
    const { wc, connection, modal } = twoWallets()
    const wallet = slowWallet(wc)
    modal.open()
    const first = connection.connect('walletConnect')
    const again = connection.connect('walletConnect', { wallet: { id: 'rainbow', name: 'Rainbow', imageUrl: '' } })
    expect(again).toBe(first)
    expect(wallet.asked()).toBe(1)
    wallet.answers[0]!.approve()
    await expect(again).resolves.toMatchObject({ status: 'connected' })
    const side = connection.connect('walletConnect', { namespace: 'eip155' })
    expect(wallet.asked()).toBe(2)
    expect(connection.getAttempt()).toMatchObject({ connectorId: 'walletConnect', namespace: 'eip155', status: 'pending' })
    wallet.answers[1]!.approve()
    await side
  })
})
