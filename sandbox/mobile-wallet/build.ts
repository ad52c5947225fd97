import { fileURLToPath } from 'node:url'
import { build } from 'vite'

/** `.sandbox/mobile-wallet-<key>/`: one build per running sandbox (keyed by its port), so two never overwrite each other's files. */
export const mobileWalletOutDir = (key: string | number) => fileURLToPath(new URL(`../../.sandbox/mobile-wallet-${key}/`, import.meta.url))

/** Builds the Sandbox Mobile Wallet page (base `/mobile/`) into `outDir`. */
export async function buildMobileWallet(outDir: string): Promise<string> {
  // vite build sets process.env.NODE_ENV=production when unset: put it back afterwards (see wallet/build.ts).
  const nodeEnv = process.env.NODE_ENV
  try {
    await build({
      configFile: false,
      logLevel: 'warn',
      root: fileURLToPath(new URL('.', import.meta.url)),
      base: '/mobile/',
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: { outDir, emptyOutDir: true, reportCompressedSize: false, chunkSizeWarningLimit: 4096 },
    })
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
  return outDir
}
