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

const withParts = new WeakMap<ViewRegistryLike, WeakMap<ViewLoader, Promise<ViewModule>>>()

/** What loadViewParts reads of the kernel's view registry. */
export interface ViewRegistryLike {
  get(view: string): ViewLoader | undefined
}

/**
 * A view and the plugin sections it shows (its module's `sections`, e.g. Connect's email field),
 * loaded together: the outlet shows the view once all of it can render, so no section arrives a
 * moment later and pushes the rest down. A section that fails to load is left out (the view
 * stays usable without it). Marked fulfilled as it settles, like loadView's promise.
 */
export function loadViewParts(views: ViewRegistryLike, loader: ViewLoader): Promise<ViewModule> {
  let perRegistry = withParts.get(views)
  if (!perRegistry) withParts.set(views, (perRegistry = new WeakMap()))
  let promise = perRegistry.get(loader)
  if (!promise) {
    const tracked: Promise<ViewModule> = loadView(loader).then(
      async (view) => {
        const sections = (view.sections ?? []).map((name) => views.get(name)).filter((section) => section !== undefined)
        await Promise.all(sections.map((section) => loadView(section).catch(() => undefined)))
        Object.assign(tracked, { status: 'fulfilled', value: view })
        return view
      },
      (error: unknown) => {
        perRegistry!.delete(loader)
        Object.assign(tracked, { status: 'rejected', reason: error })
        throw error
      },
    )
    promise = tracked
    perRegistry.set(loader, promise)
  }
  return promise
}
