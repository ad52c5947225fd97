// Makes sure a Debian package's program is installed: installs the package with apt-get when running
// as root, otherwise says what to run. Shared by the test run's bootstrap steps (Chromium, redis-server).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export type EnsureDebianPackageDeps = {
  exists(path: string): boolean
  isRoot: boolean
  /** Runs a command with inherited stdio; returns its exit code. */
  run(command: string, args: string[]): number
  log(line: string): void
  error(line: string): void
}

export const debianPackageDefaults: EnsureDebianPackageDeps = {
  exists: existsSync,
  isRoot: process.getuid?.() === 0,
  run(command, args) {
    console.log(`$ ${command} ${args.join(' ')}`)
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    return spawnSync(command, args, { stdio: 'inherit', env }).status ?? 1
  },
  log: (line) => console.log(line),
  error: (line) => console.error(line),
}

/** Returns 0 when `path` is (now) there, 1 otherwise. `name` is what the messages call it. */
export function ensureDebianPackage(target: { name: string; debianPackage: string; path: string }, deps: EnsureDebianPackageDeps): number {
  const { name, debianPackage, path } = target
  const { exists, isRoot, run, log, error } = deps
  if (exists(path)) return 0
  if (!isRoot) {
    error(`${name} is missing (${path}). Install it with:\n\n  sudo apt-get install -y ${debianPackage}\n`)
    return 1
  }
  log(`${name} is missing (${path}); installing the Debian package.`)
  const install = () => run('apt-get', ['install', '-y', debianPackage])
  // A fresh machine has no package lists yet: update once if the first attempt fails.
  if (install() !== 0 && (run('apt-get', ['update']) !== 0 || install() !== 0)) {
    error(`apt-get could not install ${debianPackage}.`)
    return 1
  }
  if (!exists(path)) {
    error(`${debianPackage} was installed but ${path} does not exist.`)
    return 1
  }
  return 0
}
