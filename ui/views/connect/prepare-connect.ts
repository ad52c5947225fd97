import type { Kernel } from '../../../kernel/index.ts'
import { TOKENS } from '../../../kernel/index.ts'

/** Without requestIdleCallback (Safari), or when the page never idles, the work starts this much later. */
export const PREPARE_CONNECT_TIMEOUT_MS = 300

/**
 * Asks every composed plugin to fetch what its connect will need (`prepareConnect`), once the page
 * is idle after the wallet list has rendered: the visitor reads the list meanwhile, and a later
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
  if (typeof win.requestIdleCallback === 'function') {
    const id = win.requestIdleCallback(run, { timeout: PREPARE_CONNECT_TIMEOUT_MS })
    return () => win.cancelIdleCallback(id)
  }
  const id = win.setTimeout(run, PREPARE_CONNECT_TIMEOUT_MS)
  return () => win.clearTimeout(id)
}
