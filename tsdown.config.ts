// `npm run build`: the library build (tsdown on Rolldown). ESM and bundled .d.ts per entry point in
// dist/. Every `import()` in the source stays a dynamic import in dist/ (code splitting), so the
// consumer's bundler splits the kernel, the modal, the views, the sign-client and viem again.
import { defineConfig } from 'tsdown'
import { tailwindInline } from './scripts/build/tailwind-inline.ts'

export const ENTRY_POINTS = {
  index: 'kernel/index.ts',
  react: 'ui/index.ts',
  wagmi: 'ui/wagmi/index.ts',
  'plugins/evm': 'plugins/evm/index.ts',
  'plugins/walletconnect': 'plugins/walletconnect/index.ts',
  'plugins/solana': 'plugins/solana/index.ts',
  'plugins/siwx': 'plugins/siwx/index.ts',
  'plugins/receive': 'plugins/receive/index.ts',
  'plugins/embedded-wallet': 'plugins/embedded-wallet/index.ts',
  'plugins/send': 'plugins/send/index.ts',
  'plugins/swap': 'plugins/swap/index.ts',
  'plugins/onramp': 'plugins/onramp/index.ts',
  'plugins/pay': 'plugins/pay/index.ts',
  'plugins/history': 'plugins/history/index.ts',
  'plugins/names': 'plugins/names/index.ts',
  testing: 'testing/index.ts',
  server: 'server/index.ts',
} as const

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
    banner: (chunk) => (chunk.isEntry && chunk.name === 'react' && chunk.fileName.endsWith('.js') ? "'use client';" : ''),
  },
  inputOptions: {
    // `new URL('./fonts/x.woff2', import.meta.url)` → an emitted asset with a hashed name.
    experimental: { resolveNewUrlToAsset: true },
  },
  deps: { neverBundle: [/^node:/, /^@walletconnect\//] },
  report: false,
})
