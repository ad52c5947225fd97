// The one browser the tests and the benchmark use: Debian's Chromium, never a downloaded one.

export const chromiumPath = '/usr/lib/chromium/chromium'

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
