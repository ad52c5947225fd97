import { TOKENS } from '../../kernel/index.ts'
import { useKernel } from '../app-kit/context.tsx'
import { CloseIcon, ErrorIcon } from '../components/icons.tsx'
import { useObservable } from '../hooks/use-observable.ts'
import { useTranslate } from '../i18n/use-translate.ts'
import messages from '../messages/compiled/en.ts'

/** The kernel's alerts: configuration and network problems, above the view. */
export function AlertBar() {
  const alerts = useKernel().get(TOKENS.alerts)
  const state = useObservable(alerts.state$, () => alerts.get())
  const t = useTranslate(messages)
  if (!state.open) return null
  const tone = state.variant === 'warning' ? 'text-fg' : 'text-error'
  return (
    <div
      role="alert"
      data-testid="alert-bar"
      className="mx-3 mb-2 flex shrink-0 items-start gap-2 rounded-lg border border-line bg-surface px-3 py-2 text-sm"
    >
      <span className={`mt-0.5 flex shrink-0 ${tone}`}>
        <ErrorIcon />
      </span>
      <span className="min-w-0 flex-1">
        <span className={`block font-semibold ${tone}`}>{state.code ? t(`alert.${state.code}`) : state.message}</span>
        {state.details && <span className="block text-xs text-muted">{state.code ? t(`alert.${state.code}.details`) : state.details}</span>}
      </span>
      <button
        type="button"
        aria-label={t('modal.dismissAlert')}
        className="-m-2.5 flex size-11 shrink-0 items-center justify-center rounded-sm text-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-accent"
        onClick={() => alerts.dismiss()}
      >
        <CloseIcon />
      </button>
    </div>
  )
}
