// `npm run build`: the library build (tsdown on Rolldown). ESM and bundled .d.ts per entry point in
// dist/. Every `import()` in the source stays a dynamic import in dist/ (code splitting), so the
// consumer's bundler splits the kernel, the modal, the views, the sign-client and viem again. The
// entry points are the one list of scripts/build/entry-points.ts.
import { defineConfig } from 'tsdown'
import { ENTRY_POINTS } from './scripts/build/entry-points.ts'
import { tailwindInline } from './scripts/build/tailwind-inline.ts'
import { firstOpenChunk } from './scripts/build/first-open-chunk.ts'
import { dynamicFacades } from './scripts/build/dynamic-facades.ts'

const here = (path: string) => new URL(path, import.meta.url).pathname
const barrel = here('./kernel/index.ts')
/** The entries an app's page loads at once (not the `portico` barrel itself: an app takes defineNetwork from it, in its own chunk). */
const bootEntries = Object.keys(ENTRY_POINTS).filter((name) => !['index', 'testing', 'server'].includes(name))
const firstOpen = firstOpenChunk({
  // what an open imports: the kernel, the modal, the Connect view
  roots: ['./ui/app-kit/kernel-entry.ts', './ui/app-kit/modal-entry.ts', './ui/views/connect/connect-view.tsx'].map(here),
  bootRoots: [...bootEntries.map((name) => here(`./${ENTRY_POINTS[name as keyof typeof ENTRY_POINTS]}`)), here('./kernel/network/network.ts')],
  apartRoots: ['index', 'testing', 'server'].map((name) => here(`./${ENTRY_POINTS[name as keyof typeof ENTRY_POINTS]}`)),
  barrels: [{ id: barrel, alias: 'portico' }, { id: here('./ui/kit/index.ts') }],
})

export default defineConfig({
  entry: ENTRY_POINTS,
  outDir: 'dist',
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  dts: true,
  clean: true,
  sourcemap: false,
  // The plugins import the kernel as `portico`: in the build that is the same modules, not a second copy.
  alias: { portico: barrel },
  // dynamicFacades: each import() fetches the grouped file itself, not a file re-exporting a few of its names
  plugins: [tailwindInline(), firstOpen.plugin, dynamicFacades()],
  outputOptions: {
    // Next.js App Router: the React entry's components and hooks may be used from a server component's
    // tree (they render on the server, then hydrate), as RainbowKit's and AppKit's are.
    // The first bundle of an app holds whole dist chunks: a function an app calls before the modal
    // opens (defineNetwork, in the app's own module) must not share a chunk with code only the lazy
    // views use, or that code loads before the first open too.
    // The first open's code in one file (scripts/build/first-open-chunk.ts); a group takes only the
    // modules its test names, not their dependencies (which would bring the boot modules in).
    codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: 'define-network', test: /kernel[\\/]network[\\/]network\.ts$/, priority: 2 }, firstOpen.group] },
    banner: (chunk) => (chunk.isEntry && chunk.name === 'react' && chunk.fileName.endsWith('.js') ? "'use client';" : ''),
  },
  inputOptions: {
    // `new URL('./fonts/x.woff2', import.meta.url)` → an emitted asset with a hashed name.
    // chunkOptimization off: it would move a module the first bundle shares with the open into a
    // chunk of the open (scripts/build/first-open-chunk.ts fails the build if one is)
    experimental: { resolveNewUrlToAsset: true, chunkOptimization: false },
  },
  deps: { neverBundle: [/^node:/, /^@walletconnect\//] },
  report: false,
})
