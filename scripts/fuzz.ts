// `npm run fuzz`: every property-based test (*.fuzz.test.ts, beside the code each tests) with many
// more cases than `npm test` gives them (FUZZ_RUNS a property, 3,000 by default: over 100,000 in
// all), under one seed printed first. Ends with 'N passed, M failed', N and M counting cases.
// Replay a run: FUZZ_SEED=<seed> npm run fuzz (or FUZZ_SEED=<seed> FUZZ_RUNS=<runs> npx vitest run <file>).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FuzzLogLine } from './fuzz/property.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const runs = process.env.FUZZ_RUNS || '3000'
const seed = process.env.FUZZ_SEED || String((Math.random() * 2 ** 32) | 0)
const files = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.fuzz.test.ts'], { cwd: root, encoding: 'utf8' })
  .stdout.split('\n')
  .filter(Boolean)
const dir = mkdtempSync(join(tmpdir(), 'portico-fuzz-'))
const log = join(dir, 'fuzz.jsonl')

console.log(`fuzz: ${files.length} files, ${runs} cases a property, seed ${seed}`)
const started = performance.now()
const vitest = spawnSync(join(root, 'node_modules/.bin/vitest'), ['run', ...files], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: runs, FUZZ_SEED: seed, FUZZ_LOG: log },
})
const seconds = ((performance.now() - started) / 1000).toFixed(1)

let lines: FuzzLogLine[] = []
try {
  lines = readFileSync(log, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as FuzzLogLine)
} catch {
  // no property ran
}
rmSync(dir, { recursive: true, force: true })

console.log(`\n${'property'.padEnd(48)} ${'cases'.padStart(8)}  result`)
for (const line of lines) console.log(`${line.property.padEnd(48)} ${String(line.runs).padStart(8)}  ${line.failed ? 'FAILED' : 'passed'}`)
const passed = lines.reduce((sum, line) => sum + line.runs, 0)
const failed = lines.filter((line) => line.failed).length
console.log(`\nseed ${seed}, ${lines.length} properties in ${seconds} s (replay: FUZZ_SEED=${seed} FUZZ_RUNS=${runs} npm run fuzz)`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(vitest.status !== 0 || failed > 0 ? 1 : 0)
