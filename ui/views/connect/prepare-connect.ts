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
 * Asks every composed plugin to fetch what its connect will need (`prepareConnect`), once the view
 * has settled (`PREPARE_CONNECT_SETTLE_MS`) and the page is idle: the visitor reads the list meanwhile, and a later
 * pick (e.g. WalletConnect's QR code) does not wait for those chunks. Returns the cancel for an
 * unmount before it ran. The shell names no plugin: only plugins that have such work declare it.
 */
export function prepareConnect(kernel: Kernel): () => void {
  const plugins = kernel.plugins.filter((p) => p.prepareConnect)
  const win = kernel.get(TOKENS.environment).window
  if (plugins.length === 0 || !win) return () => {}
  const run = () => {
    for (const p of plugins) {
      try {
        p.prepareConnect!()
      } catch (error) {
        kernel.get(TOKENS.logger).warn(`plugin "${p.id}" could not prepare its connect`, error)
      }
    }
  }
  let cancel = () => {}
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function') {
      const id = win.requestIdleCallback(run, { timeout: PREPARE_CONNECT_TIMEOUT_MS })
      cancel = () => win.cancelIdleCallback(id)
    } else {
      const id = win.setTimeout(run, PREPARE_CONNECT_TIMEOUT_MS)
      cancel = () => win.clearTimeout(id)
    }
  }
  const settling = win.setTimeout(whenIdle, PREPARE_CONNECT_SETTLE_MS)
  cancel = () => win.clearTimeout(settling)
  return () => cancel()
}
