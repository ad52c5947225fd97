import { Component, Suspense, use, useLayoutEffect, type ReactNode } from 'react'
import { TOKENS, type Kernel, type RouteEntry } from '../../kernel/index.ts'
import { useKernel } from '../app-kit/context.tsx'
import { SecondaryButton } from '../components/buttons.tsx'
import { Spinner } from '../components/spinner.tsx'
import { useObservable } from '../hooks/use-observable.ts'
import type { ViewModule } from '../views/view-props.ts'
import { loadView } from '../views/load-view.ts'

export interface ViewOutletProps {
  /** Receives the current view's title, for the header (and so the dialog's accessible name). */
  onTitle(title: string): void
}

/**
 * Shows the router's current view. The view's component comes from the kernel's view registry
 * (contributed by plugins, loaded on first show): the shell knows no view names.
 */
export function ViewOutlet({ onTitle }: ViewOutletProps) {
  const kernel = useKernel()
  const router = kernel.get(TOKENS.router)
  const route = useObservable(router.state$, () => router.get())
  const entry = route.history[route.history.length - 1]!

  return (
    <ViewErrorBoundary key={keyOf(entry)} onTitle={onTitle}>
      <Suspense
        fallback={
          <div className="flex min-h-40 items-center justify-center text-muted">
            <Spinner size={28} label="Loading" />
          </div>
        }
      >
        <RoutedView kernel={kernel} entry={entry} onTitle={onTitle} />
      </Suspense>
    </ViewErrorBoundary>
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

function RoutedView({ kernel, entry, onTitle }: { kernel: Kernel; entry: RouteEntry; onTitle(title: string): void }) {
  const loader = kernel.get(TOKENS.views).get(entry.view)
  if (!loader) return <MissingView name={entry.view} onTitle={onTitle} />
  return <LoadedView module={use(loadView(loader))} kernel={kernel} entry={entry} onTitle={onTitle} />
}

function LoadedView({ module, kernel, entry, onTitle }: { module: ViewModule; kernel: Kernel; entry: RouteEntry; onTitle(title: string): void }) {
  const { default: View, title } = module
  // a view without a title still names the dialog: "ConnectingWalletConnectBasic" → "Connecting Wallet Connect Basic"
  const text = (typeof title === 'function' ? title({ data: entry.data as never, kernel }) : title) || entry.view.replace(/(?<=[a-z])(?=[A-Z])/g, ' ')
  useLayoutEffect(() => onTitle(text), [text, onTitle])
  return <View data={entry.data as never} />
}

function MissingView({ name, onTitle }: { name: string; onTitle(title: string): void }) {
  useLayoutEffect(() => onTitle('Unavailable'), [onTitle])
  return <p className="py-8 text-center text-sm text-muted">The view &ldquo;{name}&rdquo; is not available in this app.</p>
}

interface BoundaryProps {
  children: ReactNode
  onTitle(title: string): void
}

/** A view whose chunk fails to load (offline) or that throws shows a retry instead of a blank modal. */
class ViewErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state = { error: undefined as unknown }
  static getDerivedStateFromError(error: unknown) {
    return { error }
  }
  override componentDidUpdate() {
    if (this.state.error !== undefined) this.props.onTitle('Something went wrong')
  }
  override render() {
    if (this.state.error === undefined) return this.props.children
    return (
      <div className="flex flex-col items-center gap-4 py-6 text-center">
        <p role="alert" className="text-sm text-error">
          Something went wrong
        </p>
        <SecondaryButton onClick={() => this.setState({ error: undefined })}>Try again</SecondaryButton>
      </div>
    )
  }
}
