import { describe, expect, it } from 'vitest'
import { PorticoError } from 'portico'
import { emailEvents, reportSocialAttempt } from './login-events.ts'

function recorder() {
  const heard: { event: string; properties?: unknown }[] = []
  return { heard, analytics: { track: (event: string, properties?: unknown) => void heard.push({ event, properties }) } }
}

describe('login events', () => {
  it('a social login that connects: SOCIAL_LOGIN_STARTED, then SOCIAL_LOGIN_SUCCESS', async () => {
    const { heard, analytics } = recorder()
    const done = Promise.resolve()
    reportSocialAttempt(analytics, { provider: 'google', done })
    await done
    await Promise.resolve()
    expect(heard).toEqual([
      { event: 'SOCIAL_LOGIN_STARTED', properties: { provider: 'google' } },
      { event: 'SOCIAL_LOGIN_SUCCESS', properties: { provider: 'google' } },
    ])
  })

  it('a closed popup is SOCIAL_LOGIN_CANCELED, a failure SOCIAL_LOGIN_ERROR with its message; a resumed login has no start', async () => {
    const { heard, analytics } = recorder()
    const closed = Promise.reject(new PorticoError('POPUP_CLOSED', 'Popup closed'))
    const failed = Promise.reject(new Error('frame said no'))
    reportSocialAttempt(analytics, { provider: 'x', done: closed })
    reportSocialAttempt(analytics, { provider: 'github', done: failed }, { resumed: true })
    await Promise.allSettled([closed, failed])
    await Promise.resolve()
    expect(heard).toEqual([
      { event: 'SOCIAL_LOGIN_STARTED', properties: { provider: 'x' } },
      { event: 'SOCIAL_LOGIN_CANCELED', properties: { provider: 'x' } },
      { event: 'SOCIAL_LOGIN_ERROR', properties: { provider: 'github', message: 'frame said no' } },
    ])
  })

  it("the email steps carry AppKit's names", () => {
    const { heard, analytics } = recorder()
    const email = emailEvents(analytics)
    email.submitted()
    email.deviceRegistered()
    email.codeSent()
    email.codeFailed(new Error('Invalid code'))
    email.codePassed()
    expect(heard).toEqual([
      { event: 'EMAIL_SUBMITTED', properties: undefined },
      { event: 'DEVICE_REGISTERED_FOR_EMAIL', properties: undefined },
      { event: 'EMAIL_VERIFICATION_CODE_SENT', properties: undefined },
      { event: 'EMAIL_VERIFICATION_CODE_FAIL', properties: { message: 'Invalid code' } },
      { event: 'EMAIL_VERIFICATION_CODE_PASS', properties: undefined },
    ])
  })
})
