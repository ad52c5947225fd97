import { fileURLToPath } from 'node:url'
import { build } from 'vite'

const entry = fileURLToPath(new URL('./inject.ts', import.meta.url))
/** `.sandbox/wallet-<key>/`: one build per running sandbox (keyed by its port), so two never overwrite each other's files. */
export const walletOutDir = (key: string | number) => fileURLToPath(new URL(`../../.sandbox/wallet-${key}/`, import.meta.url))

/** Builds the Sandbox Wallet into one self-contained IIFE: `<outDir>/inject.js`. */
export async function buildWalletScript(outDir: string): Promise<string> {
  // vite build sets process.env.NODE_ENV=production when unset, which would turn a Vite dev
  // server started later in this process into a production one: put it back afterwards.
  const nodeEnv = process.env.NODE_ENV
  try {
    await buildIife(outDir)
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
  return `${outDir.replace(/\/$/, '')}/inject.js`
}

async function buildIife(outDir: string): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'warn',
    root: fileURLToPath(new URL('.', import.meta.url)),
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      lib: { entry, name: 'PorticoSandboxWallet', formats: ['iife'], fileName: () => 'inject.js' },
      outDir,
      emptyOutDir: true,
      minify: true,
      reportCompressedSize: false,
    },
  })
}
