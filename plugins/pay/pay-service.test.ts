import { Subject } from 'rxjs'
import { describe, expect, it, vi } from 'vitest'
import type { AfterConnect, ResolvedOptions } from 'portico'
import { createPayService } from './pay-service.ts'
import type { PayPlan } from './pay-types.ts'

const plan = { network: 'eip155:1337', amount: '5', symbol: 'sUSDC' } as PayPlan
const options = { endpoints: { blockchainApi: 'http://api.test' }, projectId: 'p', sdkType: 'appkit', sdkVersion: 'v', metadata: { name: 'Shop', description: '', url: '', icons: [] } } as unknown as ResolvedOptions

function service(o: { metadata?: unknown } = {}) {
  const closed$ = new Subject<void>()
  let step: AfterConnect | undefined
  const router = { reset: vi.fn() }
  const pay = createPayService({
    options: { ...options, ...('metadata' in o ? { metadata: o.metadata as never } : {}) },
    modal: { closed$ },
    connection: { addAfterConnect: (s) => ((step = s), () => (step = undefined)) },
    router,
    host: 'shop.test',
  })
  return { pay, closed$, router, afterConnect: () => step?.({} as never) }
}

describe('the pay service', () => {
  it('names the merchant from the app metadata, else the page host', () => {
    expect(service().pay.start(plan).merchant).toBe('Shop')
    expect(service({ metadata: undefined }).pay.start(plan).merchant).toBe('shop.test')
  })

  it('one payment at a time: another while one is open is PAYMENT_IN_PROGRESS; a settled one makes room', async () => {
    const { pay } = service()
    const first = pay.start(plan)
    expect(pay.current()).toBe(first)
    expect(() => pay.start(plan)).toThrow(expect.objectContaining({ code: 'PAYMENT_IN_PROGRESS' }))
    first.resolve({ source: 'wallet', network: 'eip155:1337', transactionHash: '0x1' })
    expect(pay.current()).toBeUndefined()
    expect(pay.start(plan)).not.toBe(first)
  })

  it('closing the modal before paying cancels; once the wallet or exchange is asked it is followed to its outcome', async () => {
    const { pay, closed$ } = service()
    const choosing = pay.start(plan)
    closed$.next()
    await expect(choosing.promise).rejects.toMatchObject({ code: 'CANCELLED', message: 'Payment cancelled' })
    const paying = pay.start(plan)
    paying.setPhase({ status: 'wallet', step: 'confirm' })
    closed$.next()
    expect(paying.settled).toBe(false)
    paying.resolve({ source: 'wallet', network: 'eip155:1337', transactionHash: '0x1' })
    await expect(paying.promise).resolves.toMatchObject({ transactionHash: '0x1' })
  })

  it('a wallet connected from the Pay view brings the payment back', () => {
    const { pay, router, afterConnect } = service()
    expect(afterConnect()).toBe(false)
    const session = pay.start(plan)
    expect(afterConnect()).toBe(true)
    expect(router.reset).toHaveBeenCalledWith('Pay', session)
  })

  it('dispose cancels the open payment and lets go of the modal and connection', async () => {
    const { pay, closed$, afterConnect } = service()
    const session = pay.start(plan)
    pay.dispose()
    await expect(session.promise).rejects.toMatchObject({ code: 'CANCELLED' })
    expect(closed$.observed).toBe(false)
    expect(afterConnect()).toBeUndefined()
  })
})
