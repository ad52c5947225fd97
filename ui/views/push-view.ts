import { TOKENS, type DataOf, type Kernel, type ViewName } from '../../kernel/index.ts'

/**
 * Pushes `view` unless it is already on top with the same data. The outlet keeps the current view
 * on screen until the next one's chunk has loaded, so a second click on the same button meanwhile
 * must not push the view twice (the router only ignores a push of the very same data object).
 */
export function pushView<V extends ViewName>(kernel: Kernel, view: V, data?: DataOf<V>): void {
  const router = kernel.get(TOKENS.router)
  const top = router.get()
  if (top.view === view && shallowEqual(top.data, data)) return
  router.push(view, data)
}

function shallowEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((key) => (a as Record<string, unknown>)[key] === (b as Record<string, unknown>)[key])
}
