// `npm test`: Chromium and redis-server present, the package built and packed once (its path handed to every later
// step in PORTICO_TARBALL: the tarball checks and the examples install that file) while the typecheck and the docs
// build run beside it, unit tests, end-to-end tests (with the install matrix's cells PORTICO_TEST_INSTALL_CELLS
// names). Stops at the first failure with its exit code.
import { spawn, spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { ensureChromium } from './ensure-chromium.ts'
import { ensureRedis } from './ensure-redis.ts'
import { runE2eLanes } from './e2e-lanes.ts'
import { packTarball } from './package/pack.ts'

const bin = (name: string) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url))

/** Runs a command to its end; its exit code, said when it fails. */
function exitCode(name: string, command: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] })
    child.on('error', (error) => {
      console.error(`${name}: ${error.message}`)
      resolve(1)
    })
    child.on('close', (code, signal) => {
      if (code !== 0) console.error(`\n${name} failed (exit code ${code ?? signal}).`)
      resolve(code ?? 1)
    })
  })
}

/** Runs steps side by side to their ends; the first non-zero exit code, or 0. */
async function together(steps: (() => Promise<number>)[]): Promise<number> {
  const codes = await Promise.all(steps.map((step) => step()))
  return codes.find((code) => code !== 0) ?? 0
}

const steps: [string, () => number | Promise<number>][] = [
  ['chromium', ensureChromium],
  // The Redis tests (portico/server's shared nonce store) start Debian's redis-server themselves.
  ['redis-server', ensureRedis],
  // tsc and the docs build read the sources, not the package, and each keeps about one core busy: they run
  // beside the build (about a minute saved on 2 cores); each still prints its own errors
  [
    'build and pack, typecheck, docs',
    () =>
      together([
        async () => {
          try {
            process.env.PORTICO_TARBALL = await packTarball()
          } catch (error) {
            console.error(`\nbuild and pack: ${error instanceof Error ? error.message : String(error)}`)
            return 1
          }
          console.log(process.env.PORTICO_TARBALL)
          return 0
        },
        () => exitCode('typecheck', bin('tsc'), ['--noEmit']),
        // the documentation site; a dead link fails the build
        () => exitCode('docs', bin('vitepress'), ['build', 'docs']),
      ]),
  ],
  ['unit tests', () => spawnSync(bin('vitest'), ['run'], { stdio: 'inherit' }).status ?? 1],
  // three Playwright runs side by side, a sandbox each (scripts/e2e-lanes.ts); `npm run test:e2e` is the one-run form
  ['end-to-end tests', runE2eLanes],
]

const started = Date.now()
const minutes = () => ((Date.now() - started) / 60_000).toFixed(1)
for (const [name, step] of steps) {
  console.log(`\n── ${name} ── (at ${minutes()} min)`)
  const code = await step()
  if (code !== 0) {
    console.error(`\n${name} failed (exit code ${code}).`)
    process.exit(code)
  }
}
console.log(`\nAll checks passed in ${minutes()} min.`)
