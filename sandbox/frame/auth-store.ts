// The secure frame's server-side login state: one-time codes, known devices, device approvals and
// session tokens. In memory, for the life of the sandbox. Plain logic (no I/O) so it is tested alone.
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** A code is good for this long after it was sent. */
export const CODE_LIFETIME_MS = 5 * 60_000
/** Wrong codes allowed for one sent code; past this the code is dead and a new one must be asked for. */
export const MAX_CODE_ATTEMPTS = 5

export type EmailAction = 'VERIFY_OTP' | 'VERIFY_DEVICE'

export type StartLogin = {
  action: EmailAction
  code: string
  /** Set when the device must be approved first (VERIFY_DEVICE): the token of the approval link. */
  approvalToken?: string
}

type PendingCode = { code: string; expiresAt: number; attempts: number; deviceId: string }

/** A login failure the frame shows as is. */
export class LoginError extends Error {}

export type AuthStore = {
  /** CONNECT_EMAIL: a fresh code; VERIFY_DEVICE when the email is known but this device is not. */
  startLogin(email: string, deviceId: string): StartLogin
  /** Marks the device behind `approvalToken` approved; its email, or undefined for an unknown or used token. */
  approveDevice(approvalToken: string): string | undefined
  isDeviceApproved(email: string, deviceId: string): boolean
  /** CONNECT_OTP: checks the code and opens a session; its token. Throws LoginError with a clear message. */
  verifyCode(email: string, deviceId: string, code: string): string
  /** The email behind a live session token. */
  sessionEmail(token: string | undefined): string | undefined
  endSession(token: string): void
}

const normalize = (email: string) => email.trim().toLowerCase()
const token = () => randomBytes(24).toString('base64url')
const sameCode = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

export function createAuthStore(now: () => number = Date.now): AuthStore {
  /** email → device ids that completed a login or were approved by mail */
  const devices = new Map<string, Set<string>>()
  /** approval token → email and device */
  const approvals = new Map<string, { email: string; deviceId: string }>()
  const codes = new Map<string, PendingCode>()
  const sessions = new Map<string, string>()

  const known = (email: string, deviceId: string) => devices.get(email)?.has(deviceId) ?? false
  const remember = (email: string, deviceId: string) => {
    const set = devices.get(email) ?? new Set<string>()
    set.add(deviceId)
    devices.set(email, set)
  }

  return {
    startLogin(rawEmail, deviceId) {
      const email = normalize(rawEmail)
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      codes.set(email, { code, expiresAt: now() + CODE_LIFETIME_MS, attempts: 0, deviceId })
      // A new email registers from the device that proves the code; a known email on a new device
      // must approve that device by mail first (issue 9: "a new browser for a known email").
      if (!devices.has(email) || known(email, deviceId)) return { action: 'VERIFY_OTP', code }
      const approvalToken = token()
      approvals.set(approvalToken, { email, deviceId })
      return { action: 'VERIFY_DEVICE', code, approvalToken }
    },
    approveDevice(approvalToken) {
      const approval = approvals.get(approvalToken)
      if (!approval) return undefined
      approvals.delete(approvalToken)
      remember(approval.email, approval.deviceId)
      return approval.email
    },
    isDeviceApproved: (email, deviceId) => known(normalize(email), deviceId),
    verifyCode(rawEmail, deviceId, code) {
      const email = normalize(rawEmail)
      const pending = codes.get(email)
      if (!pending || pending.deviceId !== deviceId) throw new LoginError('No code was sent to this email from this device; ask for a new code')
      if (now() > pending.expiresAt) {
        codes.delete(email)
        throw new LoginError('The code has expired; ask for a new code')
      }
      if (pending.attempts >= MAX_CODE_ATTEMPTS) throw new LoginError('Too many wrong codes; ask for a new code')
      if (devices.has(email) && !known(email, deviceId)) throw new LoginError('Approve this device with the link in your email first')
      if (!sameCode(code.trim(), pending.code)) {
        pending.attempts += 1
        const left = MAX_CODE_ATTEMPTS - pending.attempts
        throw new LoginError(left > 0 ? `Invalid code (${left} ${left === 1 ? 'attempt' : 'attempts'} left)` : 'Too many wrong codes; ask for a new code')
      }
      codes.delete(email)
      remember(email, deviceId)
      const session = token()
      sessions.set(session, email)
      return session
    },
    sessionEmail: (t) => (t ? sessions.get(t) : undefined),
    endSession: (t) => void sessions.delete(t),
  }
}
