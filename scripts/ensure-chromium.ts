// Makes sure Debian's Chromium is installed: installs it with apt-get when running as root,
// otherwise says what to run. Never downloads a browser.
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromiumPath } from './chromium.ts'
import { debianPackageDefaults, ensureDebianPackage, type EnsureDebianPackageDeps } from './ensure-debian-package.ts'

export type EnsureChromiumDeps = EnsureDebianPackageDeps & { path: string }

/** Returns 0 when Chromium is (now) installed, 1 otherwise. */
export function ensureChromium(overrides: Partial<EnsureChromiumDeps> = {}): number {
  const { path, ...deps } = { ...debianPackageDefaults, path: chromiumPath, ...overrides }
  return ensureDebianPackage({ name: 'Chromium', debianPackage: 'chromium', path }, deps)
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exit(ensureChromium())
