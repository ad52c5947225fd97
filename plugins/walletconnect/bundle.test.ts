// Nothing of the sign-client may reach the page's first bundle: the entry and the parts import it
// neither statically nor transitively; session.ts imports it only dynamically.
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const here = dirname(fileURLToPath(import.meta.url))

function staticImports(source: string): string[] {
  const specifiers: string[] = []
  for (const match of source.matchAll(/^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/gm)) {
    const [, , typeOnly, clause, specifier] = match
    if (typeOnly || /^\{\s*(type\s+\w+\s*,?\s*)+\}$/.test(clause!.trim())) continue
    specifiers.push(specifier!)
  }
  return specifiers
}

function graph(entry: string) {
  const files = new Set<string>()
  const packages = new Set<string>()
  const visit = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    for (const s of staticImports(readFileSync(file, 'utf8'))) s.startsWith('.') ? visit(resolve(dirname(file), s)) : packages.add(s)
  }
  visit(entry)
  return { files: [...files].map((f) => f.slice(here.length + 1)).sort(), packages: [...packages].sort() }
}

describe('what portico/plugins/walletconnect loads', () => {
  it('at page start: only the plugin object, no rxjs, no sign-client', () => {
    expect(graph(resolve(here, 'index.ts'))).toEqual({ files: ['index.ts', 'walletconnect.ts'], packages: [] })
  })
  it('with the kernel (the parts): no @walletconnect package statically', () => {
    const { packages } = graph(resolve(here, 'walletconnect-parts.ts'))
    expect(packages.filter((p) => p.startsWith('@walletconnect') || p.startsWith('@reown'))).toEqual([])
    expect(readFileSync(resolve(here, 'session.ts'), 'utf8')).toContain("import('@walletconnect/sign-client')")
  })
})
