// What a module pulls in before anything runs: its static (non-type) imports, followed through the
// plugin's own files. The plugins' bundle tests use it to keep heavy packages out of a page's start.
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

/** Runtime (non-type) static imports of a module: `import x from`, `import { a } from`, `export { a } from`, `import 'x'`. */
export function staticImports(source: string): string[] {
  const specifiers: string[] = []
  for (const match of source.matchAll(/^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/gm)) {
    const [, , typeOnly, clause, specifier] = match
    if (typeOnly || /^\{\s*(type\s+\w+\s*,?\s*)+\}$/.test(clause!.trim())) continue
    specifiers.push(specifier!)
  }
  for (const match of source.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) specifiers.push(match[1]!)
  return specifiers
}

/** The files (relative to `root`) and the packages reached from `entry` by static imports alone. */
export function staticGraph(entry: string, root: string): { files: string[]; packages: string[] } {
  const files = new Set<string>()
  const packages = new Set<string>()
  const visit = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier))
      else packages.add(specifier)
    }
  }
  visit(entry)
  return { files: [...files].map((f) => f.slice(root.length + 1)).sort(), packages: [...packages].sort() }
}

/**
 * What an app's bundler resolves from `entry`: static imports and `import("…")` alike (a bundler
 * resolves both at build time, so a package named in either must be installed for the build to pass).
 */
export function bundlerGraph(entry: string, root: string): { files: string[]; packages: string[] } {
  const files = new Set<string>()
  const packages = new Set<string>()
  const visit = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    const source = readFileSync(file, 'utf8')
    const dynamic = [...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]!)
    for (const specifier of [...staticImports(source), ...dynamic]) {
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier))
      else packages.add(specifier)
    }
  }
  visit(entry)
  return { files: [...files].map((f) => f.slice(root.length + 1)).sort(), packages: [...packages].sort() }
}
