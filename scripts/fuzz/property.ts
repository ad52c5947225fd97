// The one place the property-based tests (*.fuzz.test.ts, beside the code each tests) take their
// run count and seed from. `npm test` runs each property FUZZ_RUNS times (1,000 by default);
// `npm run fuzz` (scripts/fuzz.ts) raises it and gives every file the same FUZZ_SEED, and reads back
// what each property ran from the FUZZ_LOG file (one JSON line a property).
import { appendFileSync } from 'node:fs'
import fc from 'fast-check'

/** Runs of each property: FUZZ_RUNS, 1,000 when unset. */
export const FUZZ_RUNS = readRuns(process.env.FUZZ_RUNS)

function readRuns(value: string | undefined): number {
  if (value === undefined || value === '') return 1000
  const runs = Number(value)
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`FUZZ_RUNS must be a whole number of runs, got ${JSON.stringify(value)}`)
  return runs
}

/** FUZZ_SEED when set (to replay a run), else fast-check draws one (printed with any failure). */
const SEED = process.env.FUZZ_SEED === undefined || process.env.FUZZ_SEED === '' ? undefined : Number(process.env.FUZZ_SEED)

export interface FuzzLogLine {
  property: string
  runs: number
  failed: boolean
  seed: number
}

/**
 * Checks `property` FUZZ_RUNS times; throws fast-check's report (seed, path, the shrunk
 * counterexample) when it fails. `name` is the rule the property states.
 */
export function assertProperty(name: string, property: fc.IProperty<any>, params: fc.Parameters<any> = {}): void {
  const details = fc.check(property, { numRuns: FUZZ_RUNS, ...(SEED === undefined ? {} : { seed: SEED }), ...params })
  if (process.env.FUZZ_LOG) {
    // A failing property counts the runs that passed before the counterexample, then one failure.
    const line: FuzzLogLine = { property: name, runs: details.failed ? Math.max(0, details.numRuns - 1) : details.numRuns, failed: details.failed, seed: details.seed }
    appendFileSync(process.env.FUZZ_LOG, JSON.stringify(line) + '\n')
  }
  if (details.failed) throw new Error(`Property failed: ${name}\n${fc.defaultReportMessage(details)}`)
}
