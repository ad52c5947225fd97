// The package's entry points as a reader imports them, and the source module each is built from:
// read from package.json's "exports" and tsconfig.json's "paths", so a new entry point is covered
// without an edit here.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url))

/** `{ 'portico/react': 'ui/index.ts', … }` for every entry in package.json's exports. */
export function entryPoints(root = REPO_ROOT): Record<string, string> {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { name: string; exports: Record<string, unknown> }
  const tsconfig = JSON.parse(readFileSync(join(root, 'tsconfig.json'), 'utf8')) as { compilerOptions: { paths: Record<string, string[]> } }
  const out: Record<string, string> = {}
  for (const key of Object.keys(manifest.exports)) {
    if (key === './package.json') continue
    const name = key === '.' ? manifest.name : `${manifest.name}/${key.slice(2)}`
    const source = tsconfig.compilerOptions.paths[name]?.[0]
    if (!source) throw new Error(`tsconfig.json has no path for the entry point ${name}`)
    out[name] = source.replace(/^\.\//, '')
  }
  return out
}
