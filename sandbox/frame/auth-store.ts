// The secure frame's server-side login state: users, one-time codes, known devices, device approvals
// and session tokens. In memory, for the life of the sandbox. Plain logic (no I/O) so it is tested alone.
//
// A user is a user id: the normalized email for email logins, `<provider>:<username>` for social
// logins, `farcaster:<username>` for Farcaster. Keys belong to the user id, so an email change keeps
// the account (the new email points at the same id).
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

export type UserProfile = { email?: string; userName?: string; provider?: string }
export type SessionUser = UserProfile & { userId: string }

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
  /** Opens a session for a user id (social and Farcaster logins; email logins go through verifyCode). */
  createSession(userId: string, profile?: UserProfile): string
  /** The user behind a live session token. */
  sessionUser(token: string | undefined): SessionUser | undefined
  endSession(token: string): void
  /** Update email, step 1: a code for the session user's current email. Throws LoginError when there is none. */
  startEmailUpdate(token: string, newEmail: string): { currentEmail: string; code: string }
  /** Update email, step 2: checks the current email's code; a code for the new email. */
  verifyPrimaryCode(token: string, code: string): { newEmail: string; code: string }
  /** Update email, step 3: checks the new email's code; the user's email is now the new one. */
  verifySecondaryCode(token: string, code: string): { newEmail: string }
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase()
const token = () => randomBytes(24).toString('base64url')
const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0')
const sameCode = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

export function createAuthStore(now: () => number = Date.now): AuthStore {
  /** user id → profile (the user's current email, social name) */
  const users = new Map<string, UserProfile>()
  /** normalized email → user id */
  const emailUsers = new Map<string, string>()
  /** user id → device ids that completed a login or were approved by mail */
  const devices = new Map<string, Set<string>>()
  /** approval token → user id and device */
  const approvals = new Map<string, { userId: string; deviceId: string }>()
  /** email → its pending login code */
  const codes = new Map<string, PendingCode>()
  const sessions = new Map<string, string>()
  /** session token → the email update in progress */
  const updates = new Map<string, { newEmail: string; step: 'primary' | 'secondary'; pending: PendingCode }>()

  /** The user id an email logs in as: its own id, unless an earlier user (who changed email) holds it. */
  const userIdOf = (email: string) => {
    const existing = emailUsers.get(email)
    if (existing) return existing
    let id = email
    for (let n = 2; users.has(id); n++) id = `${email}#${n}`
    return id
  }
  const known = (userId: string, deviceId: string) => devices.get(userId)?.has(deviceId) ?? false
  const remember = (userId: string, deviceId: string) => {
    const set = devices.get(userId) ?? new Set<string>()
    set.add(deviceId)
    devices.set(userId, set)
  }
  const openSession = (userId: string, profile: UserProfile) => {
    users.set(userId, { ...users.get(userId), ...profile })
    const session = token()
    sessions.set(session, userId)
    return session
  }
  /** Checks `code` against `pending` (expiry, throttle), counting a wrong attempt. */
  const check = (pending: PendingCode, code: string, expired: () => void) => {
    if (now() > pending.expiresAt) {
      expired()
      throw new LoginError('The code has expired; ask for a new code')
    }
    if (pending.attempts >= MAX_CODE_ATTEMPTS) throw new LoginError('Too many wrong codes; ask for a new code')
    if (!sameCode(code.trim(), pending.code)) {
      pending.attempts += 1
      const left = MAX_CODE_ATTEMPTS - pending.attempts
      throw new LoginError(left > 0 ? `Invalid code (${left} ${left === 1 ? 'attempt' : 'attempts'} left)` : 'Too many wrong codes; ask for a new code')
    }
  }
  const liveUser = (t: string) => {
    const userId = sessions.get(t)
    if (!userId) throw new LoginError('Not signed in')
    return userId
  }

  return {
    startLogin(rawEmail, deviceId) {
      const email = normalizeEmail(rawEmail)
      const code = newCode()
      codes.set(email, { code, expiresAt: now() + CODE_LIFETIME_MS, attempts: 0, deviceId })
      const userId = emailUsers.get(email)
      // A new email registers from the device that proves the code; a known email on a new device
      // must approve that device by mail first ("a new browser for a known email").
      if (!userId || known(userId, deviceId)) return { action: 'VERIFY_OTP', code }
      const approvalToken = token()
      approvals.set(approvalToken, { userId, deviceId })
      return { action: 'VERIFY_DEVICE', code, approvalToken }
    },
    approveDevice(approvalToken) {
      const approval = approvals.get(approvalToken)
      if (!approval) return undefined
      approvals.delete(approvalToken)
      remember(approval.userId, approval.deviceId)
      return users.get(approval.userId)?.email ?? approval.userId
    },
    isDeviceApproved(rawEmail, deviceId) {
      const userId = emailUsers.get(normalizeEmail(rawEmail))
      return userId !== undefined && known(userId, deviceId)
    },
    verifyCode(rawEmail, deviceId, code) {
      const email = normalizeEmail(rawEmail)
      const pending = codes.get(email)
      if (!pending || pending.deviceId !== deviceId) throw new LoginError('No code was sent to this email from this device; ask for a new code')
      const registered = emailUsers.get(email)
      if (now() <= pending.expiresAt && registered && !known(registered, deviceId)) throw new LoginError('Approve this device with the link in your email first')
      check(pending, code, () => codes.delete(email))
      codes.delete(email)
      const userId = userIdOf(email)
      emailUsers.set(email, userId)
      remember(userId, deviceId)
      return openSession(userId, { email })
    },
    createSession: (userId, profile = {}) => openSession(userId, profile),
    sessionUser(t) {
      const userId = t ? sessions.get(t) : undefined
      return userId === undefined ? undefined : { ...users.get(userId), userId }
    },
    endSession(t) {
      sessions.delete(t)
      updates.delete(t)
    },
    startEmailUpdate(t, rawNewEmail) {
      const currentEmail = users.get(liveUser(t))?.email
      if (!currentEmail) throw new LoginError('This account has no email to update')
      const newEmail = normalizeEmail(rawNewEmail)
      if (newEmail === currentEmail) throw new LoginError('The new email is the current one')
      if (emailUsers.has(newEmail)) throw new LoginError('This email belongs to another account')
      const code = newCode()
      updates.set(t, { newEmail, step: 'primary', pending: { code, expiresAt: now() + CODE_LIFETIME_MS, attempts: 0, deviceId: '' } })
      return { currentEmail, code }
    },
    verifyPrimaryCode(t, code) {
      liveUser(t)
      const update = updates.get(t)
      if (!update || update.step !== 'primary') throw new LoginError('No email update was started; ask for a new code')
      check(update.pending, code, () => updates.delete(t))
      const next = newCode()
      updates.set(t, { newEmail: update.newEmail, step: 'secondary', pending: { code: next, expiresAt: now() + CODE_LIFETIME_MS, attempts: 0, deviceId: '' } })
      return { newEmail: update.newEmail, code: next }
    },
    verifySecondaryCode(t, code) {
      const userId = liveUser(t)
      const update = updates.get(t)
      if (!update || update.step !== 'secondary') throw new LoginError('Confirm the code sent to your current email first')
      check(update.pending, code, () => updates.delete(t))
      updates.delete(t)
      if (emailUsers.has(update.newEmail)) throw new LoginError('This email belongs to another account')
      const old = users.get(userId)?.email
      if (old) emailUsers.delete(old)
      emailUsers.set(update.newEmail, userId)
      users.set(userId, { ...users.get(userId), email: update.newEmail })
      return { newEmail: update.newEmail }
    },
  }
}
