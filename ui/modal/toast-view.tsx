import { TOKENS } from '../../kernel/index.ts'
import { useKernel } from '../app-kit/context.tsx'
import { CheckIcon, ErrorIcon } from '../components/icons.tsx'
import { Spinner } from '../components/spinner.tsx'
import { useObservable } from '../hooks/use-observable.ts'
import { useLocale } from '../i18n/use-translate.ts'

const MISSING = '\u0000'

/**
 * The kernel's toast (success, loading, error). The live region stays mounted so screen
 * readers announce each new message; a toast's `svg` is never rendered (it would be markup).
 * A toast raised in English by code that has no view (the kernel's 'Token Balance Unavailable', a
 * plugin's request gate) shows in the locale when a catalog has the id "toast.<English text>";
 * any other text shows as it came.
 */
export function ToastView() {
  const kernel = useKernel()
  const toast = kernel.get(TOKENS.toast)
  const state = useObservable(toast.state$, () => toast.get())
  useLocale() // a new locale words the toast again
  const id = `toast.${state.message}`
  // a missing id gives back the plain stand-in: the toast's own text is never parsed as a message
  const translated = kernel.get(TOKENS.locale).translate({ [id]: MISSING }, id)
  const message = translated === MISSING ? state.message : translated
  const color = state.variant === 'error' ? 'text-error' : state.variant === 'success' ? 'text-success' : 'text-fg'
  return (
    <div role="status" aria-live="polite" className="pointer-events-none absolute inset-x-0 top-3 flex justify-center px-14">
      {state.open && (
        <div
          data-testid="toast"
          data-variant={state.variant}
          className="flex max-w-full items-center gap-2 rounded-2xl border border-line bg-surface px-4 py-2 text-sm font-medium text-fg shadow-modal"
        >
          <span className={`flex shrink-0 ${color}`}>
            {state.variant === 'success' ? <CheckIcon /> : state.variant === 'error' ? <ErrorIcon /> : <Spinner size={14} />}
          </span>
          {/* wraps rather than truncates: between Back and Close a phone has ~190 px, less than 'Swapped 0.1 ETH for 181.5438 sUSDC' */}
          <span className="min-w-0 break-words">{message}</span>
        </div>
      )}
    </div>
  )
}
