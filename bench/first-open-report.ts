// (q)'s rows in the bench's table: per moment and input, click → real view, click → settled, the JS
// and bytes fetched in between and the long tasks; the heap after load; with the anchors measured in
// the same run, each figure beside the best anchor's and the ratio.
import { BUDGETS } from './budgets.ts'
import type { FirstOpenCell, FirstOpenResult } from './first-open.ts'

export type Row = { measure: string; value: string; budget?: string; pass?: boolean; detail?: string }

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const ms = (value: number) => `${value} ms`
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

type Pick = (cell: FirstOpenCell) => number

/** The best (lowest) anchor figure for the same cell, with its name. */
function bestAnchor(anchors: FirstOpenResult[], cell: FirstOpenCell, pick: Pick): { name: string; value: number } | undefined {
  const values = anchors.flatMap((a) => {
    const same = a.cells.find((c) => c.moment === cell.moment && c.input === cell.input)
    return same ? [{ name: a.target, value: pick(same) }] : []
  })
  return values.sort((x, y) => x.value - y.value)[0]
}

function anchorsDetail(anchors: FirstOpenResult[], cell: FirstOpenCell, pick: Pick, format: (v: number) => string): string {
  return anchors
    .map((a) => {
      const same = a.cells.find((c) => c.moment === cell.moment && c.input === cell.input)
      return `${a.target} ${same ? format(pick(same)) : 'not measured'}`
    })
    .join(', ')
}

/** A time row: with anchors, PASS when Portico's median is at most `anchorRatio` of the best anchor's. */
function timeRow(measure: string, cell: FirstOpenCell, anchors: FirstOpenResult[], pick: Pick, runs: (c: FirstOpenCell) => number[]): Row {
  const value = pick(cell)
  const best = bestAnchor(anchors, cell, pick)
  const own = `runs ${runs(cell).join(', ')}`
  if (!best) return { measure, value: ms(value), detail: own }
  return {
    measure,
    value: ms(value),
    budget: `≤ ${ms(Math.round(best.value * BUDGETS.anchorRatio * 10) / 10)} (${best.name} ÷ 2)`,
    pass: value <= best.value * BUDGETS.anchorRatio,
    detail: `${own}; ${anchorsDetail(anchors, cell, pick, ms)}; ratio ${(best.value / Math.max(value, 0.1)).toFixed(1)}x`,
  }
}

export function firstOpenRows(portico: FirstOpenResult, anchors: FirstOpenResult[] = []): Row[] {
  const out: Row[] = []
  for (const cell of portico.cells) {
    const when = `${cell.moment === 'idle' ? 'page idle' : '150 ms after the load event'}, ${cell.input === 'tap' ? 'a tap' : 'element.click()'}`
    const ready = timeRow(`(q) ${when} → the real Connect view's first frame`, cell, anchors, (c) => c.readyMedianMs, (c) => c.runs.map((r) => r.readyMs))
    // the moment as it came: when the load event ended, the click after it, the view from navigation
    ready.detail = `${ready.detail}; load event at ${ms(cell.loadEventMedianMs)}, the click ${ms(cell.clickAfterLoadMedianMs)} after it, the view at ${ms(cell.navigationToReadyMedianMs)} from navigation`
    out.push(ready)
    out.push(timeRow(`(q) ${when} → the Connect view settled`, cell, anchors, (c) => c.settledMedianMs, (c) => c.runs.map((r) => r.settledMs)))
    const bytes: Row = {
      measure: `(q) ${when}: gzip JS requested between the click and settled`,
      value: kb(cell.jsGzipMedianBytes),
      detail: `at most ${kb(cell.jsGzipMaxBytes)}; all requests on the wire ${kb(cell.transferMedianBytes)}; layout jumps in ${cell.jumpRuns} of ${cell.runs.length} runs${anchors.length ? `; ${anchorsDetail(anchors, cell, (c) => c.jsGzipMedianBytes, kb)}` : ''}`,
    }
    const budget = cell.moment === 'idle' ? BUDGETS.firstOpenIdleJsGzipBytes : BUDGETS.firstOpenAfterLoadJsGzipBytes
    bytes.budget = `≤ ${kb(budget)}`
    bytes.pass = cell.jsGzipMaxBytes <= budget
    out.push(bytes)
    out.push({
      measure: `(q) ${when}: long tasks (≥ 50 ms) from the click to settled`,
      value: `${cell.longTasksMedian} (${ms(cell.longTaskMedianMs)})`,
      detail: `runs ${cell.runs.map((r) => `${r.longTasks} (${r.longTaskMs})`).join(', ')}; in the second after settled ${ms(cell.laterLongTaskMedianMs)}${anchors.length ? `; ${anchorsDetail(anchors, cell, (c) => c.longTaskMedianMs, ms)}` : ''}`,
    })
  }
  out.push({
    measure: '(q) JS heap after load (the page idle, garbage collected)',
    value: mb(portico.heapAfterLoadMedianBytes),
    detail: `median of ${portico.heapAfterLoadRunsBytes.length}${anchors.length ? `; ${anchors.map((a) => `${a.target} ${mb(a.heapAfterLoadMedianBytes)} (${(a.heapAfterLoadMedianBytes / Math.max(portico.heapAfterLoadMedianBytes, 1)).toFixed(1)}x)`).join(', ')}` : ''}`,
  })
  return out
}
