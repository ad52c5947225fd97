import { describe, expect, it } from 'vitest'
import { memoryStorage } from '../../testing/test-support/kernel-api-server.ts'
import { approveDevice, checkEmail, checkOtp, cooldownLeft, startEmailLogin, verifyOtp } from './email-flow.ts'
import { scriptedFrame } from './test-support.ts'

describe('email flow', () => {
  it('validates the email and the code', () => {
    expect(checkEmail('  a@example.com ')).toBe('a@example.com')
    expect(() => checkEmail('nope')).toThrow('Invalid email')
    expect(() => checkEmail('')).toThrow('Enter your email')
    expect(checkOtp(' 123456')).toBe('123456')
    expect(() => checkOtp('12345')).toThrow('Enter the 6-digit code')
  })

  it('sends CONNECT_EMAIL, stores the attempt time and throttles to one attempt per 30 s', async () => {
    const storage = memoryStorage()
    let now = 1_000_000
    const { frame, calls } = scriptedFrame({ CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }) })
    const deps = { frame, storage, now: () => now }
    await expect(startEmailLogin(deps, 'a@example.com')).resolves.toEqual({ email: 'a@example.com', action: 'VERIFY_OTP' })
    expect(calls).toEqual([{ name: 'CONNECT_EMAIL', payload: { email: 'a@example.com' } }])
    expect(storage.get('lastEmailLoginTime')).toBe(now)
    now += 12_500
    await expect(startEmailLogin(deps, 'a@example.com')).rejects.toThrow('Please try again after 18 seconds')
    expect(calls).toHaveLength(1)
    expect(cooldownLeft(storage, now)).toBe(18)
    now += 17_500
    expect(cooldownLeft(storage, now)).toBe(0)
    await expect(startEmailLogin(deps, 'a@example.com')).resolves.toMatchObject({ action: 'VERIFY_OTP' })
    // an invalid email costs no attempt
    now += 30_000
    await expect(startEmailLogin(deps, 'bad')).rejects.toThrow('Invalid email')
    expect(cooldownLeft(storage, now)).toBe(0)
  })

  it('a CONNECT_EMAIL that fails (nothing mailed, e.g. the mail service down) gives the attempt back: tried again at once', async () => {
    const storage = memoryStorage()
    let now = 2_000_000
    let down = true
    const { frame, calls } = scriptedFrame({
      CONNECT_EMAIL: () => (down ? Promise.reject(new Error('The code could not be sent: the mail service is not available. Try again later.')) : { action: 'VERIFY_OTP' }),
    })
    const deps = { frame, storage, now: () => now }
    await expect(startEmailLogin(deps, 'a@example.com')).rejects.toThrow('The code could not be sent')
    expect(storage.get('lastEmailLoginTime')).toBeUndefined()
    now += 1_000
    down = false
    await expect(startEmailLogin(deps, 'a@example.com')).resolves.toMatchObject({ action: 'VERIFY_OTP' })
    expect(calls).toHaveLength(2)
    // the one that was sent starts the 30 s throttle
    expect(storage.get('lastEmailLoginTime')).toBe(now)
  })

  it('passes the frame error through', async () => {
    const { frame } = scriptedFrame({ CONNECT_OTP: () => Promise.reject(new Error('Invalid code')), CONNECT_DEVICE: () => undefined })
    await expect(verifyOtp({ frame }, '123456')).rejects.toThrow('Invalid code')
    await expect(verifyOtp({ frame }, 'abc')).rejects.toThrow('Enter the 6-digit code')
    await expect(approveDevice({ frame })).resolves.toBeUndefined()
  })

  it('asks CONNECT_DEVICE once while it waits, again after it settled', async () => {
    let approve!: () => void
    const { frame, calls } = scriptedFrame({ CONNECT_DEVICE: () => new Promise<void>((resolve) => (approve = resolve)) })
    const first = approveDevice({ frame })
    const second = approveDevice({ frame })
    expect(second).toBe(first)
    approve()
    await first
    void approveDevice({ frame })
    expect(calls.map((c) => c.name)).toEqual(['CONNECT_DEVICE', 'CONNECT_DEVICE'])
  })
})
