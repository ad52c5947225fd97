// Puts an example where a user would have it: a copy outside the repo (so nothing resolves to the
// repo's node_modules or sources), with the packed tarball installed from its file like any package.
import { cp } from 'node:fs/promises'
import { basename } from 'node:path'
import { run } from './run.ts'

/** What a developer's own runs leave in an example folder; never copied. */
const generated = new Set(['node_modules', 'dist', '.next', 'next-env.d.ts', 'tsconfig.tsbuildinfo', 'package-lock.json'])

export async function copyExample(source: string, destination: string): Promise<void> {
  await cp(source, destination, { recursive: true, filter: (path) => !generated.has(basename(path)) })
}

/**
 * `npm install <tarball>` in the copy: the example's own dependencies from the registry (the npm
 * cache serves them after the first run) plus the tarball.
 */
export async function installExample(dir: string, tarball: string, log: string): Promise<void> {
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', tarball], { cwd: dir, log })
}
