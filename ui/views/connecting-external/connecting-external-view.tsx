import { useEffect, useRef } from 'react'
import { TOKENS } from '../../../kernel/index.ts'
import { useKernel } from '../../app-kit/context.tsx'
import { SecondaryButton } from '../../components/buttons.tsx'
import { ErrorIcon, WalletIcon } from '../../components/icons.tsx'
import { ImageIcon } from '../../components/image-icon.tsx'
import { Spinner } from '../../components/spinner.tsx'
import { useObservable } from '../../hooks/use-observable.ts'
import type { ViewProps, ViewTitle } from '../view-props.ts'

export const title: ViewTitle<'ConnectingExternal'> = ({ data, kernel }) =>
  kernel.get(TOKENS.connectors).find(data?.connectorId ?? '')?.name ?? 'Connecting'

/**
 * Shows the connect request the click sent (connect-external.ts), or sends one when the view was
 * shown without it. On success the modal closes (or an after-connect step takes it over); on
 * failure the error and a retry show here.
 */
export default function ConnectingExternalView({ data }: ViewProps<'ConnectingExternal'>) {
  const kernel = useKernel()
  const connection = kernel.get(TOKENS.connection)
  const connectorId = data?.connectorId ?? ''
  const connector = kernel.get(TOKENS.connectors).find(connectorId)
  const name = connector?.name ?? 'your wallet'
  const attempt = useObservable(connection.attempt$, connection.getAttempt)
  const mine = attempt?.connectorId === connectorId ? attempt : undefined
  const error = mine?.status === 'failed' ? mine.error : undefined
  const asked = useRef(false)

  useEffect(() => {
    // once, even when StrictMode runs effects twice; nothing to do when the click already asked
    if (asked.current) return
    asked.current = true
    if (connection.getAttempt()?.connectorId !== connectorId) connection.connect(connectorId).catch(() => {})
  }, [connection, connectorId])

  return (
    <div className="flex flex-col items-center gap-4 py-4 text-center" data-testid="connecting-external">
      <div className="relative">
        <ImageIcon src={connector?.imageUrl} fallback={<WalletIcon />} size={72} />
        {!error && (
          <span className="absolute -right-2 -bottom-2 flex rounded-full bg-bg p-1 text-accent">
            <Spinner size={18} />
          </span>
        )}
      </div>
      {error ? (
        <>
          <p role="alert" className="flex items-center gap-2 text-base font-semibold text-error" data-testid="connecting-error">
            <ErrorIcon />
            {error}
          </p>
          <p className="text-sm text-muted">The connection was not made. You can ask {name} again.</p>
          <SecondaryButton
            data-testid="connecting-retry"
            onClick={() => void connection.connect(connectorId).catch(() => {})}
          >
            Try again
          </SecondaryButton>
        </>
      ) : (
        <>
          <p className="text-base font-semibold text-fg" data-testid="connecting-continue">
            Continue in {name}
          </p>
          <p className="text-sm text-muted">Accept the connection request in the wallet.</p>
        </>
      )}
    </div>
  )
}
