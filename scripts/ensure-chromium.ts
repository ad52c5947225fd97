// Makes sure Debian's Chromium is installed: installs it with apt-get when running as root,
// otherwise says what to run. Never downloads a browser.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromiumPath } from './chromium.ts'

export type EnsureChromiumDeps = {
  path: string
  exists(path: string): boolean
  isRoot: boolean
  /** Runs a command with inherited stdio; returns its exit code. */
  run(command: string, args: string[]): number
  log(line: string): void
  error(line: string): void
}

const defaults: EnsureChromiumDeps = {
  path: chromiumPath,
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

/** Returns 0 when Chromium is (now) installed, 1 otherwise. */
export function ensureChromium(overrides: Partial<EnsureChromiumDeps> = {}): number {
  const { path, exists, isRoot, run, log, error } = { ...defaults, ...overrides }
  if (exists(path)) return 0
  if (!isRoot) {
    error(`Chromium is missing (${path}). Install it with:\n\n  sudo apt-get install -y chromium\n`)
    return 1
  }
  log(`Chromium is missing (${path}); installing the Debian package.`)
  const install = () => run('apt-get', ['install', '-y', 'chromium'])
  // A fresh machine has no package lists yet: update once if the first attempt fails.
  if (install() !== 0 && (run('apt-get', ['update']) !== 0 || install() !== 0)) {
    error('apt-get could not install chromium.')
    return 1
  }
  if (!exists(path)) {
    error(`chromium was installed but ${path} does not exist.`)
    return 1
  }
  return 0
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exit(ensureChromium())
