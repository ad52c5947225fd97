// `npm test`: Chromium and redis-server present, the package built and packed once (its path handed to every later
// step in PORTICO_TARBALL: the tarball checks and the examples install that file), typecheck, then
// the unit tests and the end-to-end tests side by side. Stops at the first failing step with its exit code.
//
// Why side by side: the e2e run keeps about one core busy (one sandbox spec at a time, waiting on
// pages, chains and relays), so on a 2-core machine the unit tests (one Vitest worker) use the other
// instead of waiting for their turn; CI must finish in 30 minutes. The unit tests' output is kept in
// a file and printed when they end, so the two reports do not interleave.
import { spawn, spawnSync } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureChromium } from './ensure-chromium.ts'
import { ensureRedis } from './ensure-redis.ts'
import { packTarball } from './package/pack.ts'

const bin = (name: string) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url))

/** Runs a command to its end; its output goes to `log` when given, else to this terminal. */
function run(command: string, args: string[], log?: string): Promise<number> {
  return new Promise((resolve) => {
    const out = log ? createWriteStream(log) : undefined
    const child = spawn(command, args, { stdio: out ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
    if (out) {
      child.stdout!.pipe(out, { end: false })
      child.stderr!.pipe(out, { end: false })
    }
    child.on('error', () => resolve(1))
    child.on('close', (code) => (out ? out.end(() => resolve(code ?? 1)) : resolve(code ?? 1)))
  })
}

async function unitAndEndToEnd(): Promise<number> {
  const unitLog = join(tmpdir(), `portico-unit-${process.pid}.log`)
  console.log(`unit tests (one Vitest worker) beside the end-to-end tests; their report follows when they end (also in ${unitLog})`)
  const unit = run(bin('vitest'), ['run', '--maxWorkers=1'], unitLog).then(async (code) => {
    console.log(`\n── unit tests (exit code ${code}) ──\n${await readFile(unitLog, 'utf8')}`)
    return code
  })
  const endToEnd = run(bin('playwright'), ['test'])
  const [unitCode, endToEndCode] = await Promise.all([unit, endToEnd])
  if (unitCode !== 0) console.error(`\nunit tests failed (exit code ${unitCode}).`)
  if (endToEndCode !== 0) console.error(`\nend-to-end tests failed (exit code ${endToEndCode}).`)
  return unitCode || endToEndCode
}

const steps: [string, () => number | Promise<number>][] = [
  ['chromium', ensureChromium],
  // The Redis tests (portico/server's shared nonce store) start Debian's redis-server themselves.
  ['redis-server', ensureRedis],
  [
    'build and pack',
    async () => {
      process.env.PORTICO_TARBALL = await packTarball()
      console.log(process.env.PORTICO_TARBALL)
      return 0
    },
  ],
  ['typecheck', () => spawnSync(bin('tsc'), ['--noEmit'], { stdio: 'inherit' }).status ?? 1],
  ['unit and end-to-end tests', unitAndEndToEnd],
]

for (const [name, step] of steps) {
  console.log(`\n── ${name} ──`)
  const code = await step()
  if (code !== 0) {
    console.error(`\n${name} failed (exit code ${code}).`)
    process.exit(code)
  }
}
console.log('\nAll checks passed.')
