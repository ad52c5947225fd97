// The README's React quickstart as a machine follows it: the packages its `npm install` line adds,
// and the files its code blocks name on their first line (`// src/App.tsx`), read from README.md's
// own text so the test that builds an app from them checks exactly what a reader is told.
import { snippetsOf } from './snippets.ts'

export const QUICKSTART_HEADING = '## Quickstart: React'

export interface Quickstart {
  /** The packages of the section's `npm install` line, in order. */
  packages: string[]
  /** File path → contents, for every block whose first line is `// <path>` or `// <path>, <variant>`. */
  files: Record<string, { variant?: string; code: string }[]>
}

/** The text of the README's React quickstart section. */
export function quickstartSection(readme: string): string {
  const start = readme.indexOf(`${QUICKSTART_HEADING}\n`)
  if (start < 0) throw new Error(`README.md has no "${QUICKSTART_HEADING}" section`)
  const end = readme.indexOf('\n## ', start + QUICKSTART_HEADING.length)
  return readme.slice(start, end < 0 ? undefined : end)
}

export function readQuickstart(readme: string): Quickstart {
  const section = quickstartSection(readme)
  const install = /^npm install (.+)$/m.exec(section)
  if (!install) throw new Error('the quickstart has no `npm install` line')
  const files: Quickstart['files'] = {}
  for (const snippet of snippetsOf(section, 'README.md')) {
    const first = /^\/\/ ([\w./-]+\.tsx?)(?:, (.+))?$/.exec(snippet.code.split('\n')[0] ?? '')
    if (!first) continue
    ;(files[first[1]!] ??= []).push({ variant: first[2], code: snippet.code })
  }
  return { packages: install[1]!.trim().split(/\s+/), files }
}
