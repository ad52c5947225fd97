import { fileURLToPath } from 'node:url'
import { build } from 'vite'

const entry = fileURLToPath(new URL('./frame.ts', import.meta.url))
/** `.sandbox/secure-frame-<key>/`: one build per running sandbox (keyed by its port), so two never overwrite each other's files. */
export const frameOutDir = (key: string | number) => fileURLToPath(new URL(`../../.sandbox/secure-frame-${key}/`, import.meta.url))

/** Builds the frame page's script into one self-contained IIFE: `<outDir>/frame.js`. */
export async function buildFrameScript(outDir: string): Promise<string> {
  // vite build sets NODE_ENV=production when unset, which would turn a Vite dev server started
  // later in this process into a production one: put it back afterwards (as sandbox/wallet/build.ts).
  const nodeEnv = process.env.NODE_ENV
  try {
    await build({
      configFile: false,
      logLevel: 'warn',
      root: fileURLToPath(new URL('.', import.meta.url)),
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        lib: { entry, name: 'PorticoSandboxFrame', formats: ['iife'], fileName: () => 'frame.js' },
        outDir,
        emptyOutDir: true,
        minify: true,
        reportCompressedSize: false,
      },
    })
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
  return `${outDir.replace(/\/$/, '')}/frame.js`
}
