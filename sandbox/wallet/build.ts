import { fileURLToPath } from 'node:url'
import { buildSandboxPage, sandboxBuildDir } from '../vite-build.ts'

const entry = fileURLToPath(new URL('./inject.ts', import.meta.url))
/** `.sandbox/wallet-<key>/`: one build per running sandbox. */
export const walletOutDir = (key: string | number) => sandboxBuildDir('wallet', key)

/** Builds the Sandbox Wallet into one self-contained IIFE: `<outDir>/inject.js`. */
export async function buildWalletScript(outDir: string): Promise<string> {
  await buildSandboxPage({
    root: fileURLToPath(new URL('.', import.meta.url)),
    build: {
      lib: { entry, name: 'PorticoSandboxWallet', formats: ['iife'], fileName: () => 'inject.js' },
      outDir,
      emptyOutDir: true,
      minify: true,
      reportCompressedSize: false,
    },
  })
  return `${outDir.replace(/\/$/, '')}/inject.js`
}
