import { SecondaryButton } from '../../components/buttons.tsx'
import { ErrorIcon } from '../../components/icons.tsx'
import { useTranslate } from '../../i18n/use-translate.ts'
import messages from '../../messages/compiled/en.ts'
import type { ListingFailure } from '../../wallets/listing-failure.ts'

/** The wallet listing could not be loaded: says why in words, that the wallets shown still work, and offers to try again. */
export function ListingFailureNotice({ failure, onRetry }: { failure: ListingFailure; onRetry(): void }) {
  const t = useTranslate(messages)
  const text =
    failure.kind === 'timeout'
      ? t('connect.listingTimeout')
      : failure.kind === 'unreachable'
        ? t('connect.listingUnreachable')
        : failure.retryAfterSeconds !== undefined
          ? t('connect.listingRateLimited', { seconds: failure.retryAfterSeconds })
          : t('connect.listingStatus', { status: failure.status })
  return (
    // stacked: the dialog is one phone wide, and the text beside the button had a few words a line
    <div className="flex flex-col gap-2 rounded-lg border border-line p-3" data-testid="connect-listing-failed">
      <p role="alert" className="m-0 flex items-start gap-2 text-sm text-error">
        <span className="mt-0.5 shrink-0">
          <ErrorIcon />
        </span>
        <span className="min-w-0 break-words">{text}</span>
      </p>
      <SecondaryButton data-testid="connect-retry-listing" onClick={onRetry}>
        {t('modal.tryAgain')}
      </SecondaryButton>
    </div>
  )
}
