// The JS a built Vite app's page loads before any click: its index.html's module scripts and every
// chunk they import statically (not import()), read from the build output. Bytes do not jitter, so
// what is measured from the files is exact (the bench's browser figures agree with it).
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/** The entry modules and every chunk they import statically, file (relative to `outDir`) → code. */
export async function initialChunks(outDir: string): Promise<Map<string, string>> {
  const html = await readFile(join(outDir, 'index.html'), 'utf8')
  const entries = [...html.matchAll(/<script type="module"[^>]*src="\/([^"]+)"/g)].map((m) => m[1]!)
  const seen = new Map<string, string>()
  const visit = async (file: string) => {
    if (seen.has(file)) return
    const code = await readFile(join(outDir, file), 'utf8')
    seen.set(file, code)
    // Static imports only: `import ... from "./x.js"` and bare `import "./x.js"`, not import().
    for (const m of code.matchAll(/(?:^|[;}\n])\s*import\s*(?:[^"'()]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) {
      await visit(join(file, '..', m[1]!))
    }
  }
  for (const entry of entries) await visit(entry)
  return seen
}

/** gzip -9 bytes of each chunk, as the bench counts a script. */
export const gzipSizes = (chunks: Map<string, string>) => [...chunks].map(([file, code]) => ({ file, gzipBytes: gzipSync(code, { level: 9 }).byteLength }))
