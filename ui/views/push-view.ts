import { TOKENS, type DataOf, type Kernel, type ViewName } from '../../kernel/index.ts'
import { loadView } from './load-view.ts'

/**
 * Pushes `view` once its chunk has loaded (at once when it already has): the outlet then renders
 * it in the next frame. Pushed before, the outlet would show its Suspense fallback, and React keeps
 * a fallback on screen for at least 300 ms. A failed load pushes anyway (the outlet shows the
 * failure and a retry). Nothing is pushed if the visitor went elsewhere in the meantime.
 */
export function pushView<V extends ViewName>(kernel: Kernel, view: V, data?: DataOf<V>): Promise<void> {
  const router = kernel.get(TOKENS.router)
  const loader = kernel.get(TOKENS.views).get(view)
  if (!loader) {
    router.push(view, data)
    return Promise.resolve()
  }
  const before = router.get()
  const push = () => {
    if (router.get() === before) router.push(view, data)
  }
  return loadView(loader).then(push, push)
}
