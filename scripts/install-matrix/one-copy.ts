// How many copies of a package an installed app would bundle: every installed package that imports it
// (lists it as a dependency or peer) resolves it the way Node and the bundlers do, from its own real
// folder upwards; each distinct folder found is a copy. Works for npm's and yarn's hoisted trees and
// for pnpm's symlinked store alike (a store entry's real path is where its imports resolve from).
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs'
import { dirname, join } from 'node:path'

type Manifest = { name?: string; version?: string; dependencies?: Record<string, string>; peerDependencies?: Record<string, string> }

export type Copy = { dir: string; version: string; importers: string[] }

function readManifest(dir: string): Manifest | undefined {
  try {
    return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest
  } catch {
    return undefined
  }
}

/** The package folders directly inside a node_modules folder (scoped ones included), as real paths. */
function packagesIn(nodeModules: string): string[] {
  if (!existsSync(nodeModules)) return []
  const found: string[] = []
  for (const entry of readdirSync(nodeModules, { withFileTypes: true })) {
    if (entry.name.startsWith('.') && entry.name !== '.pnpm') continue
    const path = join(nodeModules, entry.name)
    if (entry.name === '.pnpm') {
      // pnpm's store: .pnpm/<name>@<version>…/node_modules/<packages>
      for (const stored of readdirSync(path, { withFileTypes: true })) if (stored.isDirectory() && stored.name !== 'node_modules') found.push(...packagesIn(join(path, stored.name, 'node_modules')))
    } else if (entry.name.startsWith('@')) {
      for (const scoped of readdirSync(path)) found.push(join(path, scoped))
    } else found.push(path)
  }
  return found.flatMap((dir) => {
    try {
      return [realpathSync(dir)]
    } catch {
      return [] // a dangling link
    }
  })
}

/** Every installed package folder of the app (real paths, each once), the app itself first. */
export function installedPackages(appDir: string): string[] {
  const seen = new Set<string>([realpathSync(appDir)])
  const queue = [...seen]
  while (queue.length) {
    const dir = queue.shift()!
    for (const pkg of packagesIn(join(dir, 'node_modules'))) {
      if (seen.has(pkg) || !existsSync(join(pkg, 'package.json'))) continue
      seen.add(pkg)
      queue.push(pkg)
    }
  }
  return [...seen]
}

/** Where `name` resolves from `dir`: the first node_modules/<name> on the way up, as a real path. */
export function resolvePackage(name: string, dir: string): string | undefined {
  for (let at = dir; ; at = dirname(at)) {
    const candidate = join(at, 'node_modules', name)
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate)
    if (dirname(at) === at) return undefined
  }
}

/**
 * The copies of `name` that the app's packages import; with `importers`, only those packages (by
 * name) and the app itself (the first of `packages`) count.
 */
export function copiesOf(name: string, packages: readonly string[], importers?: ReadonlySet<string>): Copy[] {
  const copies = new Map<string, Copy>()
  for (const [index, dir] of packages.entries()) {
    const manifest = readManifest(dir)
    if (!manifest || !(name in (manifest.dependencies ?? {}) || name in (manifest.peerDependencies ?? {}))) continue
    if (importers && index > 0 && !importers.has(manifest.name ?? '')) continue
    const target = resolvePackage(name, dir)
    if (!target) continue // an optional peer nobody installed
    const copy = copies.get(target) ?? { dir: target, version: readManifest(target)?.version ?? '?', importers: [] }
    copy.importers.push(manifest.name ?? dir)
    copies.set(target, copy)
  }
  return [...copies.values()]
}

/**
 * A sentence per package of `names` that the app does not have exactly once: none imported, or
 * several copies, each with its version and (some of) the packages that import it. `importers`
 * limits whose imports count (see copiesOf).
 */
export function notOneCopy(appDir: string, names: readonly string[], importers?: ReadonlySet<string>): string[] {
  const packages = installedPackages(appDir)
  return names.flatMap((name) => {
    const copies = copiesOf(name, packages, importers)
    if (copies.length === 1) return []
    if (copies.length === 0) return [`no copy of ${name}`]
    const where = (c: Copy) => `${c.version} (for ${c.importers.slice(0, 3).join(', ')}${c.importers.length > 3 ? ', …' : ''})`
    return [`${copies.length} copies of ${name}: ${copies.map(where).join('; ')}`]
  })
}
