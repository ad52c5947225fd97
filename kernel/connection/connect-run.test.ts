import { describe, expect, it } from 'vitest'
import { PorticoError } from '../errors/portico-error.ts'
import { createStore } from '../state/store.ts'
import type { ConnectAttempt } from './connection-types.ts'
import { startConnectRun } from './connect-run.ts'

describe('a connect run', () => {
  it('shows its attempt, follows progress, and leaves a newer attempt alone', () => {
    const attempt = createStore<ConnectAttempt | undefined>(undefined)
    const run = startConnectRun(attempt, { connectorId: 'multi' }, ['eip155', 'solana'], undefined)
    expect(attempt.get()).toEqual({ connectorId: 'multi', status: 'pending', namespaces: ['eip155', 'solana'], asking: 'eip155', connected: [], failed: [] })
    run.progress({ asking: 'solana', connected: ['eip155'] })
    expect(attempt.get()).toMatchObject({ asking: 'solana', connected: ['eip155'] })
    const newer = startConnectRun(attempt, { connectorId: 'other' }, ['eip155'], undefined)
    run.progress({ status: 'failed' })
    run.hide()
    expect(attempt.get()?.connectorId).toBe('other')
    expect(run.current().status).toBe('failed')
    run.show()
    expect(attempt.get()).toBe(run.current())
    newer.hide()
    expect(attempt.get()?.connectorId).toBe('multi')
  })

  it('a cancel rejects with "Request was aborted", aborts its signal and clears its attempt; a given reason wins', async () => {
    const attempt = createStore<ConnectAttempt | undefined>(undefined)
    const run = startConnectRun(attempt, { connectorId: 'w' }, ['eip155'], undefined)
    expect(run.isCancelled()).toBe(false)
    run.cancel()
    await expect(run.cancelled).rejects.toMatchObject({ code: 'ABORTED', message: 'Request was aborted', details: 'connect to w cancelled' })
    expect(run.signal.aborted).toBe(true)
    expect(run.isCancelled()).toBe(true)
    expect(attempt.get()).toBeUndefined()

    const late = startConnectRun(attempt, { connectorId: 'w' }, ['eip155'], undefined)
    late.cancel(new PorticoError('ABORTED', 'Request was aborted', { details: 'w did not answer' }))
    await expect(late.cancelled).rejects.toMatchObject({ details: 'w did not answer' })
    expect(late.reason().details).toBe('w did not answer')
  })
})
