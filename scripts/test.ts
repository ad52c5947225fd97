// `npm test`: Chromium present, typecheck, unit tests, end-to-end tests. Stops at the first
// failure with its exit code.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { ensureChromium } from './ensure-chromium.ts'

const bin = (name: string) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url))

const steps: [string, () => number][] = [
  ['chromium', ensureChromium],
  ['typecheck', () => spawnSync(bin('tsc'), ['--noEmit'], { stdio: 'inherit' }).status ?? 1],
  ['unit tests', () => spawnSync(bin('vitest'), ['run'], { stdio: 'inherit' }).status ?? 1],
  ['end-to-end tests', () => spawnSync(bin('playwright'), ['test'], { stdio: 'inherit' }).status ?? 1],
]

for (const [name, step] of steps) {
  console.log(`\n── ${name} ──`)
  const code = step()
  if (code !== 0) {
    console.error(`\n${name} failed (exit code ${code}).`)
    process.exit(code)
  }
}
console.log('\nAll checks passed.')
