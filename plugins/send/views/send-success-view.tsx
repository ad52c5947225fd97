// The send went out: the amount, the receiver, the transaction hash and its explorer link (when the
// network has an explorer). Done (or the header's Back) returns to the Account view.
import { TOKENS } from 'portico'
import {
  useKernel,
  type ViewProps,
  type ViewTitle,
  PrimaryButton,
  ExplorerLink,
  CheckIcon,
  truncateAddress,
  useLocale,
  useTranslate,
  localeDecimal,
} from '../../../ui/kit/index.ts'
import messages from '../messages/compiled/en.ts'

export const title: ViewTitle<'SendSuccess'> = 'Transaction Sent'
export const titleId = 'send.success.title'

export default function SendSuccessView({ data }: ViewProps<'SendSuccess'>) {
  const kernel = useKernel()
  const t = useTranslate(messages)
  const locale = useLocale()
  // the network definition is the app's, but the link opens outside: http(s) only
  return (
    <div className="flex flex-col items-center gap-4 py-2 text-center" data-testid="send-success">
      <span className="flex size-14 items-center justify-center rounded-full bg-surface text-success" aria-hidden="true">
        <CheckIcon />
      </span>
      <p className="text-lg font-semibold text-fg" data-testid="send-success-summary">
        {t('send.success.summary', { amount: localeDecimal(data.amount, locale), symbol: data.symbol, receiver: data.to.startsWith('0x') ? truncateAddress(data.to) : data.to })}
      </p>
      <div className="w-full">
        <p className="text-sm text-muted" id="send-success-hash-label">
          {t('send.success.hash')}
        </p>
        <p className="break-all font-mono text-sm text-fg" aria-labelledby="send-success-hash-label" data-testid="send-success-hash">
          {data.hash}
        </p>
      </div>
      <ExplorerLink href={data.explorerUrl} testId="send-success-explorer">
        {t('send.success.explorer')}
      </ExplorerLink>
      <PrimaryButton onClick={() => kernel.get(TOKENS.router).goBack()} data-testid="send-success-done">
        {t('send.success.done')}
      </PrimaryButton>
    </div>
  )
}
