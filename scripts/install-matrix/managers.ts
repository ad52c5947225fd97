// The package managers a cell installs with, as a user runs them: each from the npm registry at its
// current major (npx fetches it once; the npm cache serves it after), never with --force.
export type ManagerName = 'npm' | 'pnpm' | 'yarn' | 'bun'

export type Manager = {
  name: ManagerName
  /** The command and its first arguments: the manager itself. */
  command: [string, ...string[]]
  /** Installs what the app's package.json lists (no lockfile: the newest versions its ranges allow). */
  install: string[]
  /** Adds packages (`name@range`, or a tarball's path) to the app. */
  add: (packages: readonly string[], legacyPeerDeps?: boolean) => string[]
  /** Files the manager reads from the app's folder, written before the first install. */
  config?: Record<string, string>
}

// The registry's own address: the others' defaults (registry.yarnpkg.com) may be unreachable here.
const REGISTRY = 'https://registry.npmjs.org'
const quiet = ['--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error']

export const managers: Record<ManagerName, Manager> = {
  npm: {
    name: 'npm',
    command: ['npm'],
    install: ['install', ...quiet],
    add: (packages, legacy) => ['install', ...quiet, ...(legacy ? ['--legacy-peer-deps'] : []), ...packages],
  },
  pnpm: {
    name: 'pnpm',
    command: ['npx', '--yes', 'pnpm@10'],
    install: ['install', '--prefer-offline', '--reporter=append-only'],
    add: (packages) => ['add', '--prefer-offline', '--reporter=append-only', ...packages],
  },
  yarn: {
    name: 'yarn',
    command: ['npx', '--yes', '--package=@yarnpkg/cli-dist@4', 'yarn'],
    install: ['install'],
    add: (packages) => ['add', ...packages.map((p) => (p.endsWith('.tgz') ? `portico@file:${p}` : p))],
    // node_modules, not Plug'n'Play: tsc resolves no PnP imports without Yarn's SDK patch.
    config: { '.yarnrc.yml': `nodeLinker: node-modules\nnpmRegistryServer: "${REGISTRY}"\nenableTelemetry: false\n`, 'yarn.lock': '' },
  },
  bun: {
    name: 'bun',
    command: ['npx', '--yes', 'bun@1'],
    install: ['install'],
    add: (packages) => ['add', ...packages],
  },
}
