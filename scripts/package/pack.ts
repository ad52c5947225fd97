// The packed tarball, made once per `npm test`: scripts/test.ts packs it first and passes its path
// to every later step in PORTICO_TARBALL (the package checks and the examples install that file).
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url))
export const PACK_DIR = join(REPO_ROOT, '.pack')

/** `npm pack` (whose prepack runs the library build) into `destination`; the tarball's path. */
export async function packTarball(destination: string = PACK_DIR): Promise<string> {
  await mkdir(destination, { recursive: true })
  // asynchronous: npm test typechecks and builds the docs meanwhile
  const child = promisify(execFile)('npm', ['pack', '--json', '--pack-destination', destination], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  child.child.stderr?.pipe(process.stderr)
  const { stdout: out } = await child
  // npm prints the prepack script's own output before the JSON on stdout
  const [{ filename }] = JSON.parse(out.slice(out.indexOf('[\n'))) as [{ filename: string }]
  return resolve(destination, filename)
}

/** The tarball of this run (PORTICO_TARBALL) or, when a single test runs alone, a fresh one. */
export async function testTarball(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const given = env.PORTICO_TARBALL
  if (given && existsSync(given)) return given
  return packTarball()
}
