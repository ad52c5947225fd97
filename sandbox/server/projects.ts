// The projects the sandbox API knows, their allowed origins, and CORS.

export type ApiProject = {
  id: string
  /** Origin patterns; `*` matches any run of characters except '/'. Empty: every origin is allowed. */
  allowedOrigins: string[]
  /** Shown in smart-session listings; default: the id. */
  name?: string
}

export const DEFAULT_ALLOWED_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*']

export const defaultProjects: readonly ApiProject[] = [
  { id: 'portico-sandbox', name: 'Portico Playground', allowedOrigins: DEFAULT_ALLOWED_ORIGINS },
  { id: 'test-project', name: 'Portico Tests', allowedOrigins: DEFAULT_ALLOWED_ORIGINS },
]

function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]*')
  return new RegExp(`^${source}$`, 'i')
}

/** Whether `origin` matches one of the patterns (an empty list allows every origin, as on the hosted API). */
export function originAllowed(origin: string, patterns: readonly string[]): boolean {
  if (patterns.length === 0) return true
  return patterns.some((pattern) => patternToRegExp(pattern).test(origin))
}

/**
 * CORS response headers for a request from `origin`: the origin is echoed when some known project
 * allows it (the browser then lets the page read the answer, Retry-After included); none otherwise.
 */
export function corsHeaders(origin: string | undefined, projects: readonly ApiProject[]): Record<string, string> {
  if (!origin) return {}
  if (!projects.some((project) => originAllowed(origin, project.allowedOrigins))) return { vary: 'Origin' }
  return {
    'access-control-allow-origin': origin,
    'access-control-expose-headers': 'Retry-After, Content-Type',
    vary: 'Origin',
  }
}

/** The extra headers of a preflight answer. */
export function preflightHeaders(requestedHeaders: string | undefined): Record<string, string> {
  return {
    'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
    'access-control-allow-headers': requestedHeaders || 'content-type',
    'access-control-max-age': '600',
  }
}
