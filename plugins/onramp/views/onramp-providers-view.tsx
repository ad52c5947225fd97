// The provider choice for an order: what is paid and about what arrives, then the provider. Choosing
// it opens the provider's window inside the click (so no popup blocker takes it), asks the API for the
// provider's URL with the order, sets aside the purchases already made, and goes to 'Buy in progress'.
import { useId, useState } from 'react'
import { messageOf, TOKENS } from 'portico'
import {
  useKernel,
  type ViewProps,
  type ViewTitle,
  ChevronIcon,
  Spinner,
  useLocale,
  useTranslate,
  localeDecimal,
  useAccountState,
} from '../../../ui/kit/index.ts'
import messages from '../messages/compiled/en.ts'
import { knownPurchases } from '../follow-purchase.ts'
import { isSmartAccount, trackSelectBuyProvider } from '../onramp-analytics.ts'
import { openProviderWindow, showProvider } from '../provider-window.ts'
import { quoteFigures, shortDecimal } from '../quote-figures.ts'
import { OnrampStep } from './onramp-step.tsx'
import { ONRAMP_API } from '../token.ts'

export const title: ViewTitle<'OnRampProviders'> = 'Choose a provider'
export const titleId = 'onramp.providers.title'

export default function OnRampProviders({ data }: ViewProps<'OnRampProviders'>) {
  return <OnrampStep data={data}>{(data) => <OnRampProvidersView data={data} />}</OnrampStep>
}

function OnRampProvidersView({ data: order }: { data: NonNullable<ViewProps<'OnRampProviders'>['data']> }) {
  const kernel = useKernel()
  const account = useAccountState()
  const t = useTranslate(messages)
  const locale = useLocale()
  const cardId = useId()
  const [state, setState] = useState<{ status: 'idle' | 'opening' } | { status: 'failed'; reason: string }>({ status: 'idle' })
  const figures = quoteFigures(order.quote)
  const provider = order.settings.providerName

  async function choose() {
    // first, inside the click: a window opened after an await is blocked
    const popup = openProviderWindow(window)
    setState({ status: 'opening' })
    trackSelectBuyProvider(kernel.get(TOKENS.analytics), isSmartAccount(account))
    const history = kernel.get(TOKENS.blockchainApi)
    const api = kernel.get(ONRAMP_API)
    const since = Date.now()
    try {
      const [known, url] = await Promise.all([
        knownPurchases(history, order.address, order.caipNetworkId),
        api.getOnrampUrl({
          destinationWallets: [{ address: order.address, blockchains: [order.asset.network.name], assets: [order.asset.currency.id] }],
          partnerUserId: order.address,
          defaultNetwork: order.asset.network.name,
          defaultExperience: 'buy',
          defaultAsset: order.asset.currency.id,
          presetFiatAmount: Number(order.amount),
          fiatCurrency: order.paymentCurrency.id,
        }),
      ])
      if (!url) throw new Error('no URL in the answer')
      const shown = popup ? showProvider(popup, url) : false
      kernel.get(TOKENS.router).push('BuyInProgress', { order, url, blocked: !shown, known, since })
    } catch (error) {
      popup?.close()
      setState({ status: 'failed', reason: messageOf(error) })
    }
  }

  return (
    <div className="flex flex-col gap-3 py-2" data-testid="onramp-providers">
      <p className="text-sm text-muted" data-testid="onramp-providers-order">
        {t('onramp.provider.choose', {
          total: localeDecimal(figures.total, locale),
          currency: figures.currency,
          amount: localeDecimal(shortDecimal(figures.receive.amount), locale),
          symbol: figures.receive.symbol,
        })}
      </p>
      <button
        type="button"
        data-testid="onramp-provider"
        aria-describedby={cardId}
        disabled={state.status === 'opening'}
        onClick={() => void choose()}
        className="flex w-full items-center gap-3 rounded-lg bg-surface px-3 py-2.5 text-start text-fg transition-colors hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-60"
      >
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="truncate text-base font-medium">{provider}</span>
          <span id={cardId} className="text-sm text-muted">
            {t('onramp.provider.card')}
          </span>
        </span>
        <span className="flex text-muted">{state.status === 'opening' ? <Spinner size={16} /> : <ChevronIcon />}</span>
      </button>
      <p aria-live="polite" className={`min-h-5 text-sm ${state.status === 'failed' ? 'text-error' : 'text-muted'}`} data-testid="onramp-provider-status">
        {state.status === 'opening' && t('onramp.provider.opening', { provider })}
        {state.status === 'failed' && t('onramp.provider.failed', { reason: state.reason })}
      </p>
    </div>
  )
}
