// `npm run bench`: builds the playground for production, serves it (startSandbox 'preview' on
// the 'test' ports) and measures the modal in headless Chromium: JS before the modal opens, JS
// fetched by the first open, JS that picking WalletConnect adds until its QR code shows the pairing
// URI, the median click → dialog time, and the wallet listing's timings (All Wallets → first
// wallets visible, typing a search → first results visible). Writes bench/results.json.
//   --url <url>             measure another page instead (no sandbox is started)
//   --exclude-origin <o>    with --url: an origin whose scripts are not counted (repeatable)
//   --runs <n>              timing runs (default 20)
//   --listing-runs <n>      wallet listing runs (default 5; 0 skips them)
//   --skip-walletconnect    do not count the WalletConnect path (a page without a 'WalletConnect' button)
//   --out <file>            where to write the results (default bench/results.json)
import { writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { sandboxPortsFromEnv } from '../sandbox/ports.ts'
import { startSandbox, type Sandbox } from '../sandbox/startSandbox.ts'
import { measureModal, type BenchResult } from './measure.ts'

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    'exclude-origin': { type: 'string', multiple: true },
    runs: { type: 'string', default: '20' },
    'listing-runs': { type: 'string', default: '5' },
    'skip-walletconnect': { type: 'boolean', default: false },
    out: { type: 'string', default: fileURLToPath(new URL('./results.json', import.meta.url)) },
  },
})

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

function report(result: BenchResult): string {
  const files = (list: BenchResult['initialJsFiles']) => list.map((f) => `      ${kb(f.gzipBytes).padStart(9)}  ${f.url}`).join('\n')
  return [
    `Portico bench: ${result.url}`,
    `  (a) JS before the modal opens:   ${kb(result.initialJsGzipBytes)} gzip (${result.initialJsGzipBytes} B)`,
    files(result.initialJsFiles),
    `  (b) JS fetched by the first open: ${kb(result.firstOpenJsGzipBytes)} gzip (${result.firstOpenJsGzipBytes} B)`,
    files(result.firstOpenJsFiles),
    ...(result.walletConnectJsFiles && result.walletConnectJsGzipBytes !== undefined
      ? [
          `  (c) JS added by picking WalletConnect, until its QR code shows: ${kb(result.walletConnectJsGzipBytes)} gzip (${result.walletConnectJsGzipBytes} B)`,
          files(result.walletConnectJsFiles),
        ]
      : []),
    `  (d) click → dialog visible:       ${result.clickToDialogMedianMs} ms median of ${result.clickToDialogRunsMs.length} fresh loads`,
    `      runs: ${result.clickToDialogRunsMs.join(', ')}`,
    ...(result.listing
      ? [
          `  (e) All Wallets → first wallets:  ${result.listing.allWalletsMedianMs} ms median of ${result.listing.allWalletsRunsMs.length} fresh loads`,
          `      runs: ${result.listing.allWalletsRunsMs.join(', ')}`,
          `  (f) search "${result.listing.query}" → results:     ${result.listing.searchMedianMs} ms median (SPEC §9's 300 ms minimum loading state included)`,
          `      runs: ${result.listing.searchRunsMs.join(', ')}`,
        ]
      : []),
    result.excludedOrigins.length ? `  not counted (extension origins): ${result.excludedOrigins.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('\n')
}

let sandbox: Sandbox | undefined
const stopAndExit = async (code: number) => {
  await sandbox?.stop()
  process.exit(code)
}
process.on('SIGINT', () => void stopAndExit(130))
process.on('SIGTERM', () => void stopAndExit(143))

try {
  let url = values.url
  let excludeOrigins = values['exclude-origin'] ?? []
  if (!url) {
    console.log('Building the playground for production and starting the sandbox...')
    sandbox = await startSandbox({ ports: sandboxPortsFromEnv('test'), mode: 'preview' })
    url = sandbox.urls.playground
    excludeOrigins = [new URL(sandbox.urls.wallet).origin]
  }
  const listingRuns = Number(values['listing-runs'])
  const result = await measureModal({
    url,
    excludeOrigins,
    runs: Number(values.runs),
    listing: listingRuns > 0 ? { runs: listingRuns } : undefined,
    walletConnect: values['skip-walletconnect'] ? undefined : {},
  })
  console.log(`\n${report(result)}\n`)
  await writeFile(values.out, `${JSON.stringify({ measuredAt: new Date().toISOString(), ...result }, null, 2)}\n`)
  console.log(`Results written to ${values.out}`)
  await stopAndExit(0)
} catch (error) {
  console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`)
  await stopAndExit(1)
}
