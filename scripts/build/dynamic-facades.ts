// The library build's rule for dynamic imports into a grouped chunk: Rolldown gives each import()
// target that a chunk group (the first-open file, a plugin's parts file) took in a file of its own
// that only re-exports a few names of the group's file. An app's bundler keeps each such file, so an
// open fetched one tiny extra script per import() (the kernel, the modal, the Connect view, every
// plugin's parts and catalogs) before the code it names. This rule points each import() at the
// group's file itself and picks the names there, as Rollup does, and drops the re-exporting file.
import { posix } from 'node:path'
import type { OutputBundle, OutputChunk, Plugin } from 'rolldown'

/** A file that only re-exports names of one other file: `import { a as b } from './x.js'; export { b, b as default };`. */
export interface Facade {
  /** The file it re-exports from, relative to the facade's folder ('./x.js'). */
  from: string
  /** Exported name → the name in `from`. */
  names: Map<string, string>
}

const IMPORT = /^import\s*\{([^}]*)\}\s*from\s*"(\.{1,2}\/[^"]+)";?$/
const EXPORT = /^export\s*\{([^}]*)\};?$/

/** The facade `code` is, or undefined when it holds anything else (a statement, a second import). */
export function parseFacade(code: string): Facade | undefined {
  const lines = code
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('//'))
  if (lines.length !== 2) return undefined
  const imported = IMPORT.exec(lines[0]!)
  const exported = EXPORT.exec(lines[1]!)
  if (!imported || !exported) return undefined
  const local = new Map<string, string>() // local name → the name in `from`
  for (const part of imported[1]!.split(',').map((p) => p.trim()).filter(Boolean)) {
    const [name, as = name] = part.split(/\s+as\s+/).map((p) => p.trim())
    local.set(as!, name!)
  }
  const names = new Map<string, string>()
  for (const part of exported[1]!.split(',').map((p) => p.trim()).filter(Boolean)) {
    const [name, as = name] = part.split(/\s+as\s+/).map((p) => p.trim())
    const source = local.get(name!)
    if (source === undefined) return undefined
    names.set(as!, source)
  }
  return names.size ? { from: imported[2]!, names } : undefined
}

const specifierFrom = (importerFile: string, targetFile: string) => {
  const path = posix.relative(posix.dirname(importerFile), targetFile)
  return path.startsWith('.') ? path : `./${path}`
}

const property = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name))

/** `import("<target>")` picking `names` out of the target file's exports, as the facade's namespace. */
export function pickingImport(specifier: string, names: ReadonlyMap<string, string>): string {
  const picked = [...names].map(([as, name]) => `${property(as)}: m${/^[A-Za-z_$][\w$]*$/.test(name) ? `.${name}` : `[${JSON.stringify(name)}]`}`).join(', ')
  return `import(${JSON.stringify(specifier)}).then((m) => ({ ${picked} }))`
}

/**
 * Rewrites `bundle` in place: every facade that no file imports statically and that is no entry of
 * the package goes, and each import() of it becomes a picking import() of the file it re-exports.
 * Returns the facades' file names.
 */
export function collapseDynamicFacades(bundle: OutputBundle): string[] {
  // the script files (the type declarations are files of their own)
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk' && /\.m?js$/.test(c.fileName))
  const staticallyImported = new Set(chunks.flatMap((c) => c.imports))
  const facades = new Map<string, { target: string; names: Map<string, string> }>()
  for (const chunk of chunks) {
    if (chunk.isEntry || !chunk.isDynamicEntry || staticallyImported.has(chunk.fileName)) continue
    const facade = parseFacade(chunk.code)
    if (!facade) continue
    const target = posix.join(posix.dirname(chunk.fileName), facade.from)
    if (!chunks.some((c) => c.fileName === target)) continue
    facades.set(chunk.fileName, { target, names: facade.names })
  }
  for (const chunk of chunks) {
    if (facades.has(chunk.fileName)) continue
    // every import() written in the file (its dynamicImports list may leave some out)
    const code = chunk.code.replace(/\bimport\("(\.{1,2}\/[^"]+)"\)/g, (call, specifier: string) => {
      const facade = facades.get(posix.join(posix.dirname(chunk.fileName), specifier))
      return facade ? pickingImport(specifierFrom(chunk.fileName, facade.target), facade.names) : call
    })
    if (code !== chunk.code) chunk.code = code
  }
  // a facade named anywhere else (a static import, a URL) stays: dropping it would break that file
  for (const file of facades.keys()) {
    const name = posix.basename(file)
    if (chunks.some((c) => c.fileName !== file && c.code.includes(name))) facades.delete(file)
    else delete bundle[file]
  }
  return [...facades.keys()]
}

/** The build plugin: the rewrite once the files are written out in memory. */
export function dynamicFacades(): Plugin {
  return {
    name: 'portico-dynamic-facades',
    generateBundle(_options, bundle) {
      collapseDynamicFacades(bundle)
    },
  }
}
