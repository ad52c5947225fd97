import { fileURLToPath } from 'node:url'
import { buildSandboxPage, sandboxBuildDir } from '../vite-build.ts'

/** `.sandbox/mobile-wallet-<key>/`: one build per running sandbox. */
export const mobileWalletOutDir = (key: string | number) => sandboxBuildDir('mobile-wallet', key)

/** Builds the Sandbox Mobile Wallet page (base `/mobile/`) into `outDir`. */
export async function buildMobileWallet(outDir: string): Promise<string> {
  await buildSandboxPage({
    root: fileURLToPath(new URL('.', import.meta.url)),
    base: '/mobile/',
    build: { outDir, emptyOutDir: true, reportCompressedSize: false, chunkSizeWarningLimit: 4096 },
  })
  return outDir
}
