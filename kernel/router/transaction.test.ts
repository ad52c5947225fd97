import { describe, expect, it, vi } from 'vitest'
import { createRouter } from './router.ts'

function setup() {
  const closeModal = vi.fn()
  const router = createRouter({ closeModal })
  const views = () => router.get().history.map((e) => e.view)
  return { router, closeModal, views }
}

describe('router transaction stack', () => {
  it('pushes the transaction view; cancel goes back, then calls onCancel', () => {
    const { router, views, closeModal } = setup()
    router.push('Account')
    const order: string[] = []
    router.pushTransaction({ view: 'SIWXSignMessage', onCancel: () => order.push(`cancel on ${router.get().view}`), onSuccess: () => order.push('success') })
    expect(views()).toEqual(['Connect', 'Account', 'SIWXSignMessage'])
    expect(router.currentTransaction()).toBeDefined()
    router.transactionCancelled()
    expect(views()).toEqual(['Connect', 'Account'])
    expect(order).toEqual(['cancel on Account'])
    expect(closeModal).not.toHaveBeenCalled()
    expect(router.currentTransaction()).toBeUndefined()
  })

  it('going back from the transaction view (header Back) is a cancel', () => {
    const { router, views } = setup()
    const onCancel = vi.fn()
    router.pushTransaction({ view: 'ApproveTransaction', onCancel })
    router.goBack()
    expect(views()).toEqual(['Connect'])
    expect(onCancel).toHaveBeenCalledOnce()
  })

  it('success goes back by default, then calls onSuccess', () => {
    const { router, views } = setup()
    const seen: string[] = []
    router.push('Account')
    router.pushTransaction({ view: 'ApproveTransaction', onSuccess: () => seen.push(router.get().view) })
    router.transactionSucceeded()
    expect(views()).toEqual(['Connect', 'Account'])
    expect(seen).toEqual(['Account'])
  })

  it('cancel with nothing below closes the modal, forced, before onCancel', () => {
    const { router, closeModal } = setup()
    router.reset('SIWXSignMessage')
    const onCancel = vi.fn(() => expect(closeModal).toHaveBeenCalledWith({ force: true }))
    router.pushTransaction({ onCancel })
    router.transactionCancelled()
    expect(onCancel).toHaveBeenCalledOnce()
  })

  it("replace returns to the step before ConnectingSiwe", () => {
    const { router, views, closeModal } = setup()
    router.push('Account')
    router.push('Networks')
    router.pushTransaction({ view: 'ConnectingSiwe', afterSuccess: 'replace' })
    router.push('ApproveTransaction')
    router.transactionSucceeded()
    expect(views()).toEqual(['Connect', 'Account', 'Networks'])
    expect(closeModal).not.toHaveBeenCalled()
  })

  it('replace with the sign-in view first (or absent) closes the modal and clears the history', () => {
    const { router, views, closeModal } = setup()
    router.reset('SIWXSignMessage')
    router.pushTransaction({ afterSuccess: 'replace' })
    router.transactionSucceeded()
    expect(closeModal).toHaveBeenCalledWith({ force: true })
    expect(views()).toEqual(['SIWXSignMessage'])

    router.reset('Account')
    router.push('Networks')
    router.pushTransaction({ afterSuccess: 'replace' })
    router.transactionSucceeded()
    expect(closeModal).toHaveBeenCalledTimes(2)
    expect(views()).toEqual(['Networks'])
  })

  it("'close' closes; { reset } resets to its view", () => {
    const { router, views, closeModal } = setup()
    router.pushTransaction({ view: 'SIWXSignMessage', afterSuccess: 'close' })
    router.transactionSucceeded()
    expect(closeModal).toHaveBeenCalledWith({ force: true })

    router.reset('Account')
    router.pushTransaction({ view: 'ApproveTransaction', afterSuccess: { reset: 'Networks' } })
    router.transactionSucceeded()
    expect(views()).toEqual(['Networks'])
  })

  it('nests: the top transaction is answered first', () => {
    const { router, views } = setup()
    const calls: string[] = []
    router.pushTransaction({ view: 'Networks', onSuccess: () => calls.push('outer') })
    router.pushTransaction({ view: 'SIWXSignMessage', onSuccess: () => calls.push('inner') })
    router.transactionSucceeded()
    expect(views()).toEqual(['Connect', 'Networks'])
    router.transactionSucceeded()
    expect(views()).toEqual(['Connect'])
    expect(calls).toEqual(['inner', 'outer'])
  })

  it('a reset or abandonTransactions answers every pending transaction with onCancel', () => {
    const { router } = setup()
    const calls: string[] = []
    router.pushTransaction({ view: 'Networks', onCancel: () => calls.push('a') })
    router.pushTransaction({ view: 'SIWXSignMessage', onCancel: () => calls.push('b') })
    router.reset('Account')
    expect(calls).toEqual(['b', 'a'])
    expect(router.get().view).toBe('Account')

    router.pushTransaction({ view: 'ApproveTransaction', onCancel: () => calls.push('c') })
    router.abandonTransactions()
    expect(calls).toEqual(['b', 'a', 'c'])
    expect(router.get().view).toBe('ApproveTransaction')
    router.transactionSucceeded() // nothing pending: no-op
    expect(router.get().view).toBe('ApproveTransaction')
  })
})
