import { describe, expect, it, vi } from 'vitest'
import type { ExchangeApi, ExchangeBuyStatus } from './exchange-api.ts'
import { payFromExchange } from './exchange-payment.ts'
import { PayError } from './pay-error.ts'
import { createPaymentSession } from './payment-session.ts'
import type { PayPlan, PayResult } from './pay-types.ts'

const plan = { network: 'eip155:1337', caip19: 'eip155:1337/slip44:60', recipient: '0x33b8e8b74F1F286cA89b3ae5307Ef63E8cA0F246', amount: '0.25', symbol: 'ETH' } as PayPlan
const exchange = { id: 'sandbox-exchange', name: 'Sandbox Exchange' }

function fakeApi(statuses: ({ status: ExchangeBuyStatus; txHash?: string; reason?: string } | Error)[], payUrl: () => Promise<{ url: string; sessionId: string }> = async () => ({ url: 'http://exchange.test/pay/s1', sessionId: 's1' })) {
  return {
    getExchanges: vi.fn(),
    getPayUrl: vi.fn(payUrl),
    getBuyStatus: vi.fn(async () => {
      const next = statuses.length > 1 ? statuses.shift()! : statuses[0]
      if (next instanceof Error) throw next
      return next
    }),
  } satisfies ExchangeApi
}

const popup = () => ({ location: { href: 'about:blank' }, closed: false, close: vi.fn() }) as unknown as Window

async function run(api: ExchangeApi, win: Window | null, onPollError?: (e: unknown) => void) {
  const session = createPaymentSession(plan, 'Shop')
  const phases: unknown[] = []
  session.phase$.subscribe((p) => phases.push(p))
  await payFromExchange({ api, popup: win, pollMs: 1, onPollError }, session, exchange)
  const outcome: { result?: PayResult; error?: PayError } = await session.promise.then(
    (result) => ({ result }),
    (error: PayError) => ({ error }),
  )
  return { ...outcome, phases }
}

describe('paying from an exchange', () => {
  it('asks for the pay URL (CAIP-19 asset, CAIP-10 recipient), sends the popup there, follows the status to SUCCESS', async () => {
    const api = fakeApi([{ status: 'IN_PROGRESS' }, { status: 'UNKNOWN' }, { status: 'SUCCESS', txHash: '0xdone' }])
    const win = popup()
    const { result, phases } = await run(api, win)
    expect(api.getPayUrl).toHaveBeenCalledWith({ exchangeId: 'sandbox-exchange', asset: 'eip155:1337/slip44:60', amount: '0.25', recipient: `eip155:1337:${plan.recipient}` })
    expect(win.location.href).toBe('http://exchange.test/pay/s1')
    expect(api.getBuyStatus).toHaveBeenCalledTimes(3)
    expect(api.getBuyStatus).toHaveBeenCalledWith({ exchangeId: 'sandbox-exchange', sessionId: 's1' })
    expect(result).toEqual({ source: 'exchange', network: 'eip155:1337', transactionHash: '0xdone', exchangeId: 'sandbox-exchange', sessionId: 's1' })
    expect(phases).toContainEqual({ status: 'exchange', exchange, url: 'http://exchange.test/pay/s1', sessionId: 's1', popupBlocked: false })
  })

  it('a FAILED status rejects with EXCHANGE_FAILED carrying the exchange reason', async () => {
    const { error } = await run(fakeApi([{ status: 'FAILED', reason: 'You cancelled the withdrawal.' }]), popup())
    expect(error).toMatchObject({ code: 'EXCHANGE_FAILED', message: 'The exchange did not complete the payment', details: 'You cancelled the withdrawal.' })
  })

  it('a blocked popup is marked, so the view offers a link; the status is still followed', async () => {
    const { result, phases } = await run(fakeApi([{ status: 'SUCCESS', txHash: '0xdone' }]), null)
    expect(result?.transactionHash).toBe('0xdone')
    expect(phases).toContainEqual(expect.objectContaining({ status: 'exchange', popupBlocked: true, url: 'http://exchange.test/pay/s1' }))
  })

  it('a status read that fails is reported and read again', async () => {
    const onPollError = vi.fn()
    const { result } = await run(fakeApi([new Error('503'), { status: 'SUCCESS', txHash: '0xdone' }]), popup(), onPollError)
    expect(onPollError).toHaveBeenCalledTimes(1)
    expect(result?.transactionHash).toBe('0xdone')
  })

  it('no pay URL: the popup closes and the payment rejects with the API error', async () => {
    const win = popup()
    const { error } = await run(fakeApi([], async () => Promise.reject(new PayError('EXCHANGE_UNAVAILABLE', { details: 'Unknown exchangeId' }))), win)
    expect(error).toMatchObject({ code: 'EXCHANGE_UNAVAILABLE', details: 'Unknown exchangeId' })
    expect(win.close).toHaveBeenCalled()
  })

  it('stops polling once the payment is settled elsewhere (its timeout)', async () => {
    const api = fakeApi([{ status: 'IN_PROGRESS' }])
    const session = createPaymentSession(plan, 'Shop', { timeoutMs: 30 })
    await payFromExchange({ api, popup: popup(), pollMs: 5 }, session, exchange)
    await expect(session.promise).rejects.toMatchObject({ code: 'TIMEOUT' })
    const calls = api.getBuyStatus.mock.calls.length
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(api.getBuyStatus.mock.calls.length).toBe(calls)
  })
})
