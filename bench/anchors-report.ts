// The rows `npm run bench -- --anchors` adds beside (q)'s: the JS each app loads before its first
// open (from its build output), "wallet picked → address visible" and "wallet answered → address
// visible"; Portico's figure with each anchor's beside it and the ratio (the anchor's figure ÷
// Portico's: above 1, Portico is smaller or faster).
import type { Row } from './first-open-report.ts'
import type { WalletPickedResult } from './wallet-picked.ts'

export type NamedBytes = { target: string; gzipBytes: number }

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const ms = (value: number) => `${value} ms`

/** "RainbowKit 273.0 KB (1.4x), ConnectKit …": each anchor's figure and its ratio to Portico's. */
export function besideAnchors<T extends { target: string }>(portico: T, anchors: readonly T[], pick: (t: T) => number, format: (v: number) => string): string {
  const own = Math.max(pick(portico), 0.1)
  return anchors.map((a) => `${a.target} ${format(pick(a))} (${(pick(a) / own).toFixed(1)}x)`).join(', ')
}

export function anchorRows(initialJs: readonly NamedBytes[], walletPicked: readonly WalletPickedResult[]): Row[] {
  const out: Row[] = []
  const [porticoJs, ...anchorsJs] = initialJs
  if (porticoJs && anchorsJs.length)
    out.push({
      measure: "(q) gzip JS before the first open (each app's build: its entry and the chunks it imports statically)",
      value: kb(porticoJs.gzipBytes),
      detail: besideAnchors(porticoJs, anchorsJs, (t) => t.gzipBytes, kb),
    })
  const [porticoPick, ...anchorsPick] = walletPicked
  if (porticoPick && anchorsPick.length)
    out.push({
      measure: "(q) wallet picked → the address in the app's own text (the Bench Wallet, the list settled)",
      value: ms(porticoPick.medianMs),
      detail: `runs ${porticoPick.runsMs.join(', ')}; ${besideAnchors(porticoPick, anchorsPick, (t) => t.medianMs, ms)}`,
    })
  if (porticoPick && anchorsPick.length)
    out.push({
      measure: "(q) wallet answered (eth_requestAccounts) → the address in the app's own text (the same connects)",
      value: ms(porticoPick.answerMedianMs),
      detail: `runs ${porticoPick.answerRunsMs.join(', ')}; ${besideAnchors(porticoPick, anchorsPick, (t) => t.answerMedianMs, ms)}`,
    })
  return out
}
