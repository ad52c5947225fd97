// The module graph of the product as TypeScript sees it: every import of a file, runtime or
// type-only, static or `import()`, resolved with tsconfig.json's settings (its `paths` map the
// `portico/*` entry points to their files). Used to find import cycles.
import { readFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import ts from 'typescript'

/** Each file (relative to `root`) and the files among `files` it imports, in source order. */
export function importGraph(root: string, files: readonly string[]): Map<string, string[]> {
  const config = ts.readConfigFile(resolve(root, 'tsconfig.json'), ts.sys.readFile)
  if (config.error) throw new Error(ts.flattenDiagnosticMessageText(config.error.messageText, '\n'))
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root)
  const known = new Set(files)
  const graph = new Map<string, string[]>()
  for (const file of files) {
    const path = resolve(root, file)
    const { importedFiles } = ts.preProcessFile(readFileSync(path, 'utf8'), true, true)
    const targets: string[] = []
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, path, options, ts.sys).resolvedModule
      if (!resolved || resolved.isExternalLibraryImport) continue
      const target = relative(root, resolved.resolvedFileName)
      if (known.has(target) && !targets.includes(target)) targets.push(target)
    }
    graph.set(file, targets)
  }
  return graph
}

/** The strongly connected components with more than one file, or one file importing itself (Tarjan). */
function stronglyConnected(graph: Map<string, string[]>): string[][] {
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const components: string[][] = []
  const connect = (node: string) => {
    index.set(node, counter)
    low.set(node, counter++)
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!))
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      if (component.length > 1 || graph.get(node)?.includes(node)) components.push(component.sort())
    }
  }
  for (const node of graph.keys()) if (!index.has(node)) connect(node)
  return components
}

/** The shortest path of imports from `start` back to `start`, within `members` (breadth first). */
function shortestCycle(graph: Map<string, string[]>, start: string, members: Set<string>): string[] {
  const previous = new Map<string, string>()
  const queue = [start]
  for (let i = 0; i < queue.length; i++) {
    const node = queue[i]!
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue
      if (next === start) {
        const chain = [node]
        while (chain[0] !== start) chain.unshift(previous.get(chain[0]!)!)
        return [...chain, start]
      }
      if (!previous.has(next)) {
        previous.set(next, node)
        queue.push(next)
      }
    }
  }
  return []
}

/**
 * The import cycles, each as a chain of files that ends where it starts: for every file in a
 * cycle, the shortest cycle through it (duplicates left out), so each file shows in one chain at least.
 */
export function importCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = []
  const seen = new Set<string>()
  for (const component of stronglyConnected(graph)) {
    const members = new Set(component)
    const covered = new Set<string>()
    for (const file of component) {
      if (covered.has(file)) continue
      const cycle = shortestCycle(graph, file, members)
      cycle.forEach((f) => covered.add(f))
      // One rotation per cycle: starting at its first file in sort order.
      const ring = cycle.slice(0, -1)
      const first = ring.indexOf([...ring].sort()[0]!)
      const rotated = [...ring.slice(first), ...ring.slice(0, first)]
      const key = rotated.join(' → ')
      if (seen.has(key)) continue
      seen.add(key)
      cycles.push([...rotated, rotated[0]!])
    }
  }
  return cycles
}
