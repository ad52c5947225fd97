import { afterEach, describe, expect, it, vi } from 'vitest'
import { PAY_TIMEOUT_MS } from './pay-constants.ts'
import { PayError } from './pay-error.ts'
import { createPaymentSession } from './payment-session.ts'
import type { PayPlan } from './pay-types.ts'

const plan = { network: 'eip155:1337', amount: '5', symbol: 'sUSDC' } as PayPlan
const result = { source: 'wallet' as const, network: 'eip155:1337', transactionHash: '0xabc' }

afterEach(() => vi.useRealTimers())

describe('a payment session', () => {
  it('starts choosing, moves on, and resolves once with the result (later outcomes ignored)', async () => {
    const session = createPaymentSession(plan, 'Shop')
    const phases: string[] = []
    session.phase$.subscribe((p) => phases.push(p.status))
    session.setPhase({ status: 'wallet', step: 'confirm' })
    session.resolve(result)
    session.reject(new PayError('USER_REJECTED'))
    session.setPhase({ status: 'choose' })
    await expect(session.promise).resolves.toEqual(result)
    expect(phases).toEqual(['choose', 'wallet', 'success'])
    expect(session.settled).toBe(true)
    expect(session.signal.aborted).toBe(true)
  })

  it('rejects with the PayError and shows it', async () => {
    const session = createPaymentSession(plan, 'Shop')
    session.reject(new PayError('USER_REJECTED'))
    await expect(session.promise).rejects.toMatchObject({ code: 'USER_REJECTED' })
    expect(session.phase()).toMatchObject({ status: 'failed', error: { code: 'USER_REJECTED' } })
  })

  it('times out after PAY_TIMEOUT_MS (5 minutes) by default', async () => {
    vi.useFakeTimers()
    const session = createPaymentSession(plan, 'Shop')
    const outcome = session.promise.catch((error: PayError) => error)
    vi.advanceTimersByTime(PAY_TIMEOUT_MS - 1)
    expect(session.settled).toBe(false)
    vi.advanceTimersByTime(1)
    expect(await outcome).toMatchObject({ code: 'TIMEOUT', message: 'The payment timed out' })
    expect(PAY_TIMEOUT_MS).toBe(300_000)
  })

  it('stops its timer once settled', async () => {
    vi.useFakeTimers()
    const session = createPaymentSession(plan, 'Shop', { timeoutMs: 1000 })
    session.resolve(result)
    vi.advanceTimersByTime(5000)
    await expect(session.promise).resolves.toEqual(result)
    expect(vi.getTimerCount()).toBe(0)
  })
})
