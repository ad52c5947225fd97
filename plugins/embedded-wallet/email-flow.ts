// Email login and its input rules: the steps the email views run against the frame, without React.
// CONNECT_EMAIL answers VERIFY_OTP, VERIFY_DEVICE (then CONNECT_DEVICE, then the OTP step) or
// CONNECT (already signed in); the adapter's connect then reads the user.
import * as v from 'valibot'
import { PorticoError, type AuthFrame, type Storage } from 'portico'

/** One email attempt per 30 s. */
export const EMAIL_COOLDOWN_MS = 30_000

const EmailSchema = v.pipe(v.string(), v.trim(), v.nonEmpty('Enter your email'), v.email('Invalid email'))
const OtpSchema = v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/, 'Enter the 6-digit code'))

export type EmailAction = 'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT'

/** The email as typed, trimmed, or the error. */
export function checkEmail(input: string): string {
  const result = v.safeParse(EmailSchema, input)
  if (!result.success) throw new PorticoError('INVALID_EMAIL', result.issues[0].message)
  return result.output
}

export function checkOtp(input: string): string {
  const result = v.safeParse(OtpSchema, input)
  if (!result.success) throw new PorticoError('INVALID_OTP', result.issues[0].message)
  return result.output
}

/** Seconds until another email attempt is allowed (0: now). */
export function cooldownLeft(storage: Storage, now: number): number {
  const last = storage.get('lastEmailLoginTime')
  if (last === undefined || now < last) return 0
  return Math.max(0, Math.ceil((last + EMAIL_COOLDOWN_MS - now) / 1000))
}

export interface EmailFlowDeps {
  frame: AuthFrame
  storage: Storage
  now?: () => number
}

/**
 * Sends the login code (or device approval) for `input`: validated, throttled to one attempt per
 * 30 s ('Please try again after N seconds'), the attempt's time stored before the frame is asked.
 */
export async function startEmailLogin(deps: EmailFlowDeps, input: string): Promise<{ email: string; action: EmailAction }> {
  const email = checkEmail(input)
  const giveBack = takeEmailAttempt(deps)
  try {
    const { action } = await deps.frame.request('CONNECT_EMAIL', { email })
    return { email, action }
  } catch (error) {
    // nothing was sent (e.g. the mail service is down): the visitor may try again at once
    giveBack()
    throw error
  }
}

/**
 * The throttle, shared by login and email update: refused within 30 s of the last attempt,
 * else this one's time stored. Returns a function that gives the attempt back (the previous time
 * restored) when it sent nothing.
 */
export function takeEmailAttempt(deps: Pick<EmailFlowDeps, 'storage' | 'now'>): () => void {
  const now = (deps.now ?? Date.now)()
  const left = cooldownLeft(deps.storage, now)
  if (left > 0) throw new PorticoError('EMAIL_COOLDOWN', `Please try again after ${left} seconds`)
  const previous = deps.storage.get('lastEmailLoginTime')
  deps.storage.set('lastEmailLoginTime', now)
  return () => {
    if (deps.storage.get('lastEmailLoginTime') !== now) return
    if (previous === undefined) deps.storage.remove('lastEmailLoginTime')
    else deps.storage.set('lastEmailLoginTime', previous)
  }
}

/** The code from the mail; resolves once the frame has signed the visitor in. */
export async function verifyOtp(deps: Pick<EmailFlowDeps, 'frame'>, input: string): Promise<void> {
  await deps.frame.request('CONNECT_OTP', { otp: checkOtp(input) })
}

/** The CONNECT_DEVICE in flight per frame: a view mounted twice (React StrictMode) waits on the same one. */
const deviceWaits = new WeakMap<AuthFrame, Promise<void>>()

/** Waits for the visitor to approve this device from the mail; the OTP step follows. */
export function approveDevice(deps: Pick<EmailFlowDeps, 'frame'>): Promise<void> {
  const { frame } = deps
  let wait = deviceWaits.get(frame)
  if (!wait) {
    wait = frame.request('CONNECT_DEVICE').finally(() => deviceWaits.delete(frame))
    deviceWaits.set(frame, wait)
  }
  return wait
}
