// The product's source files: what ships in the package (kernel, plugins, ui, server), without the
// tests and the test-support folders beside them.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'

export const PRODUCT_FOLDERS = ['kernel', 'plugins', 'ui', 'server'] as const

const isTestFile = (path: string) => /\.test\.tsx?$/.test(path) || /(^|\/)test-support\//.test(path)

/** Paths relative to `root`, sorted, of every non-test .ts/.tsx file under `folders`. */
export function productFiles(root: string, folders: readonly string[] = PRODUCT_FOLDERS): string[] {
  const out: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue
      const path = `${dir}/${entry.name}`
      if (entry.isDirectory()) walk(path)
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !isTestFile(path)) out.push(path)
    }
  }
  for (const folder of folders) walk(folder)
  return out.sort()
}
