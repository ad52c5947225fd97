// npm test's end-to-end step: three lanes side by side, each with a sandbox of its own on its own
// ports (PORTICO_TEST_PORT_OFFSET + 0, + 30, + 60). The sandbox specs run one at a time inside a
// sandbox (one funded account; several take the relay, the bundler or the API down on purpose), so
// one sandbox keeps about one core busy. Lanes a and b each run a share of the sandbox specs; lane c
// first packs, installs, builds and visits the examples, then runs the install matrix's cells when
// PORTICO_TEST_INSTALL_CELLS names them (`.ci/run` does), then its own share of the sandbox specs in a
// fresh sandbox. The shares are split by measured time so that the three lanes end together.
import { spawn } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * Seconds a spec's tests took in a full `npm test` on 2 cores (the sum of its tests' times, three lanes side by
 * side); a spec not listed counts as DEFAULT_SPEC_SECONDS. Only the split uses them: re-measure when a spec grows.
 */
export const SPEC_SECONDS: Readonly<Record<string, number>> = {
  // every view at four sizes, both themes and RTL, with screenshots and axe, Pay and Swap's review and success
  'views-layout.spec.ts': 415,
  // five connector kinds, 5 reloads each and 5 after Disconnect
  'reload-soak.spec.ts': 134,
  // eight faults, one waits out the frame's 30 s request timeout
  'fault-matrix.spec.ts': 127,
  // the third waits 20 s for a secure frame that never loads
  'email-login.spec.ts': 110,
  'swap.spec.ts': 92,
  // five purchases through the provider's popup, each followed to its landing
  'onramp.spec.ts': 80,
  'connect-flow.spec.ts': 66,
  'connect-options.spec.ts': 64,
  'rpc-failover.spec.ts': 63,
  'hostile-input.spec.ts': 51,
  'siwx.spec.ts': 44,
  'send.spec.ts': 43,
  'walletconnect-relay-outage.spec.ts': 42,
  'smart-account.spec.ts': 40,
  'csp.spec.ts': 39,
  // the page hidden for 30 s
  'return-from-wallet.spec.ts': 39,
  // two visits and a wait for any late beacon
  'analytics-option.spec.ts': 37,
  'embedded-solana.spec.ts': 34,
  'farcaster.spec.ts': 30,
  'multichain.spec.ts': 29,
  'secure-frame.spec.ts': 27,
  'walletconnect-flow.spec.ts': 25,
  'two-kits.spec.ts': 24,
  'walletconnect-listed-wallet.spec.ts': 24,
  'embedded-wallet.spec.ts': 23,
  'phone-wallet-links.spec.ts': 23,
  'social-login.spec.ts': 23,
  'mobile-wallet.spec.ts': 21,
  'all-wallets.spec.ts': 20,
  'events-panel.spec.ts': 19,
  'pay.spec.ts': 19,
  'permissions.spec.ts': 19,
  'sponsored-account-views.spec.ts': 19,
  'connect-open-heavy-parts.spec.ts': 16,
  'multi-wallet.spec.ts': 16,
  'activity.spec.ts': 15,
  'sponsored-gas.spec.ts': 15,
  'first-tap.spec.ts': 14,
  'names.spec.ts': 13,
  'walletconnect-one-click.spec.ts': 13,
  'locale.spec.ts': 12,
  'sandbox-wallet.spec.ts': 11,
  'update-email.spec.ts': 11,
  'sandbox-solana-wallet.spec.ts': 10,
  'walletconnect-close.spec.ts': 10,
  'modal-scroll.spec.ts': 9,
  'send-solana.spec.ts': 8,
  'wallet-browser.spec.ts': 7,
  'walletconnect-solana.spec.ts': 7,
  'receive.spec.ts': 6,
  'narrow-phone.spec.ts': 3,
  'playground-page.spec.ts': 3,
}
export const DEFAULT_SPEC_SECONDS = 30
/** Lane c's examples run (pack, install, five production builds, 22 visits) in the same full run, and its sandbox start. */
export const EXAMPLES_SECONDS = 520
/** The six install cells `.ci/run` asks for, two at a time, with the matrix's sandbox start. */
export const INSTALL_MATRIX_SECONDS = 155

/**
 * Splits spec files into groups of about equal time, `startSeconds` being what each lane does before
 * (its length, the number of groups): longest first, each to the lane that ends soonest so far.
 */
export function splitSpecs(files: readonly string[], startSeconds: readonly number[], seconds: (file: string) => number): string[][] {
  const groups = startSeconds.map((total) => ({ files: [] as string[], total }))
  const byTime = [...files].sort((a, b) => seconds(b) - seconds(a) || a.localeCompare(b))
  for (const file of byTime) {
    const lightest = groups.reduce((least, group) => (group.total < least.total ? group : least))
    lightest.files.push(file)
    lightest.total += seconds(file)
  }
  return groups.map((group) => group.files.sort())
}

/** One process of a lane: a Playwright run, or the install matrix. */
export type LaneRun = { command: 'playwright' | 'install-matrix'; args: string[]; env: Record<string, string> }
/** A lane's runs, one after the other on the lane's ports. */
export type Lane = { label: string; offset: number; runs: LaneRun[] }

/** The three lanes for a base port offset; `installCells` (comma-separated cell names) adds the install matrix to lane c. */
export function e2eLanes(specFiles: readonly string[], baseOffset: number, installCells = ''): Lane[] {
  const laneC = EXAMPLES_SECONDS + (installCells ? INSTALL_MATRIX_SECONDS : 0)
  const shares = splitSpecs(specFiles, [0, 0, laneC], (file) => SPEC_SECONDS[file] ?? DEFAULT_SPEC_SECONDS)
  const sandboxRun = (files: string[], outputDir?: string): LaneRun[] =>
    files.length
      ? [{ command: 'playwright', args: ['--project=sandbox', ...(outputDir ? [`--output=${outputDir}`] : []), ...files.map((file) => `testing/e2e/${file}`)], env: {} }]
      : []
  const c = baseOffset + 60
  return [
    { label: 'e2e a', offset: baseOffset, runs: sandboxRun(shares[0]!) },
    { label: 'e2e b', offset: baseOffset + 30, runs: sandboxRun(shares[1]!) },
    {
      label: 'e2e c',
      offset: c,
      runs: [
        // no playground: the examples need not wait for the sandbox specs (PORTICO_E2E_EXAMPLES_ALONE drops that dependency)
        { command: 'playwright', args: ['--project=examples'], env: { PORTICO_E2E_EXAMPLES_ALONE: '1' } },
        ...(installCells ? [{ command: 'install-matrix' as const, args: [], env: { PORTICO_INSTALL_CELLS: installCells } }] : []),
        // an output folder apart: a run empties its own, which holds the examples' traces
        ...sandboxRun(shares[2]!, `test-results/offset-${c}-sandbox`),
      ],
    },
  ]
}

function runOne(lane: Lane, step: LaneRun): Promise<number> {
  const bin = (name: string) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url))
  const [command, args] =
    step.command === 'playwright'
      ? [bin('playwright'), ['test', '--reporter=list', ...step.args]]
      : [bin('tsx'), [fileURLToPath(new URL('./install-matrix/matrix.ts', import.meta.url)), ...step.args]]
  const child = spawn(command, args, {
    env: { ...process.env, ...step.env, PORTICO_TEST_PORT_OFFSET: String(lane.offset) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const prefix = (stream: NodeJS.ReadableStream, out: NodeJS.WritableStream) => {
    let rest = ''
    stream.setEncoding('utf8')
    stream.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n')
      rest = lines.pop() ?? ''
      for (const line of lines) out.write(`[${lane.label}] ${line}\n`)
    })
    stream.on('end', () => rest && out.write(`[${lane.label}] ${rest}\n`))
  }
  prefix(child.stdout!, process.stdout)
  prefix(child.stderr!, process.stderr)
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`[${lane.label}] could not start ${step.command}: ${error.message}`)
      resolve(1)
    })
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

/** A lane's runs in turn, each to its end (a failing one does not stop the next); the first failing exit code, or 0. */
async function runLane(lane: Lane): Promise<number> {
  const started = Date.now()
  let failed = 0
  for (const step of lane.runs) {
    const code = await runOne(lane, step)
    console.log(`[${lane.label}] ${step.command} ${code === 0 ? 'passed' : `failed (exit code ${code})`} at ${((Date.now() - started) / 60_000).toFixed(1)} min`)
    failed ||= code
  }
  return failed
}

/** Runs the lanes to the end (a failing one does not stop the others) and returns the first failing exit code, or 0. */
export async function runE2eLanes(): Promise<number> {
  const dir = fileURLToPath(new URL('../testing/e2e/', import.meta.url))
  const specs = readdirSync(dir).filter((name) => name.endsWith('.spec.ts'))
  const rawOffset = process.env.PORTICO_TEST_PORT_OFFSET
  const base = rawOffset ? Number(rawOffset) : 0
  const lanes = e2eLanes(specs, base, process.env.PORTICO_TEST_INSTALL_CELLS ?? '')
  for (const lane of lanes) {
    for (const step of lane.runs) console.log(`[${lane.label}] ports offset ${lane.offset}: ${step.command} ${step.args.join(' ')}`)
  }
  return runLanes(lanes)
}

/** Runs lanes side by side to their ends; the first failing exit code, or 0. */
export async function runLanes(lanes: readonly Lane[]): Promise<number> {
  const started = Date.now()
  const codes = await Promise.all(lanes.map(runLane))
  lanes.forEach((lane, i) => console.log(`[${lane.label}] ${codes[i] === 0 ? 'passed' : `failed (exit code ${codes[i]})`}`))
  console.log(`end-to-end lanes done in ${((Date.now() - started) / 60_000).toFixed(1)} min`)
  return codes.find((code) => code !== 0) ?? 0
}
