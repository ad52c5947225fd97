import type { ViewLoader } from '../../kernel/index.ts'
import type { ViewModule } from './view-props.ts'

const cache = new WeakMap<ViewLoader, Promise<ViewModule>>()

/**
 * One promise per view loader, for React's `use()`. The promise is marked fulfilled as it settles
 * (the thenable fields React reads), so a view already loaded renders without suspending again.
 */
export function loadView(loader: ViewLoader): Promise<ViewModule> {
  let promise = cache.get(loader)
  if (!promise) {
    const tracked: Promise<ViewModule> = loader().then(
      (module) => {
        const view = module as ViewModule
        if (typeof view?.default !== 'function' && typeof view?.default !== 'object') {
          throw new TypeError('A view module must default-export a React component')
        }
        Object.assign(tracked, { status: 'fulfilled', value: view })
        return view
      },
      (error: unknown) => {
        cache.delete(loader) // a failed chunk load may be retried
        Object.assign(tracked, { status: 'rejected', reason: error })
        throw error
      },
    )
    promise = tracked
    cache.set(loader, promise)
  }
  return promise
}
