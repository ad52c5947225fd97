import type { TokenBalance } from '../../../kernel/index.ts'
import { localeBalance } from '../../../kernel/format/locale-balance.ts'
import { useLocale, useTranslate } from '../../i18n/use-translate.ts'
import messages from '../../messages/compiled/en.ts'
import { ImageIcon } from '../../components/image-icon.tsx'
import { Spinner } from '../../components/spinner.tsx'
import { usePortfolio } from './use-portfolio.ts'

/** USD written by Intl for the locale (English keeps en-US's "$1,234.50"). */
const usdFormat = (locale: { tag: string; language: string }) =>
  new Intl.NumberFormat(locale.language === 'en' ? 'en-US' : locale.tag, { style: 'currency', currency: 'USD' })

/** The total fiat value of the balances that have one. */
export function totalValue(balances: readonly TokenBalance[]): number {
  return balances.reduce((sum, b) => sum + (b.value ?? 0), 0)
}

/** The Account view's Tokens tab: native and ERC-20 balances with their USD values, and the total. */
export function TokensTab({ address, caipNetworkId, networkName }: { address: string; caipNetworkId: string; networkName: string }) {
  const { balances, loading } = usePortfolio(address, caipNetworkId)
  const t = useTranslate(messages)
  const locale = useLocale()
  const usd = usdFormat(locale)
  if (loading) {
    return (
      <div className="flex min-h-24 items-center justify-center text-muted">
        <Spinner size={24} label={t('tokens.loading')} />
      </div>
    )
  }
  if (balances.length === 0) {
    return (
      <div className="flex flex-col items-center gap-1 py-6 text-center" data-testid="tokens-empty">
        <p className="text-base font-semibold text-fg">{t('tokens.none')}</p>
        <p className="text-sm text-muted">{t('tokens.noneHint', { network: networkName })}</p>
      </div>
    )
  }
  return (
    <div className="flex w-full flex-col gap-2" data-testid="tokens-tab">
      <p className="flex justify-between px-2 text-sm text-muted">
        <span>{t('tokens.total')}</span>
        <span className="font-semibold text-fg" data-testid="tokens-total">
          {usd.format(totalValue(balances))}
        </span>
      </p>
      <ul className="flex flex-col" aria-label={t('tokens.on', { network: networkName })}>
        {balances.map((b) => (
          <li key={`${b.chainId ?? ''}:${b.address ?? 'native'}:${b.symbol}`} className="flex items-center gap-3 rounded-lg px-2 py-2" data-testid="token-row" data-symbol={b.symbol}>
            <ImageIcon src={b.iconUrl} size={36} rounded="full" fallback={<span className="text-xs font-semibold">{b.symbol.slice(0, 1).toUpperCase()}</span>} />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="truncate text-sm font-semibold text-fg">{b.name}</span>
              <span className="text-xs text-muted" data-testid="token-quantity">
                {localeBalance(b.quantity.numeric, locale)} {b.symbol}
              </span>
            </span>
            <span className="shrink-0 text-sm text-fg" data-testid="token-value">
              {b.value === null ? (
                <>
                  <span aria-hidden="true">{'\u2014'}</span>
                  <span className="sr-only">{t('tokens.noValue')}</span>
                </>
              ) : (
                usd.format(b.value)
              )}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
