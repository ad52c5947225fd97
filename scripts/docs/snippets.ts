// The TypeScript code blocks of the docs (```ts and ```tsx), to be type-checked against the packed
// package. A block marked `no-check` in its info string (```ts no-check) is an intentional fragment
// (a type's shape, a few lines out of a larger file) and is left out.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

export interface Snippet {
  /** The markdown file, relative to the root given. */
  file: string
  /** The block's first line in that file (1-based). */
  line: number
  lang: 'ts' | 'tsx'
  code: string
}

/** The markdown files of the docs site and the README. */
export function markdownFiles(root: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir)).flatMap((name) => {
      const path = join(dir, name)
      if (name.startsWith('.') || name === 'node_modules') return []
      if (statSync(join(root, path)).isDirectory()) return walk(path)
      return name.endsWith('.md') ? [path] : []
    })
  return ['README.md', ...walk('docs')]
}

/** The ```ts / ```tsx blocks of one markdown text, without those marked no-check. */
export function snippetsOf(markdown: string, file: string): Snippet[] {
  const out: Snippet[] = []
  const lines = markdown.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)```(ts|tsx|typescript)\b(.*)$/.exec(lines[i]!)
    if (!open) continue
    const indent = open[1]!.length
    const end = lines.findIndex((line, j) => j > i && line.trim() === '```')
    if (end < 0) throw new Error(`${file}:${i + 1}: a code block that never closes`)
    if (!/\bno-check\b/.test(open[3]!)) {
      const code = lines
        .slice(i + 1, end)
        .map((line) => line.slice(Math.min(indent, line.length - line.trimStart().length)))
        .join('\n')
      out.push({ file, line: i + 1, lang: open[2] === 'tsx' ? 'tsx' : 'ts', code })
    }
    i = end
  }
  return out
}

export function allSnippets(root: string): Snippet[] {
  return markdownFiles(root).flatMap((file) => snippetsOf(readFileSync(join(root, file), 'utf8'), relative(root, join(root, file))))
}
