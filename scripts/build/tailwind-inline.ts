// The library build's one plugin: `import css from './styles.css?inline'` (how the modal's source
// takes its stylesheet, so Vite serves it in the playground and the tests) becomes a JS string of
// CSS compiled by Tailwind's own CLI when Portico is built. The consumer's bundler then sees plain
// JavaScript: no Tailwind, no PostCSS, no `?inline`.
import { execFileSync } from 'node:child_process'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'rolldown'

const SUFFIX = '?inline'
const tailwindCli = fileURLToPath(new URL('../../node_modules/@tailwindcss/cli/dist/index.mjs', import.meta.url))

/** Compiles one Tailwind entry stylesheet (its `@config` and `@source` included), minified. */
export function compileTailwind(file: string): string {
  return execFileSync(process.execPath, [tailwindCli, '--input', file, '--minify'], {
    cwd: dirname(file),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 16 * 1024 * 1024,
  })
}

export function tailwindInline(): Plugin {
  return {
    name: 'portico:tailwind-inline',
    resolveId(source, importer) {
      if (!source.endsWith(`.css${SUFFIX}`) || !importer) return null
      return resolve(dirname(importer), source)
    },
    load(id) {
      if (!id.endsWith(`.css${SUFFIX}`)) return null
      const css = compileTailwind(id.slice(0, -SUFFIX.length))
      if (!css.trim()) throw new Error(`Tailwind compiled ${id} to nothing`)
      return { code: `export default ${JSON.stringify(css)}`, moduleType: 'js' }
    },
  }
}
