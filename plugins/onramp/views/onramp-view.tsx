// Buy: the crypto (what the provider delivers on the account's own network), the network (the
// account's), the fiat currency and amount (checked against the card limits as typed, the reason
// shown), and the quote (what arrives, the fee, the total; refreshed; the stand-in quote a failed
// request gives marked as an estimate). Continue leads to the provider choice.
import { useEffect, useId, useState, type ComponentType, type FormEvent } from 'react'
import { TOKENS } from 'portico'
import {
  useKernel,
  type ViewProps,
  type ViewTitle,
  useAccountState,
  useNetworkState,
  PrimaryButton,
  Spinner,
  BARE_INPUT_CLASS,
  fieldClass,
  useLocale,
  useTranslate,
  localeDecimal,
} from '../../../ui/kit/index.ts'
import messages from '../messages/compiled/en.ts'
import { checkFiatAmount, formatCents, limitsOf } from '../fiat-amount.ts'
import { assetKey, assetsFor } from '../onramp-assets.ts'
import { isSmartAccount, trackSelectBuyCrypto } from '../onramp-analytics.ts'
import type { OnrampDraft, OnrampSettings } from '../onramp-types.ts'
import { OnrampQuoteCard } from './onramp-quote-card.tsx'
import { RestrictedNotice, restrictedHere } from './restricted-notice.tsx'
import { useOnrampOptions } from './use-onramp-options.ts'
import { useOnrampQuote } from './use-onramp-quote.ts'

export const title: ViewTitle<'OnRamp'> = 'Buy'
export const titleId = 'onramp.title'

/** On-ramp works on the EVM and Solana families. */
const ONRAMP_NAMESPACES: readonly string[] = ['eip155', 'solana']

const views = new WeakMap<OnrampSettings, ComponentType<ViewProps<'OnRamp'>>>()

/** The Buy view bound to its plugin's settings (one component per `onramp()` call). */
export function onrampView(settings: OnrampSettings): ComponentType<ViewProps<'OnRamp'>> {
  let view = views.get(settings)
  if (!view) {
    view = function OnRamp(props: ViewProps<'OnRamp'>) {
      return restrictedHere() ? <RestrictedNotice /> : <OnrampForm {...props} settings={settings} />
    }
    views.set(settings, view)
  }
  return view
}

export function OnrampForm({ data: draft, settings }: ViewProps<'OnRamp'> & { settings: OnrampSettings }) {
  const kernel = useKernel()
  const router = kernel.get(TOKENS.router)
  const account = useAccountState()
  const net = useNetworkState(kernel)
  const t = useTranslate(messages)
  const locale = useLocale()
  const ids = { asset: useId(), currency: useId(), amount: useId(), amountStatus: useId(), network: useId() }
  const options = useOnrampOptions(kernel)
  const [assetId, setAssetId] = useState<string | undefined>(draft?.asset)
  const [currencyId, setCurrencyId] = useState<string | undefined>(draft?.currency)
  const [amount, setAmount] = useState(draft?.amount ?? '')

  const active = net.activeNetwork
  // The SELECT_BUY_CRYPTO analytics event: once per Buy shown to a connected account
  const connected = account?.status === 'connected' && account.address !== undefined
  useEffect(() => {
    if (connected) trackSelectBuyCrypto(kernel.get(TOKENS.analytics), isSmartAccount(account))
    // once per view shown: the account object changes with every balance
  }, [connected, kernel])
  const assets = options ? assetsFor(options, { caipNetworkId: active.caipNetworkId, name: active.name, nativeCurrency: active.nativeCurrency }) : []
  const asset = assets.find((a) => assetKey(a) === assetId) ?? assets[0]
  const currency = options?.paymentCurrencies.find((c) => c.id === currencyId) ?? options?.paymentCurrencies[0]
  const check = currency ? checkFiatAmount(amount, currency) : undefined
  const quote = useOnrampQuote(kernel, { asset, currency, amount: check?.status === 'ok' ? check.amount : undefined }, settings)

  if (!account?.address || account.status !== 'connected') return <p className="py-8 text-center text-sm text-muted">{t('onramp.noAccount')}</p>
  const address = account.address
  if (!ONRAMP_NAMESPACES.includes(active.chainNamespace) || net.unsupportedChainId !== undefined || (options && assets.length === 0)) {
    return (
      <p role="alert" className="py-8 text-center text-sm text-error" data-testid="onramp-unsupported">
        {t('onramp.unsupportedNetwork', { network: active.name })}
      </p>
    )
  }
  if (!options || !asset || !currency) {
    return (
      <p className="flex items-center justify-center gap-2 py-8 text-sm text-muted" data-testid="onramp-loading">
        <Spinner size={16} />
        {t('onramp.loadingOptions')}
      </p>
    )
  }

  const limits = limitsOf(currency)
  // the limits in the message are decimals: written for the locale ('10,00' in Spanish)
  const amountError =
    check?.status === 'invalid'
      ? t(check.message.id, check.message.values && Object.fromEntries(Object.entries(check.message.values).map(([k, v]) => [k, k === 'min' || k === 'max' ? localeDecimal(String(v), locale) : v])))
      : undefined

  function next(event: FormEvent) {
    event.preventDefault()
    if (!asset || !currency || check?.status !== 'ok' || quote.status !== 'ready') return
    const nextDraft: OnrampDraft = { asset: assetKey(asset), currency: currency.id, amount: check.amount }
    // coming back (header Back, Try again) finds the form as it was left
    router.replace('OnRamp', nextDraft)
    router.push('OnRampProviders', { asset, paymentCurrency: currency, amount: check.amount, quote: quote.quote, address, caipNetworkId: active.caipNetworkId, settings })
  }

  return (
    <form className="flex flex-col gap-3 py-2" data-testid="onramp-view" noValidate onSubmit={next}>
      {options.fallback && (
        <p className="rounded-lg border border-line bg-surface p-2 text-sm text-muted" data-testid="onramp-built-in">
          {t('onramp.builtInList')}
        </p>
      )}
      <div className="flex gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={ids.asset} className="mb-1 block text-sm font-semibold text-fg">
            {t('onramp.crypto')}
          </label>
          <select id={ids.asset} value={assetKey(asset)} onChange={(e) => setAssetId(e.target.value)} data-testid="onramp-asset" className={`${fieldClass()} w-full text-base text-fg`}>
            {assets.map((a) => (
              <option key={assetKey(a)} value={assetKey(a)}>
                {a.currency.symbol} ({a.currency.name})
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0 flex-1">
          <p id={ids.network} className="mb-1 text-sm font-semibold text-fg">
            {t('onramp.network')}
          </p>
          <p aria-labelledby={ids.network} className="flex h-11 items-center truncate text-base text-fg" data-testid="onramp-network">
            {active.name}
          </p>
        </div>
      </div>

      <div className="flex gap-2">
        <div className="min-w-0 flex-[2]">
          <label htmlFor={ids.amount} className="mb-1 block text-sm font-semibold text-fg">
            {t('onramp.amount')}
          </label>
          <div className={fieldClass(amountError !== undefined)}>
            <input
              id={ids.amount}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              value={amount}
              aria-invalid={amountError ? true : undefined}
              aria-describedby={ids.amountStatus}
              data-testid="onramp-amount"
              onChange={(e) => setAmount(e.target.value)}
              className={`min-w-0 flex-1 ${BARE_INPUT_CLASS}`}
            />
          </div>
        </div>
        <div className="min-w-0 flex-1">
          <label htmlFor={ids.currency} className="mb-1 block text-sm font-semibold text-fg">
            {t('onramp.currency')}
          </label>
          <select id={ids.currency} value={currency.id} onChange={(e) => setCurrencyId(e.target.value)} data-testid="onramp-currency" className={`${fieldClass()} w-full text-base text-fg`}>
            {options.paymentCurrencies.map((c) => (
              <option key={c.id} value={c.id}>
                {c.id}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p id={ids.amountStatus} aria-live="polite" data-testid="onramp-amount-status" className={`-mt-1 min-h-5 text-sm ${amountError ? 'text-error' : 'text-muted'}`}>
        {amountError ?? (limits ? t('onramp.limits', { min: localeDecimal(formatCents(limits.min), locale), max: localeDecimal(formatCents(limits.max), locale), currency: currency.id }) : '')}
      </p>

      <OnrampQuoteCard loading={quote.status === 'loading'} quote={quote.status === 'ready' ? quote.quote : undefined} refreshMs={settings.quoteRefreshMs} />

      <PrimaryButton type="submit" data-testid="onramp-continue" disabled={check?.status !== 'ok' || quote.status !== 'ready'}>
        {check?.status === 'ok' ? t('onramp.continue') : t('onramp.enterAmount')}
      </PrimaryButton>
    </form>
  )
}
