// Swap: the two tokens (the chain's swap list, searchable, the account's holdings first), the amount
// (Max keeps the network fee for the native coin), the quote as the visitor types, its figures, and
// a button that says what is missing until 'Review swap' pushes Review swap (a SPEC §4 transaction).
// `open({ view: 'Swap', data: { fromToken, toToken, amount } })` pre-fills it (SPEC §2).
import { useEffect, useId, useState, type ComponentType, type FormEvent } from 'react'
import { formatUnits, messageOf, TOKENS } from 'portico'
import { useKernel, type ViewProps, type ViewTitle } from 'portico/react'
import { useAccountState } from '../../../ui/hooks/use-account-state.ts'
import { useObservable } from '../../../ui/hooks/use-observable.ts'
import { PrimaryButton, SecondaryButton } from '../../../ui/components/buttons.tsx'
import { ImageIcon } from '../../../ui/components/image-icon.tsx'
import { ChevronIcon } from '../../../ui/components/icons.tsx'
import { Spinner } from '../../../ui/components/spinner.tsx'
import { BARE_INPUT_CLASS, fieldClass } from '../../../ui/components/input-class.ts'
import { feeReserve, maxSpendable, shortAmount } from '../quote-math.ts'
import { readAmount } from '../swap-amount.ts'
import { swapButton } from '../swap-button.ts'
import { maxFailed, NETWORK_NOT_SUPPORTED_FOR_SWAPS, quoteFailed, SWAP_TEXT, tokensFailed } from '../swap-messages.ts'
import { findToken } from '../swap-tokens.ts'
import { isSmartAccount, trackOpen } from '../swap-analytics.ts'
import type { SwapArguments, SwapSettings, SwapTokenInfo } from '../swap-types.ts'
import { QuoteDetails } from './quote-details.tsx'
import { TokenPicker } from './token-picker.tsx'
import { useSwapQuote } from './use-swap-quote.ts'
import { useSwapTokens } from './use-swap-tokens.ts'

export const title: ViewTitle<'Swap'> = 'Swap'

const views = new WeakMap<SwapSettings, ComponentType<ViewProps<'Swap'>>>()

/** The Swap view bound to its plugin's settings (one component per `swap()` call). */
export function swapView(settings: SwapSettings): ComponentType<ViewProps<'Swap'>> {
  let view = views.get(settings)
  if (!view) {
    view = function Swap(props: ViewProps<'Swap'>) {
      return <SwapForm {...props} settings={settings} />
    }
    views.set(settings, view)
  }
  return view
}

function TokenButton({ token, side, onClick, disabled }: { token?: SwapTokenInfo; side: 'pay' | 'receive'; onClick(): void; disabled?: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={token ? `${side === 'pay' ? 'You pay' : 'You receive'}: ${token.symbol}, change token` : side === 'pay' ? 'Select the token to pay' : 'Select the token to receive'}
      data-testid={`swap-${side}-token`}
      className="flex min-h-11 shrink-0 items-center gap-2 rounded-full border border-line bg-surface px-3 py-1 text-base font-semibold text-fg hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-60"
    >
      {token && <ImageIcon src={token.logoUri} fallback={<span className="text-[10px] text-muted">{token.symbol.slice(0, 3)}</span>} size={24} rounded="full" />}
      {token ? token.symbol : SWAP_TEXT.selectToken}
      <span className="flex rotate-90 text-muted">
        <ChevronIcon />
      </span>
    </button>
  )
}

export function SwapForm({ data: draft, settings }: ViewProps<'Swap'> & { settings: SwapSettings }) {
  const kernel = useKernel()
  const network = kernel.get(TOKENS.network)
  const router = kernel.get(TOKENS.router)
  const account = useAccountState('eip155')
  const net = useObservable(network.state$, () => network.get())
  const ids = { amount: useId(), amountStatus: useId(), receive: useId(), form: useId() }
  const active = net.activeNetwork

  const [fromRef, setFromRef] = useState<string | undefined>(draft?.fromToken)
  const [toRef, setToRef] = useState<string | undefined>(draft?.toToken)
  const [amount, setAmount] = useState(draft?.amount ?? '')
  const [picking, setPicking] = useState<'pay' | 'receive'>()
  const [max, setMax] = useState<{ busy: boolean; error?: string }>({ busy: false })

  const connected = account?.status === 'connected' && account.address !== undefined
  const tokens = useSwapTokens(kernel, connected ? account.address : undefined, active, account?.balance)
  const list = tokens.status === 'ready' ? tokens.tokens : []
  // nothing asked for: pay with the native coin
  const from = findToken(list, fromRef) ?? (fromRef === undefined ? list.find((t) => !t.contract) : undefined)
  const to = findToken(list, toRef)
  const read = from ? readAmount(amount, from.decimals) : undefined
  const value = read?.status === 'ok' && read.value > 0n && from && read.value <= from.balance ? read.value : undefined
  const quote = useSwapQuote(kernel, { from, to: to && from && to.address !== from.address ? to : undefined, value, address: account?.address, caipNetworkId: active.caipNetworkId }, settings)

  const supported = active.chainNamespace === 'eip155' && settings.networks.includes(active.caipNetworkId) && net.unsupportedChainId === undefined
  // hosted-protocols §7: OPEN_SWAP once per view shown on a swap network
  const opened = supported && connected
  useEffect(() => {
    if (opened) trackOpen(kernel.get(TOKENS.analytics), active.caipNetworkId, isSmartAccount(account))
  }, [opened, active.caipNetworkId, kernel])
  if (!supported) {
    return (
      <p role="alert" className="py-8 text-center text-sm text-error" data-testid="swap-unsupported">
        {NETWORK_NOT_SUPPORTED_FOR_SWAPS}
      </p>
    )
  }
  if (!connected) return <p className="py-8 text-center text-sm text-muted">{SWAP_TEXT.noAccount}</p>

  const button = swapButton({ from, to, amount, quote: quote.status, networkCost: quote.quote?.networkCost })
  const draftNow = (): SwapArguments => ({ ...(from ? { fromToken: from.address } : {}), ...(to ? { toToken: to.address } : {}), amount: amount.trim() })

  if (picking && tokens.status === 'ready') {
    return (
      <TokenPicker
        side={picking}
        tokens={list}
        selected={picking === 'pay' ? from : to}
        onCancel={() => setPicking(undefined)}
        onPick={(token) => {
          // picking the other side's token turns the pair around
          if (picking === 'pay') {
            if (to && to.address === token.address) setToRef(from?.address ?? '')
            setFromRef(token.address)
          } else {
            if (from && from.address === token.address) setFromRef(to?.address ?? '')
            setToRef(token.address)
          }
          setPicking(undefined)
        }}
      />
    )
  }

  async function fillMax() {
    if (!from) return
    if (from.contract) {
      setAmount(formatUnits(from.balance, from.decimals))
      return
    }
    // the native coin also pays the network fee: keep it aside
    setMax({ busy: true })
    try {
      const gasPrice = BigInt((await kernel.get(TOKENS.blockchainApi).getGasPrice({ chainId: active.caipNetworkId })).standard)
      setAmount(formatUnits(maxSpendable(from.balance, true, feeReserve(gasPrice)), from.decimals))
      setMax({ busy: false })
    } catch (error) {
      setMax({ busy: false, error: maxFailed(messageOf(error)) })
    }
  }

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

  const receiveText = quote.status === 'ready' && to ? shortAmount(quote.quote.toAmount, to.decimals) : ''

  return (
    <form className="flex flex-col gap-3 py-2" data-testid="swap-view" noValidate onSubmit={review}>
      {tokens.status === 'loading' && (
        <p className="flex items-center gap-2 text-sm text-muted" data-testid="swap-tokens-loading">
          <Spinner size={16} />
          Loading tokens…
        </p>
      )}
      {tokens.status === 'failed' && (
        <div role="alert" className="flex flex-col items-center gap-2 text-center text-sm text-error" data-testid="swap-tokens-error">
          {tokensFailed(tokens.error)}
          <SecondaryButton onClick={tokens.retry} data-testid="swap-tokens-retry">
            Try again
          </SecondaryButton>
        </div>
      )}

      <div className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-3">
        <label htmlFor={ids.amount} className="text-sm text-muted">
          You pay
        </label>
        <div className={`${fieldClass(button.amountError !== undefined)} gap-2`}>
          <input
            id={ids.amount}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.0"
            value={amount}
            aria-invalid={button.amountError ? true : undefined}
            aria-describedby={ids.amountStatus}
            data-testid="swap-amount"
            onChange={(event) => setAmount(event.target.value)}
            className={`min-w-0 flex-1 ${BARE_INPUT_CLASS}`}
          />
          <TokenButton token={from} side="pay" onClick={() => setPicking('pay')} disabled={tokens.status !== 'ready'} />
        </div>
        <div className="flex min-h-6 items-center justify-between gap-2 text-sm">
          <span className="text-muted" data-testid="swap-balance">
            {from ? `Balance: ${shortAmount(from.balance, from.decimals)} ${from.symbol}` : ''}
          </span>
          <button
            type="button"
            onClick={() => void fillMax()}
            disabled={!from || max.busy}
            aria-label={from ? `Max ${from.symbol}` : undefined}
            data-testid="swap-max"
            className="min-h-11 rounded-md px-3 text-sm font-semibold text-fg hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-60"
          >
            {max.busy ? <Spinner size={14} /> : 'Max'}
          </button>
        </div>
        <p id={ids.amountStatus} aria-live="polite" data-testid="swap-amount-status" className="min-h-5 text-sm text-error">
          {button.amountError ?? max.error}
        </p>
      </div>

      <button
        type="button"
        aria-label="Switch the tokens"
        data-testid="swap-flip"
        disabled={!from && !to}
        onClick={() => {
          setFromRef(to?.address ?? '')
          setToRef(from?.address ?? '')
          setAmount('')
        }}
        className="mx-auto flex size-11 items-center justify-center rounded-full border border-line bg-surface text-fg hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-60"
      >
        <span aria-hidden="true">↓↑</span>
      </button>

      <div className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-3">
        <span id={ids.receive} className="text-sm text-muted">
          You receive (estimate)
        </span>
        <div className="flex min-h-11 items-center gap-2">
          <output aria-labelledby={ids.receive} aria-live="polite" data-testid="swap-receive-amount" className="min-w-0 flex-1 truncate text-xl text-fg">
            {quote.status === 'loading' ? <Spinner size={16} /> : receiveText || '0'}
          </output>
          <TokenButton token={to} side="receive" onClick={() => setPicking('receive')} disabled={tokens.status !== 'ready'} />
        </div>
      </div>

      {quote.status === 'ready' && from && to && (
        <QuoteDetails quote={quote.quote} from={from} to={to} native={active.nativeCurrency} slippage={settings.slippage} providerFeePercent={settings.providerFeePercent} />
      )}
      {quote.status === 'failed' && (
        <div role="alert" className="flex flex-col items-center gap-2 text-center text-sm text-error" data-testid="swap-quote-error">
          {quoteFailed(quote.error)}
          <SecondaryButton onClick={quote.retry} data-testid="swap-quote-retry">
            Try again
          </SecondaryButton>
        </div>
      )}

      <PrimaryButton type="submit" data-testid="swap-submit" disabled={!button.enabled} aria-describedby={ids.amountStatus}>
        {button.label}
      </PrimaryButton>
    </form>
  )
}
