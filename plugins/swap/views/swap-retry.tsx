// A Swap step that failed (the token list, a quote): what went wrong and Try again.
import { SecondaryButton, useTranslate } from '../../../ui/kit/index.ts'
import messages from '../messages/compiled/en.ts'

export interface SwapRetryProps {
  message: string
  onRetry(): void
  /** Names its test ids: `swap-<testId>-error`, `swap-<testId>-retry`. */
  testId: string
}

export function SwapRetry({ message, onRetry, testId }: SwapRetryProps) {
  const t = useTranslate(messages)
  return (
    <div role="alert" className="flex flex-col items-center gap-2 text-center text-sm text-error" data-testid={`swap-${testId}-error`}>
      {message}
      <SecondaryButton onClick={onRetry} data-testid={`swap-${testId}-retry`}>
        {t('swap.tryAgain')}
      </SecondaryButton>
    </div>
  )
}
