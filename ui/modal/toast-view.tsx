import { TOKENS } from '../../kernel/index.ts'
import { useKernel } from '../app-kit/context.tsx'
import { CheckIcon, ErrorIcon } from '../components/icons.tsx'
import { Spinner } from '../components/spinner.tsx'
import { useObservable } from '../hooks/use-observable.ts'

/**
 * The kernel's toast (SPEC §3: success, loading, error). The live region stays mounted so screen
 * readers announce each new message; a toast's `svg` is never rendered (it would be markup).
 */
export function ToastView() {
  const toast = useKernel().get(TOKENS.toast)
  const state = useObservable(toast.state$, () => toast.get())
  const color = state.variant === 'error' ? 'text-error' : state.variant === 'success' ? 'text-success' : 'text-fg'
  return (
    <div role="status" aria-live="polite" className="pointer-events-none absolute inset-x-0 top-3 flex justify-center px-14">
      {state.open && (
        <div
          data-testid="toast"
          data-variant={state.variant}
          className="flex max-w-full items-center gap-2 rounded-full border border-line bg-surface px-4 py-2 text-sm font-medium text-fg shadow-modal"
        >
          <span className={`flex shrink-0 ${color}`}>
            {state.variant === 'success' ? <CheckIcon /> : state.variant === 'error' ? <ErrorIcon /> : <Spinner size={14} />}
          </span>
          <span className="truncate">{state.message}</span>
        </div>
      )}
    </div>
  )
}
