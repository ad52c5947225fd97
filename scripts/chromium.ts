// The one browser the tests and the benchmark use: Debian's Chromium, never a downloaded one. On a
// machine without it, PORTICO_CHROMIUM names another Chromium (or Chrome) binary to use instead.

export const DEBIAN_CHROMIUM = '/usr/lib/chromium/chromium'

/** The variable that names another Chromium binary. */
export const CHROMIUM_ENV = 'PORTICO_CHROMIUM'

/** PORTICO_CHROMIUM when set, else Debian's Chromium. */
export function chromiumPathFrom(env: Record<string, string | undefined>): string {
  return env[CHROMIUM_ENV] || DEBIAN_CHROMIUM
}

export const chromiumPath = chromiumPathFrom(process.env)

/** Launch arguments for headless runs on CI and in containers (Playwright adds --headless). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Any stray call to a hosted service fails at once instead of hanging: only local hosts resolve.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
]
