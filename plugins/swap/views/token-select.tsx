// One side's token of the Swap view (what is paid, or received): a button showing the token, which
// opens the token list for that side.
import { ImageIcon, ChevronIcon, type Translate } from '../../../ui/kit/index.ts'
import type { SwapSide } from '../swap-tokens.ts'
import type { SwapTokenInfo } from '../swap-types.ts'
import type { SwapId } from './swap-text.ts'

export interface TokenSelectProps {
  side: SwapSide
  token?: SwapTokenInfo
  onOpen(): void
  disabled?: boolean
  t: Translate<SwapId>
}

export function TokenSelect({ side, token, onOpen, disabled, t }: TokenSelectProps) {
  const label = token
    ? t(side === 'pay' ? 'swap.payToken' : 'swap.receiveToken', { symbol: token.symbol })
    : t(side === 'pay' ? 'swap.selectPay' : 'swap.selectReceive')
  return (
    <button
      type="button"
      onClick={onOpen}
      disabled={disabled}
      aria-label={label}
      data-testid={`swap-${side}-token`}
      className="flex min-h-11 shrink-0 items-center gap-2 rounded-full border border-line bg-surface px-3 py-1 text-base font-semibold text-fg hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-60"
    >
      {token && <ImageIcon src={token.logoUri} fallback={<span className="text-[10px] text-muted">{token.symbol.slice(0, 3)}</span>} size={24} rounded="full" />}
      {token ? token.symbol : t('swap.button.selectToken')}
      {/* a chevron pointing down, in either direction (the icon mirrors right to left) */}
      <span className="flex rotate-90 text-muted rtl:-rotate-90">
        <ChevronIcon />
      </span>
    </button>
  )
}
