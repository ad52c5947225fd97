import { Component, Suspense, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react'
import { TOKENS, type Kernel, type RouteEntry, type RouterState, type ViewLoader } from '../../kernel/index.ts'
import { useKernel } from '../app-kit/context.tsx'
import { SecondaryButton } from '../components/buttons.tsx'
import { Spinner } from '../components/spinner.tsx'
import { useObservable } from '../hooks/use-observable.ts'
import type { ViewModule } from '../views/view-props.ts'
import { useLocale, useTranslate } from '../i18n/use-translate.ts'
import messages from '../messages/compiled/en.ts'
import { loadView, loadViewParts } from '../views/load-view.ts'

/** What the outlet shows: a loaded view, nothing yet (a first view still loading), or a failed load. */
export type OutletState =
  | { kind: 'view'; route: RouterState; entry: RouteEntry; module: ViewModule | undefined }
  | { kind: 'loading'; route: RouterState }
  | { kind: 'failed'; route: RouterState; error: unknown; retry(): void }

type Tracked = Promise<ViewModule> & { status?: 'fulfilled' | 'rejected'; value?: ViewModule }

/**
 * The route as the modal shows it. Every navigation (a view's push, the kernel's reset after a
 * connection, `open({ view })`) changes the router at once; the outlet follows only when the next
 * view's chunk has loaded, and keeps the current view on screen until then. No Suspense fallback
 * is involved (React would keep one for at least 300 ms): the swap happens in the next frame. A
 * chunk that fails to load shows a failure with a retry; a first view still loading, a spinner.
 */
export function useOutlet(): OutletState {
  const kernel = useKernel()
  const router = kernel.get(TOKENS.router)
  const views = kernel.get(TOKENS.views)
  const route = useObservable(router.state$, () => router.get())
  /** The last route whose view could render: what stays on screen while the next one loads. */
  const [shown, setShown] = useState<RouterState>()
  const [failure, setFailure] = useState<{ route: RouterState; error: unknown }>()

  const failed = failure?.route === route
  const loader = views.get(route.view)
  // a failed load is not retried on every render: only by the failure's "Try again"
  const pending = loader && !failed ? (loadViewParts(views, loader) as Tracked) : undefined
  const ready = !loader || pending?.status === 'fulfilled'
  // "storing information from previous renders": React re-renders at once, before committing
  if (ready && shown !== route) setShown(route)

  useEffect(() => {
    if (!pending || ready) return
    let live = true
    pending.then(
      () => live && setShown(route),
      (error: unknown) => live && setFailure({ route, error }),
    )
    return () => {
      live = false
    }
  }, [pending, ready, route])

  const current = ready ? route : shown
  const module = current ? moduleOf(views.get(current.view)) : undefined
  // the same object while nothing changed: the shell re-renders for its title alone, not the view
  return useMemo((): OutletState => {
    if (failed) return { kind: 'failed', route, error: failure.error, retry: () => setFailure(undefined) }
    if (!current) return { kind: 'loading', route }
    return { kind: 'view', route: current, entry: current.history[current.history.length - 1]!, module }
  }, [failed, failure, route, current, module])
}

/** The module of a view that has loaded (a shown view's loader stays cached and fulfilled). */
function moduleOf(loader: ViewLoader | undefined): ViewModule | undefined {
  return loader ? (loadView(loader) as Tracked).value : undefined
}

export interface ViewOutletProps {
  /** What to show, from `useOutlet()` (the shell reads the same state for its Back button). */
  outlet: OutletState
  /** Receives the current view's title, for the header (and so the dialog's accessible name). */
  onTitle(title: string): void
}

/**
 * Shows the router's current view. The view's component comes from the kernel's view registry
 * (contributed by plugins, loaded on first show): the shell knows no view names.
 */
export function ViewOutlet({ outlet, onTitle }: ViewOutletProps) {
  const kernel = useKernel()
  if (outlet.kind === 'loading') return <Loading />
  if (outlet.kind === 'failed') return <ViewFailure onTitle={onTitle} onRetry={outlet.retry} />
  const { entry, module } = outlet

  return (
    <ViewErrorBoundary key={keyOf(entry)} onTitle={onTitle}>
      {/* only for a view that suspends on its own: the outlet never renders a view before its chunk */}
      <Suspense fallback={<Loading />}>
        {module ? <LoadedView module={module} kernel={kernel} entry={entry} onTitle={onTitle} /> : <MissingView name={entry.view} onTitle={onTitle} />}
      </Suspense>
    </ViewErrorBoundary>
  )
}

function Loading() {
  const t = useTranslate(messages)
  return (
    <div className="flex min-h-40 items-center justify-center text-muted">
      <Spinner size={28} label={t('modal.loading')} />
    </div>
  )
}

const keys = new WeakMap<RouteEntry, number>()
let nextKey = 0
/** Each navigation makes a new route entry: a new entry mounts a fresh view (and error boundary). */
function keyOf(entry: RouteEntry): number {
  let key = keys.get(entry)
  if (key === undefined) keys.set(entry, (key = ++nextKey))
  return key
}

/** `to` keeps the view mounted for `from` when it shows the same view with the same data (a view drawn ahead, then opened). */
export function carryKey(from: RouteEntry, to: RouteEntry): void {
  if (from !== to && from.view === to.view && from.data === to.data && !keys.has(to)) keys.set(to, keyOf(from))
}

function LoadedView({ module, kernel, entry, onTitle }: { module: ViewModule; kernel: Kernel; entry: RouteEntry; onTitle(title: string): void }) {
  const { default: View, title } = module
  useLocale() // a title computed in the locale: a new locale recomputes it
  const fixed = typeof title === 'string' && module.titleId ? kernel.get(TOKENS.locale).translate({ [module.titleId]: title }, module.titleId) : undefined
  // a view without a title still names the dialog: "ConnectingLedgerLive" → "Connecting Ledger Live"
  const text = (typeof title === 'function' ? title({ data: entry.data as never, kernel }) : (fixed ?? title)) || entry.view.replace(/(?<=[a-z])(?=[A-Z])/g, ' ')
  useLayoutEffect(() => onTitle(text), [text, onTitle])
  // the same element while the data is the same: a new route entry equal to the last re-renders no view
  return useMemo(() => <View data={entry.data as never} />, [View, entry.data])
}

function MissingView({ name, onTitle }: { name: string; onTitle(title: string): void }) {
  const t = useTranslate(messages)
  const unavailable = t('modal.unavailable')
  useLayoutEffect(() => onTitle(unavailable), [onTitle, unavailable])
  return <p className="py-8 text-center text-sm text-muted">{t('modal.viewMissing', { name })}</p>
}

/** A view whose chunk failed to load (offline) or that threw: a retry instead of a blank modal. */
function ViewFailure({ onTitle, onRetry }: { onTitle(title: string): void; onRetry(): void }) {
  const t = useTranslate(messages)
  const failed = t('modal.failed')
  useLayoutEffect(() => onTitle(failed), [onTitle, failed])
  return (
    <div className="flex flex-col items-center gap-4 py-6 text-center">
      <p role="alert" className="text-sm text-error">
        {failed}
      </p>
      <SecondaryButton onClick={onRetry}>{t('modal.tryAgain')}</SecondaryButton>
    </div>
  )
}

interface BoundaryProps {
  children: ReactNode
  onTitle(title: string): void
}

/** A view that throws while rendering shows a retry instead of a blank modal. */
class ViewErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state = { error: undefined as unknown }
  static getDerivedStateFromError(error: unknown) {
    return { error }
  }
  override render() {
    if (this.state.error === undefined) return this.props.children
    return <ViewFailure onTitle={this.props.onTitle} onRetry={() => this.setState({ error: undefined })} />
  }
}
