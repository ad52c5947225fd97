// The sidebar lists every page under guide/, reference/ and engineering/: the known pages in reading
// order first, then any other page in the folder (pages added later show up without an edit here),
// each titled by its first heading.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export interface SidebarItem {
  text: string
  link: string
}
export interface SidebarGroup {
  text: string
  items: SidebarItem[]
}

/** Reading order of the known pages per folder; a page not named here follows them alphabetically. */
export const ORDER: Record<string, readonly string[]> = {
  guide: [
    'getting-started',
    'installation',
    'wagmi',
    'nextjs',
    'nextjs-wagmi',
    'networks',
    'rpc',
    'wallets',
    'phones',
    'embedded-wallet',
    'sponsored-gas',
    'permissions',
    'multi-wallet',
    'sign-in',
    'solana',
    'account-features',
    'swap',
    'buy',
    'pay',
    'theming',
    'languages',
    'csp',
    'testing',
    'sandbox',
    'production',
    'migrating',
  ],
  reference: ['options', 'features', 'hooks', 'instance', 'views', 'components', 'events', 'errors', 'entry-points', 'theme-variables', 'constants'],
  engineering: ['architecture', 'benchmarks', 'reliability', 'page-loading', 'sandbox', 'repository-tests'],
}

const GROUPS: [folder: string, title: string][] = [
  ['guide', 'Guides'],
  ['reference', 'Reference'],
  ['engineering', 'Engineering'],
]

/** The page's first `# ` heading (or, for a page that only includes another file, that file's), or its file name. */
export function titleOf(markdown: string, fallback: string, dir?: string): string {
  const heading = /^#\s+(.+)$/m.exec(markdown)
  if (heading) return heading[1]!.replace(/`/g, '').trim()
  const include = /<!--@include:\s*(.+?)\s*-->/.exec(markdown)
  if (include && dir) {
    try {
      return titleOf(readFileSync(join(dir, include[1]!), 'utf8'), fallback)
    } catch {
      return fallback
    }
  }
  return fallback
}

/** The pages of `folder` in `docsDir`, known ones first in ORDER, the rest by name. */
export function pagesOf(docsDir: string, folder: string): string[] {
  let files: string[]
  try {
    files = readdirSync(join(docsDir, folder)).filter((f) => f.endsWith('.md') && f !== 'index.md')
  } catch {
    return []
  }
  const names = files.map((f) => f.slice(0, -3))
  const order = ORDER[folder] ?? []
  const known = order.filter((name) => names.includes(name))
  const rest = names.filter((name) => !order.includes(name)).sort()
  return [...known, ...rest]
}

export function sidebar(docsDir: string): SidebarGroup[] {
  return GROUPS.map(([folder, text]) => ({
    text,
    items: pagesOf(docsDir, folder).map((name) => ({
      text: titleOf(readFileSync(join(docsDir, folder, `${name}.md`), 'utf8'), name, join(docsDir, folder)),
      link: `/${folder}/${name}`,
    })),
  })).filter((group) => group.items.length > 0)
}
