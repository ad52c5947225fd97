// The package's entry points, in one list: the name tsdown builds (`dist/<name>.js`), its import
// specifier (`portico`, `portico/<name>`) and its source file. tsdown, the vitest aliases and the
// playground's aliases are made from it; package.json "exports" and tsconfig.json "paths" (JSON,
// which cannot import) are checked against it by entry-points.test.ts. Adding an entry point is one
// line here, then the two JSON files the test names.
export const ENTRY_POINTS = {
  index: 'kernel/index.ts',
  react: 'ui/index.ts',
  wagmi: 'ui/wagmi/index.ts',
  'plugins/evm': 'plugins/evm/index.ts',
  'plugins/walletconnect': 'plugins/walletconnect/index.ts',
  'plugins/solana': 'plugins/solana/index.ts',
  'plugins/siwx': 'plugins/siwx/index.ts',
  'plugins/receive': 'plugins/receive/index.ts',
  'plugins/embedded-wallet': 'plugins/embedded-wallet/index.ts',
  'plugins/send': 'plugins/send/index.ts',
  'plugins/swap': 'plugins/swap/index.ts',
  'plugins/onramp': 'plugins/onramp/index.ts',
  'plugins/pay': 'plugins/pay/index.ts',
  'plugins/history': 'plugins/history/index.ts',
  'plugins/names': 'plugins/names/index.ts',
  testing: 'testing/index.ts',
  server: 'server/index.ts',
} as const

export type EntryName = keyof typeof ENTRY_POINTS

/** How an app imports the entry: `portico` for index, else `portico/<name>`. */
export const specifierOf = (name: string) => (name === 'index' ? 'portico' : `portico/${name}`)

/** The package.json "exports" key of the entry: `.` for index, else `./<name>`. */
export const exportKeyOf = (name: string) => (name === 'index' ? '.' : `./${name}`)

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')

/** Vite/vitest aliases: each specifier, matched exactly, to its source file as `resolve` turns a repository path. */
export function entryAliases(resolve: (repositoryPath: string) => string): { find: RegExp; replacement: string }[] {
  return Object.entries(ENTRY_POINTS).map(([name, file]) => ({ find: new RegExp(`^${escapeRegExp(specifierOf(name))}$`), replacement: resolve(file) }))
}
