// Pay: names the merchant (the app's metadata name), the amount, the asset and its network, then
// offers paying from the connected wallet (the network switched first when needed; any connector,
// through the kernel's send path) or from an exchange (its page in a popup, followed until the
// withdrawal completes). The outcome shows here: paid with the transaction, or the reason it was
// not, with Close; pay() settles with it. A refusal leaves the modal as usable as before.
import { useEffect, useState } from 'react'
import { messageOf, TOKENS, type Kernel } from 'portico'
import {
  useKernel,
  type ViewProps,
  type ViewTitle,
  PrimaryButton,
  SecondaryButton,
  CheckIcon,
  ErrorIcon,
  WalletIcon,
  ImageIcon,
  safeLinkUrl,
  Spinner,
  localeDecimal,
  truncateAddress,
  useObservable,
  useLocale,
  useTranslate,
  type Translate,
} from '../../../ui/kit/index.ts'
import { payFromExchange } from '../exchange-payment.ts'
import { trackPayOpen } from '../pay-analytics.ts'
import messages from '../messages/compiled/en.ts'
import { EXCHANGE_POPUP_FEATURES } from '../pay-constants.ts'
import type { PaymentSession, PayPhase } from '../payment-session.ts'
import type { Exchange } from '../pay-types.ts'
import { PAY_SERVICE } from '../token.ts'
import { payFromWallet } from '../wallet-payment.ts'

export const title: ViewTitle<'Pay'> = 'Pay'
export const titleId = 'pay.title'

type T = Translate<keyof typeof messages & string>
type ExchangeList = { status: 'loading' } | { status: 'ready'; exchanges: Exchange[] } | { status: 'failed'; reason: string }

function Status({ children }: { children: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-4 text-sm text-fg" data-testid="pay-status">
      <Spinner size={18} />
      {children}
    </p>
  )
}

function WalletOption({ kernel, session, t }: { kernel: Kernel; session: PaymentSession; t: T }) {
  const connection = kernel.get(TOKENS.connection)
  const accounts = useObservable(connection.accounts$, () => connection.get())
  const address = accounts.eip155?.status === 'connected' ? accounts.eip155.address : undefined
  const locale = useLocale()
  const { plan } = session
  return (
    <section aria-labelledby="pay-wallet-title" className="flex flex-col gap-2">
      <h3 id="pay-wallet-title" className="text-sm font-semibold text-fg">
        {t('pay.fromWallet')}
      </h3>
      {address ? (
        <>
          <p className="text-sm text-muted" data-testid="pay-wallet-account">
            {t('pay.walletAccount', { address: truncateAddress(address) })}
          </p>
          <PrimaryButton
            data-testid="pay-wallet"
            onClick={() => void payFromWallet({ connection, network: kernel.get(TOKENS.network), rpc: kernel.get(TOKENS.rpc) }, session)}
          >
            {t('pay.payWallet', { amount: localeDecimal(plan.amount, locale), symbol: plan.symbol })}
          </PrimaryButton>
        </>
      ) : (
        <SecondaryButton data-testid="pay-connect" onClick={() => kernel.get(TOKENS.router).push('Connect')}>
          {t('pay.connect')}
        </SecondaryButton>
      )}
    </section>
  )
}

function ExchangeOptions({ kernel, session, t }: { kernel: Kernel; session: PaymentSession; t: T }) {
  const service = kernel.get(PAY_SERVICE)
  const [list, setList] = useState<ExchangeList>({ status: 'loading' })
  const { plan } = session
  useEffect(() => {
    let live = true
    service.exchanges.getExchanges({ page: 0, asset: plan.caip19, amount: plan.amount }).then(
      ({ exchanges }) => {
        if (!live) return
        setList({ status: 'ready', exchanges })
        trackPayOpen(kernel.get(TOKENS.analytics), session, exchanges)
      },
      (error: unknown) => live && setList({ status: 'failed', reason: messageOf(error) }),
    )
    return () => {
      live = false
    }
  }, [kernel, service, session, plan])

  function payWith(exchange: Exchange) {
    // opened now, in the click, so the browser lets it open; its address follows once the exchange gives it
    const win = kernel.options.window ?? window
    const popup = win.open('about:blank', 'portico-pay-exchange', EXCHANGE_POPUP_FEATURES)
    // the exchange's page gets no handle on this one
    if (popup) popup.opener = null
    void payFromExchange({ api: service.exchanges, popup, onPollError: (error) => kernel.get(TOKENS.logger).warn('Pay: exchange status', error) }, session, exchange)
  }

  return (
    <section aria-labelledby="pay-exchange-title" className="flex flex-col gap-2">
      <h3 id="pay-exchange-title" className="text-sm font-semibold text-fg">
        {t('pay.fromExchange')}
      </h3>
      {list.status === 'loading' && <Status>{t('pay.exchangesLoading')}</Status>}
      {list.status === 'failed' && (
        <p role="alert" className="text-sm text-error" title={list.reason}>
          {t('pay.exchangesFailed')}
        </p>
      )}
      {list.status === 'ready' && list.exchanges.length === 0 && <p className="text-sm text-muted">{t('pay.noExchanges', { symbol: plan.symbol })}</p>}
      {list.status === 'ready' && list.exchanges.length > 0 && (
        <ul className="flex flex-col gap-2">
          {list.exchanges.map((exchange) => (
            <li key={exchange.id}>
              <SecondaryButton onClick={() => payWith(exchange)} data-testid="pay-exchange">
                <ImageIcon src={exchange.imageUrl} fallback={<WalletIcon />} size={24} rounded="md" />
                {t('pay.payExchange', { name: exchange.name })}
              </SecondaryButton>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function Progress({ phase, networkName, t }: { phase: Extract<PayPhase, { status: 'wallet' | 'exchange' }>; networkName: string; t: T }) {
  if (phase.status === 'wallet') {
    if (phase.step === 'switching') return <Status>{t('pay.switching', { network: networkName })}</Status>
    return <Status>{phase.step === 'confirm' ? t('pay.confirm') : t('pay.confirming')}</Status>
  }
  const name = phase.exchange.name
  if (!phase.url) return <Status>{t('pay.exchangeStarting', { name })}</Status>
  const link = safeLinkUrl(phase.url)
  return (
    <div className="flex flex-col gap-2">
      {phase.popupBlocked && (
        <p role="alert" className="text-sm text-error">
          {t('pay.popupBlocked', { name })}
        </p>
      )}
      <Status>{t('pay.exchangeWaiting', { name })}</Status>
      {link && (
        <a href={link} target="_blank" rel="noopener" className="text-center text-sm text-accent underline" data-testid="pay-exchange-link">
          {t('pay.openExchange', { name })}
        </a>
      )}
    </div>
  )
}

export default function PayView({ data: session }: ViewProps<'Pay'>) {
  const kernel = useKernel()
  const t = useTranslate(messages)
  if (!kernel.options.features.pay) return <p className="py-8 text-center text-sm text-muted">{t('pay.disabled')}</p>
  if (!session) return <p className="py-8 text-center text-sm text-muted">{t('pay.none')}</p>
  return <Payment kernel={kernel} session={session} t={t} />
}

function Payment({ kernel, session, t }: { kernel: Kernel; session: PaymentSession; t: T }) {
  const phase = useObservable(session.phase$, session.phase)
  const locale = useLocale()
  const { plan } = session
  const networkName = kernel.get(TOKENS.network).find(plan.network)?.name ?? plan.network
  const close = () => kernel.get(TOKENS.modal).close()
  const amount = t('pay.amount', { amount: localeDecimal(plan.amount, locale), symbol: plan.symbol })

  return (
    <div className="flex flex-col gap-4 py-2" data-testid="pay-view">
      <div className="flex flex-col items-center gap-1 text-center">
        <p className="text-sm text-muted" data-testid="pay-merchant">
          {t('pay.merchant', { merchant: session.merchant })}
        </p>
        <p className="text-2xl font-semibold text-fg" data-testid="pay-amount">
          {amount}
        </p>
        <p className="text-sm text-muted" data-testid="pay-asset">
          {t('pay.asset', { name: plan.assetName, network: networkName })}
        </p>
        <p className="text-sm text-muted" title={plan.recipient} data-testid="pay-recipient">
          {t('pay.recipient', { recipient: truncateAddress(plan.recipient) })}
        </p>
      </div>
      {phase.status === 'choose' && (
        <>
          <WalletOption kernel={kernel} session={session} t={t} />
          <ExchangeOptions kernel={kernel} session={session} t={t} />
        </>
      )}
      {(phase.status === 'wallet' || phase.status === 'exchange') && <Progress phase={phase} networkName={networkName} t={t} />}
      {phase.status === 'success' && (
        <div className="flex flex-col items-center gap-3 text-center" data-testid="pay-success">
          <span className="flex size-12 items-center justify-center rounded-full bg-surface text-success" aria-hidden="true">
            <CheckIcon />
          </span>
          <p role="status" className="font-semibold text-fg">
            {t('pay.paid', { amount: localeDecimal(plan.amount, locale), symbol: plan.symbol, merchant: session.merchant })}
          </p>
          <p className="text-sm text-muted" id="pay-tx-label">
            {t('pay.transaction')}
          </p>
          <p className="break-all font-mono text-xs text-fg" aria-labelledby="pay-tx-label" data-testid="pay-tx">
            {phase.result.transactionHash}
          </p>
          <PrimaryButton onClick={close}>{t('pay.close')}</PrimaryButton>
        </div>
      )}
      {phase.status === 'failed' && (
        <div className="flex flex-col items-center gap-3 text-center" data-testid="pay-failed">
          <span className="flex size-12 items-center justify-center rounded-full bg-surface text-error" aria-hidden="true">
            <ErrorIcon />
          </span>
          <p role="alert" className="font-semibold text-fg" data-testid="pay-error">
            {t(`pay.error.${phase.error.code}`)}
          </p>
          {phase.error.details && <p className="break-all text-sm text-muted">{phase.error.details}</p>}
          <PrimaryButton onClick={close}>{t('pay.close')}</PrimaryButton>
        </div>
      )}
    </div>
  )
}
