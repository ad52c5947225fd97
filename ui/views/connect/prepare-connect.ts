import type { Kernel } from '../../../kernel/index.ts'
import { TOKENS } from '../../../kernel/index.ts'

/** Without requestIdleCallback (Safari), or when the page never idles, the work starts this much later. */
export const PREPARE_CONNECT_TIMEOUT_MS = 300

/**
 * How long after the wallet list first rendered the idle wait begins: the open's entrance (150 ms)
 * and its listing's first page have drawn by then, so a client library's fetch and parse (the
 * sign-client: ~124 KB gzip, long tasks) come after the view settled, not while it settles.
 */
export const PREPARE_CONNECT_SETTLE_MS = 400

/**
 * The open's entrance: a move toward a wallet sooner than this after the list rendered (a pointer
 * resting where a row appears, the dialog's first focus) is taken when it ends, not during it.
 */
export const PREPARE_CONNECT_EARLIEST_MS = 150

export interface ConnectPreparation {
  /**
   * The visitor moves toward a wallet (a pointer on, a touch on, focus in a wallet's row): the
   * prepare runs now rather than after the settle wait, though never within the open's entrance.
   */
  toward(): void
  /** Stops what has not run yet (the view unmounted). */
  cancel(): void
}

const NOTHING: ConnectPreparation = { toward: () => {}, cancel: () => {} }

/**
 * Asks every composed plugin to fetch what its connect will need (`prepareConnect`: code, and on a
 * phone WalletConnect's pairing), once the view has settled (`PREPARE_CONNECT_SETTLE_MS`) and the
 * page is idle, or sooner when the visitor moves toward a wallet: the visitor reads the list
 * meanwhile, and a later pick (e.g. WalletConnect's QR code) does not wait for it, while the open
 * itself never does. Runs once. The shell names no plugin: only plugins that have such work declare it.
 */
export function prepareConnect(kernel: Kernel): ConnectPreparation {
  const plugins = kernel.plugins.filter((p) => p.prepareConnect)
  const win = kernel.get(TOKENS.environment).window
  if (plugins.length === 0 || !win) return NOTHING
  const context = { options: kernel.options, window: win, get: kernel.get.bind(kernel) }
  let done = false
  let cancelWait = () => {}
  const run = () => {
    if (done) return
    done = true
    cancelWait()
    for (const p of plugins) {
      try {
        p.prepareConnect!(context)
      } catch (error) {
        kernel.get(TOKENS.logger).warn(`plugin "${p.id}" could not prepare its connect`, error)
      }
    }
  }
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function') {
      const id = win.requestIdleCallback(run, { timeout: PREPARE_CONNECT_TIMEOUT_MS })
      cancelWait = () => win.cancelIdleCallback(id)
    } else {
      const id = win.setTimeout(run, PREPARE_CONNECT_TIMEOUT_MS)
      cancelWait = () => win.clearTimeout(id)
    }
  }
  const settling = win.setTimeout(whenIdle, PREPARE_CONNECT_SETTLE_MS)
  cancelWait = () => win.clearTimeout(settling)
  let entered = false
  let wanted = false
  const entrance = win.setTimeout(() => {
    entered = true
    if (wanted) run()
  }, PREPARE_CONNECT_EARLIEST_MS)
  return {
    toward() {
      if (entered) run()
      else wanted = true
    },
    cancel() {
      done = true
      cancelWait()
      win.clearTimeout(entrance)
    },
  }
}
