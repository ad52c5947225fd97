// What the packed package's files import, and which of those imports a consumer could not resolve:
// a bare package that neither `dependencies` nor `peerDependencies` lists (Node's built-ins aside,
// which only the Node-side `portico/testing` uses), or a bundler-specific import.
import { readdir, readFile } from 'node:fs/promises'
import { builtinModules } from 'node:module'
import { join, relative } from 'node:path'
import ts from 'typescript'

export type ShippedImport = { file: string; specifier: string }

/**
 * Every import (static, dynamic, re-export, `import()` type) of every file under `dir` that
 * `include` takes (its path relative to `dir`); by default the .js and .d.ts files of a build.
 */
export async function shippedImports(dir: string, include: (path: string) => boolean = (path) => /\.(m?js|d\.m?ts)$/.test(path)): Promise<ShippedImport[]> {
  const found: ShippedImport[] = []
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name)
    if (!entry.isFile() || !include(relative(dir, path))) continue
    const { importedFiles } = ts.preProcessFile(await readFile(path, 'utf8'), true, true)
    for (const { fileName } of importedFiles) found.push({ file: relative(dir, path), specifier: fileName })
  }
  return found
}

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`; a relative path or URL → undefined. */
export function packageOf(specifier: string): string | undefined {
  if (/^(\.|\/|[a-z]+:)/i.test(specifier)) return undefined
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
}

const BUNDLER_SPECIFIC = /\?(inline|url|raw|worker|sharedworker)\b|^virtual:|^~/

export type PackageManifest = { name: string; dependencies?: Record<string, string>; peerDependencies?: Record<string, string> }

/** The imports a consumer of `manifest` could not resolve, each with the reason. */
export function unresolvableImports(imports: ShippedImport[], manifest: PackageManifest): (ShippedImport & { reason: string })[] {
  const declared = new Set([manifest.name, ...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})])
  const builtins = new Set(builtinModules)
  return imports.flatMap((i) => {
    if (BUNDLER_SPECIFIC.test(i.specifier)) return [{ ...i, reason: 'bundler-specific import' }]
    if (i.specifier.startsWith('node:')) return []
    const name = packageOf(i.specifier)
    if (name === undefined || declared.has(name)) return []
    if (builtins.has(name)) return [{ ...i, reason: 'Node built-in without the node: prefix' }]
    return [{ ...i, reason: `'${name}' is not in dependencies or peerDependencies` }]
  })
}
