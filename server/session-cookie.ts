// A sign-in session kept in the visitor's browser: an HttpOnly cookie whose value is the session and
// its expiry, signed with HMAC-SHA256 (WebCrypto, so Node and edge runtimes alike). A value changed
// by anyone without the secret, or past its expiry, reads as no session.
import { base64urlnopad, utf8 } from '@scure/base'

export interface SessionCookieOptions {
  /** At least 32 bytes; keep it out of the page and the repository. */
  secret: string | Uint8Array
  /** Default 'portico_siwx'. */
  name?: string
  /** Default true. Only plain-http development hosts (http://127.0.0.1, http://localhost) need false. */
  secure?: boolean
  /** Default '/'. */
  path?: string
  /** The clock (ms since epoch); default Date.now. */
  now?: () => number
}

export interface SessionCookie<T> {
  readonly name: string
  /** A Set-Cookie header value carrying `session` for `maxAge` seconds. */
  serialize(session: T, options: { maxAge: number }): Promise<string>
  /** The session in a Cookie request header; null when absent, tampered with or expired. */
  read(cookieHeader: string | null | undefined): Promise<T | null>
  /** A Set-Cookie header value that deletes the cookie. */
  clear(): string
}

/** Browsers drop a cookie whose name, value and attributes pass 4096 bytes. */
const MAX_COOKIE_BYTES = 4096
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/

type Payload<T> = { session: T; expiresAt: number }

export function createSessionCookie<T = unknown>(options: SessionCookieOptions): SessionCookie<T> {
  const name = options.name ?? 'portico_siwx'
  const path = options.path ?? '/'
  const now = options.now ?? Date.now
  const secret = typeof options.secret === 'string' ? utf8.decode(options.secret) : options.secret
  if (!(secret instanceof Uint8Array) || secret.length < 32)
    throw new RangeError(`createSessionCookie: secret must be at least 32 bytes, got ${secret instanceof Uint8Array ? secret.length : typeof options.secret}`)
  if (!TOKEN.test(name)) throw new RangeError(`createSessionCookie: name ${JSON.stringify(name)} is not a cookie name (RFC 6265 token)`)
  if (/[;\s]/.test(path)) throw new RangeError(`createSessionCookie: path ${JSON.stringify(path)} may hold no ';' or space`)
  const attributes = `Path=${path}; HttpOnly; SameSite=Lax${options.secure === false ? '' : '; Secure'}`

  let key: Promise<CryptoKey> | undefined
  const hmacKey = () => (key ??= globalThis.crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']))
  // The cookie's name is signed too, so a value cannot be moved to another cookie of the same secret.
  const signed = (body: string) => new Uint8Array(utf8.decode(`${name}.${body}`))

  return {
    name,
    async serialize(session, { maxAge }) {
      if (!Number.isInteger(maxAge) || maxAge <= 0) throw new RangeError(`serialize: maxAge must be a positive whole number of seconds, got ${maxAge}`)
      const payload: Payload<T> = { session, expiresAt: now() + maxAge * 1000 }
      const body = base64urlnopad.encode(utf8.decode(JSON.stringify(payload)))
      const mac = new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', await hmacKey(), signed(body)))
      const header = `${name}=${body}.${base64urlnopad.encode(mac)}; Max-Age=${maxAge}; ${attributes}`
      if (header.length > MAX_COOKIE_BYTES) throw new RangeError(`serialize: the session cookie would be ${header.length} bytes; browsers keep at most ${MAX_COOKIE_BYTES}`)
      return header
    },
    async read(cookieHeader) {
      if (!cookieHeader) return null
      for (const part of cookieHeader.split(';')) {
        const at = part.indexOf('=')
        if (at < 0 || part.slice(0, at).trim() !== name) continue
        const session = await open(part.slice(at + 1).trim())
        if (session) return session.session
      }
      return null
    },
    clear: () => `${name}=; Max-Age=0; ${attributes}`,
  }

  async function open(value: string): Promise<Payload<T> | null> {
    const [body, mac, extra] = value.split('.')
    if (!body || !mac || extra !== undefined) return null
    try {
      // crypto.subtle.verify compares in constant time.
      if (!(await globalThis.crypto.subtle.verify('HMAC', await hmacKey(), new Uint8Array(base64urlnopad.decode(mac)), signed(body)))) return null
      const payload = JSON.parse(utf8.encode(base64urlnopad.decode(body))) as Payload<T>
      return typeof payload.expiresAt === 'number' && payload.expiresAt > now() ? payload : null
    } catch {
      return null // not base64url or not JSON: not a cookie this secret made
    }
  }
}
