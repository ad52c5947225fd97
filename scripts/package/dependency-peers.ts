// The required peers of the packages a manifest's dependencies pull in that nothing provides: a
// package manager that installs no peers of dependencies (npm --legacy-peer-deps, Yarn) leaves them
// out, and the app's build then fails on an import inside node_modules. A peer counts as provided
// when the manifest itself or a package on the way to the one that needs it lists it.
export type DependencyManifest = {
  name: string
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  peerDependenciesMeta?: Record<string, { optional?: boolean }>
}

export type UnprovidedPeer = { peer: string; of: string; path: string[] }

/** `read(name, path)`: the manifest of `name` as installed for the package at the end of `path`, if installed. */
export function unprovidedPeers(root: DependencyManifest, read: (name: string, path: readonly string[]) => DependencyManifest | undefined): UnprovidedPeer[] {
  const found: UnprovidedPeer[] = []
  const visited = new Set<string>()
  const visit = (manifest: DependencyManifest, path: string[], provided: ReadonlySet<string>) => {
    for (const name of Object.keys(manifest.dependencies ?? {})) {
      const child = read(name, path)
      if (!child) continue
      const here = [...path, name]
      for (const peer of Object.keys(child.peerDependencies ?? {})) {
        if (child.peerDependenciesMeta?.[peer]?.optional) continue
        if (!provided.has(peer) && !(peer in (child.dependencies ?? {}))) found.push({ peer, of: name, path: here })
      }
      if (visited.has(name)) continue
      visited.add(name)
      visit(child, here, new Set([...provided, ...Object.keys(child.dependencies ?? {})]))
    }
  }
  visit(root, [root.name], new Set([root.name, ...Object.keys(root.dependencies ?? {}), ...Object.keys(root.peerDependencies ?? {})]))
  return found
}
