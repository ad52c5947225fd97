import { useEffect, useRef } from 'react'
import { TOKENS, type ChainNamespace, type ConnectAttempt } from '../../../kernel/index.ts'
import { namespaceName } from '../../../kernel/caip/namespace-name.ts'
import { isSameRequest } from '../../../kernel/connection/ask-once.ts'
import { useKernel } from '../../app-kit/context.tsx'
import { PrimaryButton, SecondaryButton } from '../../components/buttons.tsx'
import { CheckIcon, ErrorIcon, WalletIcon } from '../../components/icons.tsx'
import { ImageIcon } from '../../components/image-icon.tsx'
import { Spinner } from '../../components/spinner.tsx'
import { useObservable } from '../../hooks/use-observable.ts'
import type { ViewProps, ViewTitle } from '../view-props.ts'
import { translate, useLocale, useTranslate, type Translate } from '../../i18n/use-translate.ts'
import messages from '../../messages/compiled/en.ts'
import { connectionErrorText, listOf } from './connection-error-text.ts'

export const title: ViewTitle<'ConnectingExternal'> = ({ data, kernel }) =>
  kernel.get(TOKENS.connectors).find(data?.connectorId ?? '')?.name ?? translate(kernel, messages, 'connecting.title')

/** Where each namespace of a multichain connect stands. */
function sideStatus(attempt: ConnectAttempt, ns: ChainNamespace) {
  if (attempt.connected.includes(ns)) return 'connecting.connected'
  if (attempt.failed.includes(ns)) return 'connecting.notConnected'
  if (attempt.asking === ns) return 'connecting.approve'
  return attempt.status === 'pending' ? 'connecting.next' : 'connecting.notConnected'
}

/** The namespaces a multichain wallet connects, each with where it stands (merging). */
function Sides({ attempt, t }: { attempt: ConnectAttempt; t: Translate<keyof typeof messages & string> }) {
  return (
    <ul className="m-0 flex w-full list-none flex-col gap-1 p-0" aria-label={t('connecting.sides')} data-testid="connecting-sides">
      {attempt.namespaces.map((ns) => {
        const status = sideStatus(attempt, ns)
        return (
          <li key={ns} className="flex items-center justify-between rounded-md bg-surface-hover px-3 py-2 text-sm" data-testid={`connecting-side-${ns}`}>
            <span className="font-medium text-fg">{namespaceName(ns)}</span>
            <span className={`flex items-center gap-1 ${status === 'connecting.connected' ? 'text-success' : status === 'connecting.notConnected' ? 'text-error' : 'text-muted'}`}>
              {status === 'connecting.connected' && <CheckIcon />}
              {t(status)}
            </span>
          </li>
        )
      })}
    </ul>
  )
}

/**
 * Shows the connect request the click sent (connect-external.ts), or sends one when the view was
 * shown without it. A multichain wallet connects each of its namespaces in turn, listed here. On
 * success the modal closes (or an after-connect step takes it over); on failure the error and a
 * retry show here; when one side refused, what did connect, a retry of the other, and Continue.
 */
export default function ConnectingExternalView({ data }: ViewProps<'ConnectingExternal'>) {
  const kernel = useKernel()
  const connection = kernel.get(TOKENS.connection)
  const connectorId = data?.connectorId ?? ''
  const namespace = data?.namespace
  const connector = kernel.get(TOKENS.connectors).find(connectorId)
  const t = useTranslate(messages)
  const locale = useLocale()
  const name = connector?.name ?? t('connecting.yourWallet')
  const attempt = useObservable(connection.attempt$, connection.getAttempt)
  const mine = attempt?.connectorId === connectorId ? attempt : undefined
  const error = mine?.status === 'failed' ? mine.error : undefined
  const partial = mine?.status === 'partial' ? mine : undefined
  const asked = useRef(false)

  useEffect(() => {
    // once, even when StrictMode runs effects twice; nothing to do when the click already asked
    if (asked.current) return
    asked.current = true
    // the click's request, or its outcome, shows here: the wallet is not asked again for it
    if (!isSameRequest(connection.getAttempt(), { connectorId, namespace })) connection.connect(connectorId, { namespace }).catch(() => {})
  }, [connection, connectorId, namespace])

  const sides = mine && mine.namespaces.length > 1 ? <Sides attempt={mine} t={t} /> : null
  const asking = mine?.status === 'pending' && mine.namespaces.length > 1 && mine.asking ? namespaceName(mine.asking) : undefined

  return (
    <div className="flex flex-col items-center gap-4 py-4 text-center" data-testid="connecting-external">
      <div className="relative">
        <ImageIcon src={connector?.imageUrl} fallback={<WalletIcon />} size={72} />
        {!error && !partial && (
          <span className="absolute -end-2 -bottom-2 flex rounded-full bg-bg p-1 text-accent">
            <Spinner size={18} />
          </span>
        )}
      </div>
      {partial ? (
        <>
          <p role="alert" className="flex items-center gap-2 text-base font-semibold text-error" data-testid="connecting-error">
            <ErrorIcon />
            {partial.error && connectionErrorText(t, partial.error, locale)}
          </p>
          {sides}
          <p className="text-sm text-muted">
            {t('connecting.partial', { name, namespaces: listOf(partial.connected.map(namespaceName), locale) })}
          </p>
          {partial.failed.map((ns) => (
            <SecondaryButton key={ns} data-testid={`connecting-retry-${ns}`} onClick={() => void connection.connect(connectorId, { namespace: ns }).catch(() => {})}>
              {t('connecting.connectNamespace', { namespace: namespaceName(ns) })}
            </SecondaryButton>
          ))}
          <PrimaryButton data-testid="connecting-continue-connected" onClick={() => kernel.get(TOKENS.modal).close()}>
            {t('connecting.continue')}
          </PrimaryButton>
        </>
      ) : error ? (
        <>
          <p role="alert" className="flex items-center gap-2 text-base font-semibold text-error" data-testid="connecting-error">
            <ErrorIcon />
            {connectionErrorText(t, error, locale)}
          </p>
          {sides}
          <p className="text-sm text-muted">{t('connecting.notMade', { name })}</p>
          <SecondaryButton
            data-testid="connecting-retry"
            // what failed, again: after a one-side retry, that side only
            onClick={() => void connection.connect(connectorId, { namespace: mine?.namespaces.length === 1 ? mine.namespaces[0] : namespace }).catch(() => {})}
          >
            {t('modal.tryAgain')}
          </SecondaryButton>
        </>
      ) : (
        <>
          <p className="text-base font-semibold text-fg" data-testid="connecting-continue">
            {t('connecting.continueIn', { name })}
          </p>
          <p className="text-sm text-muted">
            {asking ? t('connecting.acceptNamespace', { namespace: asking }) : t('connecting.accept')}
          </p>
          {sides}
          {mine?.status === 'pending' && (
            // a wallet that never answers: the visitor can give up the request and pick another way
            <SecondaryButton
              data-testid="connecting-cancel"
              onClick={() => {
                connection.cancelConnect()
                kernel.get(TOKENS.router).goBack()
              }}
            >
              {t('connecting.cancel')}
            </SecondaryButton>
          )}
        </>
      )}
    </div>
  )
}
