// The RegisterAccountName view: the visitor types a name (the `.reown.id` suffix shown beside it),
// sees the rules as they type (letters, digits and hyphens, at least 4 characters), whether the name
// is free, and the API's suggestions, then registers it with a signed message. The same view shows
// the pending step (the wallet signing, then the registration) and, when it failed, the reason (the
// service's, else 'Error registering name {name}').
import { useId, useMemo, type ReactNode } from 'react'
import { TOKENS } from 'portico'
import {
  useKernel,
  useObservable,
  type ViewProps,
  type ViewTitle,
  PrimaryButton,
  CheckIcon,
  Spinner,
  BARE_INPUT_CLASS,
  fieldClass,
  useTranslate,
} from '../../ui/kit/index.ts'
import { checkName, labelOf, NAME_SUFFIX } from './name-rules.ts'
import { NAME_REGISTRATION, NAMES_API } from './token.ts'
import { useNameCheck } from './use-name-check.ts'
import messages from './messages/compiled/en.ts'
import { nameText } from './name-text.ts'

export const title: ViewTitle<'RegisterAccountName'> = 'Choose Name'
export const titleId = 'names.title'

export default function RegisterAccountNameView(_props: ViewProps<'RegisterAccountName'>) {
  const kernel = useKernel()
  const registration = kernel.get(NAME_REGISTRATION)
  // the kernel's lookup (is the name free) and this plugin's suggestions, one object per kernel
  const api = useMemo(() => ({ lookupName: kernel.get(TOKENS.blockchainApi).lookupName, getNameSuggestions: kernel.get(NAMES_API).getNameSuggestions }), [kernel])
  const state = useObservable(registration.state$, () => registration.get())
  const check = useMemo(() => checkName(state.draft), [state.draft])
  const busy = state.status !== 'idle'
  const found = useNameCheck(api, check.ok && !busy ? check.name : undefined)
  const ids = { input: useId(), hint: useId(), status: useId() }
  const t = useTranslate(messages)

  const available = check.ok && found.name === check.name && found.availability === 'available'
  const invalid = !check.ok && check.error !== undefined

  let status: ReactNode = null
  if (invalid) status = nameText(t, check.error!)
  else if (check.ok && found.name === check.name) {
    if (found.availability === 'checking') status = t('names.checking')
    else if (found.availability === 'available') status = t('names.available', { name: check.name })
    else if (found.availability === 'taken') status = t('names.taken', { name: check.name })
    else if (found.availability === 'failed') status = found.error
  }

  return (
    <form
      className="flex flex-col gap-4 py-2"
      data-testid="register-account-name"
      onSubmit={(event) => {
        event.preventDefault()
        if (available && !busy) void registration.register()
      }}
    >
      <p id={ids.hint} className="text-center text-sm text-muted">
        {t('names.hint')}
      </p>
      <div>
        <label htmlFor={ids.input} className="mb-1 block text-sm font-semibold text-fg">
          {t('names.label')}
        </label>
        <div className={fieldClass(invalid)}>
          <input
            id={ids.input}
            type="text"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={100}
            value={state.draft}
            disabled={busy}
            aria-invalid={invalid || undefined}
            aria-describedby={`${ids.hint} ${ids.status}`}
            data-testid="register-account-name-input"
            onChange={(event) => registration.setDraft(event.target.value)}
            className={`min-w-0 flex-1 ${BARE_INPUT_CLASS}`}
          />
          <span className="text-base text-muted" data-testid="register-account-name-suffix">
            {NAME_SUFFIX}
          </span>
        </div>
        <p
          id={ids.status}
          aria-live="polite"
          data-testid="register-account-name-status"
          className={`mt-1 flex min-h-5 items-center gap-1 text-sm ${invalid || found.availability === 'taken' || found.availability === 'failed' ? 'text-error' : available ? 'text-success' : 'text-muted'}`}
        >
          {available && <CheckIcon />}
          {status}
        </p>
      </div>
      {check.ok && !busy && found.name === check.name && (found.suggestions.length > 0 || found.suggestionsError) && (
        <section aria-labelledby={`${ids.status}-suggestions`}>
          <h3 id={`${ids.status}-suggestions`} className="mb-2 text-sm font-semibold text-fg">
            {t('names.suggestions')}
          </h3>
          {found.suggestionsError ? (
            <p className="text-sm text-error" data-testid="register-account-name-suggestions-error">
              {found.suggestionsError}
            </p>
          ) : (
            <ul className="flex flex-wrap gap-2" aria-label={t('names.suggested')} data-testid="register-account-name-suggestions">
              {found.suggestions.map((name) => (
                <li key={name}>
                  <button
                    type="button"
                    className="min-h-11 rounded-full border border-line bg-surface px-3 py-1 text-sm text-fg hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-accent"
                    onClick={() => registration.setDraft(labelOf(name))}
                  >
                    {name}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {state.error && !busy && (
        <p role="alert" className="text-center text-sm text-error" data-testid="register-account-name-error">
          {nameText(t, state.error)}
        </p>
      )}
      {state.status === 'signing' && <p className="text-center text-sm text-muted">{t('names.openWallet')}</p>}
      <PrimaryButton type="submit" aria-busy={busy || undefined} disabled={busy || !available} data-testid="register-account-name-submit">
        {busy && <Spinner />}
        {state.status === 'signing' ? t('names.signing') : state.status === 'registering' ? t('names.registering') : t('names.register')}
      </PrimaryButton>
    </form>
  )
}
