// What the reference pages must cover, read from the code itself: the runtime exports of every
// entry point, the keys of createAppKit's options type (through the TypeScript compiler), the
// feature flags, and the PorticoError codes the source raises.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { REPO_ROOT } from './entry-points.ts'

/** The property names of an exported type (an interface or an intersection), as the compiler sees it. */
export function typeKeys(file: string, typeName: string, root = REPO_ROOT): string[] {
  const configPath = join(root, 'tsconfig.json')
  const config = ts.readConfigFile(configPath, ts.sys.readFile)
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root)
  const program = ts.createProgram([join(root, file)], parsed.options)
  const checker = program.getTypeChecker()
  const source = program.getSourceFile(join(root, file))
  if (!source) throw new Error(`${file} is not in the program`)
  const moduleSymbol = checker.getSymbolAtLocation(source)
  const symbol = moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((s) => s.name === typeName)
  if (!symbol) throw new Error(`${file} does not export ${typeName}`)
  const type = checker.getDeclaredTypeOfSymbol(symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol)
  return checker.getPropertiesOfType(type).map((p) => p.name)
}

function sourceFiles(dir: string, root: string): string[] {
  const out: string[] = []
  for (const name of readdirSync(join(root, dir))) {
    const path = join(dir, name)
    if (name === 'node_modules' || name === 'dist' || name === 'e2e' || name === 'test-support') continue
    if (statSync(join(root, path)).isDirectory()) out.push(...sourceFiles(path, root))
    else if (/\.tsx?$/.test(name) && !/\.(test|fuzz\.test)\.tsx?$/.test(name)) out.push(path)
  }
  return out
}

/** Every code the shipped source gives a PorticoError (`new PorticoError('CODE', …)`, or a subclass's `super('CODE', …)`). */
export function porticoErrorCodes(root = REPO_ROOT): string[] {
  const codes = new Set<string>()
  for (const dir of ['kernel', 'plugins', 'ui']) {
    for (const file of sourceFiles(dir, root)) {
      const text = readFileSync(join(root, file), 'utf8')
      for (const m of text.matchAll(/new PorticoError\(\s*'([A-Z0-9_]+)'/g)) codes.add(m[1]!)
      if (/extends PorticoError/.test(text)) for (const m of text.matchAll(/super\(\s*'([A-Z0-9_]+)'/g)) codes.add(m[1]!)
    }
  }
  return [...codes].sort()
}

/** The markdown of the `## <heading>` section of a page, up to the next `## `. */
export function section(markdown: string, heading: string): string | undefined {
  const lines = markdown.split('\n')
  const start = lines.findIndex((line) => line.replace(/^##\s+/, '').replace(/`/g, '').trim() === heading && line.startsWith('## '))
  if (start < 0) return undefined
  const end = lines.findIndex((line, i) => i > start && line.startsWith('## '))
  return lines.slice(start, end < 0 ? undefined : end).join('\n')
}

/** The `## `-level headings of a page, backticks dropped. */
export function headings(markdown: string): string[] {
  return [...markdown.matchAll(/^##\s+(.+)$/gm)].map((m) => m[1]!.replace(/`/g, '').trim())
}

/**
 * Every view name the shipped source declares: the keys of each `interface ViewData` (the core's and
 * every plugin's declaration merging) and every view a plugin or the core registers with a lazy
 * `Name: () => import(…)`.
 */
export function viewNames(root = REPO_ROOT): string[] {
  const names = new Set<string>()
  for (const dir of ['kernel', 'plugins', 'ui']) {
    for (const file of sourceFiles(dir, root)) {
      const text = readFileSync(join(root, file), 'utf8')
      for (const block of text.matchAll(/interface ViewData \{\n([\s\S]*?)\n\s*\}/g)) {
        for (const m of block[1]!.matchAll(/^\s+([A-Z][A-Za-z]+)\??:/gm)) names.add(m[1]!)
      }
      for (const m of text.matchAll(/\b([A-Z][A-Za-z]+): \(\) => import\(/g)) names.add(m[1]!)
    }
  }
  return [...names].sort()
}
