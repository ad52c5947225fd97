// Makes sure Debian's Chromium is installed: installs it with apt-get when running as root,
// otherwise says what to run. Never downloads a browser. With PORTICO_CHROMIUM set, that binary is
// used instead and only checked to exist.
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { CHROMIUM_ENV, DEBIAN_CHROMIUM } from './chromium.ts'
import { debianPackageDefaults, ensureDebianPackage, type EnsureDebianPackageDeps } from './ensure-debian-package.ts'

export type EnsureChromiumDeps = EnsureDebianPackageDeps & { path: string; env: Record<string, string | undefined> }

/** Returns 0 when Chromium is (now) installed, 1 otherwise. */
export function ensureChromium(overrides: Partial<EnsureChromiumDeps> = {}): number {
  const { path, env, ...deps } = { ...debianPackageDefaults, path: DEBIAN_CHROMIUM, env: process.env, ...overrides }
  const own = env[CHROMIUM_ENV]
  if (own) {
    if (deps.exists(own)) return 0
    deps.error(`${CHROMIUM_ENV} names ${own}, which does not exist. Point it at a Chromium binary, or unset it to use Debian's.`)
    return 1
  }
  return ensureDebianPackage({ name: 'Chromium', debianPackage: 'chromium', path }, deps)
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exit(ensureChromium())
