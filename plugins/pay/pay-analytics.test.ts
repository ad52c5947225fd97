import { describe, expect, it } from 'vitest'
import { followPayAnalytics, trackPayOpen } from './pay-analytics.ts'
import { PayError } from './pay-error.ts'
import { createPaymentSession } from './payment-session.ts'
import type { PayPlan } from './pay-types.ts'

const plan = { network: 'eip155:1337', contract: '0x574342D6EC50218A7384f9B0B881DB3F64eB4c0A', recipient: '0x33b8e8b74F1F286cA89b3ae5307Ef63E8cA0F246', amount: '5', symbol: 'sUSDC' } as PayPlan
const configuration = { network: 'eip155:1337', asset: plan.contract, amount: 5, recipient: plan.recipient }
const exchange = { id: 'sandbox-exchange', name: 'Sandbox Exchange' }

function recorder() {
  const events: { event: string; properties: Record<string, unknown> }[] = []
  return { events, analytics: { track: (event: string, properties?: Record<string, unknown>) => void events.push({ event, properties: properties ?? {} }) } }
}

describe("Pay's analytics events", () => {
  it('a wallet payment: PAY_INITIATED (wallet) once, then PAY_SUCCESS with the transaction; the follower ends with the payment', () => {
    const { events, analytics } = recorder()
    const session = createPaymentSession(plan, 'Shop')
    const subscription = followPayAnalytics(analytics, session, 'p1')
    session.setPhase({ status: 'wallet', step: 'switching' })
    session.setPhase({ status: 'wallet', step: 'confirm' })
    session.resolve({ source: 'wallet', network: 'eip155:1337', transactionHash: '0xabc' })
    expect(events).toEqual([
      { event: 'PAY_INITIATED', properties: { source: 'pay', paymentId: 'p1', configuration, caipNetworkId: 'eip155:1337', currentPayment: { type: 'wallet' } } },
      { event: 'PAY_SUCCESS', properties: { source: 'pay', paymentId: 'p1', configuration, caipNetworkId: 'eip155:1337', currentPayment: { type: 'wallet', status: 'SUCCESS', result: '0xabc' } } },
    ])
    expect(subscription.closed).toBe(true)
  })

  it('an exchange payment: PAY_EXCHANGE_SELECTED, PAY_INITIATED with the session, then PAY_ERROR with the reason', () => {
    const { events, analytics } = recorder()
    const session = createPaymentSession(plan, 'Shop')
    session.promise.catch(() => {})
    followPayAnalytics(analytics, session, 'p2')
    session.setPhase({ status: 'exchange', exchange })
    session.setPhase({ status: 'exchange', exchange, url: 'http://x/pay/s1', sessionId: 's1' })
    session.reject(new PayError('EXCHANGE_FAILED', { details: 'You cancelled the withdrawal.' }))
    expect(events.map((e) => e.event)).toEqual(['PAY_EXCHANGE_SELECTED', 'PAY_INITIATED', 'PAY_ERROR'])
    expect(events[0]!.properties).toMatchObject({ exchange: { id: 'sandbox-exchange' }, headless: false, currentPayment: { type: 'exchange', exchangeId: 'sandbox-exchange' } })
    expect(events[1]!.properties.currentPayment).toEqual({ type: 'exchange', exchangeId: 'sandbox-exchange', sessionId: 's1' })
    expect(events[2]!.properties).toMatchObject({
      currentPayment: { type: 'exchange', sessionId: 's1', status: 'FAILED' },
      message: 'The exchange did not complete the payment: You cancelled the withdrawal.',
    })
  })

  it('PAY_MODAL_OPEN lists the exchanges offered', () => {
    const { events, analytics } = recorder()
    const session = createPaymentSession(plan, 'Shop')
    trackPayOpen(analytics, session, [exchange])
    session.resolve({ source: 'wallet', network: 'eip155:1337', transactionHash: '0x1' })
    expect(events).toEqual([{ event: 'PAY_MODAL_OPEN', properties: { exchanges: [{ id: 'sandbox-exchange' }], configuration, caipNetworkId: 'eip155:1337' } }])
  })
})
