// The library build's rule for the first open: the kernel, the modal and the Connect view, with every
// module of theirs that the page's first bundle does not already hold, ship as ONE dist file; each
// composed plugin's parts (what its load() brings beside the kernel) as one more. An app's bundler
// can merge our files but never split one, and it splits along every import() and every set of
// modules shared between them: left to the default rule, the first open was some fifty small files
// (buttons, icons and the like are shared with the later views) in two waves, which a page served
// over HTTP/1.1 fetches six at a time. The later views import what they share from these files (an
// open always loads them first) and stay files of their own.
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import type { CodeSplittingGroup, Plugin } from 'rolldown'

/** What the rule reads of the module graph (rolldown's module infos). */
export interface ModuleGraph {
  importedIds(id: string): readonly string[]
  /** The module's source text, to see which names it imports from the barrel. */
  code(id: string): string
}

/**
 * A barrel re-exports many modules (the `portico` entry, kernel/index.ts, re-exports the whole
 * kernel; ui/kit/index.ts the plugins' UI kit), yet a module that imports two names from it uses two
 * modules: those names' sources are followed, not the barrel.
 */
export interface Barrel {
  id: string
  /** A bare specifier that names it too (`portico`, the plugins' alias of the kernel). */
  alias?: string
}

/** Whether `specifier`, written in `importer`, names `barrel`. */
const names = (barrel: Barrel, specifier: string, importer: string) =>
  specifier === barrel.alias || (specifier.startsWith('.') && resolve(dirname(importer), specifier) === barrel.id)

/** The value names `code` imports (or re-exports) from a specifier `isBarrel` accepts (type-only ones are erased). */
export function valueImportsFrom(code: string, isBarrel: (specifier: string) => boolean): string[] {
  const found: string[] = []
  for (const m of code.matchAll(/(?:import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    if (m[1] || !isBarrel(m[3]!)) continue
    for (const part of m[2]!.split(',')) {
      const name = part.trim()
      if (!name || name.startsWith('type ')) continue
      found.push(name.split(/\s+as\s+/)[0]!.trim())
    }
  }
  return found
}

/** The barrel's re-exports, name → the file it comes from (resolved against the barrel's folder). */
export function barrelSources(barrelId: string, code: string): Map<string, string> {
  const sources = new Map<string, string>()
  for (const m of code.matchAll(/export\s+(?:\*\s+as\s+(\w+)|\{([^}]*)\})\s*from\s*['"]([^'"]+)['"]/g)) {
    const file = resolve(dirname(barrelId), m[3]!)
    if (m[1]) sources.set(m[1], file)
    for (const part of (m[2] ?? '').split(',')) {
      const name = part.trim()
      if (!name || name.startsWith('type ')) continue
      sources.set(name.split(/\s+as\s+/).pop()!.trim(), file)
    }
  }
  return sources
}

/** Every module `roots` reach through static imports, each barrel followed name by name. */
export function staticClosure(graph: ModuleGraph, roots: readonly string[], barrels: readonly Barrel[]): Set<string> {
  const sources = new Map<string, Map<string, string>>()
  const seen = new Set<string>()
  const queue = [...roots]
  while (queue.length) {
    const id = queue.pop()!
    if (seen.has(id)) continue
    seen.add(id)
    for (const dep of graph.importedIds(id)) {
      const barrel = barrels.find((b) => b.id === dep)
      if (!barrel) {
        queue.push(dep)
        continue
      }
      if (!sources.has(dep)) sources.set(dep, barrelSources(dep, graph.code(dep)))
      for (const name of valueImportsFrom(graph.code(id), (specifier) => names(barrel, specifier, id))) {
        // a name the barrel defines itself: the barrel, and then all of it
        queue.push(sources.get(dep)!.get(name) ?? dep)
      }
    }
  }
  return seen
}

/** The first-open modules: what `roots` reach that `bootRoots` (the page's first bundle) do not. */
export function firstOpenModules(graph: ModuleGraph, roots: readonly string[], bootRoots: readonly string[], barrels: readonly Barrel[]): Set<string> {
  return new Set(firstOpenChunks(graph, { roots, bootRoots, partsRoots: [], barrels }).keys())
}

/** A plugin's parts (what its `load()` imports beside the kernel): `plugins/<name>/<x>-parts.ts` or `-catalogs.ts`. */
export const PLUGIN_PARTS = /[\\/]plugins[\\/]([^\\/]+)[\\/][^\\/]+-(parts|catalogs)\.ts$/

/**
 * Module → the chunk it ships in: FIRST_OPEN_CHUNK for what the open's roots reach; a plugin's parts
 * and what only they reach in `<plugin>-parts` (one file per composed plugin, fetched beside the
 * kernel); what two plugins' parts share, and a plugin's catalog loaders (a few bytes each), in
 * FIRST_OPEN_CHUNK, which every open fetches anyway. The page's first bundle and packages excepted.
 */
export function firstOpenChunks(
  graph: ModuleGraph,
  o: { roots: readonly string[]; bootRoots: readonly string[]; partsRoots: readonly string[]; barrels: readonly Barrel[]; apartRoots?: readonly string[] },
): Map<string, string> {
  const boot = staticClosure(graph, o.bootRoots, o.barrels)
  // what another entry point holds in its own files (the `portico` barrel all of it): in a chunk of the
  // open it would make that entry import the chunk, and with it the open's import()s of optional peers
  const apart = staticClosure(graph, o.apartRoots ?? [], [])
  const ours = (id: string) => !boot.has(id) && !apart.has(id) && !id.includes('/node_modules/')
  const chunks = new Map<string, string>()
  for (const id of staticClosure(graph, o.roots, o.barrels)) if (ours(id)) chunks.set(id, FIRST_OPEN_CHUNK)
  const reachedBy = new Map<string, Set<string>>()
  for (const parts of o.partsRoots) {
    const [, plugin, kind] = PLUGIN_PARTS.exec(parts) ?? []
    if (!plugin) continue
    for (const id of staticClosure(graph, [parts], o.barrels)) {
      if (!ours(id) || chunks.has(id)) continue
      // only the plugin's own modules: a shared one (ui/…) in the parts would make the views that
      // import it reach the parts' import()s of the plugin's optional peer; it goes with the open
      if (kind !== 'catalogs' && !id.includes(`/plugins/${plugin}/`)) {
        chunks.set(id, FIRST_OPEN_CHUNK)
        continue
      }
      if (kind === 'catalogs') chunks.set(id, FIRST_OPEN_CHUNK)
      else reachedBy.set(id, (reachedBy.get(id) ?? new Set()).add(plugin))
    }
  }
  for (const [id, plugins] of reachedBy) if (!chunks.has(id)) chunks.set(id, plugins.size === 1 ? `${[...plugins][0]}-parts` : FIRST_OPEN_CHUNK)
  return chunks
}

export interface FirstOpenChunkOptions {
  /** The modules an open imports with import() (absolute paths). */
  roots: readonly string[]
  /** The modules the page's first bundle starts from (absolute paths): the entries an app loads at once. */
  bootRoots: readonly string[]
  /** The other entry points (absolute paths): none of what they import statically goes in a chunk of the open. */
  apartRoots?: readonly string[]
  barrels: readonly Barrel[]
}

export const FIRST_OPEN_CHUNK = 'first-open'

/** The plugin that reads the graph once it is built, and the chunk group it fills. */
export function firstOpenChunk(o: FirstOpenChunkOptions): { plugin: Plugin; group: CodeSplittingGroup } {
  let chunkOf = new Map<string, string>()
  let boot = new Set<string>()
  const plugin: Plugin = {
    name: 'portico-first-open-chunk',
    buildEnd() {
      const graph: ModuleGraph = {
        importedIds: (id) => this.getModuleInfo(id)?.importedIds ?? [],
        code: (id) => readFileSync(id, 'utf8'),
      }
      const partsRoots = [...this.getModuleIds()].filter((id) => PLUGIN_PARTS.test(id))
      boot = staticClosure(graph, o.bootRoots, o.barrels)
      chunkOf = firstOpenChunks(graph, { roots: o.roots, bootRoots: o.bootRoots, partsRoots, barrels: o.barrels, ...(o.apartRoots ? { apartRoots: o.apartRoots } : {}) })
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []))
      if (chunks.filter((c) => c.name === FIRST_OPEN_CHUNK).length !== 1) this.error(`expected one ${FIRST_OPEN_CHUNK} chunk`)
      // a module of the page's first bundle in a chunk of the open would bring that chunk into it
      const names = new Set(chunkOf.values())
      for (const chunk of chunks.filter((c) => !c.isEntry && names.has(c.name))) {
        const booted = chunk.moduleIds.filter((id) => boot.has(id))
        if (booted.length) this.error(`${chunk.fileName} holds modules of the page's first bundle: ${booted.join(', ')}`)
      }
    },
  }
  // with codeSplitting's includeDependenciesRecursively off: the set is closed already, and following
  // its dependencies would pull back in the boot modules it leaves out
  const group: CodeSplittingGroup = { name: (id) => chunkOf.get(id) ?? null, test: (id) => chunkOf.has(id), priority: 1 }
  return { plugin, group }
}
