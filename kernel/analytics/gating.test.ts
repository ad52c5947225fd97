import { describe, expect, it, vi } from 'vitest'
import { createLogger } from '../logger/logger.ts'
import { createAnalyticsSwitch, gateOf } from './gating.ts'

const logger = createLogger({ level: 'silent' })

const on = (event: string) => gateOf(event, true)

describe('gateOf', () => {
  it('always sends INITIALIZE, CONNECT_SUCCESS and SOCIAL_LOGIN_SUCCESS while the option is on', () => {
    expect(['INITIALIZE', 'CONNECT_SUCCESS', 'SOCIAL_LOGIN_SUCCESS'].map(on)).toEqual(['always', 'always', 'always'])
  })
  it('never sends MODAL_CREATED', () => expect(on('MODAL_CREATED')).toBe('never'))
  it('sends the others only with consent', () => {
    expect(['MODAL_OPEN', 'MODAL_CLOSE', 'CONNECT_ERROR', 'DISCONNECT_SUCCESS', 'DISCONNECT_ERROR', 'ANYTHING'].map(on)).toEqual(Array(6).fill('consent'))
  })
  it('sends nothing at all with features.analytics off, not even the events that otherwise always go', () => {
    const events = ['INITIALIZE', 'CONNECT_SUCCESS', 'SOCIAL_LOGIN_SUCCESS', 'MODAL_CREATED', 'MODAL_OPEN', 'DISCONNECT_SUCCESS']
    expect(events.map((event) => gateOf(event, false))).toEqual(Array(events.length).fill('never'))
  })
})

describe('createAnalyticsSwitch', () => {
  it('is off without asking when features.analytics is false', async () => {
    const loadConfig = vi.fn(async () => ({ isAnalyticsEnabled: true }))
    const s = createAnalyticsSwitch({ enabled: false, loadConfig, logger })
    expect(s.get()).toBe('off')
    expect(await s.resolve()).toBe('off')
    expect(loadConfig).not.toHaveBeenCalled()
  })

  it('is pending until the config answers, asks once, and follows the answer', async () => {
    const loadConfig = vi.fn(async () => ({ isAnalyticsEnabled: true }))
    const s = createAnalyticsSwitch({ enabled: true, loadConfig, logger })
    expect(s.get()).toBe('pending')
    expect(loadConfig).not.toHaveBeenCalled()
    const [a, b] = await Promise.all([s.resolve(), s.resolve()])
    expect([a, b, s.get()]).toEqual(['on', 'on', 'on'])
    expect(loadConfig).toHaveBeenCalledTimes(1)

    const off = createAnalyticsSwitch({ enabled: true, loadConfig: async () => ({ isAnalyticsEnabled: false }), logger })
    expect(await off.resolve()).toBe('off')
    expect(off.get()).toBe('off')
  })

  it('is off when the config fails or answers something else', async () => {
    const failing = createAnalyticsSwitch({ enabled: true, loadConfig: async () => Promise.reject(new Error('HTTP status code: 500')), logger })
    expect(await failing.resolve()).toBe('off')
    const throwing = createAnalyticsSwitch({
      enabled: true,
      loadConfig: () => {
        throw new Error('sync')
      },
      logger,
    })
    expect(await throwing.resolve()).toBe('off')
    const odd = createAnalyticsSwitch({ enabled: true, loadConfig: async () => ({ isAnalyticsEnabled: 'yes' }) as never, logger })
    expect(await odd.resolve()).toBe('off')
  })
})
