// `npm test`: Chromium and redis-server present, the package built and packed once (its path handed to every later
// step in PORTICO_TARBALL: the tarball checks and the examples install that file), typecheck, unit
// tests, end-to-end tests. Stops at the first failure with its exit code.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { ensureChromium } from './ensure-chromium.ts'
import { ensureRedis } from './ensure-redis.ts'
import { runE2eLanes } from './e2e-lanes.ts'
import { packTarball } from './package/pack.ts'

const bin = (name: string) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url))

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
  // the documentation site; a dead link fails the build
  ['docs', () => spawnSync(bin('vitepress'), ['build', 'docs'], { stdio: 'inherit' }).status ?? 1],
  ['unit tests', () => spawnSync(bin('vitest'), ['run'], { stdio: 'inherit' }).status ?? 1],
  // three Playwright runs side by side, a sandbox each (scripts/e2e-lanes.ts); `npm run test:e2e` is the one-run form
  ['end-to-end tests', runE2eLanes],
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
