// `npm run bench`: measures Portico as a user ships it, in headless Debian Chromium. By default the
// target is examples/vite-react (evm() and walletConnect() composed) built for production from the
// packed tarball (bench/example.ts: the examples harness), served with `vite preview` on
// PORTICO_TEST_EXAMPLE_VITE_REACT_PORT next to the sandbox services on the 'test' ports
// (PORTICO_TEST_*_PORT). Measures: JS before the modal opens, JS fetched by the first open, JS
// that picking WalletConnect adds until its QR code shows, click → the real Connect view's first
// frame, a phone's tap (no hover) soon after load and once the page is idle → the same, each followed
// until the view settled with its layout jumps counted (p, bench/settle-timer.js),
// Bench Wallet click → address visible, a returning visitor's reload → address visible,
// WalletConnect click → QR code visible, the wallet listing's timings, Approve → receipt of a user
// operation (the embedded wallet's smart account sending from the Send view), and (w) the gzip JS
// portico/wagmi adds to a wagmi app's first bundle (bench/wagmi-bytes.ts). Every timing is the median
// over fresh page loads, read in the page frame by frame (requestAnimationFrame). Prints a table
// with each budget's PASS/FAIL (the timings are reported, not tested: the machine is noisy; the
// byte budget is also a test, bench/bundle-budget.test.ts) and writes bench/results.json.
//   --target example|playground  what to build and measure (default example; playground: the
//                           sandbox playground built by startSandbox 'preview', with the Sandbox Wallet)
//   --tarball <file>        with --target example: install this tarball instead of packing one
//   --url <url>             measure another page instead (nothing is built or started)
//   --exclude-origin <o>    with --url: an origin whose scripts are not counted (repeatable)
//   --ready <css>           with --url: what shows once the real first view rendered, inside the dialog
//                           (default Portico's Connect view: a wallet row or the email field)
//   --runs <n>              fresh loads per timing (default 20)
//   --listing-runs <n>      wallet listing runs (default 5; 0 skips them)
//   --quick                 5 runs per timing, 2 listing runs (unless --runs / --listing-runs say otherwise)
//   --skip-walletconnect    no WalletConnect measures (a page without a 'WalletConnect' button)
//   --skip-connect          no Bench Wallet measures (connect, returning visitor, Account features)
//   --skip-tap              no tap measures (a phone's tap, no hover → the real first view)
//   --skip-user-operation   no user-operation measure (email login, then sends as a smart account)
//   --skip-wagmi            with --target example: no (w) (examples/vite-wagmi built twice: with
//                           porticoConnector and without, the gzip JS the connector adds before any click)
//   --user-operation-runs <n>  sends timed after the first, which deploys the account (default 5; 2 with --quick);
//                           with --target playground the same sends at ?sponsor too (the sandbox paymaster
//                           paying): send click → hash, less the time on the card, and its ratio to the unsponsored
//   --skip-swap             no Swap measures (the JS its first open adds, typing an amount → the quote shown)
//   --only-swap             the Swap measures alone (with the bytes and click → dialog the bench always takes, 1 run)
//   --swap-runs <n>         amounts typed for the type → quote timing (default 5; 2 with --quick)
//   --skip-rpc              no (r) (a read with the network's first RPC URL dead, against the node as the only URL)
//   --rpc-runs <n>          fresh transports timed per case for (r) (default 20; 5 with --quick)
//   --first-open-runs <n>   (q) the first open at any moment: fresh visitors per moment (idle, 150 ms after
//                           the load event) × input (a Playwright tap, a programmatic click()) (default 7; 3 with --quick)
//   --skip-first-open       no (q)
//   --only-first-open       (q) alone (no other measure, no wagmi build, no RPC timing)
//   --anchors               (q) also on the anchors (bench/anchors: RainbowKit, ConnectKit, AppKit from the npm
//                           registry, installed there on the first such run, each built with Vite and served
//                           statically), in the same run, interleaved with Portico's; beside them, the JS
//                           before the first open and wallet picked → address visible (with --target example)
//   --out <file>            where to write the results (default bench/results.json)
//   --help, -h              this text
import { readdirSync, readFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { writeFile } from 'node:fs/promises'
import { basename } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { sandboxPortsFromEnv } from '../sandbox/ports.ts'
import { startSandbox } from '../sandbox/startSandbox.ts'
import { base58 } from '@scure/base'
import { SOLANA_ACCOUNT_0 } from '../testing/solana-accounts.ts'
import { SOLANA_CHAINS } from '../testing/solana-chains.ts'
import { BUDGETS } from './budgets.ts'
import { benchWorkDir, buildExample, serveExample, startServices } from './example.ts'
import { BENCH_WALLET_ADDRESS, PORTICO_REAL_CONNECT, measureModal, type BenchResult, type Jump, type SettleSummary } from './measure.ts'
import { measureWagmiBytes, type WagmiBytes } from './wagmi-bytes.ts'
import { measureRpcFailover, type RpcFailoverResult } from './rpc-failover.ts'
import { measureFirstOpenSideBySide, type FirstOpenResult } from './first-open.ts'
import { firstOpenRows, type Row } from './first-open-report.ts'
import { startAnchors, type ServedAnchor } from './anchor-apps.ts'
import { anchorRows, type NamedBytes } from './anchors-report.ts'
import { gzipSizes, initialChunks } from './initial-chunks.ts'
import { measureWalletPicked, type WalletPickedResult } from './wallet-picked.ts'
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts'

const { values } = parseArgs({
  options: {
    target: { type: 'string', default: 'example' },
    tarball: { type: 'string' },
    url: { type: 'string' },
    'exclude-origin': { type: 'string', multiple: true },
    runs: { type: 'string' },
    'listing-runs': { type: 'string' },
    quick: { type: 'boolean', default: false },
    'skip-walletconnect': { type: 'boolean', default: false },
    'skip-connect': { type: 'boolean', default: false },
    'skip-tap': { type: 'boolean', default: false },
    'skip-user-operation': { type: 'boolean', default: false },
    'user-operation-runs': { type: 'string' },
    'skip-swap': { type: 'boolean', default: false },
    'only-swap': { type: 'boolean', default: false },
    'swap-runs': { type: 'string' },
    'skip-wagmi': { type: 'boolean', default: false },
    'skip-rpc': { type: 'boolean', default: false },
    'rpc-runs': { type: 'string' },
    ready: { type: 'string' },
    'first-open-runs': { type: 'string' },
    'skip-first-open': { type: 'boolean', default: false },
    'only-first-open': { type: 'boolean', default: false },
    anchors: { type: 'boolean', default: false },
    out: { type: 'string', default: fileURLToPath(new URL('./results.json', import.meta.url)) },
    help: { type: 'boolean', short: 'h', default: false },
  },
})

// --help prints this file's opening comment: the one description of what is measured and of each option
if (values.help) {
  const source = readFileSync(fileURLToPath(import.meta.url), 'utf8')
  const opening = source.split('\n').filter((line, index, lines) => lines.slice(0, index + 1).every((l) => l.startsWith('//')))
  console.log(opening.map((line) => line.replace(/^\/\/ ?/, '')).join('\n'))
  process.exit(0)
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const ms = (value: number) => `${value} ms`

/** "the title's box (x, y, width, height) 16, 300, 358, 24 → 16, 28, 358, 24 at 143 ms, with section social" */
const describeJump = (j: Jump) => `the ${j.part}'s box (x, y, width, height) ${j.from.join(', ')} → ${j.to.join(', ')} at ${ms(j.atMs)}${j.added.length ? `, with ${marks(j.added)}` : ''}`

/** 'section recommended, wallet-selector-… ×4': long ids cut, repeats counted. */
function marks(added: string[]): string {
  const counts = new Map<string, number>()
  for (const m of added.map((a) => a.replace(/-[0-9a-f]{16,}$/, '-…'))) counts.set(m, (counts.get(m) ?? 0) + 1)
  return [...counts].map(([m, n]) => (n > 1 ? `${m} ×${n}` : m)).join(', ')
}

/**
 * (q): Portico's first opens and, with --anchors, the anchors' in the same run; with them, each
 * app's JS before the first open and wallet picked → address visible (Portico's first, when measured).
 */
type FirstOpenReport = { portico: FirstOpenResult; anchors: FirstOpenResult[]; initialJs?: NamedBytes[]; walletPicked?: WalletPickedResult[] }

const firstOpenReportRows = (q: FirstOpenReport) => [...firstOpenRows(q.portico, q.anchors), ...anchorRows(q.initialJs ?? [], q.walletPicked ?? [])]

/** What `npm run bench` reports: the page's measures, and (w) from the build output. */
type Report = BenchResult & { wagmi?: WagmiBytes; rpcFailover?: RpcFailoverResult; firstOpen?: FirstOpenReport }

function rows(result: Report): Row[] {
  return [...modalRows(result), ...(result.firstOpen ? firstOpenReportRows(result.firstOpen) : [])]
}

function modalRows(result: Report): Row[] {
  const out: Row[] = [
    {
      measure: '(a) gzip JS before the first open',
      value: kb(result.initialJsGzipBytes),
      budget: `≤ ${kb(BUDGETS.initialJsGzipBytes)}`,
      pass: result.initialJsGzipBytes <= BUDGETS.initialJsGzipBytes,
    },
    {
      measure: "(a') gzip JS prefetched once the page is interactive (first-open code; none with Save-Data or prefetch: false)",
      value: kb(result.idlePrefetchJsGzipBytes),
    },
    {
      measure: '(b) gzip JS fetched by the first open',
      value: kb(result.firstOpenJsGzipBytes),
      detail:
        result.firstOpenPreloadJsGzipBytes !== undefined
          ? `of which ${kb(result.firstOpenPreloadJsGzipBytes)} requested after the Connect view showed: its preloads`
          : undefined,
    },
  ]
  if (result.walletConnectJsGzipBytes !== undefined)
    out.push({ measure: '(c) gzip JS added by picking WalletConnect, until its QR code', value: kb(result.walletConnectJsGzipBytes) })
  const runsOf = (runsMs: number[]) => `median of ${runsMs.length}: ${runsMs.join(', ')}`
  out.push({
    measure: "(d) click (hover first), page idle → the real Connect view's first frame",
    value: ms(result.clickToRealViewMedianMs),
    budget: `≤ ${ms(BUDGETS.clickToRealViewMs)}`,
    pass: result.clickToRealViewMedianMs <= BUDGETS.clickToRealViewMs,
    detail: `${runsOf(result.clickToRealViewRunsMs)}; loading card in ${result.clickCardRuns} of ${result.clickToRealViewRunsMs.length} runs; first visible dialog frame ${ms(result.clickToDialogMedianMs)}`,
  })
  // (p): no budget on the time (the watch for late sections is part of it); no layout jump is the budget
  const settleRow = (measure: string, s: SettleSummary): Row => ({
    measure,
    value: ms(s.settledMedianMs),
    budget: 'no jump',
    pass: s.jumpRuns === 0,
    detail: `${runsOf(s.settledRunsMs)}; jumps in ${s.jumpRuns} of ${s.settledRunsMs.length} runs, at most ${s.jumpFramesMax} frames and ${s.maxShiftPx} px; layout-shift score at most ${s.layoutShiftMax}${s.largestJump ? `; the largest: ${describeJump(s.largestJump)}` : ''}`,
  })
  out.push(settleRow('(p) click (hover first), page idle → the Connect view settled', result.clickSettle))
  if (result.tap) {
    const { soonAfterLoad, afterIdle } = result.tap
    const cards = (t: typeof afterIdle) => `loading card in ${t.cardRuns} of ${t.runsMs.length} runs`
    out.push({
      measure: '(m) tap (no hover), page idle → the real Connect view',
      value: ms(afterIdle.medianMs),
      budget: `≤ ${ms(BUDGETS.tapToRealViewMs)}`,
      pass: afterIdle.medianMs <= BUDGETS.tapToRealViewMs,
      detail: `median of ${afterIdle.runsMs.length}: ${afterIdle.runsMs.join(', ')}; ${cards(afterIdle)}`,
    })
    out.push({
      measure: '(m) tap (no hover), soon after load → the real Connect view',
      value: ms(soonAfterLoad.medianMs),
      detail: `median of ${soonAfterLoad.runsMs.length}: ${soonAfterLoad.runsMs.join(', ')}; ${cards(soonAfterLoad)}`,
    })
    out.push(settleRow('(p) tap (no hover), page idle → the Connect view settled', afterIdle.settle))
    out.push(settleRow('(p) tap (no hover), soon after load → the Connect view settled', soonAfterLoad.settle))
  }
  if (result.connect)
    out.push({
      measure: `(e) wallet click → address visible (${result.connect.walletName}${result.connect.text === BENCH_WALLET_ADDRESS ? ", in the app's useAppKitAccount() text" : ''})`,
      value: ms(result.connect.clickToAddressMedianMs),
      budget: `≤ ${ms(BUDGETS.clickToAddressMs)}`,
      pass: result.connect.clickToAddressMedianMs <= BUDGETS.clickToAddressMs,
      detail: `median of ${result.connect.clickToAddressRunsMs.length}: ${result.connect.clickToAddressRunsMs.join(', ')}`,
    })
  if (result.connect)
    out.push({
      measure: "(e') wallet answered → the app's own text shows the address (the same connects)",
      value: ms(result.connect.answerToAddressMedianMs),
      detail: `median of ${result.connect.answerToAddressRunsMs.length}: ${result.connect.answerToAddressRunsMs.join(', ')}; click → the wallet answered: ${ms(result.connect.clickToAnswerMedianMs)}`,
    })
  if (result.returning)
    out.push({
      measure: '(f) reload → address visible (returning visitor)',
      value: ms(result.returning.reloadToAddressMedianMs),
      budget: `≤ ${ms(BUDGETS.reloadToAddressMs)}`,
      pass: result.returning.reloadToAddressMedianMs <= BUDGETS.reloadToAddressMs,
      detail: `median of ${result.returning.reloadToAddressRunsMs.length}: ${result.returning.reloadToAddressRunsMs.join(', ')}`,
    })
  if (result.walletConnectClickToQrMedianMs !== undefined)
    out.push({
      measure: '(g) WalletConnect click → QR code visible',
      value: ms(result.walletConnectClickToQrMedianMs),
      budget: `≤ ${ms(BUDGETS.walletConnectClickToQrMs)}`,
      pass: result.walletConnectClickToQrMedianMs <= BUDGETS.walletConnectClickToQrMs,
      detail: `median of ${result.walletConnectClickToQrRunsMs!.length}: ${result.walletConnectClickToQrRunsMs!.join(', ')}`,
    })
  if (result.listing) {
    out.push({
      measure: '(h) All Wallets → first wallets visible',
      value: ms(result.listing.allWalletsMedianMs),
      detail: `median of ${result.listing.allWalletsRunsMs.length}: ${result.listing.allWalletsRunsMs.join(', ')}`,
    })
    out.push({
      measure: `(i) search "${result.listing.query}" → first results (300 ms minimum loading state included)`,
      value: ms(result.listing.searchMedianMs),
      detail: `median of ${result.listing.searchRunsMs.length}: ${result.listing.searchRunsMs.join(', ')}`,
    })
  }
  if (result.solanaPathJsGzipBytes !== undefined)
    out.push({ measure: '(k) gzip JS the Solana path adds (a multichain connect, beyond an EVM-only one)', value: kb(result.solanaPathJsGzipBytes) })
  if (result.embeddedPathJsGzipBytes !== undefined)
    out.push({
      measure: '(l) gzip JS the embedded wallet adds (its parts, the email field, the email login)',
      value: kb(result.embeddedPathJsGzipBytes + (result.embeddedSectionJsGzipBytes ?? 0)),
      detail: `with the modal, part of (b): ${kb(result.embeddedSectionJsGzipBytes ?? 0)}; the email login beyond a wallet connect: ${kb(result.embeddedPathJsGzipBytes)}`,
    })
  if (result.userOperation) {
    const measure = "(n) Approve in the frame's card → receipt of a user operation (the hash shown)"
    if ('error' in result.userOperation) out.push({ measure, value: 'failed', detail: result.userOperation.error.split('\n')[0] })
    else {
      const { firstMs, medianMs, runsMs, clickMedianMs, clickRunsMs, firstClickMs } = result.userOperation
      out.push({ measure, value: ms(medianMs), detail: `median of ${runsMs.length}: ${runsMs.join(', ')}; the first send, which also deploys the account: ${ms(firstMs)}` })
      out.push({
        measure: "(n) send click → the hash shown, less the time on the card (Review's Send → the card's Approve, + Approve → the hash)",
        value: ms(clickMedianMs),
        detail: `median of ${clickRunsMs.length}: ${clickRunsMs.join(', ')}; the first, which also deploys the account: ${ms(firstClickMs)}`,
      })
    }
  }
  if (result.sponsoredUserOperation) {
    const measure = "(n) sponsored send click → the hash shown, less the time on the card, the app's paymaster paying the gas"
    const sponsored = result.sponsoredUserOperation
    if ('error' in sponsored) out.push({ measure, value: 'failed', detail: sponsored.error.split('\n')[0] })
    else {
      const plain = result.userOperation && !('error' in result.userOperation) ? result.userOperation : undefined
      // the figure is the ratio: what asking the paymaster service (before the card) and carrying its data cost a send
      const ratio = plain ? ` = ${(sponsored.clickMedianMs / plain.clickMedianMs).toFixed(2)} × the unsponsored send (${ms(plain.clickMedianMs)})` : ''
      const approveRatio = plain ? ` (${(sponsored.medianMs / plain.medianMs).toFixed(2)} ×)` : ''
      out.push({
        measure,
        value: ms(sponsored.clickMedianMs),
        detail: `median of ${sponsored.clickRunsMs.length}: ${sponsored.clickRunsMs.join(', ')}${ratio}; Approve → the hash alone ${ms(sponsored.medianMs)}${approveRatio}; the first, which also deploys the account: ${ms(sponsored.firstClickMs)}`,
      })
    }
  } else if (result.userOperation && !('error' in result.userOperation)) {
    out.push({ measure: '(n) sponsored send click → the hash shown', value: 'not measured', detail: 'the page configures no paymaster (examples/vite-react); --target playground measures it (its ?sponsor) against its unsponsored send' })
  }
  if (result.swap) {
    if ('error' in result.swap) out.push({ measure: '(o) Swap: gzip JS added when first opened; typing an amount → the quote shown', value: 'failed', detail: result.swap.error.split('\n')[0] })
    else {
      out.push({ measure: '(o) gzip JS Swap adds when first opened (after the Account view)', value: kb(result.swap.jsGzipBytes) })
      out.push({
        measure: '(o) Swap: typing an amount → the quote shown (400 ms debounce included)',
        value: ms(result.swap.typeToQuoteMedianMs),
        detail: `median of ${result.swap.typeToQuoteRunsMs.length}: ${result.swap.typeToQuoteRunsMs.join(', ')}`,
      })
    }
  }
  if (result.accountFeatures) {
    out.push({
      measure: '(j) gzip JS the Account features add when first opened',
      value: kb(result.accountFeatures.reduce((total, f) => total + f.jsGzipBytes, 0)),
      detail: result.accountFeatures.length
        ? result.accountFeatures.map((f) => `${f.feature} ${kb(f.jsGzipBytes)}`).join(', ')
        : 'no feature composed',
    })
  }
  if (result.wagmi)
    out.push({
      measure: "(w) gzip JS portico/wagmi adds to a wagmi app's first bundle (examples/vite-wagmi, beyond the same app with no connector)",
      value: kb(result.wagmi.addedGzipBytes),
      detail: `${kb(result.wagmi.withConnectorGzipBytes)} before any click with it, ${kb(result.wagmi.withoutConnectorGzipBytes)} without; kernel before the first open: ${result.wagmi.kernelMarkers.length ? result.wagmi.kernelMarkers.join(', ') : 'none'}`,
    })
  if (result.rpcFailover) {
    const r = result.rpcFailover
    out.push({
      measure: "(r) a balance read with the network's first RPC URL dead (refusing), a chain's first read",
      value: ms(r.firstDeadMedianMs),
      detail: `the node as the only URL: ${ms(r.directMedianMs)} (ratio ${(r.firstDeadMedianMs / Math.max(r.directMedianMs, 1)).toFixed(1)}); medians of ${r.firstDeadRunsMs.length}: ${r.firstDeadRunsMs.join(', ')} / ${r.directRunsMs.join(', ')}`,
    })
  }
  return out
}

function table(table: Row[]): string[] {
  const width = Math.max(...table.map((r) => r.measure.length))
  const valueWidth = Math.max(...table.map((r) => r.value.length))
  const budgetWidth = Math.max(...table.map((r) => (r.budget ?? '').length))
  const line = (r: Row) =>
    `  ${r.measure.padEnd(width)}  ${r.value.padStart(valueWidth)}  ${(r.budget ?? '').padEnd(budgetWidth)}  ${r.pass === undefined ? '    ' : r.pass ? 'PASS' : 'FAIL'}${r.detail ? `  (${r.detail})` : ''}`
  return [`  ${'measure'.padEnd(width)}  ${'value'.padStart(valueWidth)}  ${'budget'.padEnd(budgetWidth)}  result`, ...table.map(line)]
}

function report(result: Report, target: string): string {
  const files = (title: string, list: BenchResult['initialJsFiles'] | undefined) =>
    list?.length ? [`  ${title}`, ...list.map((f) => `    ${kb(f.gzipBytes).padStart(9)}  ${f.url}`)] : []
  return [
    `Portico bench (${target}): ${result.url}`,
    ...table(rows(result)),
    '',
    ...files('(a) files:', result.initialJsFiles),
    ...files("(a') files:", result.idlePrefetchJsFiles),
    ...files('(b) files:', result.firstOpenJsFiles),
    ...files('(b) of which preloads, requested after the Connect view showed:', result.firstOpenPreloadJsFiles),
    ...files('(c) files:', result.walletConnectJsFiles),
    ...(result.accountFeatures ?? []).flatMap((f) => files(`(j) ${f.feature} files:`, f.files)),
    ...files('(k) files:', result.solanaPathJsFiles),
    ...files('(l) files with the modal:', result.embeddedSectionJsFiles),
    ...files('(l) files of the email login:', result.embeddedPathJsFiles),
    ...files('(o) Swap files:', result.swap && 'files' in result.swap ? result.swap.files : undefined),
    ...files('(w) files before any click (examples/vite-wagmi):', result.wagmi?.files.map(({ file, gzipBytes }) => ({ url: file, gzipBytes }))),
    result.excludedOrigins.length ? `  not counted (extension origins): ${result.excludedOrigins.join(', ')}` : '',
    '  Timings are reported, not tested (a noisy machine); the byte budget is also bench/bundle-budget.test.ts.',
  ]
    .filter((l) => l !== '')
    .join('\n')
}

/** The machine's load while it measured: figures from a loaded machine read higher. */
const loadAverage = () => `load average (1, 5, 15 min) at the end: ${loadavg().map((l) => l.toFixed(2)).join(', ')} on ${cpus().length} cores`

/** What --anchors adds to (q): the anchors served, and what Portico's own build and page give for the extra rows. */
type AnchorsRun = { served: ServedAnchor[]; porticoDistDir?: string; walletPicked: boolean }

/** (q) on `url`, with the anchors when given; runs per cell from --first-open-runs. */
async function runFirstOpen(url: string, defaultRuns: number, anchors?: AnchorsRun): Promise<FirstOpenReport> {
  const runs = Number(values['first-open-runs'] ?? defaultRuns)
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true })
  try {
    const served = anchors?.served ?? []
    console.log(`(q) the first open at any moment on ${[url, ...served.map((a) => `${a.name} ${a.url}`)].join(', ')} (${runs} runs per moment and input)...`)
    const portico = { name: 'Portico', url, buttonName: 'Connect Wallet', ready: values.ready ?? PORTICO_REAL_CONNECT }
    const [porticoResult, ...anchorResults] = await measureFirstOpenSideBySide(browser, [portico, ...served], runs)
    const report: FirstOpenReport = { portico: porticoResult!, anchors: anchorResults }
    if (!anchors) return report
    if (anchors.porticoDistDir) {
      const porticoJs = gzipSizes(await initialChunks(anchors.porticoDistDir)).reduce((total, f) => total + f.gzipBytes, 0)
      report.initialJs = [{ target: 'Portico', gzipBytes: porticoJs }, ...served.map((a) => ({ target: a.name, gzipBytes: a.initialJsGzipBytes }))]
    }
    if (anchors.walletPicked) {
      console.log(`(q) wallet picked → address visible on Portico and the anchors (${runs} runs each)...`)
      report.walletPicked = await measureWalletPicked(browser, [{ ...portico, dialog: '[role="dialog"]', walletName: 'Bench Wallet' }, ...served], runs)
    }
    return report
  } finally {
    await browser.close()
  }
}

const stops: (() => Promise<void>)[] = []
const stopAndExit = async (code: number) => {
  await Promise.allSettled(stops.splice(0).reverse().map((stop) => stop()))
  process.exit(code)
}
process.on('SIGINT', () => void stopAndExit(130))
process.on('SIGTERM', () => void stopAndExit(143))

try {
  let url = values.url
  let excludeOrigins = values['exclude-origin'] ?? []
  let target = values.url ? 'url' : values.target
  /** What the app's own hooks render (the example's useAppKitAccount() output: the full address); the button shows it shortened. */
  let appText: string | undefined
  /** The same app composing solana() (the Solana path's measure), when the target has one. */
  let multichainUrl: string | undefined
  /** The inbox and the secure frame, for the embedded wallet's email path, when the target composes it. */
  let embedded: { mailUrl: string; frameOrigin: string } | undefined
  /** With --target example: the example's build output (Portico's JS before the first open beside the anchors'). */
  let porticoDistDir: string | undefined
  /** The chain RPC the anchors' apps are built with: the sandbox's Ethereum when the bench started it. */
  let anchorRpcUrl = 'http://127.0.0.1:8545'
  /** The page sponsors the gas at ?sponsor: the playground's embeddedWallet({ paymasterUrls }). */
  let sponsorable = false
  /** With --target example: builds examples/vite-wagmi from the same tarball, for (w). */
  let wagmiBytes: (() => Promise<WagmiBytes>) | undefined
  // the embedded wallet's chunks are named after its modules (plugins/embedded-wallet/**); a name that
  // a module elsewhere also has (index, adapter, provider...) would not tell its chunks apart
  const modulesOf = (folder: string) =>
    readdirSync(new URL(`../${folder}/`, import.meta.url), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => basename(file).replace(/\.tsx?$/, ''))
  const elsewhere = new Set(['index', ...modulesOf('kernel'), ...modulesOf('ui'), ...readdirSync(new URL('../plugins/', import.meta.url)).filter((p) => p !== 'embedded-wallet').flatMap((p) => modulesOf(`plugins/${p}`))])
  const pluginModules = modulesOf('plugins/embedded-wallet').filter((name) => !elsewhere.has(name))
  const ports = sandboxPortsFromEnv('test')
  if (!url && target === 'example') {
    console.log('Starting the sandbox services (anvil ×2, API, relay)...')
    const services = await startServices(ports)
    stops.push(services.stop)
    embedded = { mailUrl: services.urls.mail, frameOrigin: new URL(services.urls.secureFrame).origin }
    console.log(`Building examples/vite-react for production from ${values.tarball ?? 'a freshly packed tarball'}...`)
    const built = await buildExample(benchWorkDir(ports), services.urls, values.tarball)
    porticoDistDir = built.distDir
    anchorRpcUrl = services.urls.chainA
    console.log(`  tarball ${built.tarball}, build log ${built.log}`)
    if (!values['skip-wagmi'] && !values['only-swap']) wagmiBytes = () => measureWagmiBytes(`${benchWorkDir(ports)}-wagmi`, services.urls, built.tarball)
    const server = await serveExample(built)
    stops.push(server.stop)
    url = server.url
    target = 'examples/vite-react from the packed tarball'
    appText = BENCH_WALLET_ADDRESS
  } else if (!url && target === 'playground') {
    console.log('Building the playground for production and starting the sandbox...')
    const sandbox = await startSandbox({ ports, mode: 'preview' })
    stops.push(sandbox.stop)
    url = sandbox.urls.playground
    excludeOrigins = [new URL(sandbox.urls.wallet).origin]
    target = 'the sandbox playground'
    // the playground composes solana() at ?multichain (sandbox/playground/multichain.ts)
    multichainUrl = new URL('?multichain', url).href
    embedded = { mailUrl: sandbox.urls.mail.url, frameOrigin: new URL(sandbox.urls.secureFrame.url).origin }
    sponsorable = true
  } else if (!url) {
    throw new Error(`--target must be 'example' or 'playground', got '${target}'`)
  }
  const onlySwap = values['only-swap']
  const runs = Number(values.runs ?? (onlySwap ? 1 : values.quick ? 5 : 20))
  // The Bench Wallet's Solana side: the sandbox's first funded Solana account on the sandbox cluster.
  const wallet = multichainUrl
    ? { solana: { address: SOLANA_ACCOUNT_0.address, publicKey: [...base58.decode(SOLANA_ACCOUNT_0.address)], chains: [SOLANA_CHAINS.sandbox] } }
    : undefined
  const listingRuns = onlySwap ? 0 : Number(values['listing-runs'] ?? (values.quick ? 2 : 5))
  const skip = (flag: boolean) => flag || onlySwap
  let firstOpen: FirstOpenReport | undefined
  let anchors: AnchorsRun | undefined
  if (values.anchors) {
    if (values['skip-first-open'] || onlySwap) throw new Error('--anchors measures with (q): drop --skip-first-open and --only-swap')
    console.log('Installing (on the first run), building and serving the anchors (bench/anchors)...')
    const served = await startAnchors(anchorRpcUrl, `${benchWorkDir(ports)}-anchors.log`)
    stops.push(...served.map((a) => a.stop))
    // the Bench Wallet answers on the sandbox's chain: Portico's example connects only with its services running
    anchors = { served, porticoDistDir, walletPicked: appText !== undefined && !values['skip-connect'] }
  }
  if (!values['skip-first-open'] && !onlySwap) firstOpen = await runFirstOpen(url, values.quick ? 3 : 7, anchors)
  if (values['only-first-open']) {
    console.log(`\nPortico bench (${target}): ${url}, the first open at any moment\n${table(firstOpenReportRows(firstOpen!)).join('\n')}\n  ${loadAverage()}\n`)
    await writeFile(values.out, `${JSON.stringify({ measuredAt: new Date().toISOString(), target, loadAverage: loadavg(), firstOpen }, null, 2)}\n`)
    console.log(`Results written to ${values.out}`)
    await stopAndExit(0)
  }
  console.log(`Measuring ${url} (${runs} runs per timing)...`)
  const result = await measureModal({
    url,
    excludeOrigins,
    runs,
    ...(values.ready ? { ready: values.ready } : {}),
    listing: listingRuns > 0 ? { runs: listingRuns } : undefined,
    walletConnect: skip(values['skip-walletconnect']) ? undefined : {},
    // (e) and (f) time what the app's hook renders into the page, not only the modal's button
    connect: skip(values['skip-connect']) ? undefined : appText ? { text: appText } : {},
    returning: skip(values['skip-connect']) ? undefined : {},
    accountFeatures: skip(values['skip-connect']) ? undefined : {},
    tap: skip(values['skip-tap']) ? undefined : {},
    ...(wallet ? { wallet } : {}),
    solanaPath: multichainUrl && !skip(values['skip-connect']) ? { multichainUrl } : undefined,
    embeddedPath: embedded && !skip(values['skip-connect']) ? { ...embedded, pluginModules } : undefined,
    userOperation:
      embedded && !skip(values['skip-user-operation'])
        ? { mailUrl: embedded.mailUrl, runs: Number(values['user-operation-runs'] ?? (values.quick ? 2 : 5)) }
        : undefined,
    // only a page whose ?sponsor sponsors the gas (the playground's embeddedWallet({ paymasterUrls }))
    sponsoredUserOperation:
      embedded && sponsorable && !skip(values['skip-user-operation'])
        ? { mailUrl: embedded.mailUrl, runs: Number(values['user-operation-runs'] ?? (values.quick ? 2 : 5)) }
        : undefined,
    swap: values['skip-swap'] || values['skip-connect'] ? undefined : { runs: Number(values['swap-runs'] ?? (values.quick ? 2 : 5)) },
  })
  // (w) from the build output, after the timings (two builds would load the machine under them)
  let wagmi: WagmiBytes | undefined
  if (wagmiBytes) {
    console.log('Building examples/vite-wagmi with and without porticoConnector for (w)...')
    wagmi = await wagmiBytes()
  }
  // (r) in Node against its own anvil, after the page timings (nothing else loads the machine then)
  let rpcFailover: RpcFailoverResult | undefined
  if (!values['skip-rpc'] && !onlySwap) {
    console.log('Timing RPC reads with the first URL dead for (r)...')
    rpcFailover = await measureRpcFailover(Number(values['rpc-runs'] ?? (values.quick ? 5 : 20)))
  }
  const full: Report = { ...result, ...(wagmi ? { wagmi } : {}), ...(rpcFailover ? { rpcFailover } : {}), ...(firstOpen ? { firstOpen } : {}) }
  console.log(`\n${report(full, target)}\n  ${loadAverage()}\n`)
  const budgets = rows(full)
    .filter((r) => r.pass !== undefined)
    .map(({ measure, value, budget, pass }) => ({ measure, value, budget, pass }))
  await writeFile(values.out, `${JSON.stringify({ measuredAt: new Date().toISOString(), target, loadAverage: loadavg(), budgets, ...full }, null, 2)}\n`)
  console.log(`Results written to ${values.out}`)
  await stopAndExit(0)
} catch (error) {
  console.error(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
  await stopAndExit(1)
}
