// Runs one cell of the install matrix: the app copied out of the repo, its own packages installed
// first, portico's tarball added as the guide says, then tsc, the production build, one copy of the
// shared packages, and (for browser cells) a connect on the served page.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { Browser } from 'playwright-core'
import { buildEnv, type SandboxEndpoints } from '../examples/examples.ts'
import { copyExample } from '../examples/install.ts'
import { run } from '../examples/run.ts'
import { serveCommand, startServer } from '../examples/serve.ts'
import { apps, cellName, installPlan, type Cell } from './cells.ts'
import type { CellResult } from './cell-line.ts'
import { connectSandboxWallet } from './connect.ts'
import { managers } from './managers.ts'
import { notOneCopy, resolvePackage } from './one-copy.ts'

export type CellContext = {
  tarball: string
  /** The cell's own folder (emptied first); its log is beside it. */
  dir: string
  sandbox: SandboxEndpoints & { walletPage: string }
  /** Where the built app is served for the browser step. */
  port: number
  browser?: Browser
}

/** The versions the app's imports resolve to (@wagmi/core as wagmi resolves it). */
export async function resolvedVersions(dir: string): Promise<Record<string, string | undefined>> {
  const version = async (name: string, from: string | undefined) => {
    const at = from && resolvePackage(name, from)
    return at ? ((JSON.parse(await readFile(join(at, 'package.json'), 'utf8')) as { version: string }).version) : undefined
  }
  const wagmi = resolvePackage('wagmi', dir)
  return {
    portico: await version('portico', dir),
    react: await version('react', dir),
    viem: await version('viem', dir),
    wagmi: await version('wagmi', dir),
    '@wagmi/core': await version('@wagmi/core', wagmi),
  }
}

/**
 * Whose imports must meet on one copy: the app, what it lists, @wagmi/core, portico and portico's
 * dependencies. Deeper packages may nest their own pinned copy (wagmi 2's WalletConnect connector
 * pins viem 2.23), which the app had before portico came and bundles only if it uses that connector.
 */
async function sharers(dir: string): Promise<Set<string>> {
  const read = async (at: string | undefined) => (at ? (JSON.parse(await readFile(join(at, 'package.json'), 'utf8')) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> }) : {})
  const app = await read(dir)
  const portico = await read(resolvePackage('portico', dir))
  return new Set(['portico', '@wagmi/core', ...Object.keys({ ...app.dependencies, ...app.devDependencies, ...portico.dependencies })])
}

export async function runCell(cell: Cell, context: CellContext): Promise<CellResult> {
  const app = apps[cell.app]
  const manager = managers[cell.manager]
  const { dir } = context
  const log = `${dir}.log`
  const started = Date.now()
  const steps: string[] = []
  let versions: Record<string, string | undefined> = {}
  const result = (failure?: CellResult['failure']): CellResult => ({ name: cellName(cell), versions, failure, steps, seconds: (Date.now() - started) / 1000 })
  const [command, ...prefix] = manager.command
  const pm = (args: string[]) => run(command, [...prefix, ...args], { cwd: dir, log })
  const bin = (name: string, args: string[], env?: Record<string, string>) => run(join(dir, 'node_modules', '.bin', name), args, { cwd: dir, log, env })
  const step = async (name: string, work: () => Promise<unknown>) => {
    steps.push(name)
    await work()
  }
  const env = app.framework === 'node' ? {} : buildEnv(app.framework, context.sandbox)

  try {
    await rm(dir, { recursive: true, force: true })
    await rm(log, { force: true })
    await copyExample(app.template, dir)
    const plan = installPlan(app, JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')))
    await writeFile(join(dir, 'package.json'), `${JSON.stringify({ ...plan.packageJson, ...manager.packageJson }, null, 2)}\n`)
    for (const [file, text] of Object.entries(manager.config ?? {})) {
      await mkdir(dirname(join(dir, file)), { recursive: true })
      await writeFile(join(dir, file), text)
    }

    await step('install', async () => {
      await pm(manager.install)
      if (plan.stack.length) await pm(manager.add(plan.stack))
      await pm(manager.add([context.tarball, ...plan.withPortico], cell.legacyPeerDeps))
    })
    versions = await resolvedVersions(dir)
    if (app.wagmi) {
      await step('one copy', async () => {
        const problems = notOneCopy(dir, ['react', 'viem', '@wagmi/core'], await sharers(dir))
        if (problems.length) throw new Error(problems.join('; '))
      })
    }
    if (app.framework === 'node') {
      // npm and pnpm put React on disk for portico's UI dependencies (radix-ui, @tanstack/react-virtual
      // ask for it as a peer); the backend must not need it: it runs with React taken away.
      await step('without React', async () => {
        for (const name of ['react', 'react-dom']) {
          const at = resolvePackage(name, dir)
          if (at) await rm(at, { recursive: true, force: true })
        }
        // and the entry points that do need React say which package is missing
        const probe = "import('portico/react').then(() => console.log('loaded'), (e) => console.log(e.code, e.message))"
        const out = await run(process.execPath, ['--input-type=module', '-e', probe], { cwd: dir, log })
        if (!/^ERR_MODULE_NOT_FOUND Cannot find package 'react'/.test(out.trim())) throw new Error(`portico/react without React: ${out.trim()}`)
      })
      await step('tsc', () => bin('tsc', []))
      await step('run', async () => {
        const out = await run(process.execPath, ['dist/server.js'], { cwd: dir, log, env: { RPC_URL: context.sandbox.chainA } })
        if (!/^signed in 0x[0-9a-fA-F]{40}; replay refused/m.test(out)) throw new Error(`the backend printed ${JSON.stringify(out.trim())}`)
      })
      return result()
    }
    // next build type-checks and writes next-env.d.ts, which the app's tsconfig includes: tsc after it
    if (app.framework === 'vite') await step('tsc', () => bin('tsc', ['--noEmit']))
    await step('build', () => bin(app.framework === 'vite' ? 'vite' : 'next', ['build'], env))
    if (app.framework === 'next') await step('tsc', () => bin('tsc', ['--noEmit']))
    if (cell.browser) {
      if (!context.browser) throw new Error('a browser cell needs Chromium')
      const browser = context.browser
      await step('connect', async () => {
        const [serve, args] = serveCommand(app.framework === 'next' ? 'next' : 'vite', dir, context.port)
        const server = await startServer(serve, args, { cwd: dir, env: { NEXT_TELEMETRY_DISABLED: '1' }, url: `http://127.0.0.1:${context.port}/`, log })
        try {
          await connectSandboxWallet(browser, server.url, context.sandbox.walletPage)
        } finally {
          await server.stop()
        }
      })
    }
    return result()
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return result({ step: steps.at(-1) ?? 'set-up', message: message.includes('log: ') ? message : `${message} (log: ${log})` })
  }
}
