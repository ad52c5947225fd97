import { useEffect, useRef, useState } from 'react'
import { messageOf, TOKENS } from '../../../kernel/index.ts'
import { useKernel } from '../../app-kit/context.tsx'
import { SecondaryButton } from '../../components/buttons.tsx'
import { ErrorIcon, WalletIcon } from '../../components/icons.tsx'
import { ImageIcon } from '../../components/image-icon.tsx'
import { Spinner } from '../../components/spinner.tsx'
import type { ViewProps, ViewTitle } from '../view-props.ts'

export const title: ViewTitle<'ConnectingExternal'> = ({ data, kernel }) =>
  kernel.get(TOKENS.connectors).find(data?.connectorId ?? '')?.name ?? 'Connecting'

/**
 * Asks the wallet to connect as soon as it shows. On success the kernel resets the router to
 * Account; on failure the error and a retry show here.
 */
export default function ConnectingExternalView({ data }: ViewProps<'ConnectingExternal'>) {
  const kernel = useKernel()
  const connectorId = data?.connectorId ?? ''
  const connector = kernel.get(TOKENS.connectors).find(connectorId)
  const name = connector?.name ?? 'your wallet'
  const [attempt, setAttempt] = useState(0)
  const [error, setError] = useState<string>()
  const started = useRef(-1)
  const mounted = useRef(false)

  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  useEffect(() => {
    // once per attempt, even when StrictMode runs effects twice
    if (started.current === attempt) return
    started.current = attempt
    kernel
      .get(TOKENS.connection)
      .connect(connectorId)
      .catch((e: unknown) => {
        if (mounted.current) setError(messageOf(e))
      })
  }, [attempt, connectorId, kernel])

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
            onClick={() => {
              setError(undefined)
              setAttempt((n) => n + 1)
            }}
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
