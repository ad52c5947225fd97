// With email or social login on, the page origin must be on the project's allowed-origins
// list (or a default ancestor); otherwise the invalid-app-configuration alert (shown once).
import type { Alerts } from '../alerts/alerts.ts'
import type { Features } from '../config/features.ts'
import type { Logger } from '../logger/logger.ts'
import type { Explorer } from './explorer.ts'

/** Always allowed: local development, preview hosts, the secure mobile site. */
export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = Object.freeze([
  'http://localhost:*',
  'https://localhost:*',
  'http://127.0.0.1:*',
  'https://127.0.0.1:*',
  'https://*.pages.dev',
  'https://*.vercel.app',
  'https://*.ngrok-free.app',
  'https://secure-mobile.walletconnect.com',
  'https://secure-mobile.walletconnect.org',
])

const escape = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')

/**
 * Whether `origin` (scheme://host[:port]) matches one allowed-origins entry. In the host, `*`
 * stands for one or more labels (`https://*.example.com` matches `https://a.b.example.com`, not
 * `https://example.com`); as the port (`:*`) it stands for any port or none. An entry without a
 * scheme matches http and https; a lone `*` matches everything. Case-insensitive.
 */
export function matchesOriginPattern(origin: string, pattern: string): boolean {
  const p = pattern.trim().toLowerCase().replace(/\/+$/, '')
  const o = origin.trim().toLowerCase()
  if (!p || !o) return false
  if (p === '*') return true
  const m = /^(?:([a-z][a-z0-9+.-]*|\*):\/\/)?([^/:]+)(?::(\d+|\*))?$/.exec(p)
  if (!m) return false
  const [, scheme, host, port] = m as unknown as [string, string | undefined, string, string | undefined]
  const schemeRe = scheme === undefined ? 'https?' : scheme === '*' ? '[a-z][a-z0-9+.-]*' : escape(scheme)
  const hostRe = host
    .split('*')
    .map(escape)
    .join('[a-z0-9-]+(?:\\.[a-z0-9-]+)*')
  const portRe = port === undefined ? '' : port === '*' ? '(?::\\d+)?' : `:${port}`
  return new RegExp(`^${schemeRe}://${hostRe}${portRe}$`).test(o)
}

/** True when the origin is a default ancestor or matches one of `allowedOrigins`. */
export function isOriginAllowed(origin: string, allowedOrigins: readonly string[]): boolean {
  return [...DEFAULT_ALLOWED_ORIGINS, ...allowedOrigins].some((pattern) => matchesOriginPattern(origin, pattern))
}

/** Email or any social login on: the features the project's origin allowlist protects. */
export function needsOriginCheck(features: Pick<Features, 'email' | 'socials'>): boolean {
  return features.email || (Array.isArray(features.socials) && features.socials.length > 0)
}

export type OriginCheckResult = 'allowed' | 'not-allowed' | 'unverified' | 'skipped'

export interface OriginCheckDeps {
  origin: string | undefined
  explorer: Pick<Explorer, 'getAllowedOrigins'>
  alerts: Pick<Alerts, 'show'>
  logger: Pick<Logger, 'debug'>
  /** Checked after the fetch: a disposed kernel raises no alert. */
  isCancelled?: () => boolean
}

/**
 * Runs the check once. A page origin that is not http(s) cannot be checked ('skipped'); a default
 * ancestor needs no request ('allowed'); an empty list (also what a failed fetch gives) cannot
 * verify anything and raises no alert ('unverified').
 */
export async function checkOrigin(deps: OriginCheckDeps): Promise<OriginCheckResult> {
  const origin = deps.origin
  if (!origin || !/^https?:\/\//i.test(origin)) return 'skipped'
  if (isOriginAllowed(origin, [])) return 'allowed'
  const allowed = await deps.explorer.getAllowedOrigins()
  if (deps.isCancelled?.()) return 'skipped'
  if (allowed.length === 0) {
    deps.logger.debug('the allowed origins of the project are unknown; the origin is not checked')
    return 'unverified'
  }
  if (isOriginAllowed(origin, allowed)) return 'allowed'
  deps.alerts.show('INVALID_APP_CONFIGURATION')
  return 'not-allowed'
}
