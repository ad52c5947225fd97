// `npm run soak`: the reload soak (testing/e2e/reload-soak.spec.ts) with SOAK_RELOADS reloads a
// connector kind (50 by default; `npm test` runs the same spec with 5), against the e2e sandbox that
// Playwright's global setup starts. Prints a table (kind, reloads, restored, flashes, failures) and
// ends with 'N passed, M failed', N and M counting reloads (a connected reload that restored the
// account with no 'disconnected' frame, or a reload after Disconnect that stayed disconnected) and
// M also every failed signature or connect. PORTICO_TEST_PORT_OFFSET shifts the sandbox's ports.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { SoakRow } from '../testing/e2e/reload-soak.spec.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const reloads = process.env.SOAK_RELOADS || '50'
const dir = mkdtempSync(join(tmpdir(), 'portico-soak-'))
const report = join(dir, 'soak.jsonl')

console.log(`soak: ${reloads} reloads a connector kind, then up to 10 after Disconnect`)
const started = performance.now()
const playwright = spawnSync(join(root, 'node_modules/.bin/playwright'), ['test', 'testing/e2e/reload-soak.spec.ts', '--project=sandbox'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, SOAK_RELOADS: reloads, SOAK_REPORT: report },
})
const minutes = ((performance.now() - started) / 60_000).toFixed(1)

let rows: SoakRow[] = []
try {
  rows = readFileSync(report, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as SoakRow)
} catch {
  // no kind reported
}
rmSync(dir, { recursive: true, force: true })

const columns = ['reloads', 'restored', 'flashes', 'signatures', 'after Disconnect', 'stayed', 'failures']
console.log(`\n${'kind'.padEnd(46)} ${columns.map((c) => c.padStart(Math.max(8, c.length))).join(' ')}`)
for (const row of rows) {
  const cells = [row.reloads, row.restored, row.flashes, row.signatures, row.disconnectedReloads, row.stayedDisconnected, row.failures]
  console.log(`${row.kind.padEnd(46)} ${cells.map((c, i) => String(c).padStart(Math.max(8, columns[i]!.length))).join(' ')}`)
  for (const error of row.errors) console.log(`    ${error}`)
}
const passed = rows.reduce((sum, row) => sum + row.restored + row.stayedDisconnected, 0)
const failed = rows.reduce((sum, row) => sum + row.failures, 0)
console.log(`\n${rows.length} connector kinds in ${minutes} min`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(playwright.status !== 0 || failed > 0 || rows.length === 0 ? 1 : 0)
