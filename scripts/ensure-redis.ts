// Makes sure Debian's redis-server is installed for the Redis tests (portico/server's Redis nonce
// store): installs it with apt-get when running as root, otherwise says what to run. Only the
// program is needed: each test starts its own server on a free port (testing/redis.ts).
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { REDIS_SERVER_PATH } from '../testing/redis.ts'
import { debianPackageDefaults, ensureDebianPackage, type EnsureDebianPackageDeps } from './ensure-debian-package.ts'

export type EnsureRedisDeps = EnsureDebianPackageDeps & { path: string }

/** Returns 0 when redis-server is (now) installed, 1 otherwise. */
export function ensureRedis(overrides: Partial<EnsureRedisDeps> = {}): number {
  const { path, ...deps } = { ...debianPackageDefaults, path: REDIS_SERVER_PATH, ...overrides }
  return ensureDebianPackage({ name: 'redis-server', debianPackage: 'redis-server', path }, deps)
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exit(ensureRedis())
