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

  it('update email: a code to the current email, then one to the new email; the same user keeps its id under the new email', () => {
    const store = createAuthStore()
    const session = store.verifyCode('old@b.co', 'd1', store.startLogin('old@b.co', 'd1').code)
    expect(() => store.verifyPrimaryCode(session, '123456')).toThrow('No email update was started; ask for a new code')
    expect(() => store.startEmailUpdate(session, 'OLD@b.co')).toThrow('The new email is the current one')
    const first = store.startEmailUpdate(session, 'New@B.co')
    expect(first).toEqual({ currentEmail: 'old@b.co', code: expect.stringMatching(/^\d{6}$/) })
    expect(() => store.verifySecondaryCode(session, first.code)).toThrow('Confirm the code sent to your current email first')
    const wrong = first.code === '000000' ? '111111' : '000000'
    expect(() => store.verifyPrimaryCode(session, wrong)).toThrow('Invalid code (4 attempts left)')
    const second = store.verifyPrimaryCode(session, first.code)
    expect(second).toEqual({ newEmail: 'new@b.co', code: expect.stringMatching(/^\d{6}$/) })
    expect(() => store.verifySecondaryCode(session, second.code === '000000' ? '111111' : '000000')).toThrow('Invalid code')
    expect(store.verifySecondaryCode(session, second.code)).toEqual({ newEmail: 'new@b.co' })
    expect(store.sessionUser(session)).toEqual({ userId: 'old@b.co', email: 'new@b.co' })

    // The new email logs in as the same user, from its known device, without a device check.
    const again = store.startLogin('new@b.co', 'd1')
    expect(again.action).toBe('VERIFY_OTP')
    expect(store.sessionUser(store.verifyCode('new@b.co', 'd1', again.code))?.userId).toBe('old@b.co')
    // The old email is free again: a new user, never the old user's keys.
    const stranger = store.startLogin('old@b.co', 'd9')
    expect(stranger.action).toBe('VERIFY_OTP')
    expect(store.sessionUser(store.verifyCode('old@b.co', 'd9', stranger.code))?.userId).toBe('old@b.co#2')
  })

  it('update email refuses an email of another account, accounts without email, and dead sessions; codes expire', () => {
    let now = 0
    const store = createAuthStore(() => now)
    const alice = store.verifyCode('alice@b.co', 'd1', store.startLogin('alice@b.co', 'd1').code)
    store.verifyCode('bob@b.co', 'd2', store.startLogin('bob@b.co', 'd2').code)
    expect(() => store.startEmailUpdate(alice, 'bob@b.co')).toThrow('This email belongs to another account')
    expect(() => store.startEmailUpdate(store.createSession('github:carol', { userName: 'carol' }), 'c@b.co')).toThrow('This account has no email to update')
    expect(() => store.startEmailUpdate('dead', 'c@b.co')).toThrow('Not signed in')
    const { code } = store.startEmailUpdate(alice, 'alice2@b.co')
    now += CODE_LIFETIME_MS + 1
    expect(() => store.verifyPrimaryCode(alice, code)).toThrow('The code has expired; ask for a new code')
    expect(() => store.verifyPrimaryCode(alice, code)).toThrow('No email update was started')
  })
})
