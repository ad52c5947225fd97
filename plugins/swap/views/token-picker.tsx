// The token list of the Swap view: the chain's swap tokens, searchable by symbol, name or address,
// the ones the account holds first with their balances.
import { useId, useState } from 'react'
import {
  ImageIcon,
  SearchIcon,
  SecondaryButton,
  localeDecimal,
  type Translate,
  BARE_INPUT_CLASS,
  fieldClass,
} from '../../../ui/kit/index.ts'
import type { LocaleChoice } from '../../../kernel/i18n/locale-tag.ts'
import { shortAmount } from '../quote-math.ts'
import { searchTokens, type SwapSide } from '../swap-tokens.ts'
import type { SwapTokenInfo } from '../swap-types.ts'
import type { SwapId } from './swap-text.ts'

export interface TokenPickerProps {
  /** 'pay' or 'receive': names the list. */
  side: SwapSide
  tokens: readonly SwapTokenInfo[]
  selected?: SwapTokenInfo
  onPick(token: SwapTokenInfo): void
  onCancel(): void
  t: Translate<SwapId>
  locale: Pick<LocaleChoice, 'tag' | 'language'>
}

export function TokenPicker({ side, tokens, selected, onPick, onCancel, t, locale }: TokenPickerProps) {
  const [query, setQuery] = useState('')
  const ids = { search: useId(), list: useId() }
  const shown = searchTokens(tokens, query)
  const heading = t(side === 'pay' ? 'swap.selectPay' : 'swap.selectReceive')
  return (
    <div className="flex flex-col gap-3 py-2" data-testid="swap-token-picker">
      <h3 id={ids.list} className="text-base font-semibold text-fg">
        {heading}
      </h3>
      <div className={`${fieldClass()} gap-2`}>
        <span className="text-muted" aria-hidden="true">
          <SearchIcon />
        </span>
        <label htmlFor={ids.search} className="sr-only">
          {t('swap.picker.search')}
        </label>
        <input
          id={ids.search}
          type="search"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('swap.picker.placeholder')}
          value={query}
          autoFocus
          data-testid="swap-token-search"
          onChange={(event) => setQuery(event.target.value)}
          className={`min-w-0 flex-1 ${BARE_INPUT_CLASS}`}
        />
      </div>
      {shown.length === 0 ? (
        <p role="status" className="py-4 text-center text-sm text-muted" data-testid="swap-token-none">
          {t('swap.picker.none', { query: query.trim() })}
        </p>
      ) : (
        <ul aria-labelledby={ids.list} className="flex max-h-80 flex-col gap-1 overflow-y-auto">
          {shown.map((token) => {
            const held = token.balance > 0n ? localeDecimal(shortAmount(token.balance, token.decimals), locale) : undefined
            const isSelected = selected?.address.toLowerCase() === token.address.toLowerCase()
            return (
              <li key={token.address}>
                <button
                  type="button"
                  aria-label={held ? t('swap.picker.optionHeld', { symbol: token.symbol, name: token.name, amount: held }) : t('swap.picker.option', { symbol: token.symbol, name: token.name })}
                  aria-current={isSelected || undefined}
                  data-testid="swap-token-option"
                  data-symbol={token.symbol}
                  onClick={() => onPick(token)}
                  className="flex min-h-11 w-full items-center gap-3 rounded-md px-2 py-2 text-start hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-accent aria-[current=true]:bg-surface-hover"
                >
                  <ImageIcon src={token.logoUri} fallback={<span className="text-xs font-semibold text-muted">{token.symbol.slice(0, 3)}</span>} size={32} rounded="full" />
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="text-base font-semibold text-fg">{token.symbol}</span>
                    <span className="truncate text-sm text-muted">{token.name}</span>
                  </span>
                  {held && <span className="text-sm text-fg">{held}</span>}
                </button>
              </li>
            )
          })}
        </ul>
      )}
      <SecondaryButton onClick={onCancel} data-testid="swap-token-cancel">
        {t('swap.picker.back')}
      </SecondaryButton>
    </div>
  )
}
