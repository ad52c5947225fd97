// Swap's 'You receive' box: what the quote gives (a spinner while it is asked, 0 before), announced
// as it changes, and the button choosing the token received.
import { useId } from 'react'
import { Spinner, localeDecimal, useLocale, useTranslate } from '../../../ui/kit/index.ts'
import messages from '../messages/compiled/en.ts'
import { shortAmount } from '../quote-math.ts'
import type { SwapTokenInfo } from '../swap-types.ts'
import { TokenSelect } from './token-select.tsx'

export interface SwapReceiveProps {
  to: SwapTokenInfo | undefined
  /** The quote's amount received, in the token's smallest unit, once there is one. */
  toAmount: bigint | undefined
  loading: boolean
  onPick(): void
  /** The token list is not there to pick from yet. */
  pickDisabled: boolean
}

export function SwapReceive({ to, toAmount, loading, onPick, pickDisabled }: SwapReceiveProps) {
  const t = useTranslate(messages)
  const locale = useLocale()
  const id = useId()
  const text = toAmount !== undefined && to ? localeDecimal(shortAmount(toAmount, to.decimals), locale) : ''
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-3">
      <span id={id} className="text-sm font-semibold text-fg">
        {t('swap.youReceive')}
      </span>
      <div className="flex min-h-11 items-center gap-2">
        <output aria-labelledby={id} aria-live="polite" data-testid="swap-receive-amount" className="min-w-0 flex-1 truncate text-xl text-fg">
          {loading ? <Spinner size={16} /> : text || localeDecimal('0', locale)}
        </output>
        <TokenSelect side="receive" token={to} onOpen={onPick} disabled={pickDisabled} t={t} />
      </div>
    </div>
  )
}
