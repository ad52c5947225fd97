import { describe, expect, it } from 'vitest'
import { CODE_LIFETIME_MS, createAuthStore, MAX_CODE_ATTEMPTS } from './auth-store.ts'

describe('secure frame auth store', () => {
  it('a new email gets VERIFY_OTP and a 6-digit code; the right code opens a session', () => {
    const store = createAuthStore()
    const start = store.startLogin('Alice@Example.com', 'device-1')
    expect(start.action).toBe('VERIFY_OTP')
    expect(start.code).toMatch(/^\d{6}$/)
    const session = store.verifyCode('alice@example.com', 'device-1', start.code)
    expect(store.sessionUser(session)).toEqual({ userId: 'alice@example.com', email: 'alice@example.com' })
    // A code works once.
    expect(() => store.verifyCode('alice@example.com', 'device-1', start.code)).toThrow('No code was sent')
    store.endSession(session)
    expect(store.sessionUser(session)).toBeUndefined()
  })

  it('a known email on the same device gets VERIFY_OTP again; on a new device VERIFY_DEVICE with an approval token', () => {
    const store = createAuthStore()
    store.verifyCode('a@b.co', 'd1', store.startLogin('a@b.co', 'd1').code)
    expect(store.startLogin('a@b.co', 'd1').action).toBe('VERIFY_OTP')

    const other = store.startLogin('a@b.co', 'd2')
    expect(other).toMatchObject({ action: 'VERIFY_DEVICE', approvalToken: expect.any(String) })
    expect(store.isDeviceApproved('a@b.co', 'd2')).toBe(false)
    expect(() => store.verifyCode('a@b.co', 'd2', other.code)).toThrow('Approve this device with the link in your email first')
    expect(store.approveDevice(other.approvalToken!)).toBe('a@b.co')
    expect(store.approveDevice(other.approvalToken!)).toBeUndefined()
    expect(store.isDeviceApproved('A@B.co', 'd2')).toBe(true)
    expect(store.sessionUser(store.verifyCode('a@b.co', 'd2', other.code))?.userId).toBe('a@b.co')
  })

  it('refuses a wrong code with the attempts left, then throttles', () => {
    const store = createAuthStore()
    const { code } = store.startLogin('a@b.co', 'd1')
    const wrong = code === '000000' ? '111111' : '000000'
    expect(() => store.verifyCode('a@b.co', 'd1', wrong)).toThrow(`Invalid code (${MAX_CODE_ATTEMPTS - 1} attempts left)`)
    for (let i = 1; i < MAX_CODE_ATTEMPTS - 1; i++) expect(() => store.verifyCode('a@b.co', 'd1', wrong)).toThrow('Invalid code')
    expect(() => store.verifyCode('a@b.co', 'd1', wrong)).toThrow('Too many wrong codes; ask for a new code')
    // Even the right code is refused now.
    expect(() => store.verifyCode('a@b.co', 'd1', code)).toThrow('Too many wrong codes')
    // A new code starts over.
    const again = store.startLogin('a@b.co', 'd1')
    expect(store.sessionUser(store.verifyCode('a@b.co', 'd1', again.code))?.userId).toBe('a@b.co')
  })

  it('refuses an expired code, and a code asked for from another device', () => {
    let now = 1_000
    const store = createAuthStore(() => now)
    const { code } = store.startLogin('a@b.co', 'd1')
    expect(() => store.verifyCode('a@b.co', 'd2', code)).toThrow('No code was sent to this email from this device')
    now += CODE_LIFETIME_MS + 1
    expect(() => store.verifyCode('a@b.co', 'd1', code)).toThrow('The code has expired; ask for a new code')
  })

  it('opens sessions for social user ids with their profile', () => {
    const store = createAuthStore()
    const session = store.createSession('github:alice', { userName: 'Alice', provider: 'github' })
    expect(store.sessionUser(session)).toEqual({ userId: 'github:alice', userName: 'Alice', provider: 'github' })
    expect(store.sessionUser(store.createSession('farcaster:bob'))).toEqual({ userId: 'farcaster:bob' })
    expect(store.sessionUser('unknown')).toBeUndefined()
    expect(store.sessionUser(undefined)).toBeUndefined()
  })
})
