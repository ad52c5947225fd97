import { describe, expect, it } from 'vitest'
import { memoryStorage } from '../../testing/test-support/kernel-api-server.ts'
import { startEmailLogin } from './email-flow.ts'
import { confirmCurrentEmail, confirmNewEmail, startEmailUpdate } from './update-email-flow.ts'
import { scriptedFrame } from './test-support.ts'

describe('email update flow', () => {
  it('UPDATE_EMAIL → code of the current email → code of the new email → the new email', async () => {
    const { frame, calls } = scriptedFrame({
      UPDATE_EMAIL: () => ({ action: 'VERIFY_PRIMARY_OTP' }),
      UPDATE_EMAIL_PRIMARY_OTP: () => undefined,
      UPDATE_EMAIL_SECONDARY_OTP: () => ({ newEmail: 'b@example.com' }),
    })
    const deps = { frame, storage: memoryStorage(), now: () => 1_000_000 }
    await expect(startEmailUpdate(deps, ' b@example.com ', 'a@example.com')).resolves.toEqual({ newEmail: 'b@example.com', action: 'VERIFY_PRIMARY_OTP' })
    await confirmCurrentEmail(frame, '111111')
    await expect(confirmNewEmail(frame, '222222')).resolves.toBe('b@example.com')
    expect(calls).toEqual([
      { name: 'UPDATE_EMAIL', payload: { email: 'b@example.com' } },
      { name: 'UPDATE_EMAIL_PRIMARY_OTP', payload: { otp: '111111' } },
      { name: 'UPDATE_EMAIL_SECONDARY_OTP', payload: { otp: '222222' } },
    ])
  })

  it('refuses an invalid or unchanged email and a malformed code before asking the frame', async () => {
    const { frame, calls } = scriptedFrame({})
    const deps = { frame, storage: memoryStorage() }
    await expect(startEmailUpdate(deps, 'nope', 'a@example.com')).rejects.toThrow('Invalid email')
    await expect(startEmailUpdate(deps, 'A@example.com', 'a@example.com')).rejects.toThrow('This is already your email')
    await expect(confirmCurrentEmail(frame, '12')).rejects.toThrow('Enter the 6-digit code')
    await expect(confirmNewEmail(frame, 'abcdef')).rejects.toThrow('Enter the 6-digit code')
    expect(calls).toEqual([])
    expect(deps.storage.get('lastEmailLoginTime')).toBeUndefined()
  })

  it('shares the 30 s cooldown with login and passes a refused code through', async () => {
    let now = 5_000_000
    const { frame } = scriptedFrame({
      CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }),
      UPDATE_EMAIL: () => ({ action: 'VERIFY_PRIMARY_OTP' }),
      UPDATE_EMAIL_PRIMARY_OTP: () => Promise.reject(new Error('Invalid code')),
    })
    const deps = { frame, storage: memoryStorage(), now: () => now }
    await startEmailLogin(deps, 'a@example.com')
    now += 10_000
    await expect(startEmailUpdate(deps, 'b@example.com', 'a@example.com')).rejects.toThrow('Please try again after 20 seconds')
    now += 20_000
    await expect(startEmailUpdate(deps, 'b@example.com', 'a@example.com')).resolves.toMatchObject({ action: 'VERIFY_PRIMARY_OTP' })
    now += 1_000
    await expect(startEmailLogin(deps, 'a@example.com')).rejects.toThrow('Please try again after 29 seconds')
    await expect(confirmCurrentEmail(frame, '000000')).rejects.toThrow('Invalid code')
  })
})
