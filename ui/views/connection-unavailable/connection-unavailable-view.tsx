import { useState } from 'react'
import { messageOf, TOKENS, type DataOf, type Kernel } from '../../../kernel/index.ts'
import { useKernel } from '../../app-kit/context.tsx'
import { PrimaryButton, SecondaryButton } from '../../components/buttons.tsx'
import { DisconnectIcon, ErrorIcon } from '../../components/icons.tsx'
import { Spinner } from '../../components/spinner.tsx'
import { useObservable } from '../../hooks/use-observable.ts'
import { connectExternal } from '../connecting-external/connect-external.ts'
import type { ViewProps } from '../view-props.ts'
import { translate, useTranslate } from '../../i18n/use-translate.ts'
import messages from '../../messages/compiled/en.ts'

type Data = DataOf<'ConnectionUnavailable'>

export const title = ({ data, kernel }: { data: Data; kernel: Kernel }) =>
  translate(kernel, messages, data?.reason === 'session-expired' ? 'unavailable.sessionExpired' : 'unavailable.connectionLost')

/** Starts a new connection with the wallet the visitor had, the way the Connect view would. */
function connectAgain(kernel: Kernel, connectorId: string | undefined) {
  const router = kernel.get(TOKENS.router)
  router.reset('Connect')
  const connector = connectorId ? kernel.get(TOKENS.connectors).find(connectorId) : undefined
  if (!connector) return
  if (connector.type === 'WALLET_CONNECT') {
    const qr = kernel.get(TOKENS.views).slot('walletConnectQr')
    if (qr && kernel.get(TOKENS.views).has(qr)) router.push(qr)
    return
  }
  connectExternal(kernel, connector.id)
}

/**
 * A request was refused before it was sent: the wallet's transport is down (e.g. the WalletConnect
 * relay) or its session expired. Says so, and offers to reconnect: check the transport again while
 * the session lives, or connect anew once it has ended.
 */
export default function ConnectionUnavailableView({ data }: ViewProps<'ConnectionUnavailable'>) {
  const kernel = useKernel()
  const connection = kernel.get(TOKENS.connection)
  // The kernel's stream directly: importing useAccountState here tips the bundler into splitting
  // the page's first bundle into several files (+2.5 KB gzip; bench/bundle-budget.test.ts).
  const account = useObservable(connection.accounts$, () => connection.get())[data.namespace]
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const stillConnected = account?.status === 'connected'
  const t = useTranslate(messages)
  // the adapter's own text in English; in another locale the catalog's for a known reason
  const reasonId = `unavailable.reason.${data.reason}`
  const said = kernel.get(TOKENS.locale).translate({ [reasonId]: data.message }, reasonId)

  async function reconnect() {
    if (!stillConnected) return connectAgain(kernel, data.connectorId)
    setBusy(true)
    setError(undefined)
    try {
      await connection.checkConnection(data.namespace)
      // Back where the visitor was: to the previous view with a toast, or (opened on its own) out of the way.
      const router = kernel.get(TOKENS.router)
      if (router.get().history.length > 1) kernel.get(TOKENS.toast).success(t('unavailable.reconnected'))
      router.goBack()
    } catch (e) {
      setError(messageOf(e))
    } finally {
      setBusy(false)
    }
  }

  function disconnect() {
    setError(undefined)
    connection
      .disconnect(data.namespace)
      .then(() => kernel.get(TOKENS.modal).close({ force: true }))
      .catch((e: unknown) => setError(messageOf(e)))
  }

  return (
    <div className="flex flex-col items-center gap-4 text-center" data-testid="connection-unavailable">
      <span className="text-error">
        <ErrorIcon />
      </span>
      <p className="text-sm text-fg">{said}</p>
      <p className="text-sm text-muted">
        {stillConnected ? t('unavailable.checkInternet') : t('unavailable.connectAgain')}
      </p>
      <PrimaryButton className="w-full" aria-busy={busy || undefined} disabled={busy} onClick={() => void reconnect()}>
        {busy && <Spinner />}
        {busy ? t('unavailable.reconnecting') : t('unavailable.reconnect')}
      </PrimaryButton>
      {stillConnected && (
        <SecondaryButton className="w-full" onClick={disconnect}>
          <DisconnectIcon />
          {t('account.disconnect')}
        </SecondaryButton>
      )}
      {error && (
        <p role="alert" className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  )
}
