// `npm run build`: the library build (tsdown on Rolldown). ESM and bundled .d.ts per entry point in
// dist/. Every `import()` in the source stays a dynamic import in dist/ (code splitting), so the
// consumer's bundler splits the kernel, the modal, the views, the sign-client and viem again. The
// entry points are the one list of scripts/build/entry-points.ts.
import { defineConfig } from 'tsdown'
import { ENTRY_POINTS } from './scripts/build/entry-points.ts'
import { tailwindInline } from './scripts/build/tailwind-inline.ts'

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
  alias: { portico: new URL('./kernel/index.ts', import.meta.url).pathname },
  plugins: [tailwindInline()],
  outputOptions: {
    // Next.js App Router: the React entry's components and hooks may be used from a server component's
    // tree (they render on the server, then hydrate), as RainbowKit's and AppKit's are.
    // The first bundle of an app holds whole dist chunks: a function an app calls before the modal
    // opens (defineNetwork, in the app's own module) must not share a chunk with code only the lazy
    // views use, or that code loads before the first open too.
    codeSplitting: { groups: [{ name: 'define-network', test: /kernel[\\/]network[\\/]network\.ts$/ }] },
    banner: (chunk) => (chunk.isEntry && chunk.name === 'react' && chunk.fileName.endsWith('.js') ? "'use client';" : ''),
  },
  inputOptions: {
    // `new URL('./fonts/x.woff2', import.meta.url)` → an emitted asset with a hashed name.
    experimental: { resolveNewUrlToAsset: true },
  },
  deps: { neverBundle: [/^node:/, /^@walletconnect\//] },
  report: false,
})
