// Email login in the frame: CONNECT_EMAIL (a code by mail; VERIFY_DEVICE for a new browser of a
// known email), CONNECT_DEVICE (waits for the mailed approval link), CONNECT_OTP (opens the session),
// and the email update of a signed-in user (UPDATE_EMAIL, UPDATE_EMAIL_PRIMARY_OTP / _SECONDARY_OTP).
import { FrameError, type FrameContext, type Handlers } from './frame-context.ts'

const EMAIL_KEY = 'portico-frame:pending-email'
const DEVICE_POLL_MS = 500
const DEVICE_WAIT_MS = 5 * 60_000

export function emailHandlers(ctx: FrameContext): Handlers {
  // The email being logged in survives a frame reload within the tab (sessionStorage).
  let pendingEmail = sessionStorage.getItem(EMAIL_KEY) ?? undefined
  const needEmail = () => {
    if (!pendingEmail) throw new FrameError('Connect with an email first')
    return pendingEmail
  }
  return {
    CONNECT_EMAIL: async ({ email }) => {
      pendingEmail = email
      sessionStorage.setItem(EMAIL_KEY, email)
      return ctx.api('connect-email', { email, deviceId: ctx.deviceId() })
    },
    CONNECT_DEVICE: async () => {
      const email = needEmail()
      const deadline = Date.now() + DEVICE_WAIT_MS
      while (!(await ctx.api('device-status', { email, deviceId: ctx.deviceId() })).approved) {
        if (Date.now() > deadline) throw new FrameError('The device was not approved in time')
        await new Promise((resolve) => setTimeout(resolve, DEVICE_POLL_MS))
      }
      return undefined
    },
    CONNECT_OTP: async ({ otp }) => {
      const { token } = await ctx.api('connect-otp', { email: needEmail(), deviceId: ctx.deviceId(), otp })
      sessionStorage.removeItem(EMAIL_KEY)
      await ctx.startSession(token)
      return undefined
    },
    // Update email (contract 4): the current email's code, then the new email's code.
    UPDATE_EMAIL: async ({ email }) => ctx.api('update-email', { token: ctx.token(), email }),
    UPDATE_EMAIL_PRIMARY_OTP: async ({ otp }) => {
      await ctx.api('update-email-primary', { token: ctx.token(), otp })
      return undefined
    },
    UPDATE_EMAIL_SECONDARY_OTP: async ({ otp }) => ctx.api('update-email-secondary', { token: ctx.token(), otp }),
  }
}
