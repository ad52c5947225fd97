// Swap: the two tokens (the chain's swap list, searchable, the account's holdings first), the amount
// (Max keeps the network fee for the native coin), the quote as the visitor types, its figures, and
// a button that says what is missing until 'Review swap' pushes Review swap (a transaction step).
// `open({ view: 'Swap', data: { fromToken, toToken, amount } })` pre-fills it. Its settings
// are the composed `swap()`'s, kept in the modal's own context (SWAP_CONTEXT).
import { useEffect, useId, useState, type FormEvent } from 'react'
import { TOKENS } from 'portico'
import {
  useKernel,
  type ViewProps,
  type ViewTitle,
  useAccountState,
  useNetworkState,
  PrimaryButton,
  AmountInput,
  amountStatusId,
  Spinner,
  localeDecimal,
  useLocale,
  useTranslate,
} from '../../../ui/kit/index.ts'
import messages from '../messages/compiled/en.ts'
import { shortAmount } from '../quote-math.ts'
import { readAmount } from '../swap-amount.ts'
import { maxSwapAmount } from '../swap-max-amount.ts'
import { swapButton } from '../swap-button.ts'
import { NETWORK_NOT_SUPPORTED_FOR_SWAPS } from '../swap-messages.ts'
import { findToken, pickToken, type SwapSide } from '../swap-tokens.ts'
import { isSmartAccount, trackOpen } from '../swap-analytics.ts'
import type { SwapArguments } from '../swap-types.ts'
import { CONVERT_API, SWAP_CONTEXT } from '../token.ts'
import { QuoteDetails } from './quote-details.tsx'
import { SwapReceive } from './swap-receive.tsx'
import { SwapRetry } from './swap-retry.tsx'
import { swapText } from './swap-text.ts'
import { TokenPicker } from './token-picker.tsx'
import { TokenSelect } from './token-select.tsx'
import { useSwapQuote } from './use-swap-quote.ts'
import { useSwapTokens } from './use-swap-tokens.ts'

export const title: ViewTitle<'Swap'> = 'Swap'
export const titleId = 'swap.title'

export default function SwapView({ data: draft }: ViewProps<'Swap'>) {
  const kernel = useKernel()
  const { settings } = kernel.get(SWAP_CONTEXT)
  const router = kernel.get(TOKENS.router)
  const account = useAccountState('eip155')
  const net = useNetworkState(kernel)
  const t = useTranslate(messages)
  const locale = useLocale()
  const ids = { amount: useId() }
  const active = net.activeNetwork

  const [refs, setRefs] = useState<Record<SwapSide, string | undefined>>({ pay: draft?.fromToken, receive: draft?.toToken })
  const [amount, setAmount] = useState(draft?.amount ?? '')
  const [picking, setPicking] = useState<SwapSide>()

  const connected = account?.status === 'connected' && account.address !== undefined
  const tokens = useSwapTokens(kernel, connected ? account.address : undefined, active, account?.balance)
  const list = tokens.status === 'ready' ? tokens.tokens : []
  // nothing asked for: pay with the native coin
  const from = findToken(list, refs.pay) ?? (refs.pay === undefined ? list.find((token) => !token.contract) : undefined)
  const to = findToken(list, refs.receive)
  const read = from ? readAmount(amount, from.decimals) : undefined
  const value = read?.status === 'ok' && read.value > 0n && from && read.value <= from.balance ? read.value : undefined
  const quote = useSwapQuote(kernel, { from, to: to && from && to.address !== from.address ? to : undefined, value, address: account?.address, caipNetworkId: active.caipNetworkId }, settings)

  const supported = active.chainNamespace === 'eip155' && settings.networks.includes(active.caipNetworkId) && net.unsupportedChainId === undefined
  // The OPEN_SWAP analytics event: once per view shown on a swap network
  const opened = supported && connected
  useEffect(() => {
    if (opened) trackOpen(kernel.get(TOKENS.analytics), active.caipNetworkId, isSmartAccount(account))
  }, [opened, active.caipNetworkId, kernel])
  if (!supported) {
    return (
      <p role="alert" className="py-8 text-center text-sm text-error" data-testid="swap-unsupported">
        {swapText(t, NETWORK_NOT_SUPPORTED_FOR_SWAPS)}
      </p>
    )
  }
  if (!connected) return <p className="py-8 text-center text-sm text-muted">{t('swap.noAccount')}</p>

  const button = swapButton({ from, to, amount, quote: quote.status, networkCost: quote.quote?.networkCost })
  const draftNow = (): SwapArguments => ({ ...(from ? { fromToken: from.address } : {}), ...(to ? { toToken: to.address } : {}), amount: amount.trim() })

  if (picking && tokens.status === 'ready') {
    return (
      <TokenPicker
        side={picking}
        tokens={list}
        selected={picking === 'pay' ? from : to}
        t={t}
        locale={locale}
        onCancel={() => setPicking(undefined)}
        onPick={(token) => {
          setRefs(pickToken({ pay: from?.address, receive: to?.address }, picking, token.address))
          setPicking(undefined)
        }}
      />
    )
  }

  /** Max: all of an ERC-20; of the native coin, what is left once the network fee is kept aside. */
  const maxAmount = async () => (from ? maxSwapAmount(kernel.get(CONVERT_API), active.caipNetworkId, from) : undefined)

  function review(event: FormEvent) {
    event.preventDefault()
    if (!button.enabled || !from || !to || quote.status !== 'ready') return
    const nextDraft = draftNow()
    // the form comes back with what it held when the review is left
    router.replace('Swap', nextDraft)
    router.pushTransaction({
      view: 'SwapReview',
      data: { from, to, amount: amount.trim(), quote: quote.quote, caipNetworkId: active.caipNetworkId, settings, draft: nextDraft },
      afterSuccess: { reset: 'Account' },
    })
  }

  return (
    <form className="flex flex-col gap-3 py-2" data-testid="swap-view" noValidate onSubmit={review}>
      {tokens.status === 'loading' && (
        <p className="flex items-center gap-2 text-sm text-muted" data-testid="swap-tokens-loading">
          <Spinner size={16} />
          {t('swap.loadingTokens')}
        </p>
      )}
      {tokens.status === 'failed' && <SwapRetry message={t('swap.tokensFailed', { reason: tokens.error })} onRetry={tokens.retry} testId="tokens" />}

      <div className="rounded-lg border border-line bg-surface p-3">
        <AmountInput
          id={ids.amount}
          label={t('swap.youPay')}
          value={amount}
          onChange={setAmount}
          {...(button.amountError !== undefined ? { error: swapText(t, button.amountError) } : {})}
          end={<TokenSelect side="pay" token={from} onOpen={() => setPicking('pay')} disabled={tokens.status !== 'ready'} t={t} />}
          balance={from ? t('swap.balance', { amount: localeDecimal(shortAmount(from.balance, from.decimals), locale), symbol: from.symbol }) : ''}
          max={{ text: t('swap.max'), label: from ? t('swap.maxOf', { symbol: from.symbol }) : t('swap.maxAny'), disabled: !from, fill: maxAmount, failed: (reason) => t('swap.maxFailed', { reason }) }}
          testId="swap"
        />
      </div>

      <button
        type="button"
        aria-label={t('swap.flip')}
        data-testid="swap-flip"
        disabled={!from && !to}
        onClick={() => {
          setRefs({ pay: to?.address ?? '', receive: from?.address ?? '' })
          setAmount('')
        }}
        className="mx-auto flex size-11 items-center justify-center rounded-full border border-line bg-surface text-fg hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-60"
      >
        <span aria-hidden="true">↓↑</span>
      </button>

      <SwapReceive
        to={to}
        toAmount={quote.status === 'ready' ? quote.quote.toAmount : undefined}
        loading={quote.status === 'loading'}
        onPick={() => setPicking('receive')}
        pickDisabled={tokens.status !== 'ready'}
      />

      {quote.status === 'ready' && from && to && (
        <QuoteDetails quote={quote.quote} from={from} to={to} native={active.nativeCurrency} slippage={settings.slippage} providerFeePercent={settings.providerFeePercent} t={t} locale={locale} />
      )}
      {quote.status === 'failed' && <SwapRetry message={t('swap.quoteFailed', { reason: quote.error })} onRetry={quote.retry} testId="quote" />}

      <PrimaryButton type="submit" data-testid="swap-submit" disabled={!button.enabled} aria-describedby={amountStatusId(ids.amount)}>
        {swapText(t, button.label)}
      </PrimaryButton>
    </form>
  )
}
