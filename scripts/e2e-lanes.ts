// npm test's end-to-end step: three Playwright runs side by side, each with a sandbox of its own on
// its own ports (PORTICO_TEST_PORT_OFFSET + 0, + 30, + 60). The sandbox specs run one at a time
// inside a sandbox (one funded account; several take the relay, the bundler or the API down on
// purpose), so one sandbox keeps one core busy and leaves the other idle; two sandboxes split the
// specs between them, and the examples (pack, install, build, visit) get the third, so they no
// longer wait for the sandbox specs to end.
import { spawn } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** Seconds a spec took in a loaded full run (CI, 2 cores); a spec not listed counts as DEFAULT_SPEC_SECONDS. Only the split uses them. */
export const SPEC_SECONDS: Readonly<Record<string, number>> = {
  // five connector kinds, 5 reloads each and 5 after Disconnect (measured 2.7 min at load 20–30)
  'reload-soak.spec.ts': 165,
  'swap.spec.ts': 90,
  // five purchases through the provider's popup, each followed to its landing (about 2 min at load ~25 beside other helpers)
  'onramp.spec.ts': 120,
  // the fixture's modules compiled by the fixtures dev server on the first visit, then two logins
  'two-kits.spec.ts': 70,
  'walletconnect-relay-outage.spec.ts': 60,
  // eight faults, one waits out the frame's 30 s request timeout (about 1.5 min at load ~9)
  'fault-matrix.spec.ts': 120,
  'csp.spec.ts': 50,
  'smart-account.spec.ts': 45,
  'embedded-solana.spec.ts': 45,
  'embedded-wallet.spec.ts': 45,
  'mobile-wallet.spec.ts': 45,
  'siwx.spec.ts': 40,
  'email-login.spec.ts': 35,
  'walletconnect-flow.spec.ts': 35,
  // closing the modal on the QR code, then approving, or reopening and approving: 10–13 s each, 20 s and 45 s at load ~27
  'walletconnect-close.spec.ts': 65,
  'send.spec.ts': 35,
  'secure-frame.spec.ts': 35,
  'walletconnect-one-click.spec.ts': 30,
  'walletconnect-listed-wallet.spec.ts': 30,
  'multichain.spec.ts': 30,
  'connect-flow.spec.ts': 30,
  'social-login.spec.ts': 25,
  'locale.spec.ts': 25,
  // three logins; the third closes the modal on the QR code first
  'farcaster.spec.ts': 30,
  'walletconnect-solana.spec.ts': 20,
  'sandbox-wallet.spec.ts': 17,
  'update-email.spec.ts': 12,
  // six tests: listing and EIP-6963, WalletConnect peer, token, names API name, typed names, frame username (82 s beside a loaded full run, where the first three took 46 s)
  'hostile-input.spec.ts': 40,
  // every view at four sizes, both themes and RTL, with screenshots (2–3 min alone, 12 tests); Pay and Swap's review and success added ~30 s (a real swap and payment per size)
  'views-layout.spec.ts': 180,
  'pay.spec.ts': 50,
  'activity.spec.ts': 40,
  // two visits (a connect, an email login, two disconnects each) and an 11 s wait for any late beacon
  'analytics-option.spec.ts': 60,
}
export const DEFAULT_SPEC_SECONDS = 30

/** Splits spec files into `lanes` groups of about equal time: longest first, each to the lane with the least so far. */
export function splitSpecs(files: readonly string[], lanes: number, seconds: (file: string) => number): string[][] {
  const groups = Array.from({ length: lanes }, () => ({ files: [] as string[], total: 0 }))
  const byTime = [...files].sort((a, b) => seconds(b) - seconds(a) || a.localeCompare(b))
  for (const file of byTime) {
    const lightest = groups.reduce((least, group) => (group.total < least.total ? group : least))
    lightest.files.push(file)
    lightest.total += seconds(file)
  }
  return groups.map((group) => group.files.sort())
}

type Lane = { label: string; offset: number; args: string[]; env?: Record<string, string> }

/** The three runs for a base port offset. */
export function e2eLanes(specFiles: readonly string[], baseOffset: number): Lane[] {
  const [first, second] = splitSpecs(specFiles, 2, (file) => SPEC_SECONDS[file] ?? DEFAULT_SPEC_SECONDS)
  const specArgs = (files: string[]) => files.map((file) => `testing/e2e/${file}`)
  return [
    { label: 'e2e a', offset: baseOffset, args: ['--project=sandbox', ...specArgs(first!)] },
    { label: 'e2e b', offset: baseOffset + 30, args: ['--project=sandbox', ...specArgs(second!)] },
    // its own sandbox: the examples need not wait for the sandbox specs (PORTICO_E2E_EXAMPLES_ALONE drops that dependency)
    { label: 'examples', offset: baseOffset + 60, args: ['--project=examples'], env: { PORTICO_E2E_EXAMPLES_ALONE: '1' } },
  ]
}

function run(lane: Lane): Promise<number> {
  const bin = fileURLToPath(new URL('../node_modules/.bin/playwright', import.meta.url))
  const child = spawn(bin, ['test', '--reporter=list', ...lane.args], {
    env: { ...process.env, ...lane.env, PORTICO_TEST_PORT_OFFSET: String(lane.offset) },
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
      console.error(`[${lane.label}] could not start Playwright: ${error.message}`)
      resolve(1)
    })
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

/** Runs the lanes to the end (a failing one does not stop the others) and returns the first failing exit code, or 0. */
export async function runE2eLanes(): Promise<number> {
  const dir = fileURLToPath(new URL('../testing/e2e/', import.meta.url))
  const specs = readdirSync(dir).filter((name) => name.endsWith('.spec.ts'))
  const rawOffset = process.env.PORTICO_TEST_PORT_OFFSET
  const base = rawOffset ? Number(rawOffset) : 0
  const lanes = e2eLanes(specs, base)
  for (const lane of lanes) console.log(`[${lane.label}] ports offset ${lane.offset}: ${lane.args.join(' ')}`)
  const started = Date.now()
  const codes = await Promise.all(lanes.map(run))
  lanes.forEach((lane, i) => console.log(`[${lane.label}] ${codes[i] === 0 ? 'passed' : `failed (exit code ${codes[i]})`}`))
  console.log(`end-to-end lanes done in ${((Date.now() - started) / 60_000).toFixed(1)} min`)
  return codes.find((code) => code !== 0) ?? 0
}
