import { useState } from 'react'
import { messageOf, TOKENS } from '../../../kernel/index.ts'
import { useKernel } from '../../app-kit/context.tsx'
import { SecondaryButton } from '../../components/buttons.tsx'
import { DisconnectIcon } from '../../components/icons.tsx'
import { NetworkList } from '../../components/network-list.tsx'
import { useTranslate } from '../../i18n/use-translate.ts'
import messages from '../../messages/compiled/en.ts'

export const title = 'Switch Network'
export const titleId = 'unsupported.title'

/** The wallet sits on a network this app does not list: switch to one that it does, or disconnect. */
export default function UnsupportedChainView() {
  const kernel = useKernel()
  const [error, setError] = useState<string>()
  const t = useTranslate(messages)
  return (
    <div className="flex flex-col gap-4" data-testid="unsupported-chain">
      <p className="text-center text-sm text-muted">
        {t('unsupported.explain')}
      </p>
      <NetworkList />
      <SecondaryButton
        data-testid="unsupported-disconnect"
        onClick={() => {
          setError(undefined)
          kernel
            .get(TOKENS.connection)
            .disconnect()
            .then(() => kernel.get(TOKENS.modal).close({ force: true }))
            .catch((e: unknown) => setError(messageOf(e)))
        }}
      >
        <DisconnectIcon />
        {t('account.disconnect')}
      </SecondaryButton>
      {error && (
        <p role="alert" className="text-center text-sm text-error">
          {error}
        </p>
      )}
    </div>
  )
}
