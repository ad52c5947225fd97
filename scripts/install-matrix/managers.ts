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
  /** Fields added to the app's package.json before the first install. */
  packageJson?: Record<string, unknown>
}

// vite 8.4 lists a Windows-only optional dependency that the registry this runs against answers 404
// for. npm, pnpm and Bun skip a missing optional dependency; Yarn fails the whole resolution (its
// lockfile covers every platform). The Yarn cells resolve it to an empty local package instead.
const WINDOWS_ONLY_MISSING = 'napi-windows-process-start-time'

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
    // a CI environment (CI=true) makes a lockfile compulsory; a cell has none on purpose
    install: ['install', '--prefer-offline', '--no-frozen-lockfile', '--reporter=append-only'],
    add: (packages) => ['add', '--prefer-offline', '--reporter=append-only', ...packages],
  },
  yarn: {
    name: 'yarn',
    command: ['npx', '--yes', '--package=@yarnpkg/cli-dist@4', 'yarn'],
    install: ['install'],
    add: (packages) => ['add', ...packages.map((p) => (p.endsWith('.tgz') ? `portico@file:${p}` : p))],
    // node_modules, not Plug'n'Play: tsc resolves no PnP imports without Yarn's SDK patch.
    config: {
      '.yarnrc.yml': `nodeLinker: node-modules\nnpmRegistryServer: "${REGISTRY}"\nenableTelemetry: false\nenableImmutableInstalls: false\n`,
      'yarn.lock': '',
      [`stubs/${WINDOWS_ONLY_MISSING}/package.json`]: `${JSON.stringify({ name: WINDOWS_ONLY_MISSING, version: '0.0.0' })}\n`,
    },
    packageJson: { resolutions: { [WINDOWS_ONLY_MISSING]: `file:./stubs/${WINDOWS_ONLY_MISSING}` } },
  },
  bun: {
    name: 'bun',
    command: ['npx', '--yes', 'bun@1'],
    install: ['install'],
    add: (packages) => ['add', ...packages],
  },
}
