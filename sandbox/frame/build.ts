import { fileURLToPath } from 'node:url'
import { buildSandboxPage, sandboxBuildDir } from '../vite-build.ts'

const entry = fileURLToPath(new URL('./frame.ts', import.meta.url))
/** `.sandbox/frame-<key>/`: one build per running sandbox. */
export const frameOutDir = (key: string | number) => sandboxBuildDir('frame', key)

/** Builds the frame page's script into one self-contained IIFE: `<outDir>/frame.js`. */
export async function buildFrameScript(outDir: string): Promise<string> {
  await buildSandboxPage({
    root: fileURLToPath(new URL('.', import.meta.url)),
    build: {
      lib: { entry, name: 'PorticoSandboxFrame', formats: ['iife'], fileName: () => 'frame.js' },
      outDir,
      emptyOutDir: true,
      minify: true,
      reportCompressedSize: false,
    },
  })
  return `${outDir.replace(/\/$/, '')}/frame.js`
}
