// The install matrix's cells: an app as a user has it (its framework's packages installed first,
// then its wallet stack), then portico added as the installation guide says, by one package manager.
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Framework } from '../examples/examples.ts'
import type { ManagerName } from './managers.ts'

export type AppName = 'vite-react' | 'vite-react-18' | 'next' | 'vite-wagmi' | 'vite-wagmi-2' | 'node-server'

export type App = {
  name: AppName
  /** The checked-in app it starts from. */
  template: string
  /** 'node': a backend, compiled by tsc and run by Node (no bundler, no browser). */
  framework: Framework | 'node'
  /** What the app added after its framework's packages, before portico (ranges from its package.json). */
  stack: readonly string[]
  /** Added with the tarball, as the guide's install line has them (ranges from its package.json, or the guide's). */
  withPortico: readonly string[]
  /** A wagmi app: one copy of react, viem and @wagmi/core is asserted. */
  wagmi: boolean
}

const examples = fileURLToPath(new URL('../../examples/', import.meta.url))
const templates = fileURLToPath(new URL('./templates/', import.meta.url))
const WAGMI_STACK = ['wagmi', 'viem', '@tanstack/react-query']

export const apps: Record<AppName, App> = {
  'vite-react': { name: 'vite-react', template: join(examples, 'vite-react'), framework: 'vite', stack: [], withPortico: ['viem', '@walletconnect/sign-client'], wagmi: false },
  'vite-react-18': { name: 'vite-react-18', template: join(examples, 'vite-react-18'), framework: 'vite', stack: [], withPortico: ['viem', '@walletconnect/sign-client'], wagmi: false },
  next: { name: 'next', template: join(examples, 'next'), framework: 'next', stack: WAGMI_STACK, withPortico: ['@walletconnect/sign-client'], wagmi: true },
  'vite-wagmi': { name: 'vite-wagmi', template: join(examples, 'vite-wagmi'), framework: 'vite', stack: WAGMI_STACK, withPortico: ['@walletconnect/sign-client'], wagmi: true },
  'vite-wagmi-2': { name: 'vite-wagmi-2', template: join(templates, 'vite-wagmi-2'), framework: 'vite', stack: WAGMI_STACK, withPortico: [], wagmi: true },
  // portico/server in a backend that has no React: the install must not bring React in
  'node-server': { name: 'node-server', template: join(templates, 'node-server'), framework: 'node', stack: [], withPortico: ['viem'], wagmi: false },
}

export type Cell = {
  manager: ManagerName
  app: AppName
  /** npm's --legacy-peer-deps when adding portico (what users try after an ERESOLVE). */
  legacyPeerDeps?: boolean
  /** Load the built page in Chromium and connect the Sandbox Wallet. */
  browser: boolean
}

export const cells: readonly Cell[] = [
  { manager: 'npm', app: 'vite-wagmi', browser: true },
  { manager: 'npm', app: 'vite-wagmi', legacyPeerDeps: true, browser: true },
  { manager: 'npm', app: 'vite-react', browser: true },
  { manager: 'npm', app: 'vite-react-18', browser: true },
  { manager: 'npm', app: 'next', browser: true },
  { manager: 'npm', app: 'vite-wagmi-2', browser: true },
  { manager: 'npm', app: 'node-server', browser: false },
  { manager: 'pnpm', app: 'vite-react', browser: false },
  { manager: 'pnpm', app: 'vite-wagmi', browser: false },
  { manager: 'yarn', app: 'vite-react', browser: false },
  { manager: 'yarn', app: 'vite-wagmi', browser: false },
  { manager: 'bun', app: 'vite-react', browser: false },
  { manager: 'bun', app: 'vite-wagmi', browser: false },
]

/** A cell's short name: `npm vite-wagmi`, `npm vite-wagmi --legacy-peer-deps`. */
export const cellName = (cell: Cell) => `${cell.manager} ${cell.app}${cell.legacyPeerDeps ? ' --legacy-peer-deps' : ''}`

/** The ranges the guide gives for portico's peers, where the app's package.json names none. */
export const PEER_RANGES: Record<string, string> = { viem: '^2.21.0', '@walletconnect/sign-client': '^2.21.0' }

type PackageJson = { dependencies?: Record<string, string>; devDependencies?: Record<string, string> } & Record<string, unknown>

export type InstallPlan = {
  /** The app's package.json before any install: its framework's packages only. */
  packageJson: PackageJson
  /** `name@range` the app adds next (its wallet stack), empty for none. */
  stack: string[]
  /** `name@range` added together with the tarball. */
  withPortico: string[]
}

/** How a cell installs `app` from its template's package.json: framework first, stack second, portico last. */
export function installPlan(app: Pick<App, 'stack' | 'withPortico'>, template: PackageJson): InstallPlan {
  const listed = { ...template.devDependencies, ...template.dependencies }
  // portico itself comes last, as the tarball: an example's own 'portico' dependency names the registry's
  const later = new Set([...app.stack, ...app.withPortico, 'portico'])
  const dependencies = Object.fromEntries(Object.entries(template.dependencies ?? {}).filter(([name]) => !later.has(name)))
  const spec = (name: string) => {
    const range = listed[name] ?? PEER_RANGES[name]
    if (!range) throw new Error(`no version range for ${name}: the template's package.json or PEER_RANGES must name one`)
    return `${name}@${range}`
  }
  return { packageJson: { ...template, dependencies }, stack: app.stack.map(spec), withPortico: app.withPortico.map(spec) }
}
